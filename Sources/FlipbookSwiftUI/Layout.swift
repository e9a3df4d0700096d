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

/// `AlignmentID`: a guide of your own that views line up on, for `HorizontalAlignment(_:)` and
/// `VerticalAlignment(_:)`.
public protocol AlignmentID {
    /// Where the guide is in a view that does not set it with `alignmentGuide`, from its
    /// dimensions (from its leading edge or top).
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// How a container's guide comes from its children's explicit ones: `parentValue` updated
    /// with the `n`th child's value, in the container's space.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The children's explicit values are averaged. Apple's documentation of
    /// `Layout.explicitAlignment(of:in:proposal:subviews:cache:)` says only that the default
    /// "merges the guides of all the subviews"; the mean is OpenSwiftUI's reading (a choice).
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if let current = parentValue { parentValue = current + (childValue - current) / CGFloat(n + 1) } else { parentValue = childValue }
    }
}

/// What identifies an alignment guide: its `AlignmentID` type and its direction, with the type's
/// default and combining rule.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let isHorizontal: Bool
    let defaultValue: (ViewDimensions) -> CGFloat
    let combine: (CGFloat, Int, inout CGFloat?) -> Void

    init(_ type: any AlignmentID.Type, isHorizontal: Bool) {
        id = ObjectIdentifier(type)
        self.isHorizontal = isHorizontal
        defaultValue = { type.defaultValue(in: $0) }
        combine = { type._combineExplicit(childValue: $0, $1, into: &$2) }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.isHorizontal == rhs.isHorizontal }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(isHorizontal)
    }

    /// The centre guide across a stack along `axis` (a horizontal stack's vertical centre).
    static func center(across axis: Axis) -> AlignmentKey {
        axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
    }

    /// Where a child of `size` sits in `room` along this guide's direction when neither sets it:
    /// the room's guide and the child's meet.
    func offset(of size: CGSize, in room: CGSize) -> CGFloat {
        defaultValue(ViewDimensions(size: room)) - defaultValue(ViewDimensions(size: size))
    }
}

/// `HorizontalAlignment`: where views line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// The alignment of a guide of your own.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, isHorizontal: true) }
    /// The leading edges.
    public static let leading = HorizontalAlignment(LeadingGuide.self)
    /// The centres.
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    /// The trailing edges.
    public static let trailing = HorizontalAlignment(TrailingGuide.self)

    private enum LeadingGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    private enum HorizontalCenterGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 } }
    private enum TrailingGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width } }
}

/// `VerticalAlignment`: where views line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// The alignment of a guide of your own.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, isHorizontal: false) }
    /// The top edges.
    public static let top = VerticalAlignment(TopGuide.self)
    /// The centres.
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    /// The bottom edges.
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// The baselines of the first lines of text; a view without text lines up its bottom. A
    /// container's is its topmost child's.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
    /// The baselines of the last lines of text; a view without text lines up its bottom. A
    /// container's is its lowest child's.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)

    private enum TopGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    private enum VerticalCenterGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 } }
    private enum BottomGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
    // A view's baseline defaults to its bottom (OpenSwiftUI's default value); a container takes
    // the highest of its children's first baselines and the lowest of their last ones — a
    // choice (OpenSwiftUI leaves these unimplemented and Apple does not say), so a stack lines up
    // on its top text's first line and its bottom text's last one.
    enum FirstTextBaselineGuide: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }
    enum LastTextBaselineGuide: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
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

    /// Where a child of `size` sits in `room`: the room's guides and the child's meet (left to
    /// right; a right-to-left layout is mirrored once laid out, see RightToLeft.swift).
    func origin(of size: CGSize, in room: CGSize) -> CGPoint {
        CGPoint(x: horizontal.key.offset(of: size, in: room), y: vertical.key.offset(of: size, in: room))
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
