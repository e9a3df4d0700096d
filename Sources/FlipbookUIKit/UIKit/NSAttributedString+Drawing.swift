import Foundation
import FlipbookRender
import FlipbookScene
import FlipbookTiming

// Text drawing, UIKit's additions to NSAttributedString and NSString: measured and drawn with the
// renderer's own text layout (FlipbookRender's `StyledText`), so drawn text matches labels.

extension NSAttributedString.Key {
    /// A `UIFont` (the system font at 12 points when absent, as UIKit's text drawing uses).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A `UIColor` for the text (black when absent).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// A `UIColor` painted behind the text's lines.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// An `NSParagraphStyle`: alignment, line spacing and line breaks where text wraps.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// An underline: `NSUnderlineStyle`'s raw value (`.single`, `.thick`, `.double`), in the
    /// text's colour.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// A line through the text: `NSUnderlineStyle`'s raw value, in the text's colour.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// How far the text sits above the baseline, in points (a number).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// A `URL` or `String` the text links to: drawn as the rest of its run, as a label draws
    /// links (only text views colour them).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// The underline's colour: not drawn (the text's colour is used; reported).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// The strikethrough's colour: not drawn (the text's colour is used; reported).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
}

/// `NSUnderlineStyle`: how an underline or strikethrough is drawn. Attributes hold its `rawValue`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (drawn as `single`: Pango has no thick line).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines (a strikethrough draws one).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line (drawn solid).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line (drawn solid).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Under words only (drawn under spaces too).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line the renderer draws.
    var line: StyledText.Line {
        switch rawValue & 0xFF {
        case 0: return .none
        case 0x02: return .thick
        case 0x09: return .double
        default: return .single
        }
    }
}

/// `NSParagraphStyle`: how a paragraph's lines are laid out (alignment, line spacing and line
/// breaks here).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// How lines sit between the edges.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Where lines break: `.byCharWrapping` breaks anywhere, the others between words.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points (0 by default).
    open internal(set) var lineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping.
    public static let `default` = NSParagraphStyle()
}

/// `NSMutableParagraphStyle`: a paragraph style to set up.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines sit between the edges.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// Where lines break.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}

/// `NSStringDrawingOptions`: how `boundingRect(with:options:…)` measures.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the given width (without it, the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading: lines here are always the font's line height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures glyphs' ink: the layout's size is used here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last line: not drawn truncated here.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: accepted; nothing is reported back in it.
open class NSStringDrawingContext: NSObject {}

/// Drawn text, measured and drawn with the measurer labels use (`SharedFonts`).
enum TextDrawing {
    private static var measurer: TextMeasurer? { SharedFonts.measurer }

    /// The attributes drawn; others are reported once.
    private static let drawnKeys: Set<NSAttributedString.Key> = [
        .font, .foregroundColor, .paragraphStyle, .kern, .underlineStyle, .strikethroughStyle, .backgroundColor, .baselineOffset, .link,
    ]

