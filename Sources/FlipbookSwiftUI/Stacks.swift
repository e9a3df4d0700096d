import FlipbookUIKit

/// The distance a stack leaves between two views when its `spacing` is nil: 8 points, and none
/// beside a `Spacer`. SwiftUI asks each pair of views for a preferred distance that Apple does
/// not publish: 8 is a choice, not measured on a device (text-to-text distances that depend on
/// the fonts are not modelled).
let defaultStackSpacing: CGFloat = 8

/// The layout of `HStack` and `VStack`, as SwiftUI's: the stack offers its children the room
/// left after spacing, highest `layoutPriority` first (the others' minimum lengths held back for
/// them), and within a priority the least flexible child first (flexibility: the difference
/// between its lengths when offered infinity and zero), each offered an equal share of what is
/// left; the stack is as long as its children and spacing, and as thick as its thickest child,
/// which the others line up with by `alignment`. (The algorithm as WWDC 2019's "Building Custom
/// Views with SwiftUI" and objc.io's "Thinking in SwiftUI" describe it.)
@MainActor
final class StackNode: ViewNode {
    let axis: Axis
    /// The guide its items line up on across its axis (a vertical stack's horizontal one).
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let items: [ViewNode]
    /// Whether it takes all the room offered across its axis (a lazy stack does: a choice, as
    /// Apple does not document a lazy stack's size).
    var fillsAcross = false

    init(path: ViewPath, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, items: [ViewNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.items = items
        super.init(path: path, kind: axis == .horizontal ? "HStack" : "VStack")
        for case let spacer as SpacerNode in items { spacer.axis = axis }
        for case let divider as DividerNode in items { divider.stackAxis = axis }
    }

    override var children: [ViewNode] { items }

    /// The gap after item `index`.
    private func gap(after index: Int) -> CGFloat {
        if let spacing { return spacing }
        return items[index].spacerMinimum != nil || items[index + 1].spacerMinimum != nil ? 0 : defaultStackSpacing
    }

    /// Each item's size and the stack's, for `proposal`.
    private func layout(_ proposal: ProposedViewSize) -> (sizes: [CGSize], size: CGSize) {
        guard !items.isEmpty else { return ([], .zero) }
        let spacingTotal = items.indices.dropLast().reduce(0) { $0 + gap(after: $1) }
        let across = proposal.across(axis)
        var sizes = [CGSize](repeating: .zero, count: items.count)
        if let length = proposal.along(axis) {
            var remaining = length - spacingTotal
            let priorities = Set(items.map(\.layoutPriority)).sorted(by: >)
            let minimum = items.map { $0.sizeThatFits(.make(along: 0, across: across, axis)).along(axis) }
            for priority in priorities {
                let group = items.indices.filter { items[$0].layoutPriority == priority }
                let heldBack = items.indices.filter { items[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
                let flexibility = group.map { index -> CGFloat in
                    items[index].sizeThatFits(.make(along: .infinity, across: across, axis)).along(axis) - minimum[index]
                }
                let order = zip(group, flexibility).sorted { $0.1 < $1.1 }.map(\.0)
                var available = remaining - heldBack
                for (position, index) in order.enumerated() {
                    let share = max(available / CGFloat(order.count - position), 0)
                    sizes[index] = items[index].sizeThatFits(.make(along: share, across: across, axis))
                    available -= sizes[index].along(axis)
                    remaining -= sizes[index].along(axis)
                }
            }
        } else {
            sizes = items.map { $0.sizeThatFits(.make(along: nil, across: across, axis)) }
        }
        let length = sizes.reduce(0) { $0 + $1.along(axis) } + spacingTotal
        var thickness = lineUp(sizes).thickness
        if fillsAcross, let offered = across, offered.isFinite { thickness = max(thickness, offered) }
        return (sizes, .make(along: length, across: thickness, axis))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    /// The items of `sizes` lined up across the stack on their guides of its alignment (a vertical
    /// stack's horizontal guides; a horizontal one's vertical guides).
    private func lineUp(_ sizes: [CGSize]) -> (offsets: [CGFloat], thickness: CGFloat) {
        Self.lineUp(items, sizes: sizes, key: alignment)
    }

    /// Each item's size and its frame in the stack when the stack is `size` (offered `proposal`).
    private func itemFrames(size: CGSize, proposal: ProposedViewSize) -> [CGRect] {
        let (sizes, _) = layout(proposal)
        var position: CGFloat = 0
        // The items lined up on their guides make a block, which sits in the stack's thickness
        // by the alignment (the stack is thicker when it fills the room across).
        let (offsets, block) = lineUp(sizes)
        let blockOffset = alignment.offset(of: .make(along: 0, across: block, axis), in: .make(along: 0, across: size.across(axis), axis))
        return items.indices.map { index in
            let itemSize = sizes[index]
            let offset = blockOffset + offsets[index]
            let origin = axis == .horizontal ? CGPoint(x: position, y: offset) : CGPoint(x: offset, y: position)
            position += itemSize.along(axis) + (index < items.count - 1 ? gap(after: index) : 0)
            return CGRect(origin: origin, size: itemSize)
        }
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        for (item, frame) in zip(items, itemFrames(size: rect.size, proposal: proposal)) {
            item.place(in: frame, proposal: .make(along: frame.size.along(axis), across: proposal.across(axis), axis))
        }
    }

    /// Its items' guides where they sit, combined (a stack lines nested views up on guides they
    /// set, and on text baselines).
    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        Self.combinedGuide(key, of: items, frames: itemFrames(size: size, proposal: ProposedViewSize(size)))
    }
}

/// `HStack`: views side by side, left to right.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Views side by side, lined up by `alignment`, `spacing` apart (8 points, and none beside
    /// a `Spacer`, when nil).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [StackNode(path: path, axis: .horizontal, alignment: alignment.key, spacing: spacing, items: graph.nodes(for: content, path: path.appending("HStack")))]
    }
}

/// `VStack`: views one above the other.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Views one above the other, lined up by `alignment`, `spacing` apart (8 points, and none
    /// beside a `Spacer`, when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [StackNode(path: path, axis: .vertical, alignment: alignment.key, spacing: spacing, items: graph.nodes(for: content, path: path.appending("VStack")))]
    }
}

