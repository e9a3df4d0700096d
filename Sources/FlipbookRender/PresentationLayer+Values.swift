import FlipbookScene
import FlipbookTiming

/// Typed reads of a presentation layer's properties for drawing (and for exporters): the
/// property's value, or a neutral one (0, .zero, clear) when it holds another kind.
extension PresentationLayer {
    /// The property's number, or 0.
    public func number(_ property: LayerProperty) -> Double { self[property].number ?? 0 }

    /// The property's point, or `.zero`.
    public func point(_ property: LayerProperty) -> Point {
        if case .point(let point) = self[property] { return point }
        return .zero
    }

    /// The property's rectangle, or `.zero`.
    public func rect(_ property: LayerProperty) -> Rect {
        if case .rect(let rect) = self[property] { return rect }
        return .zero
    }

    /// The property's size, or `.zero`.
    public func size(_ property: LayerProperty) -> Size {
        if case .size(let size) = self[property] { return size }
        return .zero
    }

    /// The property's colour with its components clamped to 0…1, or clear.
    public func color(_ property: LayerProperty) -> Color {
        if case .color(let color) = self[property] { return color.clamped }
        return .clear
    }

    /// The property's transform, or the identity.
    public func transform(_ property: LayerProperty) -> Transform3D {
        if case .transform(let transform) = self[property] { return transform }
        return .identity
    }

    /// Whether the property holds `true`.
    public func flag(_ property: LayerProperty) -> Bool { self[property] == .bool(true) }

    /// The corners `cornerRadius` rounds (`maskedCorners`, `CACornerMask`'s bits), all four when
    /// the value is not a whole number from 0 to 15.
    public var roundedCorners: Int {
        let mask = number(.maskedCorners)
        guard mask.isFinite, mask >= 0, mask <= 15, mask == mask.rounded() else { return 15 }
        return Int(mask)
    }

    /// The property's string, or "".
    public func string(_ property: LayerProperty) -> String { self[property].string ?? "" }

    /// The property's path, or an empty one.
    public func path(_ property: LayerProperty) -> BezierPath {
        if case .path(let path) = self[property] { return path }
        return BezierPath()
    }

    /// The property's colours, each clamped to 0…1, or none.
    public func colors(_ property: LayerProperty) -> [Color] {
        if case .colors(let colors) = self[property] { return colors.map(\.clamped) }
        return []
    }

    /// The property's numbers, or none.
    public func numbers(_ property: LayerProperty) -> [Double] {
        if case .numbers(let numbers) = self[property] { return numbers }
        return []
    }
}
