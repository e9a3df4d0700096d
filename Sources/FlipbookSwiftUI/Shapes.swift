import FlipbookUIKit

/// `Path`: an outline to fill or stroke, over Core Graphics' path. A value: a copy changed
/// leaves the original as it was.
public struct Path: @unchecked Sendable {
    private var storage: CGMutablePath

    /// The outline as a Core Graphics path.
    public var cgPath: CGPath { storage }

    /// An empty path.
    public init() { storage = CGMutablePath() }
    /// A copy of `path`.
    public init(_ path: CGPath) { storage = path.mutableCopy() ?? CGMutablePath() }
    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }
    /// A rounded rectangle with corners of `cornerRadius` (continuous by default, as SwiftUI's).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with corners of `cornerSize` (its width is the radius).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// An ellipse filling `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }
    /// A path drawn by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// The path to change: this value's own (a copy shares none).
    private mutating func mutable() -> CGMutablePath {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() ?? CGMutablePath() }
        return storage
    }

    /// Whether it has no elements.
    public var isEmpty: Bool { storage.isEmpty }
    /// The smallest rectangle holding every point of the outline.
    public var boundingRect: CGRect { storage.boundingBoxOfPath }
    /// Where the last element ends (nil for an empty path).
    public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }

    /// Starts a subpath at `point`.
    public mutating func move(to point: CGPoint) { mutable().move(to: point) }
    /// A line to `point`.
    public mutating func addLine(to point: CGPoint) { mutable().addLine(to: point) }
    /// Lines through `lines`, starting a subpath at the first.
    public mutating func addLines(_ lines: [CGPoint]) { mutable().addLines(between: lines) }
    /// A quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { mutable().addQuadCurve(to: point, control: control) }
    /// A cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { mutable().addCurve(to: point, control1: control1, control2: control2) }
    /// An arc of the circle at `center`, from `startAngle` to `endAngle` (angles grow from the x
    /// axis towards the y axis, downwards on screen; `clockwise` as Core Graphics means it).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        mutable().addArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), endAngle: CGFloat(endAngle.radians),
                         clockwise: clockwise, transform: transform)
    }
    /// An arc of the circle at `center` from `startAngle`, turning by `delta`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        mutable().addRelativeArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), delta: CGFloat(delta.radians),
                                 transform: transform)
    }
    /// A rectangle.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { mutable().addRect(rect, transform: transform) }
    /// Rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { mutable().addRects(rects, transform: transform) }
    /// An ellipse.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { mutable().addEllipse(in: rect, transform: transform) }
    /// A rounded rectangle with corners of `cornerSize` (its width is the radius), continuous
    /// (Apple's smooth corner) or circular.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let radius = min(cornerSize.width, rect.width / 2, rect.height / 2)
        let rounded = CGMutablePath()
        switch style {
        case .circular: rounded.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        case .continuous: ContinuousCorner.addRoundedRect(rect, radius: radius, to: rounded)
        }
        mutable().addPath(rounded, transform: transform)
    }
    /// A rectangle whose corners have radii of their own (iOS 17).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let rounded = CGMutablePath()
        let radii = ContinuousCorner.Radii(topLeading: cornerRadii.topLeading, topTrailing: cornerRadii.topTrailing,
                                           bottomTrailing: cornerRadii.bottomTrailing, bottomLeading: cornerRadii.bottomLeading)
        ContinuousCorner.addRoundedRect(rect, radii: radii, continuous: style == .continuous, to: rounded)
        mutable().addPath(rounded, transform: transform)
    }
    /// Another path's elements.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { mutable().addPath(path.cgPath, transform: transform) }
    /// Closes the subpath.
    public mutating func closeSubpath() { mutable().closeSubpath() }
}

/// `Shape`: an outline in a rectangle, and a view that fills the room it is offered with it in
/// the foreground colour.
public protocol Shape: Animatable, View, Sendable {
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
                (view as? GradientLayerView)?.shapeMemory.draw(shape, in: rect, on: mask)
                mask.fillColor = gradientStroke == nil ? UIColor.black.cgColor : nil
                mask.strokeColor = gradientStroke == nil ? nil : UIColor.black.cgColor
                mask.lineWidth = gradientStroke ?? 0
                if layer.mask !== mask { layer.mask = mask }
            }
            return
        }
        guard let view = view as? ShapeLayerView, let layer = view.layer as? CAShapeLayer else { return }
        view.shapeMemory.draw(shape, in: CGRect(origin: .zero, size: frame.size), on: layer)
        if let trimmed = shape as? TrimmedShape {
            if fill != nil, trimmed.from > 0 || trimmed.to < 1 {
                layer.report("a trimmed shape's fill is drawn whole (trim is drawn for strokes: not yet modelled for fills)", isWarning: true)
            }
        }
        layer.fillColor = fill?.cgColor
        layer.strokeColor = stroke?.0.cgColor
        layer.lineWidth = stroke?.1 ?? 0
    }
}

/// A view drawn by its `CAShapeLayer`.
@MainActor
final class ShapeLayerView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    /// What its layer shows, and the animation moving it there.
    let shapeMemory = ShapeMemory()
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
    /// A rectangle with corners of `cornerRadius`, continuous (Apple's smooth corner) unless
    /// `style` says circular.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
}

/// `RectangleCornerRadii`: the radius of each corner of a rectangle.
public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
    /// The top leading corner's.
    public var topLeading: CGFloat
    /// The bottom leading corner's.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's.
    public var topTrailing: CGFloat

    /// Radii of each corner (0 by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }

    /// The four radii, animated.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set { (topLeading, bottomLeading, bottomTrailing, topTrailing) = (newValue.first.first, newValue.first.second, newValue.second.first, newValue.second.second) }
    }
}

/// `UnevenRoundedRectangle`: a rectangle whose corners have radii of their own (a sheet's top
/// corners rounded, its bottom square).
public struct UnevenRoundedRectangle {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// A rectangle with corners of `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with corners of these radii.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
}

extension UnevenRoundedRectangle: Shape {
    /// The radii, animated.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
    /// The rectangle with its corners.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        return path
    }
}

/// `RoundedCornerStyle`: a corner's curve.
public enum RoundedCornerStyle: Sendable {
    /// A quarter circle.
    case circular
    /// A curve that eases into the sides (Apple's continuous corner).
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
    /// The corners' radius, animated.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
    /// The rounded rectangle.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
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
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular) }
}

/// A shape drawn from `from` to `to` of its outline (`trim`): its stroke's start and end, as
/// Core Animation's shape layer draws them.
public struct _TrimmedShape<Content: Shape> {
    var shape: Content
    var from: CGFloat, to: CGFloat
}

extension _TrimmedShape: Shape {
    /// The trim's ends and the shape's own data, animated.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), shape.animatableData) }
        set {
            from = newValue.first.first
            to = newValue.first.second
            shape.animatableData = newValue.second
        }
    }
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
    var shape: Content
    var amount: CGFloat
}

extension _InsetShape: Shape {
    /// The inset and the shape's own data, animated.
    public var animatableData: AnimatablePair<CGFloat, Content.AnimatableData> {
        get { AnimatablePair(amount, shape.animatableData) }
        set {
            amount = newValue.first
            shape.animatableData = newValue.second
        }
    }
    /// The shape in the inset frame.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }
}