/// The layout of `ZStack`: every child is offered the stack's proposal; the stack is as large as
/// the largest in each dimension, and each child sits in it by `alignment`.
@MainActor
final class OverlayStackNode: ViewNode {
    let alignment: Alignment
    let items: [ViewNode]

    init(path: ViewPath, alignment: Alignment, items: [ViewNode]) {
        self.alignment = alignment
        self.items = items
        super.init(path: path, kind: "ZStack")
    }

    override var children: [ViewNode] { items }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { lineUp(items.map { $0.sizeThatFits(proposal) }).size }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        for (item, frame) in zip(items, itemFrames(in: rect.size, proposal: proposal)) { item.place(in: frame, proposal: proposal) }
    }

    /// Where each item sits when the stack is `size`: the block the items make, lined up on
    /// their guides, sits in the room by the alignment.
    private func itemFrames(in size: CGSize, proposal: ProposedViewSize) -> [CGRect] {
        let sizes = items.map { $0.sizeThatFits(proposal) }
        let (origins, block) = lineUp(sizes)
        let blockOrigin = alignment.origin(of: block, in: size)
        return items.indices.map { CGRect(origin: CGPoint(x: blockOrigin.x + origins[$0].x, y: blockOrigin.y + origins[$0].y), size: sizes[$0]) }
    }

    /// Its items' guides where they sit, combined.
    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        Self.combinedGuide(key, of: items, frames: itemFrames(in: size, proposal: ProposedViewSize(size)))
    }

    /// The items of `sizes` lined up on their guides of the alignment in both directions: each
    /// one's origin in the block they make, and the block's size.
    private func lineUp(_ sizes: [CGSize]) -> (origins: [CGPoint], size: CGSize) {
        let across = Self.lineUp(items, sizes: sizes, key: alignment.horizontal.key)
        let down = Self.lineUp(items, sizes: sizes, key: alignment.vertical.key)
        return (zip(across.offsets, down.offsets).map { CGPoint(x: $0, y: $1) }, CGSize(width: across.thickness, height: down.thickness))
    }
}

/// `ZStack`: views on top of each other, the last in front.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    /// Views on top of each other, lined up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [OverlayStackNode(path: path, alignment: alignment, items: graph.nodes(for: content, path: path.appending("ZStack")))]
    }
}

/// A `Spacer`: in a stack, as long as it is offered along the stack's axis (at least its
/// minimum length) and nothing across it (a choice: Apple does not say); elsewhere, what it is
/// offered.
@MainActor
final class SpacerNode: ViewNode {
    let minLength: CGFloat
    var axis: Axis?

    init(path: ViewPath, minLength: CGFloat) {
        self.minLength = minLength
        super.init(path: path, kind: "Spacer")
    }

    override var spacerMinimum: CGFloat? { minLength }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let axis else { return CGSize(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength)) }
        return .make(along: max(proposal.along(axis) ?? minLength, minLength), across: 0, axis)
    }
}

/// `Spacer`: room that grows along its stack's axis.
public struct Spacer {
    /// The least room it takes (8 points when nil, the default spacing).
    public var minLength: CGFloat?
    /// A spacer of at least `minLength`.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [SpacerNode(path: path, minLength: minLength ?? defaultStackSpacing)]
    }
}

extension HStack: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension VStack: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension ZStack: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Spacer: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
