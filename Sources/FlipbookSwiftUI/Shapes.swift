import FlipbookUIKit

/// `Path`: an outline to fill or stroke, over Core Graphics' path.
public struct Path: @unchecked Sendable {
    let cgPath: CGMutablePath

    /// An empty path.
    public init() { cgPath = CGMutablePath() }
    /// A rectangle.
    public init(_ rect: CGRect) {
        cgPath = CGMutablePath()
        cgPath.addRect(rect)
    }
    /// A rounded rectangle with circular corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGMutablePath()
        let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        cgPath.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
    }
    /// An ellipse filling `rect`.
    public init(ellipseIn rect: CGRect) {
        cgPath = CGMutablePath()
        cgPath.addEllipse(in: rect)
    }
    /// A path drawn by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// Starts a subpath at `point`.
    public mutating func move(to point: CGPoint) { cgPath.move(to: point) }
    /// A line to `point`.
    public mutating func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// A quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { cgPath.addQuadCurve(to: point, control: control) }
    /// A cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { cgPath.addCurve(to: point, control1: control1, control2: control2) }
    /// A rectangle.
    public mutating func addRect(_ rect: CGRect) { cgPath.addRect(rect) }
    /// An ellipse.
    public mutating func addEllipse(in rect: CGRect) { cgPath.addEllipse(in: rect) }
    /// Closes the subpath.
    public mutating func closeSubpath() { cgPath.closeSubpath() }
}

/// `Shape`: an outline in a rectangle, and a view that fills the room it is offered with it in
/// the foreground colour.
public protocol Shape: View, Sendable {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape filled with the foreground colour.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil) }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: content, stroke: nil) }
    /// The shape's outline stroked `lineWidth` wide with `content`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: lineWidth)
    }
}

/// `_ShapeView`: a shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    let shape: Content
    let style: Style
    let stroke: CGFloat?
}

extension _ShapeView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        if let gradient = style as? GradientStyle {
            return [ShapeNode(path: path, shape: shape, gradient: gradient.layout, stroke: stroke)]
        }
        let color = style.resolvedColor(in: graph.environment)
        return [ShapeNode(path: path, shape: shape, fill: stroke == nil ? color : nil, stroke: stroke.map { (color, $0) })]
    }
}

/// A shape on screen: as large as it is offered (10 points where nothing is offered, as
/// SwiftUI's), its path in a `CAShapeLayer`.
@MainActor
final class ShapeNode: ViewNode {
    let shape: any Shape
    let fill: UIColor?
    let stroke: (UIColor, CGFloat)?
    /// A gradient to paint instead of a colour, through the shape (or its outline) as a mask.
    let gradient: GradientLayout?
    let gradientStroke: CGFloat?

    init(path: ViewPath, shape: any Shape, fill: UIColor?, stroke: (UIColor, CGFloat)?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        gradient = nil
        gradientStroke = nil
        super.init(path: path, kind: "Shape")
    }

    init(path: ViewPath, shape: any Shape, gradient: GradientLayout, stroke: CGFloat? = nil) {
        self.shape = shape
        fill = nil
        self.stroke = nil
        self.gradient = gradient
        gradientStroke = stroke
        super.init(path: path, kind: "Gradient")
    }

    override func makeView() -> UIView { gradient == nil ? ShapeLayerView() : GradientLayerView() }

    /// A gradient stroke's view reaches half the line's width past the frame, where the stroke
    /// is drawn (a layer's gradient is drawn within its bounds).
    override var viewFrame: CGRect {
        guard let width = gradientStroke else { return frame }
        return frame.insetBy(dx: -width / 2, dy: -width / 2)
    }

