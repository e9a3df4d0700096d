import FlipbookUIKit

/// A laid-out piece of the view tree, as SwiftUI's layout sees it: it answers a proposal with a
/// size (`sizeThatFits`), is placed at a frame by its parent (`place`), and is drawn by a UIView
/// that keeps its identity from update to update (`key`), so values and goldens follow it.
@MainActor
class ViewNode {
    /// The view's identity, and what the node is: its view's key among the host's views.
    let key: String
    /// Where the parent placed it, in the parent node's coordinates.
    var frame: CGRect = .zero
    /// Its `layoutPriority`: a stack offers room to higher priorities first.
    var layoutPriority: Double = 0
    /// The value it stands for in a `Picker` or a `TabView` (`tag(_:)`).
    var tag: AnyHashable?
    /// What its tab shows in a `TabView`'s bar (`tabItem`), and its tab's badge (`badge`).
    var tabItem: TabItemLook?
    var badge: String?
    /// A warning its view reports (what it draws differently from iOS).
    var warning: String?
    /// Its `zIndex`: siblings are drawn in order of it (then in their order).
    var zIndex: Double = 0
    /// The `accessibilityIdentifier` its view takes (its name in values and goldens).
    var identifier: String?
    /// The animation of the transaction it was built in: its view moves to its new frame,
    /// opacity and transforms with it, and a view inside it comes or goes with it (nil: at once).
    var animation: Animation?
    /// The nodes drawn inside it, in its coordinates.
    var children: [ViewNode] { [] }
    /// Whether it was built in a right-to-left environment: its children's places are mirrored
    /// across it once laid out (RightToLeft.swift).
    let isRightToLeft: Bool

    init(path: ViewPath, kind: String) {
        key = path.description + "#" + kind
        animation = ViewGraph.building?.nodeAnimation
        isRightToLeft = ViewGraph.building?.environment.layoutDirection == .rightToLeft
    }

    /// The sizes it answered in this update, by proposal: a stack asks each child several times
    /// (its minimum, its maximum, its share), and nested stacks would ask again at every level.
    private var answers: [ProposedViewSize: CGSize] = [:]

    /// The size it takes when offered `proposal` (worked out once per proposal by `measure`).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let answer = answers[proposal] { return answer }
        let answer = measure(proposal)
        answers[proposal] = answer
        return answer
    }

    /// Works out the size it takes when offered `proposal`; kinds of node override it.
    func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Takes `rect` in its parent and lays its children out in it.
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
    }

    /// A new view to draw it (a plain one by default: a container).
    func makeView() -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = true
        return view
    }

    /// Sets `view` to show the node as it is now.
    func configure(_ view: UIView) {}

    /// The frame its view takes: `frame` moved by an offset (EffectNode).
    var viewFrame: CGRect { frame }

    /// Sets the animation it and everything inside it move with (a view that goes, drawn again
    /// as it leaves, moves with the animation of the change that takes it away).
    final func setAnimation(_ animation: Animation?) {
        self.animation = animation
        children.forEach { $0.setAnimation(animation) }
    }

    /// Calls `visit` with each node of the trees of `roots` (placed in one space), parents
    /// before children, and the origin of its parent's view in that space (from the frames as
    /// they are when it is reached: a visit may place a node again).
    static func visitPlaced(_ roots: [ViewNode], _ visit: (ViewNode, CGPoint) -> Void) {
        func walk(_ node: ViewNode, parentOrigin: CGPoint) {
            visit(node, parentOrigin)
            let origin = node.viewFrame.origin
            node.children.forEach { walk($0, parentOrigin: CGPoint(x: parentOrigin.x + origin.x, y: parentOrigin.y + origin.y)) }
        }
        roots.forEach { walk($0, parentOrigin: .zero) }
    }

    /// Where its `key` guide is at `size` when set: by `alignmentGuide`, by text (its
    /// baselines), or by a child it contains (nil: not set, the guide's default applies).
    func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    /// Whether its size animates with its frame: text does not (SwiftUI draws a text's final
    /// layout and moves it, where a label animated in size would wrap at the widths between).
    var animatesSize: Bool { true }

    /// Whether it is a `Spacer` (stacks put no spacing next to one), and its minimum length.
    var spacerMinimum: CGFloat? { nil }
}

/// A node whose one child fills it (a modifier's content), offered the same proposal.
@MainActor
class WrapperNode: ViewNode {
    let content: ViewNode

    init(path: ViewPath, kind: String, content: ViewNode) {
        self.content = content
        super.init(path: path, kind: kind)
        layoutPriority = content.layoutPriority
        zIndex = content.zIndex
    }

    override var children: [ViewNode] { [content] }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        content.place(in: CGRect(origin: .zero, size: rect.size), proposal: proposal)
    }
    override var spacerMinimum: CGFloat? { content.spacerMinimum }

    /// Where the content sits when the wrapper is `size` (its whole room, unless the wrapper
    /// pads or frames it).
    func contentFrame(in size: CGSize) -> CGRect { CGRect(origin: .zero, size: size) }

    /// The content's guides, where it sits: modifiers pass a view's alignment guides on.
    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let inner = contentFrame(in: size)
        return content.explicitGuide(key, size: inner.size).map { $0 + (key.isHorizontal ? inner.minX : inner.minY) }
    }
}

extension ViewNode {
    /// The first node of `type` among this one and the contents of the modifiers around it,
    /// outermost first (a setting a modifier put on a view, found from the view's outer node).
    func firstWrapped<Found: ViewNode>(_ type: Found.Type) -> Found? {
        var node: ViewNode? = self
        while let current = node {
            if let found = current as? Found { return found }
            node = (current as? WrapperNode)?.content
        }
        return nil
    }
}
