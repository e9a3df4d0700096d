import FlipbookUIKit

/// `ProposedViewSize`: the size a parent offers a child; nil in a dimension asks for the child's
/// ideal size there, 0 for its minimum, infinity for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered, or nil.
    public var width: CGFloat?
    /// The height offered, or nil.
    public var height: CGFloat?
    /// A proposal of `width` × `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// A proposal of `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// Zero by zero: the child's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Nothing offered: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinity by infinity: the child's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with nil dimensions replaced by `size`'s (10 × 10 by default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func along(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> CGFloat? { axis == .horizontal ? height : width }
    static func make(along: CGFloat?, across: CGFloat?, _ axis: Axis) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }
}

/// `Axis`: horizontal or vertical.
public enum Axis: Int8, CaseIterable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> CGFloat { axis == .horizontal ? height : width }
    static func make(along: CGFloat, across: CGFloat, _ axis: Axis) -> CGSize {
        axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}

/// `HorizontalAlignment`: where views line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
    let fraction: CGFloat
    /// The leading edges.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The centres.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edges.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// `VerticalAlignment`: where views line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
    let fraction: CGFloat
    /// The top edges.
    public static let top = VerticalAlignment(fraction: 0)
    /// The centres.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The bottom edges.
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// `Alignment`: where a view sits in a larger room, horizontally and vertically.
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// An alignment of both parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The middle.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge's middle.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge's middle.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge's middle.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge's middle.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` sits in `room` (left to right; right-to-left layout is not yet
    /// modelled).
    func origin(of size: CGSize, in room: CGSize) -> CGPoint {
        CGPoint(x: (room.width - size.width) * horizontal.fraction, y: (room.height - size.height) * vertical.fraction)
    }
}

/// `Edge`: a side of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The top.
    case top
    /// The leading side.
    case leading
    /// The bottom.
    case bottom
    /// The trailing side.
    case trailing

    /// `Edge.Set`: a set of sides.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set of one side.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// The top.
        public static let top = Set(.top)
        /// The leading side.
        public static let leading = Set(.leading)
        /// The bottom.
        public static let bottom = Set(.bottom)
        /// The trailing side.
        public static let trailing = Set(.trailing)
        /// Every side.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing sides.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// `EdgeInsets`: distances in from each side.
public struct EdgeInsets: Equatable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the leading side.
    public var leading: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the trailing side.
    public var trailing: CGFloat
    /// Insets of each side.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
