import FlipbookUIKit

/// `Gradient`: colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// `Gradient.Stop`: a colour at a location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it is, from 0 to 1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    /// The stops, in order.
    public var stops: [Stop]
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }
    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }
}

/// How a gradient is laid in a layer: Core Animation's gradient layer's settings.
struct GradientLayout: @unchecked Sendable {
    let gradient: Gradient
    let type: CAGradientLayerType
    /// The start and end points in a room of a size (unit points).
    let points: (CGSize) -> (CGPoint, CGPoint)
    /// A stop's location as the layer takes it.
    let location: (CGFloat, CGSize) -> CGFloat

    @MainActor
    func apply(to layer: CAGradientLayer, size: CGSize) {
        layer.type = type
        layer.colors = gradient.stops.map { $0.color.uiColor.cgColor }
        layer.locations = gradient.stops.map { NSNumber(value: Double(location($0.location, size))) }
        let (start, end) = points(size)
        layer.startPoint = start
        layer.endPoint = end
    }
}

/// A gradient that is a `ShapeStyle` and a view filling the room it is offered.
protocol GradientStyle: ShapeStyle {
    var layout: GradientLayout { get }
}

/// `LinearGradient`: colours along a line from `startPoint` to `endPoint`.
public struct LinearGradient: GradientStyle {
    let layout: GradientLayout
    /// A gradient through `gradient`'s stops from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        layout = GradientLayout(gradient: gradient, type: .axial, points: { _ in (CGPoint(x: startPoint.x, y: startPoint.y), CGPoint(x: endPoint.x, y: endPoint.y)) },
                                location: { location, _ in location })
    }
    /// A gradient through `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// `RadialGradient`: colours in circles about `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: GradientStyle {
    let layout: GradientLayout
    /// A gradient through `gradient`'s stops from `startRadius` to `endRadius` about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        // Core Animation's radial gradient runs from the start point to an ellipse through the
        // end point: a circle of endRadius points, the start radius folded into the locations.
        layout = GradientLayout(gradient: gradient, type: .radial, points: { size in
            (CGPoint(x: center.x, y: center.y),
             CGPoint(x: center.x + endRadius / max(size.width, 1), y: center.y + endRadius / max(size.height, 1)))
        }, location: { location, _ in endRadius > 0 ? (startRadius + location * (endRadius - startRadius)) / endRadius : location })
    }
    /// A gradient through `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// `AngularGradient`: colours around `center`, clockwise from `startAngle` (0 is the trailing
/// side) to `endAngle`.
public struct AngularGradient: GradientStyle {
    let layout: GradientLayout
    /// A gradient through `gradient`'s stops around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        let sweep = (endAngle.radians - startAngle.radians) / (2 * .pi)
        layout = GradientLayout(gradient: gradient, type: .conic, points: { _ in
            // Core Animation's conic gradient starts in the direction of the end point.
            (CGPoint(x: center.x, y: center.y),
             CGPoint(x: center.x + 0.5 * CGFloat(cos(startAngle.radians)), y: center.y + 0.5 * CGFloat(sin(startAngle.radians))))
        }, location: { location, _ in location * CGFloat(sweep) })
    }
    /// A gradient through `colors` all the way round.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension LinearGradient: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { [ShapeNode(path: path, shape: Rectangle(), gradient: layout)] }
}

extension RadialGradient: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { [ShapeNode(path: path, shape: Rectangle(), gradient: layout)] }
}

extension AngularGradient: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { [ShapeNode(path: path, shape: Rectangle(), gradient: layout)] }
}

/// A view drawn by its `CAGradientLayer` (a shape filled with a gradient: the shape is its mask).
@MainActor
final class GradientLayerView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    /// What its mask shows, and the animation moving it there.
    let shapeMemory = ShapeMemory()
}
