import Foundation
import FlipbookScene
import FlipbookTiming

/// `CAShapeLayer`: a path, filled and stroked.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    override class var engineKind: LayerKind { .shape }

    override class func snapshotLayer(_ engine: Layer, generatedID: String) -> CALayer {
        CAShapeLayer(snapshot: engine, generatedID: generatedID)
    }

    /// The shape, in the layer's coordinates; nil draws nothing. Animatable (paths with the same
    /// number of points interpolate point by point).
    open var path: CGPath? {
        get { if case .path(let path) = engine[.path], !path.elements.isEmpty { return CGPath(path) }; return nil }
        set { change(.path, .path(newValue?.bezier ?? BezierPath())) }
    }

    /// Opaque black by default; nil fills nothing.
    open var fillColor: CGColor? {
        get { if case .color(let color) = engine[.fillColor], color.alpha > 0 { return CGColor(color) }; return nil }
        set { change(.fillColor, .color(newValue?.color ?? .clear)) }
    }

    /// Nil (no stroke) by default.
    open var strokeColor: CGColor? {
        get { color(.strokeColor) }
        set { change(.strokeColor, .color(newValue?.color ?? .clear)) }
    }

    /// The stroke's width in points (1 by default). Animatable.
    open var lineWidth: CGFloat {
        get { number(.lineWidth) }
        set { change(.lineWidth, .number(Double(newValue))) }
    }

    /// Where along the path the stroke starts, 0 to 1 (0 by default). Animatable.
    open var strokeStart: CGFloat {
        get { number(.strokeStart) }
        set { change(.strokeStart, .number(Double(newValue))) }
    }

    /// Where along the path the stroke ends, 0 to 1 (1 by default). Animatable.
    open var strokeEnd: CGFloat {
        get { number(.strokeEnd) }
        set { change(.strokeEnd, .number(Double(newValue))) }
    }

    /// How far a mitred corner may reach, in line widths, before it is bevelled (10 by default).
    open var miterLimit: CGFloat {
        get { number(.miterLimit) }
        set { change(.miterLimit, .number(Double(newValue))) }
    }

    /// How open ends of the stroke are drawn (butt by default).
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: engine.string(.lineCap)) }
        set { change(.lineCap, .string(newValue.rawValue)) }
    }

    /// How corners of the stroke are drawn (miter by default).
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: engine.string(.lineJoin)) }
        set { change(.lineJoin, .string(newValue.rawValue)) }
    }

    /// Which points the fill covers (non-zero by default).
    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: engine.string(.fillRule)) }
        set { change(.fillRule, .string(newValue.rawValue)) }
    }

    /// Lengths of dashes and gaps in turn, in points; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        get {
            guard case .numbers(let numbers) = engine[.lineDashPattern], !numbers.isEmpty else { return nil }
            return numbers.map { NSNumber(value: $0) }
        }
        set { change(.lineDashPattern, .numbers(newValue?.map(\.doubleValue) ?? [])) }
    }

    /// How far into the dash pattern the stroke starts (0 by default). Animatable.
    open var lineDashPhase: CGFloat {
        get { number(.lineDashPhase) }
        set { change(.lineDashPhase, .number(Double(newValue))) }
    }
}

/// `CATextLayer`: a string in a font. Text is laid out like a `UILabel` (see docs/testing-uikit.md).
open class CATextLayer: CALayer, @unchecked Sendable {
    override class var engineKind: LayerKind { .text }

    override class func snapshotLayer(_ engine: Layer, generatedID: String) -> CALayer {
        CATextLayer(snapshot: engine, generatedID: generatedID)
    }

    /// A `String`, drawn by the renderer in `font`, `fontSize` and `foregroundColor`; or an
    /// `NSAttributedString`, drawn into the layer's contents with its own fonts, colours and
    /// attributes (kern, underline, strikethrough, background colour, paragraph style), wrapped
    /// at the bounds' width when `isWrapped`, redrawn when the bounds change.
    open var string: Any? {
        get { attributedString ?? engine.string(.string) }
        set {
            if let attributed = newValue as? NSAttributedString {
                attributedString = attributed
                change(.string, .string(""))
                setNeedsDisplay()
                return
            }
            if attributedString != nil {
                attributedString = nil
                contents = nil
            }
            if let newValue, !(newValue is String) {
                report("string is a \(type(of: newValue)); a text layer draws a String or an NSAttributedString")
            }
            change(.string, .string(newValue as? String ?? ""))
        }
    }

    /// The attributed string drawn into the contents.
    private var attributedString: NSAttributedString?

    /// A layer showing an attributed string redraws it when its bounds change.
    open override var needsDisplayOnBoundsChange: Bool {
        get { super.needsDisplayOnBoundsChange || attributedString != nil }
        set { super.needsDisplayOnBoundsChange = newValue }
    }

