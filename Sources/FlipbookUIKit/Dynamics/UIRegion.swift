import Foundation

/// `UIRegion`: where a field acts, around its position: a circle, a rectangle, everywhere, or
/// sets of them.
public final class UIRegion: NSObject, @unchecked Sendable {
    private let test: @Sendable (CGPoint) -> Bool

    private init(_ test: @escaping @Sendable (CGPoint) -> Bool) {
        self.test = test
        super.init()
    }

    /// Everywhere.
    public static let infinite = UIRegion { _ in true }

    /// A circle of `radius` about the field's position.
    public convenience init(radius: CGFloat) {
        self.init { hypot($0.x, $0.y) <= radius }
    }

    /// A rectangle of `size` centred on the field's position.
    public convenience init(size: CGSize) {
        self.init { abs($0.x) <= size.width / 2 && abs($0.y) <= size.height / 2 }
    }

    /// Everywhere this region is not.
    public func inverse() -> Self { Self { [test] in !test($0) } }
    /// Where either region is.
    public func union(with region: UIRegion) -> Self { Self { [test] in test($0) || region.test($0) } }
    /// Where this region is and `region` is not.
    public func difference(from region: UIRegion) -> Self { Self { [test] in test($0) && !region.test($0) } }
    /// Where both are.
    public func intersection(with region: UIRegion) -> Self { Self { [test] in test($0) && region.test($0) } }

    /// Whether `point`, relative to the field's position, is inside.
    public func contains(_ point: CGPoint) -> Bool { test(point) }
}
