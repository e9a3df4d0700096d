import Foundation
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// `NSTextAlignment`: how lines of text sit between the edges.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width, the last one left-aligned.
    case justified = 3
    /// The script's natural alignment: left for left-to-right text (the default).
    case natural = 4

    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// `NSLineBreakMode`: where text wraps and what it does when it does not fit.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at any character.
    case byCharWrapping
    /// Clips text that does not fit.
    case byClipping
    /// Replaces the start of a line that does not fit with an ellipsis.
    case byTruncatingHead
    /// Replaces the end of a line that does not fit with an ellipsis (a label's default).
    case byTruncatingTail
    /// Replaces the middle of a line that does not fit with an ellipsis.
    case byTruncatingMiddle

    var truncation: CATextLayerTruncationMode {
        switch self {
        case .byTruncatingHead: return .start
        case .byTruncatingTail: return .end
        case .byTruncatingMiddle: return .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: return .none
        }
    }
}

/// `UIBaselineAdjustment`: where text that shrinks to fit sits (stored: shrinking is not
/// modelled).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text keeps the original baseline.
    case alignBaselines = 0
    /// The shrunk text is centred where the original text was.
    case alignCenters
    /// The shrunk text keeps the original top.
    case none
}

/// The layer behind a label: a text layer.
final class UILabelLayer: CATextLayer, @unchecked Sendable {}