    override func configure(_ view: UIView) {
        if let gradient, let layer = view.layer as? CAGradientLayer {
            gradient.apply(to: layer, size: viewFrame.size)
            let inset = (gradientStroke ?? 0) / 2
            let rect = CGRect(x: inset, y: inset, width: frame.width, height: frame.height)
            if shape is Rectangle, gradientStroke == nil {
                layer.mask = nil
            } else {
                // One mask layer for the view's life: a recording never adds a layer twice.
                let mask = layer.mask as? CAShapeLayer ?? CAShapeLayer()
                mask.frame = CGRect(origin: .zero, size: viewFrame.size)
                mask.path = shape.path(in: rect).cgPath
                mask.fillColor = gradientStroke == nil ? UIColor.black.cgColor : nil
                mask.strokeColor = gradientStroke == nil ? nil : UIColor.black.cgColor
                mask.lineWidth = gradientStroke ?? 0
                if let trimmed = shape as? TrimmedShape {
                    mask.strokeStart = trimmed.from
                    mask.strokeEnd = trimmed.to
                }
                if layer.mask !== mask { layer.mask = mask }
            }
            return
        }
        guard let layer = view.layer as? CAShapeLayer else { return }
        layer.path = shape.path(in: CGRect(origin: .zero, size: frame.size)).cgPath
        if let trimmed = shape as? TrimmedShape {
            layer.strokeStart = trimmed.from
            layer.strokeEnd = trimmed.to
            if fill != nil, trimmed.from > 0 || trimmed.to < 1 {
                layer.report("a trimmed shape's fill is drawn whole (trim is drawn for strokes: not yet modelled for fills)", isWarning: true)
            }
        }
        layer.fillColor = fill?.cgColor
        layer.strokeColor = stroke?.0.cgColor
        layer.lineWidth = stroke?.1 ?? 0
        if let rounded = shape as? RoundedRectangle, rounded.style == .continuous, rounded.cornerSize != .zero {
            layer.report("RoundedRectangle's .continuous corners are drawn circular (continuous corners are not yet modelled)", isWarning: true)
        }
    }
}

/// A view drawn by its `CAShapeLayer`.
@MainActor
final class ShapeLayerView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// `Rectangle`: the whole room.
public struct Rectangle {
    /// A rectangle.
    public init() {}
}

/// `RoundedRectangle`: the room with rounded corners.
public struct RoundedRectangle {
    /// The corners' radius.
    public var cornerSize: CGSize
    /// The corners' curve.
    public var style: RoundedCornerStyle
    /// A rectangle with corners of `cornerRadius`; `.continuous` corners are drawn circular
    /// (as `CALayer.cornerCurve` is: not yet modelled).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
}

/// `RoundedCornerStyle`: a corner's curve.
public enum RoundedCornerStyle: Sendable {
    /// A quarter circle.
    case circular
    /// A curve that eases into the sides (drawn as `.circular`: not yet modelled).
    case continuous
}

/// `Circle`: the largest circle centred in the room.
public struct Circle {
    /// A circle.
    public init() {}
}

/// `Ellipse`: the ellipse filling the room.
public struct Ellipse {
    /// An ellipse.
    public init() {}
}

/// `Capsule`: the room with its shorter sides fully rounded.
public struct Capsule {
    /// A capsule.
    public init() {}
}

extension _ShapeView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Rectangle: Shape {
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle: Shape {
    /// The rounded rectangle.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

extension Circle: Shape {
    /// The circle.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

extension Ellipse: Shape {
    /// The ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Capsule: Shape {
    /// The capsule.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// A shape drawn from `from` to `to` of its outline (`trim`): its stroke's start and end, as
/// Core Animation's shape layer draws them.
public struct _TrimmedShape<Content: Shape> {
    let shape: Content
    let from: CGFloat, to: CGFloat
}

extension _TrimmedShape: Shape {
    /// The whole outline (the layer draws only the trimmed part of its stroke).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// Where `ShapeNode` finds a trim, whatever the shape's type.
protocol TrimmedShape {
    var from: CGFloat { get }
    var to: CGFloat { get }
}

extension _TrimmedShape: TrimmedShape {}

extension Shape {
    /// The part of the outline from `startFraction` to `endFraction` (0 to 1), for strokes; a
    /// fill of a trimmed shape is drawn whole, with a warning (not yet modelled).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// The outline stroked `lineWidth` wide inside the shape's frame (the shape inset by half the
    /// width), with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_InsetShape<Self>, S> {
        _InsetShape(shape: self, amount: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }
}

/// A shape drawn in its frame inset by `amount` on each side (`strokeBorder`).
public struct _InsetShape<Content: Shape> {
    let shape: Content
    let amount: CGFloat
}

extension _InsetShape: Shape {
    /// The shape in the inset frame.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }
}
