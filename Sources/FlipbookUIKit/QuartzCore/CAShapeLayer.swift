import Foundation
import FlipbookScene
import FlipbookTiming

/// `CAShapeLayer`: a path, filled and stroked.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    override class var engineKind: LayerKind { .shape }

    override class func snapshotLayer(_ engine: Layer, generatedID: String) -> CALayer {
        CAShapeLayer(snapshot: engine, generatedID: generatedID)
    }

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

    open var lineWidth: CGFloat {
        get { number(.lineWidth) }
        set { change(.lineWidth, .number(Double(newValue))) }
    }

    open var strokeStart: CGFloat {
        get { number(.strokeStart) }
        set { change(.strokeStart, .number(Double(newValue))) }
    }

    open var strokeEnd: CGFloat {
        get { number(.strokeEnd) }
        set { change(.strokeEnd, .number(Double(newValue))) }
    }

    open var miterLimit: CGFloat {
        get { number(.miterLimit) }
        set { change(.miterLimit, .number(Double(newValue))) }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: engine.string(.lineCap)) }
        set { change(.lineCap, .string(newValue.rawValue)) }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: engine.string(.lineJoin)) }
        set { change(.lineJoin, .string(newValue.rawValue)) }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: engine.string(.fillRule)) }
        set { change(.fillRule, .string(newValue.rawValue)) }
    }

    open var lineDashPattern: [NSNumber]? {
        get {
            guard case .numbers(let numbers) = engine[.lineDashPattern], !numbers.isEmpty else { return nil }
            return numbers.map { NSNumber(value: $0) }
        }
        set { change(.lineDashPattern, .numbers(newValue?.map(\.doubleValue) ?? [])) }
    }

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

    /// A `String` (an attributed string is not modelled).
    open var string: Any? {
        get { engine.string(.string) }
        set {
            if let newValue, !(newValue is String) {
                report("string is a \(type(of: newValue)); Flipbook draws String text only")
            }
            change(.string, .string(newValue as? String ?? ""))
        }
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

    open var fontSize: CGFloat {
        get { number(.fontSize) }
        set { change(.fontSize, .number(Double(newValue))) }
    }

    /// Opaque white by default.
    open var foregroundColor: CGColor? {
        get { color(.foregroundColor) }
        set { change(.foregroundColor, .color(newValue?.color ?? .white)) }
    }

    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: engine.string(.alignmentMode)) }
        set { change(.alignmentMode, .string(newValue.rawValue)) }
    }

    open var isWrapped: Bool {
        get { engine[.wrapped] == .bool(true) }
        set { change(.wrapped, .bool(newValue)) }
    }

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

    open var locations: [NSNumber]? {
        get {
            guard case .numbers(let numbers) = engine[.locations], !numbers.isEmpty else { return nil }
            return numbers.map { NSNumber(value: $0) }
        }
        set { change(.locations, .numbers(newValue?.map(\.doubleValue) ?? [])) }
    }

    open var startPoint: CGPoint {
        get { if case .point(let p) = engine[.startPoint] { return CGPoint(p) }; return CGPoint(x: 0.5, y: 0) }
        set { change(.startPoint, .point(newValue.enginePoint)) }
    }

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