/// `UILabel`: text in a font and colour, centred vertically in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    open override class var layerClass: AnyClass { UILabelLayer.self }

    package override class func keyValueKeyPaths() -> [String: AnyKeyPath] {
        super.keyValueKeyPaths().merging(keyPaths(Self.self)) { $1 }
    }

    private static func keyPaths<Label: UILabel>(_: Label.Type) -> [String: AnyKeyPath] {
        ["text": \Label.text, "attributedText": \Label.attributedText, "font": \Label.font, "textColor": \Label.textColor,
         "textAlignment": \Label.textAlignment, "numberOfLines": \Label.numberOfLines, "lineBreakMode": \Label.lineBreakMode,
         "enabled": \Label.isEnabled, "highlighted": \Label.isHighlighted, "highlightedTextColor": \Label.highlightedTextColor,
         "shadowColor": \Label.shadowColor, "shadowOffset": \Label.shadowOffset, "baselineAdjustment": \Label.baselineAdjustment,
         "adjustsFontSizeToFitWidth": \Label.adjustsFontSizeToFitWidth, "minimumScaleFactor": \Label.minimumScaleFactor,
         "preferredMaxLayoutWidth": \Label.preferredMaxLayoutWidth]
    }

    private var textLayer: CATextLayer? { layer as? CATextLayer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // labels and image views take no touches by default, as on iOS
        // UILabel's defaults: 17 pt system font, label colour, natural alignment, one line,
        // truncated at the tail, redrawn when resized. (A class's own observers do not run in
        // its initializer, so the layer gets them here.)
        textLayer?.font = font
        textLayer?.fontSize = 17
        textLayer?.foregroundColor = UIColor.label.cgColor
        textLayer?.truncationMode = .end
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// What VoiceOver says: the text, unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// The string shown; nil and the empty string show nothing. Setting it drops the
    /// attributes of `attributedText`.
    open var text: String? {
        get { richText?.string ?? (hiddenString ?? textLayer?.string as? String).flatMap { $0.isEmpty ? nil : $0 } }
        set {
            setRichText(nil)
            hiddenString = nil
            textLayer?.string = newValue ?? ""
            if drawsTextShadow { moveTextIntoPicture() }
            invalidateIntrinsicContentSize()
            if isSubclass || drawsTextShadow { setNeedsDisplay() }
        }
    }

    /// The plain text while a subclass's own `drawText(in:)` shows it as a picture (the text
    /// layer's string is empty then, so the text is not drawn twice).
    private var hiddenString: String?

    /// Whether this is a subclass of `UILabel`, which may draw its text its own way.
    private var isSubclass: Bool { type(of: self) != UILabel.self }

    /// The text with its attributes. Text in one style (one run of font, colour and alignment)
    /// is drawn by the label's text layer like `text`; text in several styles, or with kern,
    /// underline, strikethrough, a background colour, a baseline offset or line spacing, is
    /// drawn into the label's contents by `drawText(in:)`, as UIKit draws labels.
    open var attributedText: NSAttributedString? {
        get {
            if let richText { return richText }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            guard let newValue, newValue.length > 0 else {
                text = nil
                return
            }
            if Self.needsDrawing(newValue) {
                textLayer?.string = ""
                setRichText(newValue)
                invalidateIntrinsicContentSize()
                return
            }
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { self.textColor = color }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle { self.textAlignment = style.alignment }
            text = newValue.string
        }
    }

    /// Text shown by drawing (several styles, or attributes a text layer does not draw).
    private(set) var richText: NSAttributedString?

    private func setRichText(_ string: NSAttributedString?) {
        guard string != nil || richText != nil else { return }
        richText = string
        if string == nil { layer.contents = nil }
        setNeedsDisplay()
    }

    /// Whether an attributed string needs more than a text layer's single style.
    private static func needsDrawing(_ string: NSAttributedString) -> Bool {
        var range = NSRange()
        let attributes = string.attributes(at: 0, effectiveRange: &range)
        let oneStyle: Set<NSAttributedString.Key> = [.font, .foregroundColor, .paragraphStyle]
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
        return range.length < string.length || !Set(attributes.keys).isSubset(of: oneStyle) || (paragraph?.lineSpacing ?? 0) != 0
    }

    /// A label with drawn text or a text shadow draws it; one with plain text leaves it to its
    /// text layer, unless it is a subclass, which is asked at each display (`showsOwnTextDrawing`).
    override var drawsOwnContents: Bool? { richText != nil || drawsTextShadow ? true : (isSubclass ? nil : false) }

    /// Whether plain text is drawn with a shadow (`shadowColor` set): a text layer has none, so
    /// the label draws the text into its contents, as UIKit draws every label.
    private var drawsTextShadow: Bool { richText == nil && (shadowColor?.cgColor.alpha ?? 0) > 0 }

    /// Plain text shown by drawing: the text layer's string is kept aside and emptied.
    private func moveTextIntoPicture() {
        if hiddenString == nil { hiddenString = textLayer?.string as? String ?? "" }
        textLayer?.string = ""
    }

    /// Plain text back on the text layer once nothing needs drawing.
    private func moveTextOutOfPicture() {
        guard !isSubclass, richText == nil, let hiddenString else { return }
        textLayer?.string = hiddenString
        self.hiddenString = nil
        layer.contents = nil
    }

    /// The colour of shadow under the text; nil (the default) draws none. The text is drawn by
    /// the label while it has one.
    open var shadowColor: UIColor? {
        didSet {
            if drawsTextShadow { moveTextIntoPicture() } else { moveTextOutOfPicture() }
            setNeedsDisplay()
        }
    }

    /// Where the text's shadow falls: (0, -1), one point above the text, by default, as Apple
    /// documents it; positive heights go down.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text draws as enabled (true by default). A disabled label dims its text:
    /// drawn at half its colour's alpha (Apple says only that the label "dims the text
    /// somewhat"; the amount is a choice).
    open var isEnabled = true {
        didSet { textColorDidChange() }
    }

    /// Whether the text draws highlighted: in `highlightedTextColor`, when there is one.
    open var isHighlighted = false {
        didSet { textColorDidChange() }
    }

    /// The colour of highlighted text (nil by default: highlighting changes nothing).
    open var highlightedTextColor: UIColor? {
        didSet { textColorDidChange() }
    }

    /// Where shrunk text sits (stored: shrinking to fit is not modelled).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether the font follows the text size of the view's traits: a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is made again at the new size
    /// when the text size changes (a `traitOverrides.preferredContentSizeCategory` above it).
    open var adjustsFontForContentSizeCategory = false

    /// The text size changed: the font follows it when it adjusts.
    override func contentSizeCategoryDidChange() {
        if adjustsFontForContentSizeCategory, let scaled = font?.scaled(for: traitCollection) { font = scaled }
    }

    /// The colour plain text is drawn in: highlighted, dimmed when disabled, or `textColor`.
    private var drawnTextColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        let color = textColor ?? .label
        return isEnabled ? color : color.withAlphaComponent(color.cgColor.alpha * 0.5)
    }

    /// The text colour again, resolved with the label's traits.
    override func resolveColorsAgain() {
        super.resolveColorsAgain()
        textColorDidChange()
    }

    private func textColorDidChange() {
        textLayer?.foregroundColor = drawnTextColor.resolvedColor(with: traitCollection).cgColor
        if drawsTextShadow || isSubclass { setNeedsDisplay() }
    }

    /// Where the base `drawText(in:)` was asked to draw plain text in the display running.
    private var plainTextRect: CGRect?

    override func drawingWillBegin() {
        plainTextRect = nil
    }

    /// A subclass with plain text decides at each display whether its drawing shows.
    override func drawingEnded(_ picture: @autoclosure () -> CGImage?, baseReached: Bool) -> Bool {
        guard richText == nil, isSubclass else { return false }
        showOwnTextDrawing(picture(), baseReached: baseReached)
        return true
    }

    /// After a subclass drew: its picture shows (and the text layer's string is hidden) when its
    /// `drawText(in:)` did not reach `UILabel`'s (it draws the text its own way) or moved the
    /// text (a padding label's `super.drawText(in: rect.inset(by:))`); otherwise the text
    /// layer draws the text, as for any label.
    private func showOwnTextDrawing(_ picture: CGImage?, baseReached: Bool) {
        let usesPicture = drawsTextShadow || !baseReached || (plainTextRect.map { $0 != bounds } ?? false)
        if usesPicture, let picture {
            if hiddenString == nil { hiddenString = textLayer?.string as? String ?? "" }
            textLayer?.string = ""
            layer.contents = picture
        } else {
            if let hiddenString { textLayer?.string = hiddenString }
            hiddenString = nil
            layer.contents = nil
        }
    }

    /// Draws the label's text (its `attributedText` when that is drawn): calls `drawText(in:)`
    /// with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws drawn text in `rect`: centred vertically, placed by `textAlignment` on one line or
    /// wrapped at the width when `numberOfLines` is not 1. Override it to inset the text.
    open func drawText(in rect: CGRect) {
        guard let richText else { return drawPlainText(in: rect) }
        draw(richText, in: rect)
    }

    /// The base `drawText(in:)` for plain text, reached from a subclass's display: draws the
    /// text in `rect` as the text layer would, and notes where.
    private func drawPlainText(in rect: CGRect) {
        ViewDisplay.baseDrawReached = true
        plainTextRect = rect
        guard let text = hiddenString ?? textLayer?.string as? String, !text.isEmpty else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = drawnAlignment
        let context = UIGraphicsGetCurrentContext()
        context?.saveGState()
        defer { context?.restoreGState() }
        if let shadowColor { context?.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor) }
        draw(NSAttributedString(string: text, attributes: [.font: font as Any, .foregroundColor: drawnTextColor, .paragraphStyle: style]), in: rect)
    }

    /// Draws `string` centred vertically in `rect`, on one line placed by the alignment, or
    /// wrapped at the width when `numberOfLines` is not 1.
    private func draw(_ string: NSAttributedString, in rect: CGRect) {
        let wrapWidth: CGFloat? = numberOfLines == 1 ? nil : rect.width
        let size = TextDrawing.size(string, width: wrapWidth)
        var origin = CGPoint(x: rect.minX, y: rect.midY - size.height / 2)
        if wrapWidth == nil {
            switch drawnAlignment {
            case .center: origin.x = rect.midX - size.width / 2
            case .right: origin.x = rect.maxX - size.width
            case .left, .justified, .natural: break
            }
        }
        TextDrawing.draw(string, at: origin, width: wrapWidth)
    }

    /// The font; the system font at 17 pt by default.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            appearancePropertySet(\UILabel.font)
            textLayer?.font = font
            textLayer?.fontSize = font?.pointSize ?? 17
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the text; `.label` (black) by default.
    open var textColor: UIColor! = .label {
        didSet {
            appearancePropertySet(\UILabel.textColor)
            textColorDidChange()
        }
    }

    /// How lines sit between the label's edges (`.natural`: left, or right in a right-to-left
    /// view).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { alignTextForDirection() }
    }

    /// The alignment drawn: `.natural` resolved by the layout direction.
    private var drawnAlignment: NSTextAlignment {
        textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : textAlignment
    }

    /// Sets the text layer's alignment for the layout direction.
    func alignTextForDirection() {
        textLayer?.alignmentMode = drawnAlignment.alignmentMode
    }

    /// 0 means as many lines as fit; more than one wraps.
    open var numberOfLines = 1 {
        didSet {
            textLayer?.isWrapped = numberOfLines != 1
            invalidateIntrinsicContentSize()
        }
    }

    /// The width a multi-line label wraps at when Auto Layout asks its size; 0 (the default)
    /// wraps at the label's current width, as iOS does after the first layout pass.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The text's size in the layout the renderer draws it with (one line, or wrapped at
    /// `preferredMaxLayoutWidth` or the current width and cut to `numberOfLines`), rounded up
    /// to the pixel grid; zero without text.
    open override var intrinsicContentSize: CGSize {
        guard text != nil else { return .zero }
        if let richText { return roundedUpToPixels(TextDrawing.size(richText, width: richWrapWidth(preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width))) }
        guard let size = textMetrics?.size else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return roundedUpToPixels(size)
    }

    /// The text's size and baselines as it is drawn (nil without text, or without fonts).
    var textMetrics: TextMetrics? {
        textMetrics(wrapWidth: numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : nil))
    }

    private func textMetrics(wrapWidth: CGFloat?) -> TextMetrics? {
        guard richText == nil, let text, let textLayer else { return nil }
        return TextMeasurement.metrics(of: text, font: textLayer.engine.string(.font), fontSize: Double(textLayer.fontSize),
                                       weight: textLayer.engine[.fontWeight].number ?? 400, wrapWidth: wrapWidth.map(Double.init),
                                       maximumLines: numberOfLines)
    }

    /// The text's size when it may be `size.width` wide (a multi-line label wraps there), rounded
    /// up to the pixel grid; `sizeToFit()` sizes the label to it. Zero without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wrap: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        if let richText { return roundedUpToPixels(TextDrawing.size(richText, width: wrap)) }
        guard let measured = textMetrics(wrapWidth: wrap)?.size else { return .zero }
        return roundedUpToPixels(measured)
    }

    /// A text size rounded up to the pixel grid, as UIKit sizes labels.
    private func roundedUpToPixels(_ size: Size) -> CGSize {
        roundedUpToPixels(CGSize(width: size.width, height: size.height))
    }

    private func roundedUpToPixels(_ size: CGSize) -> CGSize {
        let scale = pixelScale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// The width drawn text wraps at: none on one line or without a width.
    private func richWrapWidth(_ width: CGFloat) -> CGFloat? {
        numberOfLines == 1 || width <= 0 ? nil : width
    }

    /// A label that wraps at its own width measures again when the width changes.
    override func boundsSizeDidChange() {
        if numberOfLines != 1, preferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
    }

    /// Whether a line too wide for the label shrinks to fit: not modelled (text is drawn at its
    /// font size), so a label that asks for it and whose text does not fit at a layout pass is
    /// listed as a warning, once.
    open var adjustsFontSizeToFitWidth = false
    private var reportedUnshrunkText = false

    /// Notes text that iOS would shrink to fit and Flipbook draws at its size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard adjustsFontSizeToFitWidth, !reportedUnshrunkText, numberOfLines == 1, text != nil,
              intrinsicContentSize.width > bounds.width + 0.5 else { return }
        reportedUnshrunkText = true
        layer.report("adjustsFontSizeToFitWidth is not modelled: the text, \(intrinsicContentSize.width) points wide, is drawn "
            + "at its font size in \(bounds.width) points (truncated), where iOS shrinks it", isWarning: true)
    }
    /// Stored with `adjustsFontSizeToFitWidth`.
    open var minimumScaleFactor: CGFloat = 0

    /// How a single line that does not fit is truncated (tail by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textLayer?.truncationMode = numberOfLines == 1 ? lineBreakMode.truncation : .none }
    }
}

