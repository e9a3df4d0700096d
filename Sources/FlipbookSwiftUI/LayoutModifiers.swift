import FlipbookUIKit

/// The room `padding()` leaves on each side when given no length: 16 points (a choice: SwiftUI
/// picks it per platform and context without publishing it; not measured on a device).
let defaultPadding: CGFloat = 16

/// Padding: the content offered the room less the insets, the whole its size plus them.
@MainActor
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(path: ViewPath, insets: EdgeInsets, content: ViewNode) {
        self.insets = insets
        super.init(path: path, kind: "padding", content: content)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(inner(proposal))
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let size = content.sizeThatFits(inner(proposal))
        content.place(in: CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: size), proposal: inner(proposal))
    }

    override func contentFrame(in size: CGSize) -> CGRect {
        CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: content.sizeThatFits(inner(ProposedViewSize(size))))
    }
}

/// `frame(width:height:alignment:)`: the content offered the fixed lengths (the proposal's where
/// nil); the frame is those lengths (the content's where nil), the content in it by `alignment`.
@MainActor
final class FixedFrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(path: ViewPath, width: CGFloat?, height: CGFloat?, alignment: Alignment, content: ViewNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(path: path, kind: "frame", content: content)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(inner(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let size = content.sizeThatFits(inner(proposal))
        content.place(in: CGRect(origin: alignment.origin(of: size, in: rect.size), size: size), proposal: inner(proposal))
    }

    override func contentFrame(in size: CGSize) -> CGRect {
        let inner = content.sizeThatFits(inner(ProposedViewSize(size)))
        return CGRect(origin: alignment.origin(of: inner, in: size), size: inner)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the
/// proposal clamped between the minimum and maximum (the ideal where nothing is offered) goes to
/// the content; the frame is the content's size pushed out to the clamped proposal by a maximum
/// and up to a minimum, so `maxWidth: .infinity` takes all the width offered. (SwiftUI's flexible
/// frame as objc.io's "Thinking in SwiftUI" works it out.)
@MainActor
final class FlexibleFrameNode: WrapperNode {
    let limits: (minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?)
    let alignment: Alignment

    init(path: ViewPath, limits: (CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?), alignment: Alignment, content: ViewNode) {
        self.limits = limits
        self.alignment = alignment
        super.init(path: path, kind: "flexframe", content: content)
    }

    private static func clamp(_ value: CGFloat?, min lower: CGFloat?, ideal: CGFloat?, max upper: CGFloat?) -> CGFloat? {
        guard var value = value ?? ideal else { return nil }
        if let lower { value = Swift.max(value, lower) }
        if let upper { value = Swift.min(value, upper) }
        return value
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.clamp(proposal.width, min: limits.minWidth, ideal: limits.idealWidth, max: limits.maxWidth),
                         height: Self.clamp(proposal.height, min: limits.minHeight, ideal: limits.idealHeight, max: limits.maxHeight))
    }

    private static func length(_ content: CGFloat, offered: CGFloat?, min lower: CGFloat?, max upper: CGFloat?) -> CGFloat {
        var length = content
        if let lower { length = Swift.max(lower, Swift.min(length, offered ?? length)) }
        if let upper { length = Swift.min(upper, Swift.max(length, offered ?? length)) }
        return length
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let offered = inner(proposal)
        let size = content.sizeThatFits(offered)
        return CGSize(width: Self.length(size.width, offered: offered.width, min: limits.minWidth, max: limits.maxWidth),
                      height: Self.length(size.height, offered: offered.height, min: limits.minHeight, max: limits.maxHeight))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let offered = inner(proposal)
        let size = content.sizeThatFits(offered)
        content.place(in: CGRect(origin: alignment.origin(of: size, in: rect.size), size: size), proposal: offered)
    }

    override func contentFrame(in size: CGSize) -> CGRect {
        let inner = content.sizeThatFits(inner(ProposedViewSize(size)))
        return CGRect(origin: alignment.origin(of: inner, in: size), size: inner)
    }
}

/// `background` and `overlay`: the secondary view is offered the primary's size exactly and
/// sits behind (or in front of) it by `alignment`; the whole is the primary's size.
@MainActor
class DecorationNode: ViewNode {
    /// Where the secondary views go.
    enum Placement: String {
        case background, overlay
        /// Into the view's mask (`mask(alignment:_:)`): where they are opaque the view shows.
        case mask
    }

    let primary: ViewNode
    let secondary: [ViewNode]
    let placement: Placement
    let alignment: Alignment

    init(path: ViewPath, primary: ViewNode, secondary: [ViewNode], placement: Placement, alignment: Alignment) {
        self.primary = primary
        self.secondary = secondary
        self.placement = placement
        self.alignment = alignment
        super.init(path: path, kind: placement.rawValue)
        layoutPriority = primary.layoutPriority
        zIndex = primary.zIndex
    }

    override var children: [ViewNode] {
        switch placement {
        case .background: secondary + [primary]
        case .overlay: [primary] + secondary
        case .mask: [primary]
        }
    }

    override func makeView() -> UIView { placement == .mask ? MaskedView() : super.makeView() }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }
    /// The guides are the primary view's: a background or overlay does not move them.
    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? { primary.explicitGuide(key, size: size) }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        primary.place(in: CGRect(origin: .zero, size: rect.size), proposal: proposal)
        let offered = ProposedViewSize(rect.size)
        for item in secondary {
            let size = item.sizeThatFits(offered)
            item.place(in: CGRect(origin: alignment.origin(of: size, in: rect.size), size: size), proposal: offered)
        }
    }
}

