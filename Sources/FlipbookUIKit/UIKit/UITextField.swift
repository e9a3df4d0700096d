import Foundation

/// `UITextFieldDelegate`: asked and told as a text field is edited; every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may begin editing (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing (true by default).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned; by default `textFieldDidEndEditing(_:reason:)` calls it.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field resigned, and why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether a typed change may happen: `string` replaces the characters in `range` (UTF-16).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection moved (after each typed change: the caret follows the text).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (true by default).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed; whether the field handles it (true by default).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// `UITextField`: one line of editable text, drawn as iOS draws it, edited by typing scripted on
/// the recording's clock (`clock.type(_:into:)`).
///
/// A tap makes it the first responder (`becomeFirstResponder()` does too): it sends
/// `.editingDidBegin`, shows its caret (2 points wide in the tint, blinking: on for 0.5 s, off
/// for 0.5 s, solid again at each change, a choice), brings up the keyboard (not drawn; see
/// `SoftwareKeyboard`) and, while editing, keeps the end of a long text in view. Each typed
/// character asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`,
/// then changes the text, sends `.editingChanged` and posts `textDidChangeNotification`; the
/// return key asks `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`, which resigns the
/// field when the field has an action for it, as on iOS. `resignFirstResponder()` ends editing
/// with `.editingDidEnd`.
///
/// Looks (Apple documents none of the sizes; these follow iPhone screenshots and are choices):
/// text in the body font (17 points), `.label`; the placeholder in `.placeholderText`; secure
/// text as one `•` per character; `.roundedRect` a white field with 5-point corners and a hairline
/// grey border, its text 7 points in from the sides; `.line` a 1-point dark border; `.bezel` a
/// 1-point grey border; the clear button a 19-point grey circle with a white cross, 6 points in
/// from the right.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits, UIContentSizeCategoryAdjusting, KeyboardInput {
    /// `UITextField.BorderStyle`: the field's border.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin dark line.
        case line
        /// A grey line, as iOS's bezel.
        case bezel
        /// A white field with rounded corners and a hairline border.
        case roundedRect
    }

    /// `UITextField.ViewMode`: when an overlay view (the clear button, the left or right view) shows.
    public enum ViewMode: Int, Sendable {
        /// Never shown.
        case never = 0
        /// Shown while the field is being edited.
        case whileEditing
        /// Shown while it is not.
        case unlessEditing
        /// Always shown.
        case always
    }

    /// `UITextField.DidEndEditingReason`: why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (the return key, or code).
        case committed = 0
        /// Editing was cancelled.
        case cancelled
    }

    /// Posted when the field begins editing.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text changes by typing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field ends editing.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: Parts

    /// The border and fill of `.roundedRect`, `.line` and `.bezel`.
    private let border = UIView()
    /// Clips the text to the text rectangle.
    private let textClip = UIView()
    private let textLabel = UILabel()
    private let placeholderLabel = UILabel()
    private let caret = UIView()
    private let clearButton = TextFieldClearButton()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        border.isUserInteractionEnabled = false
        textClip.isUserInteractionEnabled = false
        textClip.clipsToBounds = true
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(border)
        addSubview(textClip)
        textClip.addSubview(placeholderLabel)
        textClip.addSubview(textLabel)
        textClip.addSubview(caret)
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [unowned self] _ in clearTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        applyBorderStyle()
        applyTextStyle()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Text

    /// The text; nil by default (read back as "" once set, as iOS does).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            textDidChangeProgrammatically()
        }
    }
    private var storedText: String?

    /// The text with its attributes (the font and colour of the field unless set).
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return storedText.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) }
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChangeProgrammatically()
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// The text shown when there is none (nil by default), in `.placeholderText`.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText]) } }
    }

    /// The placeholder with its attributes.
    open var attributedPlaceholder: NSAttributedString? {
        didSet { applyTextStyle() }
    }

    /// The font of the text and the placeholder: the body style (17 points) by default.
    open var font: UIFont? = .preferredFont(forTextStyle: .body) {
        didSet {
            appearancePropertySet(\UITextField.font)
            applyTextStyle()
        }
    }

    /// The colour of the text (`.label` by default).
    open var textColor: UIColor? = .label {
        didSet {
            appearancePropertySet(\UITextField.textColor)
            applyTextStyle()
        }
    }

    /// How the text sits between the sides (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyTextStyle() }
    }

    /// The attributes of text set without any.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? UIFont.preferredFont(forTextStyle: .body), .foregroundColor: textColor ?? UIColor.label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { self.textColor = color }
        }
    }

    /// The border (`.none` by default).
    open var borderStyle: BorderStyle = .none {
        didSet { applyBorderStyle() }
    }

    /// Whether the text shrinks to fit (stored; a long text scrolls instead, as it does while
    /// editing: shrinking is not modelled).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size for shrinking (stored).
    open var minimumFontSize: CGFloat = 0
    /// Whether beginning to edit clears the text (false by default).
    open var clearsOnBeginEditing = false
    /// Whether inserting text replaces the attributes of the text (stored).
    open var clearsOnInsertion = false
    /// Whether the user can edit attributes (stored).
    open var allowsEditingTextAttributes = false
    /// The image drawn behind the text of a field with no border style (stored: not drawn).
    open var background: UIImage?
    /// Its disabled form (stored).
    open var disabledBackground: UIImage?
    /// Whether the font follows the text size of the view's traits: a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is made again at the new size
    /// when the text size changes (a `traitOverrides.preferredContentSizeCategory` above it).
    open var adjustsFontForContentSizeCategory = false

    /// The text size changed: the font follows it when it adjusts.
    override func contentSizeCategoryDidChange() {
        if adjustsFontForContentSizeCategory, let scaled = font?.scaled(for: traitCollection) { font = scaled }
    }

    /// Told as the field is edited.
    open weak var delegate: UITextFieldDelegate?

    // MARK: Text input traits (kept: the keyboard is not drawn)

    /// What the keyboard capitalises (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether dashes become em dashes.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are fixed up around pasted text.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Which keyboard.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's colours.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as dots (one `•` per character).
    open var isSecureTextEntry = false {
        didSet { applyTextStyle() }
    }
    /// What the text is, for AutoFill.
    open var textContentType: UITextContentType!

    /// The view in place of the keyboard while editing (stored: none is drawn).
    private var customInputView: UIView?
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customAccessoryView: UIView?
    /// The view above the keyboard while editing (stored: none is drawn).
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    // MARK: Overlay views

    /// When the clear button shows (`.never` by default).
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    /// A view at the left of the text (an icon), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let leftView { addSubview(leftView) }
            setNeedsLayout()
        }
    }
    /// When the left view shows (`.never` by default).
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    /// A view at the right of the text, shown as `rightViewMode` says.
    open var rightView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let rightView { addSubview(rightView) }
            setNeedsLayout()
        }
    }
    /// When the right view shows (`.never` by default).
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    // MARK: Rectangles (override them to move the parts)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle when not editing: inside the border's inset and the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if shows(leftView, leftViewMode) { rect.size.width -= max(0, leftViewRect(forBounds: bounds).maxX - rect.minX); rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX) }
        let right = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX
            : showsClearButton ? clearButtonRect(forBounds: bounds).minX : nil
        if let right { rect.size.width = max(0, min(rect.maxX, right) - rect.minX) }
        return rect
    }

    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The text's rectangle while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 points, 6 in from the right, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 6 - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: Editing

    /// Whether the field is being edited (it is the first responder).
    open private(set) var isEditing = false

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, if the delegate lets it: `.editingDidBegin`, the caret, the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = ""; storedAttributedText = nil }
        applyTextStyle()
        setNeedsLayout()
        layoutIfNeeded()
        restartCaret()
        SoftwareKeyboard.show(for: self)
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate lets it: `.editingDidEnd`, the caret goes, the keyboard goes.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        endEditingNow(reason: .committed)
        return true
    }

    /// Editing ends, whatever the delegate says (`endEditing(true)`).
    func endEditingNow(reason: DidEndEditingReason) {
        guard isEditing else { return }
        _ = super.resignFirstResponder()
        isEditing = false
        caret.layer.removeAllAnimations()
        caret.isHidden = true
        SoftwareKeyboard.hide()
        setNeedsLayout()
        layoutIfNeeded()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: reason)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// A tap inside begins editing (and sends the control's tap events).
    override func tapped(at point: CGPoint) {
        super.tapped(at: point)
        if !isEditing { becomeFirstResponder() }
    }

    /// A key typed on the (undrawn) keyboard: a character, the return key (`"\n"`) or delete
    /// (`"\u{8}"`), as the keyboard sends it. What `clock.type` calls.
    func typeKey(_ key: Character) {
        guard isEditing else { return }
        if key == "\n" || key == "\r" {
            let handled = delegate?.textFieldShouldReturn(self) ?? true
            if handled {
                let resigns = hasActions(for: .editingDidEndOnExit)
                sendActions(for: .editingDidEndOnExit)
                if resigns { resignFirstResponder() }
            }
            return
        }
        let current = storedText ?? ""
        let length = (current as NSString).length
        let range: NSRange, replacement: String
        if key == "\u{8}" {
            guard length > 0 else { return }
            let last = (current as NSString).rangeOfComposedCharacterSequence(at: length - 1)
            range = last
            replacement = ""
        } else {
            range = NSRange(location: length, length: 0)
            replacement = String(key)
        }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        let changed = (current as NSString).replacingCharacters(in: range, with: replacement)
        storedText = changed
        storedAttributedText = storedAttributedText.map { _ in NSAttributedString(string: changed, attributes: defaultTextAttributes) }
        applyTextStyle()
        layoutTextParts()
        restartCaret()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        storedText = ""
        storedAttributedText = nil
        applyTextStyle()
        setNeedsLayout()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        if !isEditing { becomeFirstResponder() }
    }

    private func textDidChangeProgrammatically() {
        applyTextStyle()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Looks and layout

    private var showsClearButton: Bool { !(storedText ?? "").isEmpty && shows(in: clearButtonMode) }

    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool { view != nil && shows(in: mode) }

    /// Whether an overlay in `mode` shows now.
    private func shows(in mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private func applyBorderStyle() {
        let layer = border.layer
        switch borderStyle {
        case .none:
            border.backgroundColor = nil
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            border.backgroundColor = nil
            layer.borderWidth = 1
            layer.borderColor = UIColor.darkGray.cgColor
            layer.cornerRadius = 0
        case .bezel:
            border.backgroundColor = nil
            layer.borderWidth = 1
            layer.borderColor = UIColor.gray.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            border.backgroundColor = .systemBackground
            layer.borderWidth = 1 / UIScreen.main.scale
            layer.borderColor = UIColor.systemGray4.cgColor
            layer.cornerRadius = 5
        }
        setNeedsLayout()
    }

    /// What the text label shows: the text, or a dot per character when secure.
    private var shownText: NSAttributedString? {
        guard let text = storedText, !text.isEmpty else { return nil }
        if isSecureTextEntry {
            return NSAttributedString(string: String(repeating: "•", count: text.count), attributes: defaultTextAttributes)
        }
        return storedAttributedText ?? NSAttributedString(string: text, attributes: defaultTextAttributes)
    }

    private func applyTextStyle() {
        let font = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        textLabel.font = font
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        textLabel.lineBreakMode = .byClipping
        if let shown = shownText { textLabel.attributedText = shown } else { textLabel.text = nil }
        placeholderLabel.font = font
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.textAlignment = textAlignment
        placeholderLabel.lineBreakMode = .byTruncatingTail
        placeholderLabel.attributedText = attributedPlaceholder.map { placeholder in
            let styled = NSMutableAttributedString(attributedString: placeholder)
            let whole = NSRange(location: 0, length: styled.length)
            if placeholder.length > 0, placeholder.attribute(.font, at: 0, effectiveRange: nil) == nil { styled.addAttribute(.font, value: font, range: whole) }
            if placeholder.length > 0, placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil {
                styled.addAttribute(.foregroundColor, value: UIColor.placeholderText, range: whole)
            }
            return styled
        }
        placeholderLabel.isHidden = shownText != nil
        caret.backgroundColor = tintColor
    }

    /// The border's colour again, with the field's traits (dark mode).
    override func resolveColorsAgain() {
        super.resolveColorsAgain()
        applyBorderStyle()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        border.frame = borderRect(forBounds: bounds)
        sendSubviewToBack(border)
        if let leftView {
            leftView.isHidden = !shows(leftView, leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightView, rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        bringSubviewToFront(clearButton)
        layoutTextParts()
    }

    /// Places the text, the placeholder and the caret in the text rectangle: a text wider than
    /// it starts at its left edge, or, while editing, ends at its right edge (the caret in view).
    private func layoutTextParts() {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        textClip.frame = rect
        let local = CGRect(origin: .zero, size: rect.size)
        placeholderLabel.frame = placeholderRect(forBounds: bounds).offsetBy(dx: -rect.minX, dy: -rect.minY)
        let font = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let textWidth = shownText.map { ceil($0.size().width) } ?? 0
        let caretWidth: CGFloat = 2
        var textFrame = local
        if textWidth + caretWidth > local.width {
            textFrame.size.width = textWidth
            textLabel.textAlignment = .left
            if isEditing { textFrame.origin.x = local.maxX - caretWidth - textWidth }
        } else {
            textLabel.textAlignment = textAlignment
        }
        textLabel.frame = textFrame
        // The caret after the last character, as tall as a line of the font.
        let lineHeight = ceil(font.lineHeight)
        let caretX: CGFloat
        if textWidth + caretWidth > local.width || textAlignment == .left || textAlignment == .natural || textAlignment == .justified {
            caretX = textFrame.minX + textWidth
        } else if textAlignment == .center {
            caretX = local.midX + textWidth / 2
        } else {
            caretX = local.maxX - caretWidth
        }
        caret.frame = CGRect(x: min(caretX, local.maxX - caretWidth), y: local.midY - lineHeight / 2, width: caretWidth, height: lineHeight)
    }

    /// The caret shows solid, then blinks: 0.5 s on, 0.5 s off (a choice).
    private func restartCaret() {
        caret.isHidden = !isEditing
        guard isEditing else { return }
        caret.layer.removeAnimation(forKey: "blink")
        // Solid (the model's opacity) until it begins; then off for half of each second, on
        // for the other half.
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [0, 0, 1, 1]
        blink.keyTimes = [0, 0.5, 0.5, 1]
        blink.duration = 1
        blink.beginTime = CACurrentMediaTime() + 0.5
        blink.repeatCount = .infinity
        caret.layer.add(blink, forKey: "blink")
    }

    /// Its text's size with the border's inset, as Auto Layout asks it.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let inset: CGFloat = borderStyle == .none ? 0 : 14
        let width = (shownText ?? attributedPlaceholder).map { ceil($0.size().width) } ?? 0
        let height = ceil(font.lineHeight) + (borderStyle == .roundedRect ? 12 : 0)
        return CGSize(width: width + inset, height: height)
    }
}

/// The clear button: a grey circle with a white cross.
@MainActor
final class TextFieldClearButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        let circle = UIBezierPath(ovalIn: bounds)
        UIColor.systemGray2.setFill()
        circle.fill()
        let cross = UIBezierPath()
        let inset = bounds.width * 0.32
        cross.move(to: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset))
        cross.addLine(to: CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset))
        cross.move(to: CGPoint(x: bounds.maxX - inset, y: bounds.minY + inset))
        cross.addLine(to: CGPoint(x: bounds.minX + inset, y: bounds.maxY - inset))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }
}
