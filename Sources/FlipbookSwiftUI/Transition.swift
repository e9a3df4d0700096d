@_spi(SwiftUI) import FlipbookUIKit

/// `TransitionPhase`: where a view is in its transition — about to appear, shown, or gone.
public enum TransitionPhase: Equatable, Sendable {
    /// Inserted: the look it animates from.
    case willAppear
    /// On screen: its own look.
    case identity
    /// Removed: the look it animates to before it leaves.
    case didDisappear

    /// Whether the view shows its own look.
    public var isIdentity: Bool { self == .identity }
    /// −1 about to appear, 0 shown, 1 gone.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// `Transition`: how a view looks as it is inserted and removed. A view inserted or removed in
/// an animated change animates from its `.willAppear` look to its own (`.identity`), or from its
/// own to its `.didDisappear` look, and leaves when the animation ends.
@MainActor @preconcurrency
public protocol Transition {
    /// The view in a phase.
    associatedtype Body: View
    /// The view the transition applies to.
    typealias Content = PlaceholderContentView<Self>
    /// The view as it looks in `phase`. Keep its structure the same in every phase (change
    /// values, not views): the phases are the same views, animated from one look to another.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// `PlaceholderContentView`: the view a transition applies to, inside its body.
public struct PlaceholderContentView<Value> {
    /// Builds the content's nodes where the placeholder sits.
    let build: @MainActor (ViewGraph, ViewPath) -> [ViewNode]
}

extension PlaceholderContentView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension PlaceholderContentView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { build(graph, path) }
}

extension Transition {
    /// The nodes of `content` in `phase`, at `path`.
    func nodes(_ phase: TransitionPhase, in graph: ViewGraph, path: ViewPath,
               content: @escaping @MainActor (ViewGraph, ViewPath) -> [ViewNode]) -> [ViewNode] {
        graph.nodes(for: body(content: PlaceholderContentView(build: content), phase: phase), path: path.appending(String(describing: Self.self)))
    }
}

/// How a built-in transition draws a view in a phase: the display-list effects SwiftUI's
/// transitions are made of. The host draws it on the view itself (so the view named by an
/// accessibility identifier is the one that moves and fades); a transition's `body` draws it as
/// an effect.
struct TransitionLook: Equatable, Sendable {
    var opacity: CGFloat = 1
    var offset: CGSize = .zero
    /// A move by fractions of the view's own size.
    var relativeOffset: CGSize = .zero
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    /// The blur's radius (see `blur(radius:opaque:)`).
    var blur: CGFloat = 0

    static let identity = TransitionLook()

    /// Both looks at once.
    func combined(with other: TransitionLook) -> TransitionLook {
        TransitionLook(opacity: opacity * other.opacity,
                       offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
                       relativeOffset: CGSize(width: relativeOffset.width + other.relativeOffset.width, height: relativeOffset.height + other.relativeOffset.height),
                       scale: scale * other.scale, anchor: other.scale != 1 ? other.anchor : anchor,
                       // Two Gaussian blurs one after the other: their variances add.
                       blur: (blur * blur + other.blur * other.blur).squareRoot())
    }

    /// Draws the look on `view`, over what it shows: more transparent, moved, scaled about the anchor.
    @MainActor
    func apply(to view: UIView) {
        guard self != .identity else { return }
        let size = view.bounds.size
        view.alpha *= opacity
        if blur > 0 { view.layer._contentBlur = blur }
        view.center = CGPoint(x: view.center.x + offset.width + relativeOffset.width * size.width,
                              y: view.center.y + offset.height + relativeOffset.height * size.height)
        if scale != 1 {
            let pivot = CGPoint(x: (anchor.x - 0.5) * size.width, y: (anchor.y - 0.5) * size.height)
            view.transform = view.transform.concatenating(CGAffineTransform(translationX: -pivot.x, y: -pivot.y))
                .concatenating(CGAffineTransform(scaleX: drawableScale(scale), y: drawableScale(scale)))
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        }
    }

