/// A point in points (`CGPoint`).
public struct Point: Sendable, Hashable, Codable, Animatable {
    /// Horizontal coordinate; grows to the right.
    public var x: Double
    /// Vertical coordinate; grows downwards, as in UIKit.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}

/// A width and a height in points (`CGSize`).
public struct Size: Sendable, Hashable, Codable, Animatable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    public static let zero = Size(width: 0, height: 0)

    public func adding(_ other: Size) -> Size {
        Size(width: width + other.width, height: height + other.height)
    }
    public func subtracting(_ other: Size) -> Size {
        Size(width: width - other.width, height: height - other.height)
    }
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    public func distance(to other: Size) -> Double {
        Point(x: width, y: height).distance(to: Point(x: other.width, y: other.height))
    }
}

/// An origin and a size in points (`CGRect`); animates as four numbers, like `bounds`.
public struct Rect: Sendable, Hashable, Codable, Animatable {
    /// Top-left corner.
    public var origin: Point
    /// Extent from the origin.
    public var size: Size

    /// Creates a rect from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rect at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    public func adding(_ other: Rect) -> Rect {
        Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    public func scaled(by factor: Double) -> Rect {
        Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    public func distance(to other: Rect) -> Double {
        let origins = origin.distance(to: other.origin)
        let sizes = size.distance(to: other.size)
        return (origins * origins + sizes * sizes).squareRoot()
    }
}