    /// The styled runs of an attributed string.
    static func styled(_ string: NSAttributedString) -> StyledText {
        var runs: [StyledText.Run] = []
        var paragraph: NSParagraphStyle?
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            let text = (string.string as NSString).substring(with: range)
            let font = attributes[.font] as? UIFont ?? UIFont(fontName: "system", pointSize: 12, weight: .regular)
            let color = (attributes[.foregroundColor] as? UIColor)?.cgColor.color ?? .black
            var run = StyledText.Run(text: text, font: font.fontName, size: Double(font.pointSize), weight: font.weight.cssWeight, color: color)
            run.kern = number(attributes[.kern]) ?? 0
            run.underline = underlineStyle(attributes[.underlineStyle]).line
            run.strikethrough = underlineStyle(attributes[.strikethroughStyle]).line
            run.background = (attributes[.backgroundColor] as? UIColor)?.cgColor.color
            run.baselineOffset = number(attributes[.baselineOffset]) ?? 0
            runs.append(run)
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = paragraph ?? style }
            for key in attributes.keys where !drawnKeys.contains(key) {
                DrawingProblems.report("the text attribute \(key.rawValue) is not drawn")
            }
            // iOS stops on these (an unrecognized selector); here the default is drawn instead.
            for (key, expected) in [(NSAttributedString.Key.font, "UIFont"), (.foregroundColor, "UIColor"), (.backgroundColor, "UIColor")] {
                guard let value = attributes[key] else { continue }
                let matches = key == .font ? value is UIFont : value is UIColor
                if !matches {
                    DrawingProblems.report("the text attribute \(key.rawValue) is a \(type(of: value)), not a \(expected) (iOS stops there); it is drawn as if absent")
                }
            }
        }
        // A paragraph has one style: the first run's, as TextKit reads it.
        var styled = StyledText(runs: runs, alignment: paragraph.map { alignmentName($0.alignment) } ?? "left")
        styled.lineSpacing = Double(paragraph?.lineSpacing ?? 0)
        styled.wrapsWords = paragraph?.lineBreakMode != .byCharWrapping
        return styled
    }

    static func alignmentName(_ alignment: NSTextAlignment) -> String {
        alignment == .natural ? "left" : alignment.alignmentMode.rawValue
    }

    /// A number attribute, however Swift or Objective-C boxed it.
    private static func number(_ value: Any?) -> Double? { KeyValueUnboxing.number(value) }

    /// An underline or strikethrough attribute: a raw value, or the style itself.
    private static func underlineStyle(_ value: Any?) -> NSUnderlineStyle {
        if let style = value as? NSUnderlineStyle { return style }
        return NSUnderlineStyle(rawValue: Int(number(value) ?? 0))
    }

    static func size(_ string: NSAttributedString, width: CGFloat?) -> CGSize {
        guard let size = measurer?.size(of: styled(string), wrapWidth: width.map(Double.init)) else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }

    static func draw(_ string: NSAttributedString, at point: CGPoint, width: CGFloat?) {
        guard let context = DrawingProblems.currentContext(for: "NSAttributedString.draw") else { return }
        // The context's alpha applies to text as to every drawing.
        var faded = styled(string)
        let alpha = context.style.alpha
        faded.runs = faded.runs.map { run in
            var run = run
            run.color.alpha *= alpha
            run.background?.alpha *= alpha
            return run
        }
        context.paint {
            measurer?.draw(faded, wrapWidth: width.map(Double.init), at: Point(x: Double(point.x), y: Double(point.y)), in: context.cairo)
        }
    }
}

extension NSAttributedString {
    /// The size the string takes on one line.
    public func size() -> CGSize { TextDrawing.size(self, width: nil) }

    /// Draws the string on one line with its top left at `point`, in the current context.
    public func draw(at point: CGPoint) { TextDrawing.draw(self, at: point, width: nil) }

    /// Draws the string wrapped in `rect` (lines past its bottom are still drawn).
    public func draw(in rect: CGRect) { TextDrawing.draw(self, at: rect.origin, width: rect.width) }

    /// Draws the string in `rect`: wrapped at its width with `.usesLineFragmentOrigin`, else on
    /// one line at its origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        TextDrawing.draw(self, at: rect.origin, width: options.contains(.usesLineFragmentOrigin) ? rect.width : nil)
    }

    /// The rectangle the string takes: wrapped at `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        CGRect(origin: .zero, size: TextDrawing.size(self, width: options.contains(.usesLineFragmentOrigin) ? size.width : nil))
    }
}

extension String {
    /// The size the string takes on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    /// Draws the string on one line at `point` with `attributes`, in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped in `rect` with `attributes`, in the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// The rectangle the string takes with `attributes` (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string in `rect` with `attributes` (see `NSAttributedString.draw(with:options:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// The size the string takes on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// Draws the string on one line at `point` with `attributes`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped in `rect` with `attributes`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// The rectangle the string takes with `attributes`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string in `rect` with `attributes`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
