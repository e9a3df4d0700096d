import FlipbookScene
import FlipbookTiming

/// Typed reads of a presentation layer's properties for drawing (and for exporters): the
/// property's value, or a neutral one (0, .zero, clear) when it holds another kind.
extension PresentationLayer {
    public func number(_ property: LayerProperty) -> Double { self[property].number ?? 0 }

    public func point(_ property: LayerProperty) -> Point {
        if case .point(let point) = self[property] { return point }
        return .zero
    }

    public func rect(_ property: LayerProperty) -> Rect {
        if case .rect(let rect) = self[property] { return rect }
        return .zero
    }

    public func size(_ property: LayerProperty) -> Size {
        if case .size(let size) = self[property] { return size }
        return .zero
    }

    public func color(_ property: LayerProperty) -> Color {
        if case .color(let color) = self[property] { return color.clamped }
        return .clear
    }

    public func transform(_ property: LayerProperty) -> Transform3D {
        if case .transform(let transform) = self[property] { return transform }
        return .identity
    }

    public func flag(_ property: LayerProperty) -> Bool { self[property] == .bool(true) }

    public func string(_ property: LayerProperty) -> String { self[property].string ?? "" }

    public func path(_ property: LayerProperty) -> BezierPath {
        if case .path(let path) = self[property] { return path }
        return BezierPath()
    }

    public func colors(_ property: LayerProperty) -> [Color] {
        if case .colors(let colors) = self[property] { return colors.map(\.clamped) }
        return []
    }

    public func numbers(_ property: LayerProperty) -> [Double] {
        if case .numbers(let numbers) = self[property] { return numbers }
        return []
    }
}