    /// Draws an attributed string into the contents; a plain string is drawn by the renderer,
    /// so nothing is displayed for it.
    open override func display() {
        guard attributedString != nil else { return }
        super.display()
    }

    /// Draws the attributed string from the top of the bounds, placed by `alignmentMode` on one
    /// line or wrapped at the width when `isWrapped`.
    open override func draw(in ctx: CGContext) {
        guard let attributedString else { return super.draw(in: ctx) }
        let area = bounds
        let wrapWidth: CGFloat? = isWrapped ? area.width : nil
        var origin = area.origin
        if wrapWidth == nil {
            let width = TextDrawing.size(attributedString, width: nil).width
            switch alignmentMode {
            case .center: origin.x = area.midX - width / 2
            case .right: origin.x = area.maxX - width
            default: break
            }
        }
        TextDrawing.draw(attributedString, at: origin, width: wrapWidth)
    }

    /// A `UIFont` or a font name (`String`); Core Animation's default is Helvetica.
    open var font: Any? {
        didSet {
            if let font = font as? UIFont {
                change(.font, .string(font.fontName))
                change(.fontWeight, .number(font.cssWeight))
            } else if let name = font as? String {
                change(.font, .string(name))
            }
        }
    }

    /// The size in points (36 by default, as Core Animation's). Animatable.
    open var fontSize: CGFloat {
        get { number(.fontSize) }
        set { change(.fontSize, .number(Double(newValue))) }
    }

    /// Opaque white by default.
    open var foregroundColor: CGColor? {
        get { color(.foregroundColor) }
        set { change(.foregroundColor, .color(newValue?.color ?? .white)) }
    }

    /// How lines sit between the layer's edges (natural by default).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: engine.string(.alignmentMode)) }
        set { change(.alignmentMode, .string(newValue.rawValue)) }
    }

    /// Whether the text wraps to the bounds' width (false by default: one line).
    open var isWrapped: Bool {
        get { engine[.wrapped] == .bool(true) }
        set { change(.wrapped, .bool(newValue)) }
    }

    /// Where a line that does not fit is cut (none by default).
    open var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: engine.string(.truncationMode)) }
        set { change(.truncationMode, .string(newValue.rawValue)) }
    }
}

/// `CAGradientLayer`: colours blended along a line.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    override class var engineKind: LayerKind { .gradient }

    override class func snapshotLayer(_ engine: Layer, generatedID: String) -> CALayer {
        CAGradientLayer(snapshot: engine, generatedID: generatedID)
    }

    /// `CGColor`s.
    open var colors: [Any]? {
        get {
            guard case .colors(let colors) = engine[.colors], !colors.isEmpty else { return nil }
            return colors.map { CGColor($0) }
        }
        set {
            let colors = (newValue ?? []).compactMap { $0 as? CGColor }
            if colors.count != newValue?.count ?? 0 {
                report("colors holds something other than CGColor (UIColor's .cgColor)")
            }
            change(.colors, .colors(colors.map(\.color)))
        }
    }

    /// Where each colour stops, 0 to 1 along the gradient; nil spreads them evenly. Animatable.
    open var locations: [NSNumber]? {
        get {
            guard case .numbers(let numbers) = engine[.locations], !numbers.isEmpty else { return nil }
            return numbers.map { NSNumber(value: $0) }
        }
        set { change(.locations, .numbers(newValue?.map(\.doubleValue) ?? [])) }
    }

    /// Where the gradient starts, in the unit square of the bounds ((0.5, 0) by default). Animatable.
    open var startPoint: CGPoint {
        get { if case .point(let p) = engine[.startPoint] { return CGPoint(p) }; return CGPoint(x: 0.5, y: 0) }
        set { change(.startPoint, .point(newValue.enginePoint)) }
    }

    /// Where the gradient ends, in the unit square of the bounds ((0.5, 1) by default). Animatable.
    open var endPoint: CGPoint {
        get { if case .point(let p) = engine[.endPoint] { return CGPoint(p) }; return CGPoint(x: 0.5, y: 1) }
        set { change(.endPoint, .point(newValue.enginePoint)) }
    }

    /// Axial (along startPoint → endPoint), radial (centred on startPoint, reaching endPoint's
    /// distance in x and y) or conic (round startPoint, starting towards endPoint, clockwise).
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: engine.string(.gradientType)) }
        set {
            guard ["axial", "radial", "conic"].contains(newValue.rawValue) else {
                return report("gradient type \(newValue.rawValue) is not one Core Animation has; it draws axial, radial and conic")
            }
            change(.gradientType, .string(newValue.rawValue))
        }
    }
}
