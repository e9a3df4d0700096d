import Foundation

/// `UITextViewDelegate`: asked and told as a text view is edited; every method is optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the view may begin editing (true by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view became the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the view may stop editing (true by default).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view resigned.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a typed change may happen: `text` replaces the characters in `range` (UTF-16).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: UITextView)
    /// The selection moved (after each typed change: the caret follows the text).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// `NSTextContainer`: the area a text view lays its text out in (its padding; the size follows
/// the view).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space at each end of a line (5 points by default).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines shown (0: any number).
    open var maximumNumberOfLines = 0
    /// How a line that does not fit ends (word wrapping by default).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

/// `UITextView`: scrollable, editable text of several lines, drawn as iOS draws it and edited
/// by typing scripted on the clock (`clock.type(_:into:)`).
///
/// As Apple documents it: text in `font` (12-point system text by default) and `textColor`,
/// `textContainerInset` (8 points above and below) around it and `textContainer`'s
/// `lineFragmentPadding` (5 points) at each side, wrapped at the width; the content is as tall
/// as the text, and scrolls when it is taller than the view. Editing works as a text field's (see
/// `UITextField`): a tap or `becomeFirstResponder()` begins it, with the caret at the end of the
/// text and the keyboard (not drawn); each typed key asks
/// `textView(_:shouldChangeTextIn:replacementText:)`, changes the text, tells
/// `textViewDidChange(_:)` and posts `textDidChangeNotification`; `"\n"` types a new line; while
/// editing, the view scrolls to keep the caret in view.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits, UIContentSizeCategoryAdjusting, KeyboardInput {
    /// Posted when the view begins editing.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text changes by typing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the view ends editing.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private let textLabel = UILabel()
    private let caret = UIView()

    /// The text container: its padding.
    public let textContainer = NSTextContainer()

    /// A text view; `textContainer` is the view's own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        textLabel.numberOfLines = 0
        textLabel.isUserInteractionEnabled = false
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(textLabel)
        addSubview(caret)
        applyStyle()
    }

    /// A text view with a container (its padding is used).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text ("" by default).
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            applyStyle()
        }
    }
    private var storedText = ""

    /// The text with its attributes (the view's font and colour unless set).
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: typingAttributes) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            applyStyle()
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// The font (12-point system text by default).
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { applyStyle() } }
    /// The text colour (`.label`).
    open var textColor: UIColor? = .label { didSet { applyStyle() } }
    /// How lines sit between the sides.
    open var textAlignment: NSTextAlignment = .natural { didSet { applyStyle() } }
    /// Space around the text (8 points above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
    /// Whether the text can be edited (true by default).
    open var isEditable = true
    /// Whether the text can be selected (stored).
    open var isSelectable = true
    /// The attributes of typed text.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? UIFont.systemFont(ofSize: 12), .foregroundColor: textColor ?? UIColor.label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// Whether the font follows the text size of the view's traits: a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is made again at the new size
    /// when the text size changes (a `traitOverrides.preferredContentSizeCategory` above it).
    open var adjustsFontForContentSizeCategory = false

    /// The text size changed: the font follows it when it adjusts.
    override func contentSizeCategoryDidChange() {
        if adjustsFontForContentSizeCategory, let scaled = font?.scaled(for: traitCollection) { font = scaled }
    }
    /// The scroll view's `delegate`, when it is a text view delegate (as on iOS, one property).
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Whether the view is being edited.
    open private(set) var isEditing = false

    // MARK: Text input traits (kept: the keyboard is not drawn)

    /// What the keyboard capitalises (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Which keyboard.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's colours.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed (stored: a text view shows it).
    open var isSecureTextEntry = false
    /// What the text is, for AutoFill.
    open var textContentType: UITextContentType!

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing, if the delegate lets it: the caret at the end, the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        SoftwareKeyboard.show(for: self)
        setNeedsLayout()
        layoutIfNeeded()
        scrollToCaret()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate lets it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        isEditing = false
        caret.isHidden = true
        SoftwareKeyboard.hide()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A finger lifted on the view begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEditable, !isEditing { becomeFirstResponder() }
    }

    /// A key typed on the (undrawn) keyboard: a character, a new line (`"\n"`) or delete (`"\u{8}"`).
    func typeKey(_ key: Character) {
        guard isEditing else { return }
        let length = (storedText as NSString).length
        let range: NSRange, replacement: String
        if key == "\u{8}" {
            guard length > 0 else { return }
            range = (storedText as NSString).rangeOfComposedCharacterSequence(at: length - 1)
            replacement = ""
        } else {
            range = NSRange(location: length, length: 0)
            replacement = key == "\r" ? "\n" : String(key)
        }
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        storedText = (storedText as NSString).replacingCharacters(in: range, with: replacement)
        storedAttributedText = nil
        applyStyle()
        layoutIfNeeded()
        scrollToCaret()
        textViewDelegate?.textViewDidChange(self)
        textViewDelegate?.textViewDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Looks and layout

    private func applyStyle() {
        textLabel.font = font ?? .systemFont(ofSize: 12)
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        if let storedAttributedText { textLabel.attributedText = storedAttributedText } else { textLabel.text = storedText.isEmpty ? nil : storedText }
        caret.backgroundColor = tintColor
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
    }

    /// The width lines wrap at.
    private var lineWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The text as drawn, for measuring.
    private var measured: NSAttributedString {
        storedAttributedText ?? NSAttributedString(string: storedText, attributes: typingAttributes)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let lineHeight = ceil((font ?? .systemFont(ofSize: 12)).lineHeight)
        let textHeight = storedText.isEmpty ? lineHeight : ceil(TextDrawing.size(measured, width: lineWidth).height)
        let origin = CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        textLabel.frame = CGRect(x: origin.x, y: origin.y, width: lineWidth, height: storedText.isEmpty ? 0 : textHeight)
        contentSize = CGSize(width: bounds.width, height: textHeight + textContainerInset.top + textContainerInset.bottom)
        caret.isHidden = !isEditing
        if isEditing {
            let end = caretPoint(lineHeight: lineHeight)
            caret.frame = CGRect(x: origin.x + end.x, y: origin.y + end.y, width: 2, height: lineHeight)
        }
    }

    /// Where the caret goes after the last character, relative to the text's origin: the start
    /// of the last line is found by measuring (the word of the shortest prefix as tall as the
    /// whole text), then that line's width.
    private func caretPoint(lineHeight: CGFloat) -> CGPoint {
        guard !storedText.isEmpty else { return .zero }
        if storedText.hasSuffix("\n") {
            // At the start of the new, empty line: measured with a character on it.
            let withLine = NSAttributedString(string: storedText + " ", attributes: typingAttributes)
            return CGPoint(x: 0, y: ceil(TextDrawing.size(withLine, width: lineWidth).height) - lineHeight)
        }
        let characters = Array(storedText)
        let fullHeight = ceil(TextDrawing.size(measured, width: lineWidth).height)
        func height(_ count: Int) -> CGFloat {
            ceil(TextDrawing.size(NSAttributedString(string: String(characters[0..<count]), attributes: typingAttributes), width: lineWidth).height)
        }
        var low = 1, high = characters.count
        while low < high {
            let middle = (low + high) / 2
            if height(middle) >= fullHeight { high = middle } else { low = middle + 1 }
        }
        // The last line begins with the word of the character that took the text to its full
        // height (a word wraps whole: its first letters alone would still fit the line before).
        var start = low - 1
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let lastLine = String(characters[start...]).trimmingCharacters(in: .newlines)
        let width = TextDrawing.size(NSAttributedString(string: lastLine, attributes: typingAttributes), width: nil).width
        return CGPoint(x: min(width, lineWidth), y: fullHeight - lineHeight)
    }

    /// While editing, the content scrolls so the caret's line is in view.
    private func scrollToCaret() {
        guard isEditing else { return }
        let bottom = min(caret.frame.maxY + textContainerInset.bottom, max(contentSize.height, caret.frame.maxY))
        if bottom > contentOffset.y + bounds.height { contentOffset.y = bottom - bounds.height }
    }
}