/// The layer behind an image view.
final class UIImageViewLayer: CALayer, @unchecked Sendable {
    override class var engineKind: LayerKind { .image }
}

/// `UIImageView`: an image drawn into the bounds as `contentMode` says.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open override class var layerClass: AnyClass { UIImageViewLayer.self }

    /// A view showing an image, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        showImage()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // labels and image views take no touches by default, as on iOS
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The symbol last reported as not Apple's drawing, and the recording told.
    private var reportedSymbol: (name: String, recording: Int)?

    /// The image shown, fitted to the bounds by `contentMode`.
    open var image: UIImage? {
        didSet {
            showImage()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// Whether an `.automatic` image is drawn as a template here (a bar button's is; an image
    /// view's own is not).
    var drawsAutomaticImagesAsTemplates = false

    /// The image as the layer shows it: a template image filled with the tint colour.
    /// The configuration a symbol image is drawn in here, laid over its own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            showImage()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image as drawn here: a symbol in the preferred configuration.
    private var shownImage: UIImage? {
        guard let image, image.isSymbolImage, let preferredSymbolConfiguration else { return image }
        return image.withConfiguration(preferredSymbolConfiguration)
    }

    /// The resizable image whose stretched middle was last reported, to report it once.
    private weak var reportedResizing: UIImage?

    private func showImage() {
        guard let image = shownImage else { return layer.contents = nil }
        // A symbol is not Apple's drawing: the recording says so (once per recording and symbol).
        if let symbol = image.symbol {
            let recording = RecordingContext.clockPosition.recording
            if reportedSymbol?.name != symbol.name || reportedSymbol?.recording != recording {
                reportedSymbol = (symbol.name, recording)
                layer.report(symbol.problem.message, isWarning: symbol.problem.isWarning)
            }
        }
        let template = image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && drawsAutomaticImagesAsTemplates)
        layer.contentsScale = image.scale
        // A resizable image keeps its caps: Core Animation's contentsCenter.
        layer.contentsCenter = image.contentsCenter
        if let problem = image.resizingProblem, reportedResizing !== image {
            reportedResizing = image
            layer.report(problem, isWarning: true)
        }
        if template, _tintsTemplatesAsColor {
            showTemplateAsColor(image)
            return
        }
        if layer.mask === templateMask {
            layer.mask = nil
            layer.backgroundColor = nil
        }
        layer.contents = template ? image.tinted(with: tintColor ?? .systemBlue) : image.cgImage
    }

    /// Whether a template image is drawn as the tint colour seen through the image (a layer's
    /// background under a mask), so that a change of tint made in an animation animates as a
    /// colour: SwiftUI's symbols take their foreground colour so.
    @_spi(SwiftUI)
    public var _tintsTemplatesAsColor = false

    /// The mask a template image is drawn through when its tint is drawn as a colour.
    private var templateMask: CALayer?

    private func showTemplateAsColor(_ image: UIImage) {
        let mask = templateMask ?? CALayer()
        templateMask = mask
        mask.contents = image.cgImage
        mask.contentsScale = image.scale
        mask.contentsCenter = image.contentsCenter
        mask.contentsGravity = layer.contentsGravity
        mask.frame = bounds
        if layer.mask !== mask { layer.mask = mask }
        layer.contents = nil
        layer.backgroundColor = (tintColor ?? .systemBlue).cgColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let templateMask else { return }
        templateMask.frame = bounds
        templateMask.contentsGravity = layer.contentsGravity
    }

    /// A template image follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode != .alwaysOriginal { showImage() }
    }

    /// The image's size (the view's own without an image); `sizeToFit()` sizes the view to it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? bounds.size }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