/// A modifier that wraps each of its content's nodes in a node of its own.
@MainActor
struct WrappingModifier: PrimitiveModifier {
    let wrap: @MainActor (ViewPath, ViewNode) -> ViewNode

    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        content().enumerated().map { index, node in wrap(index == 0 ? path : path.appending("\(index)"), node) }
    }
}

/// A modifier that wraps each of its content's nodes in a node of its kind.
public struct _WrapModifier: ViewModifier {
    let wrap: @MainActor (ViewPath, ViewNode) -> ViewNode
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _WrapModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier(wrap: wrap).modify(in: graph, path: path, content: content)
    }
}

/// `fixedSize`: the content offered nothing (its ideal size) in the fixed dimensions.
@MainActor
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool

    init(path: ViewPath, horizontal: Bool, vertical: Bool, content: ViewNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(path: path, kind: "fixedSize", content: content)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(inner(proposal)) }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        content.place(in: CGRect(origin: .zero, size: rect.size), proposal: inner(proposal))
    }
}

/// `_PaddingLayout`.
public struct _PaddingLayout: ViewModifier {
    let edges: Edge.Set
    let insets: EdgeInsets?
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _PaddingLayout: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let all = insets ?? EdgeInsets(top: defaultPadding, leading: defaultPadding, bottom: defaultPadding, trailing: defaultPadding)
        let insets = EdgeInsets(top: edges.contains(.top) ? all.top : 0, leading: edges.contains(.leading) ? all.leading : 0,
                                bottom: edges.contains(.bottom) ? all.bottom : 0, trailing: edges.contains(.trailing) ? all.trailing : 0)
        return WrappingModifier { PaddingNode(path: $0, insets: insets, content: $1) }.modify(in: graph, path: path, content: content)
    }
}

/// `_FrameLayout`.
public struct _FrameLayout: ViewModifier {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _FrameLayout: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier { FixedFrameNode(path: $0, width: width, height: height, alignment: alignment, content: $1) }
            .modify(in: graph, path: path, content: content)
    }
}