    /// The look as an effect on `effect`'s content.
    @MainActor
    func configure(_ effect: EffectNode) {
        effect.opacity = opacity
        effect.offset = offset
        effect.relativeOffset = relativeOffset
        effect.scale = CGSize(width: scale, height: scale)
        effect.anchor = anchor
        effect.blur = blur
    }
}

/// A transition of SwiftUI's own: a look in each phase.
protocol BuiltInTransition: Transition {
    /// The look in `phase`.
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook
}

extension BuiltInTransition {
    /// The view drawn with the phase's look.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_EffectModifier(kind: "transition") { look(phase).configure($0) })
    }
}

/// `IdentityTransition`: no change; the view appears and leaves at once.
public struct IdentityTransition: BuiltInTransition {
    /// No change.
    nonisolated public init() {}
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook { .identity }
}

/// `OpacityTransition`: from transparent on insertion, to transparent on removal (SwiftUI's
/// transition where a view gives none).
public struct OpacityTransition: BuiltInTransition {
    /// A fade.
    nonisolated public init() {}
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook { TransitionLook(opacity: phase.isIdentity ? 1 : 0) }
}

/// `MoveTransition`: moves the view away towards `edge` by its own size ("towards the specified
/// edge of the view", Apple's documentation; an open reimplementation, Tokamak, moves by 100 %
/// of the view's size too), from there on insertion, there on removal.
public struct MoveTransition: BuiltInTransition {
    /// The edge the view moves towards.
    public var edge: Edge
    /// A move towards `edge`.
    nonisolated public init(edge: Edge) { self.edge = edge }
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook {
        TransitionLook(relativeOffset: phase.isIdentity ? .zero : edge.unitOffset)
    }
}

/// `OffsetTransition`: the view moved by `offset` on insertion and removal.
public struct OffsetTransition: BuiltInTransition {
    /// The amount to offset the view by.
    public var offset: CGSize
    /// An offset of `offset`.
    nonisolated public init(_ offset: CGSize) { self.offset = offset }
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook { TransitionLook(offset: phase.isIdentity ? .zero : offset) }
}

/// `ScaleTransition`: the view scaled by `scale` about `anchor` on insertion and removal.
public struct ScaleTransition: BuiltInTransition {
    /// The scale it grows from and shrinks to.
    public var scale: Double
    /// The point it scales about.
    public var anchor: UnitPoint
    /// A scale to `scale` about `anchor`.
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook {
        TransitionLook(scale: phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// `SlideTransition`: in from the leading edge, out towards the trailing edge.
public struct SlideTransition: BuiltInTransition {
    /// A slide.
    nonisolated public init() {}
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook {
        switch phase {
        case .willAppear: TransitionLook(relativeOffset: Edge.leading.unitOffset)
        case .identity: .identity
        case .didDisappear: TransitionLook(relativeOffset: Edge.trailing.unitOffset)
        }
    }
}

/// `PushTransition`: in from `edge` while fading in, out towards the opposite edge while
/// fading out.
public struct PushTransition: BuiltInTransition {
    /// The edge the view comes in from.
    public var edge: Edge
    /// A push from `edge`.
    nonisolated public init(edge: Edge) { self.edge = edge }
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook {
        switch phase {
        case .willAppear: TransitionLook(opacity: 0, relativeOffset: edge.unitOffset)
        case .identity: .identity
        case .didDisappear: TransitionLook(opacity: 0, relativeOffset: edge.opposite.unitOffset)
        }
    }
}

/// `BlurReplaceTransition`: the view fades, blurs (radius 7) and scales (from 0.9 as it comes
/// in; to 0.9, or 1.1 with `.upUp`, as it goes). The numbers are OpenSwiftUI's, audited against
/// SwiftUI (Apple documents only "combining blurring and scaling effects").
public struct BlurReplaceTransition: BuiltInTransition {
    /// `BlurReplaceTransition.Configuration`: which way the view scales.
    public struct Configuration: Equatable, Sendable {
        let name: String
        /// Scaling up as it is inserted and down as it is removed.
        public static let downUp = Configuration(name: "downUp")
        /// Scaling up as it is inserted and as it is removed.
        public static let upUp = Configuration(name: "upUp")
    }
    /// Which way the view scales.
    public var configuration: Configuration
    /// A blur replace of `configuration`.
    nonisolated public init(configuration: Configuration = .downUp) { self.configuration = configuration }
    nonisolated func look(_ phase: TransitionPhase) -> TransitionLook {
        switch phase {
        case .identity: .identity
        case .willAppear: TransitionLook(opacity: 0, scale: 0.9, blur: 7)
        case .didDisappear: TransitionLook(opacity: 0, scale: configuration == .upUp ? 1.1 : 0.9, blur: 7)
        }
    }
}

/// A transition made of two view modifiers: `active` applied on insertion and removal,
/// `identity` while the view is shown.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
    /// The modifier applied on insertion and removal, and the one applied while shown.
    let modifiers: UncheckedSendable<(active: Modifier, identity: Modifier)>
    nonisolated init(active: Modifier, identity: Modifier) { modifiers = UncheckedSendable((active, identity)) }
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? modifiers.value.identity : modifiers.value.active)
    }
}

