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
    /// A `UIColor` behind the text: not drawn (reported).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// An `NSParagraphStyle`: its alignment is used where text wraps.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// Extra spacing between letters: not drawn (reported).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// An underline: not drawn (reported).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// A line through the text: not drawn (reported).
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// A vertical shift of the text: not drawn (reported).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}

/// `NSParagraphStyle`: how a paragraph's lines are laid out (alignment and line breaks here).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// How lines sit between the edges.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Where lines break.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// The default style: natural alignment, word wrapping.
    nonisolated(unsafe) public static let `default` = NSParagraphStyle()
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
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// The styled runs of an attributed string.
    static func styled(_ string: NSAttributedString) -> StyledText {
        var runs: [StyledText.Run] = []
        var alignment = "left"
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            let text = (string.string as NSString).substring(with: range)
            let font = attributes[.font] as? UIFont ?? UIFont(fontName: "system", pointSize: 12, weight: .regular)
            let color = (attributes[.foregroundColor] as? UIColor)?.cgColor.color ?? .black
            runs.append(StyledText.Run(text: text, font: font.fontName, size: Double(font.pointSize), weight: font.weight.cssWeight,
                                       color: color))
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                alignment = style.alignment.alignmentMode.rawValue == "natural" ? "left" : style.alignment.alignmentMode.rawValue
            }
            for key in attributes.keys where ![.font, .foregroundColor, .paragraphStyle].contains(key) { report(key) }
        }
        return StyledText(runs: runs, alignment: alignment)
    }

    private static func report(_ key: NSAttributedString.Key) {
        lock.lock()
        let isNew = reported.insert(key.rawValue).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("FlipbookUIKit: the text attribute \(key.rawValue) is not drawn\n".utf8)) }
    }

    static func size(_ string: NSAttributedString, width: CGFloat?) -> CGSize {
        guard let size = measurer?.size(of: styled(string), wrapWidth: width.map(Double.init)) else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }

    static func draw(_ string: NSAttributedString, at point: CGPoint, width: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let styled = styled(string)
        // The context's alpha applies to text as to every drawing.
        let faded = StyledText(runs: styled.runs.map { run in
            var run = run
            run.color = Color(red: run.color.red, green: run.color.green, blue: run.color.blue, alpha: run.color.alpha * context.style.alpha)
            return run
        }, alignment: styled.alignment)
        measurer?.draw(faded, wrapWidth: width.map(Double.init), at: Point(x: Double(point.x), y: Double(point.y)), in: context.cairo)
    }
}

extension NSAttributedString {
    /// The size the string takes on one line.
    public func size() -> CGSize { TextDrawing.size(self, width: nil) }

    /// Draws the string on one line with its top left at `point`, in the current context.
    public func draw(at point: CGPoint) { TextDrawing.draw(self, at: point, width: nil) }

    /// Draws the string wrapped in `rect` (lines past its bottom are still drawn).
    public func draw(in rect: CGRect) { TextDrawing.draw(self, at: rect.origin, width: rect.width) }

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
}