/// `_FlexFrameLayout`.
public struct _FlexFrameLayout: ViewModifier {
    let limits: (CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?)
    let alignment: Alignment
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _FlexFrameLayout: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier { FlexibleFrameNode(path: $0, limits: limits, alignment: alignment, content: $1) }
            .modify(in: graph, path: path, content: content)
    }
}

/// `_BackgroundModifier` and `_OverlayModifier`.
public struct _DecorationModifier<Decoration: View>: ViewModifier {
    let decoration: Decoration
    let alignment: Alignment
    let placement: DecorationNode.Placement
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _DecorationModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        content().enumerated().map { index, node in
            let own = index == 0 ? path : path.appending("\(index)")
            let decorations = graph.nodes(for: decoration, path: own.appending(placement.rawValue))
            return DecorationNode(path: own, primary: node, secondary: decorations, placement: placement, alignment: alignment)
        }
    }
}

/// `_LayoutPriorityModifier`, `_IdentifierModifier`: a property of each content node.
public struct _NodePropertyModifier: ViewModifier {
    let apply: @MainActor (ViewNode) -> Void
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _NodePropertyModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let nodes = content()
        nodes.forEach(apply)
        return nodes
    }
}

extension View {
    /// The view with `length` (16 points when nil) of room on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }))
    }
    /// The view with `length` of room on every side.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> { padding(.all, length) }
    /// The view with `insets` of room.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }

    /// The view in a frame of fixed lengths (the view's own where nil).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// The view in a frame between minimum and maximum lengths.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(_FlexFrameLayout(limits: (minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight), alignment: alignment))
    }

    /// `background` behind the view, offered the view's size.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _DecorationModifier<Background>> {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, placement: .background))
    }
    /// The views `content` builds behind the view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, placement: .background))
    }
    /// The view on a background of `style` (a colour).
    public func background<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _DecorationModifier<_ShapeView<Rectangle, S>>> {
        modifier(_DecorationModifier(decoration: Rectangle().fill(style), alignment: .center, placement: .background))
    }

    /// `overlay` in front of the view, offered the view's size.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _DecorationModifier<Overlay>> {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, placement: .overlay))
    }
    /// The views `content` builds in front of the view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, placement: .overlay))
    }

    /// The view at its ideal size in both dimensions, whatever it is offered.
    public func fixedSize() -> ModifiedContent<Self, _WrapModifier> { fixedSize(horizontal: true, vertical: true) }
    /// The view at its ideal size in the dimensions asked.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { FixedSizeNode(path: $0, horizontal: horizontal, vertical: vertical, content: $1) })
    }

    /// The view's priority when a stack shares out room (0 by default; higher first).
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _NodePropertyModifier> {
        modifier(_NodePropertyModifier { $0.layoutPriority = value })
    }

    /// The view drawn in front of siblings of a lower `zIndex` (0 by default).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _NodePropertyModifier> {
        modifier(_NodePropertyModifier { $0.zIndex = value })
    }

    /// The view's identifier: its layer's name in values and goldens, and what a recording's
    /// taps find it by.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _NodePropertyModifier> {
        modifier(_NodePropertyModifier { $0.identifier = identifier })
    }
}

/// The view a masked view draws with: its `mask` holds the mask's views ("the alpha channel of
/// the given view", Apple's documentation: where they are opaque the view shows). The host sizes
/// the mask with the view, in the same animation.
@MainActor
final class MaskedView: UIView {
    let maskContent = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        mask = maskContent
    }

    required init?(coder: NSCoder) { nil }
}

extension View {
    /// The view shown through `mask`'s opaque parts, `mask` laid out in its frame by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _DecorationModifier<Mask>> {
        modifier(_DecorationModifier(decoration: mask(), alignment: alignment, placement: .mask))
    }
    /// The view shown through `mask`'s opaque parts.
    @available(*, deprecated, renamed: "mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _DecorationModifier<Mask>> {
        modifier(_DecorationModifier(decoration: mask, alignment: .center, placement: .mask))
    }
}