extension Edge {
    /// The move towards this edge, as fractions of a view's width and height.
    var unitOffset: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .leading: CGSize(width: -1, height: 0)
        case .bottom: CGSize(width: 0, height: 1)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }
    /// The edge across.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}

extension Transition where Self == IdentityTransition {
    /// No change: the view appears and leaves at once.
    public static var identity: IdentityTransition { IdentityTransition() }
}
extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
extension Transition where Self == MoveTransition {
    /// A move towards `edge` by the view's own size.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
extension Transition where Self == OffsetTransition {
    /// A move by `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// A move by `x`, `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == ScaleTransition {
    /// A scale from nothing about the centre.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// A scale from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == SlideTransition {
    /// In from the leading edge, out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}
extension Transition where Self == PushTransition {
    /// In from `edge` fading in, out towards the opposite edge fading out.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
extension Transition where Self == BlurReplaceTransition {
    /// A blur replace: the view fades, blurs and scales.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    /// A blur replace of `configuration`.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

/// `AnyTransition`: a transition of any kind, as views take it in `transition(_:)`.
public struct AnyTransition: Sendable {
    /// The nodes of some content in a phase.
    let phaseNodes: @MainActor @Sendable (TransitionPhase, ViewGraph, ViewPath, @escaping @MainActor (ViewGraph, ViewPath) -> [ViewNode]) -> [ViewNode]

    /// Whether it is `.identity`: the view appears and leaves at once.
    var isIdentity = false
    /// A built-in transition's looks as the view is inserted and removed, drawn on the view
    /// itself (nil: a transition of your own, drawn from its phases' views).
    var looks: (insertion: TransitionLook, removal: TransitionLook)?
    /// What Flipbook does not draw of it.
    var warning: String?
    /// Its own animation (`animation(_:)`), used whatever the change's.
    var animation: Animation?

    /// `transition` as an `AnyTransition`.
    public init<T: Transition>(_ transition: T) {
        isIdentity = transition is IdentityTransition
        if let builtIn = transition as? any BuiltInTransition {
            looks = (builtIn.look(.willAppear), builtIn.look(.didDisappear))
        }
        let transition = UncheckedSendable(transition)
        phaseNodes = { phase, graph, path, content in transition.value.nodes(phase, in: graph, path: path, content: content) }
    }

    private init(phaseNodes: @escaping @MainActor @Sendable (TransitionPhase, ViewGraph, ViewPath, @escaping @MainActor (ViewGraph, ViewPath) -> [ViewNode]) -> [ViewNode],
                 looks: (insertion: TransitionLook, removal: TransitionLook)?, warning: String?) {
        self.phaseNodes = phaseNodes
        self.looks = looks
        self.warning = warning
    }

