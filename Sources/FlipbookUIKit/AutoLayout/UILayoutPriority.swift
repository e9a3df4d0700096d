import Foundation

/// `UILayoutPriority`: how much a constraint matters, from 1 to 1000 (`required`). Higher
/// priorities are satisfied first, entirely: no number of broken lower-priority constraints
/// outweighs a higher one (Apple's documentation of `NSLayoutConstraint.priority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority's value.
    public var rawValue: Float

    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority from a literal (`constraint.priority = 999`).
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// A priority from a literal (`constraint.priority = 750`).
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: how strongly a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: how strongly a button hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority of the size asked for by `systemLayoutSizeFitting(_:)`.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that may resize the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the window's scene staying the same size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the window's scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Ordered by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `value` (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `value` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