    /// No change: the view appears and leaves at once.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
    /// A fade: SwiftUI's transition where a view gives none.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// A scale from nothing about the centre.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(0)) }
    /// A scale from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(ScaleTransition(Double(scale), anchor: anchor)) }
    /// In from the leading edge, out towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
    /// A move towards `edge` by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }
    /// A move by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }
    /// A move by `x`, `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// In from `edge` fading in, out towards the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }
    /// `active` applied to the view as it is inserted and removed, `identity` while it is shown.
    /// Give both the same structure (the same modifier with other values): the phases are the
    /// same views animated from one look to the other.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }
    /// `insertion` as the view is inserted, `removal` as it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        // Both are applied in every phase, each in its own phase or at rest, so the views are the
        // same ones whatever the phase.
        AnyTransition(phaseNodes: { phase, graph, path, content in
            insertion.phaseNodes(phase == .willAppear ? .willAppear : .identity, graph, path.appending("insertion")) { graph, path in
                removal.phaseNodes(phase == .didDisappear ? .didDisappear : .identity, graph, path.appending("removal"), content)
            }
        }, looks: insertion.looks.flatMap { inserted in removal.looks.map { (inserted.insertion, $0.removal) } },
           warning: insertion.warning ?? removal.warning)
    }
    /// The transition with its own `animation`: the view appears and leaves with it whether the
    /// change that inserts or removes it is animated or not.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var transition = self
        transition.animation = animation
        return transition
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(phaseNodes: { [self] phase, graph, path, content in
            phaseNodes(phase, graph, path.appending("first")) { graph, path in other.phaseNodes(phase, graph, path.appending("second"), content) }
        }, looks: looks.flatMap { mine in
            other.looks.map { (mine.insertion.combined(with: $0.insertion), mine.removal.combined(with: $0.removal)) }
        }, warning: warning ?? other.warning)
    }
}

/// `_TransitionModifier`: `transition(_:)`.
public struct _TransitionModifier: ViewModifier {
    let transition: AnyTransition
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _TransitionModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        if transition.isIdentity || transition.looks != nil {
            // Drawn on the content's own views by the host.
            return content().enumerated().map { index, node in
                TransitionNode(path: index == 0 ? path : path.appending("\(index)"), content: node, transition: transition)
            }
        }
        return withoutActuallyEscaping(content) { content in
            // A transition of your own: the content in each phase, the same views (the same keys)
            // with the looks the host animates between.
            let build: @MainActor (ViewGraph, ViewPath) -> [ViewNode] = { _, _ in content() }
            let shown = transition.phaseNodes(.identity, graph, path, build)
            let appearing = transition.phaseNodes(.willAppear, graph, path, build)
            let disappearing = transition.phaseNodes(.didDisappear, graph, path, build)
            return shown.enumerated().map { index, node in
                TransitionNode(path: index == 0 ? path : path.appending("\(index)"), content: node, transition: transition,
                               appearing: appearing.count == shown.count ? appearing[index] : nil,
                               disappearing: disappearing.count == shown.count ? disappearing[index] : nil)
            }
        }
    }
}

/// A view with a transition: its content, and how it looks about to appear and gone — a
/// built-in transition's looks, or the content drawn in those phases.
@MainActor
final class TransitionNode: WrapperNode {
    let transition: AnyTransition
    /// The content in the `.willAppear` phase, for a transition of your own.
    let appearing: ViewNode?
    /// The content in the `.didDisappear` phase, for a transition of your own.
    let disappearing: ViewNode?

    init(path: ViewPath, content: ViewNode, transition: AnyTransition, appearing: ViewNode? = nil, disappearing: ViewNode? = nil) {
        self.transition = transition
        self.appearing = appearing
        self.disappearing = disappearing
        super.init(path: path, kind: "Transition", content: content)
        warning = transition.warning
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        let inside = CGRect(origin: .zero, size: rect.size)
        appearing?.place(in: inside, proposal: proposal)
        disappearing?.place(in: inside, proposal: proposal)
    }
}

extension View {
    /// How the view appears and leaves when it is inserted or removed in an animated change
    /// (without one, SwiftUI fades it: `.opacity`).
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: transition))
    }
    /// How the view appears and leaves when it is inserted or removed in an animated change.
    @_disfavoredOverload
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
