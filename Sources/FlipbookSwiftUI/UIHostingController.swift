@_spi(SwiftUI) import FlipbookUIKit

/// `UIHostingController`: a view controller whose view shows a SwiftUI view, for UIKit screens
/// and windows (`window.rootViewController = UIHostingController(rootView: ContentView())`).
/// The root view is offered the view's bounds less its safe area and sits in their middle, as
/// SwiftUI places it; it is laid out and drawn again at each layout pass after a state changes.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    private let host: HostingView<Content>

    /// The SwiftUI view shown; setting it updates the screen at the next layout pass.
    public var rootView: Content {
        get { host.rootView }
        set { host.rootView = newValue }
    }

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        host = HostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
        host.hostingController = self
    }

    /// Not on Linux: controllers are made in code.
    public required init?(coder: NSCoder) { nil }

    /// The hosting view, on the system background.
    open override func loadView() {
        host.backgroundColor = .systemBackground
        view = host
    }

    /// The size the root view takes when offered `size`.
    public func sizeThatFits(in size: CGSize) -> CGSize { host.sizeThatFits(size) }

    /// What the environment's `dismiss` does in this controller's views (a sheet's closes it).
    var dismissAction: (@MainActor () -> Void)? {
        get { host.dismissAction }
        set { host.dismissAction = newValue }
    }
}

/// The view a `UIHostingController` shows: it keeps the view graph (state by identity), lays the
/// root out at each layout pass that follows a change, and draws its nodes as views it keeps by
/// identity, so a layer stays the same layer from one update to the next.
@MainActor
final class HostingView<Content: View>: HostingViewBase {
    var rootView: Content {
        didSet { setNeedsLayout() }
    }
    private let graph = ViewGraph()
    private var views: [String: UIView] = [:]
    override func shownView(forKey key: String) -> UIView? { views[key] }
    /// The `onDisappear` actions of the identities on screen.
    private var disappearActions: [String: @MainActor () -> Void] = [:]
    /// Whether a state changed since the last update.
    private var isDirty = false
    /// Whether an update is asked for at the end of the current turn.
    private var isUpdateScheduled = false
    /// How many updates one layout pass runs at most: actions that change state every time
    /// (an `onChange` that changes its own value) would never settle.
    private static var maximumUpdatesPerPass: Int { 16 }
    /// The navigation bar background last set on the controller's item.
    private var appliedBarBackground: NavigationBarBackground?
    /// The screen's edit mode (`EditButton`, `@Environment(\.editMode)`).
    private let editModeStorage = EditModeStorage()
    /// The search controller of the screen's `searchable`, once it asked for one.
    private var searchField: SearchFieldLink?

    init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
        graph.host = self
        graph.invalidate = { [weak self] in
            guard let self else { return }
            isDirty = true
            setNeedsLayout()
            // SwiftUI updates at the end of the run loop turn a state changes in, layout pass or
            // not: a change made by a timer, a display link or a completion is drawn at its instant.
            guard !isUpdateScheduled else { return }
            isUpdateScheduled = true
            let host = UncheckedSendable(self)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    host.value.isUpdateScheduled = false
                    host.value.layoutIfNeeded()
                }
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The root's nodes, several side by side in a vertical stack as SwiftUI's root does.
    private func root() -> ViewNode? {
        graph.environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        graph.environment.dynamicTypeSize = DynamicTypeSize(traitCollection.preferredContentSizeCategory)
        graph.environment.dismissHandler = dismissAction ?? { [weak self] in
            // Not in a sheet: a pushed screen pops.
            guard let controller = self?.hostingController, let navigation = controller.navigationController,
                  navigation.viewControllers.first !== controller else { return }
            navigation.popViewController(animated: true)
        }
        if graph.environment.openURLAction == nil { graph.environment.openURLAction = OpenURLAction(host: self) }
        if graph.environment.editModeBinding == nil {
            let storage = editModeStorage
            graph.environment.editModeBinding = Binding(get: { storage.mode }, set: { [weak graph] mode in
                guard storage.mode != mode else { return }
                storage.mode = mode
                graph?.changed()
            })
        }
        let nodes = graph.build(rootView)
        if nodes.count <= 1 { return nodes.first }
        return StackNode(path: ViewPath().appending("root"), axis: .vertical, alignment: .center(across: .vertical), spacing: nil, items: nodes)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        root()?.sizeThatFits(ProposedViewSize(size)) ?? .zero
    }

    /// Updates until the state settles: each update lays out and draws the tree, then runs its
    /// `onChange` and `onAppear`/`onDisappear` actions, which may change state again, as
    /// SwiftUI runs them before the frame is drawn.
    override func layoutSubviews() {
        super.layoutSubviews()
        var updates = 0
        repeat {
            isDirty = false
            updates += 1
            update()
        } while isDirty && updates < Self.maximumUpdatesPerPass
        if isDirty {
            layer.report("the SwiftUI view's state changed in each of \(Self.maximumUpdatesPerPass) updates in a row (an onChange or onAppear "
                + "that changes what it watches?): the screen shows the last", isWarning: true)
        }
    }

    private func update() {
        graph.beginUpdate(isFirst: !hasDrawn)
        // Built and laid out together: a GeometryReader builds its content as it is placed.
        let room = bounds.inset(by: safeAreaInsets)
        let laidOut: ViewNode? = graph.tracking {
            guard let root = root() else { return nil }
            let proposal = ProposedViewSize(room.size)
            graph.layoutRoot = root
            let size = root.sizeThatFits(proposal)
            let origin = CGPoint(x: room.minX + (room.width - size.width) / 2, y: room.minY + (room.height - size.height) / 2)
            root.place(in: CGRect(origin: origin, size: size), proposal: proposal)
            ViewNode.mirrorRightToLeft([root])
            SafeAreaIgnoringNode.extend(in: [root], bounds: bounds, safe: room)
            MatchedNode.placeFollowers(in: [root])
            graph.reportPreferences(in: [root])
            return root
        }
        graph.endUpdate()
        if let controller = hostingController, controller.navigationItem.title != graph.navigationTitle {
            controller.navigationItem.title = graph.navigationTitle
        }
        if let item = hostingController?.navigationItem {
            let mode: UINavigationItem.LargeTitleDisplayMode = switch graph.navigationTitleDisplayMode {
            case .automatic: .automatic
            case .inline: .never
            case .large: .always
            }
            if item.largeTitleDisplayMode != mode { item.largeTitleDisplayMode = mode }
            if let request = graph.searchRequest {
                searchField = searchField ?? SearchFieldLink()
                searchField?.show(request, in: item)
            } else if let searchField, item.searchController === searchField.controller {
                item.searchController = nil
            }
            if appliedBarBackground != graph.navigationBarBackground {
                appliedBarBackground = graph.navigationBarBackground
                graph.navigationBarBackground.apply(to: item)
            }
        }
        // The first frame shows the views as they are: nothing animates into it.
        let animation = hasDrawn ? graph.updateAnimation : nil
        hasDrawn = true
        let completions = Transaction.pendingCompletions
        Transaction.pendingCompletions = []
        graph.updateTransaction = Transaction()
        redraw(laidOut.map { [$0] } ?? [], with: animation, completions: completions)
        followFrames(graph.wantsFrames)
        followScrolling(graph.readsScrolledFrames, in: laidOut.map { [$0] } ?? [])
        transitionNodes = transitionNodes.filter { views[$0.key] != nil }
        matchedNodes = matchedNodes.filter { views[$0.key] != nil }
        graph.runPendingActions()
        runLifecycleActions(laidOut.map { [$0] } ?? [])
    }

    /// Whether the tree has been drawn once.
    private var hasDrawn = false
    /// The accessibility identifiers given to views so far.
    private var usedIdentifiers: Set<String> = []
    /// The views with a transition drawn so far, by key: how each leaves when it goes.
    private var transitionNodes: [String: TransitionNode] = [:]
    /// The animation each view drawn in the update in progress moves with, by view: a view
    /// inside it that goes leaves with it.
    private var drawnAnimations: [ObjectIdentifier: Animation?] = [:]
    /// The animations other than the update's own that views moved with in the update in progress.
    private var scopedAnimations: Set<Animation> = []

    /// Draws the tree, the update's `animation` moving what changed (nil: at once) unless a
    /// view's own transaction says otherwise: the views that stay move to their new frames,
    /// opacity, scale and rotation; the outermost views that appear come in with their
    /// transition, and the outermost views that go leave with theirs and are removed when it
    /// ends (`.opacity` where a view gives none, as SwiftUI's). `completions` run when the
    /// update's animation completes (after the update when nothing animates).
    private func redraw(_ roots: [ViewNode], with animation: Animation?,
                        completions: [(criteria: AnimationCompletionCriteria, action: () -> Void)]) {
        var shown: Set<String> = []
        var leaving: [UIView] = []
        drawnAnimations = [:]
        scopedAnimations = []
        // Where each matched view is before the change, in this view's space.
        matchedFramesBefore = framesOfMatchedViews(matchedNodes.keys)
        let changes = { [unowned self] in
            AnimatedDraw.animation = animation
            defer { AnimatedDraw.animation = nil }
            draw(roots, in: self, shown: &shown, scope: animation)
            removeViews(notIn: shown, updateAnimation: animation, leaving: &leaving)
        }
        guard let animation else {
            changes()
            for scoped in scopedAnimations { noteLogicalCompletion(of: scoped, actions: []) }
            for completion in completions {
                let action = UncheckedSendable(completion.action)
                graph.afterUpdate { action.value() }
            }
            return
        }
        animation.perform(changes, completion: {
            leaving.forEach { $0.removeFromSuperview() }
            for completion in completions where completion.criteria.isRemoval { completion.action() }
        })
        for scoped in scopedAnimations where scoped != animation { noteLogicalCompletion(of: scoped, actions: []) }
        noteLogicalCompletion(of: animation, actions: completions.filter { !$0.criteria.isRemoval }.map(\.action))
    }

    /// Runs `body` with `animation` (nil: none), inside whatever animation runs now, then
    /// `completion` when it ends.
    private func run(in animation: Animation?, _ body: () -> Void, completion: @escaping () -> Void = {}) {
        let saved = AnimatedDraw.animation
        AnimatedDraw.animation = animation
        defer { AnimatedDraw.animation = saved }
        guard let animation else {
            UIView.performWithoutAnimation(body)
            return completion()
        }
        scopedAnimations.insert(animation)
        animation.perform(body, completion: completion)
    }

    /// At the instant `animation`, starting now, is logically complete: an event (a golden key
    /// instant) and `actions`, the completions that wait for it.
    private func noteLogicalCompletion(of animation: Animation, actions: [() -> Void]) {
        if case .custom(let custom) = animation.timing, let unmodelled = custom.unmodelled { layer.report(unmodelled, isWarning: true) }
        guard animation.logicalDuration.isFinite else { return }
        let logical = UncheckedSendable((self, actions))
        Timer.scheduledTimer(withTimeInterval: animation.delay + animation.logicalDuration, repeats: false) { _ in
            MainActor.assumeIsolated {
                SwiftUIEvents.logicallyComplete(logical.value.0)
                logical.value.1.forEach { $0() }
            }
        }
    }

    /// Takes away the views of the nodes not in `shown`. The outermost view that goes leaves
    /// with the animation of the view it was in (its transition's own animation, if it has
    /// one): drawn with its transition's removal look, or faded, and removed when the animation
    /// ends — those leaving with `updateAnimation` go into `leaving`; with no animation it goes
    /// at once. What is inside a view that goes leaves with it.
    private func removeViews(notIn shown: Set<String>, updateAnimation: Animation?, leaving: inout [UIView]) {
        let goneKeys = views.keys.filter { !shown.contains($0) }
        let goneViews = Set(goneKeys.compactMap { views[$0].map(ObjectIdentifier.init) })
        /// The animation the view that goes leaves with: that of the nearest view that stays around it.
        func animation(leaving view: UIView) -> Animation? {
            var around = view.superview
            while let outer = around, goneViews.contains(ObjectIdentifier(outer)) { around = outer.superview }
            guard let around, around !== self, let drawn = drawnAnimations[ObjectIdentifier(around)] else { return updateAnimation }
            return drawn
        }
        // A matched view that goes moves to where the view that took its place is, its content
        // laid out there with it.
        let after = framesOfMatchedViews(matchedNodes.keys.filter(shown.contains))
        for key in goneKeys {
            guard let matched = matchedNodes[key], let view = views[key], let parent = view.superview,
                  let target = after[matched.match], let leave = animation(leaving: view) else { continue }
            let move = {
                matched.layOut(in: matched.frame(matching: parent.convert(target, from: self)))
                matched.setAnimation(leave)
                var drawn: Set<String> = []
                self.draw([matched], in: parent, shown: &drawn, scope: leave)
            }
            leave == updateAnimation ? move() : run(in: leave, move)
        }
        for key in goneKeys {
            guard let view = views[key] else { continue }
            guard let parent = view.superview, !goneViews.contains(ObjectIdentifier(parent)) else { continue }
            let leave = animation(leaving: view)
            if leave == updateAnimation, leave != nil {
                if self.leave(key, view, animated: true) { leaving.append(view) }
            } else {
                var removeAtEnd = false
                run(in: leave, { removeAtEnd = self.leave(key, view, animated: leave != nil) },
                              completion: { if removeAtEnd { view.removeFromSuperview() } })
            }
        }
        for key in goneKeys { views[key] = nil }
    }

    /// Starts `view` (of the node at `key`) leaving, animated or not; returns whether it is to
    /// be removed when the animation running now ends (else it is gone, or leaves with its
    /// transition's own animation).
    private func leave(_ key: String, _ view: UIView, animated: Bool) -> Bool {
        let transition = transitionNodes[key]
        if let transition, let own = transition.transition.animation, !transition.transition.isIdentity {
            run(in: own, { showLeaving(view, transition) }, completion: { view.removeFromSuperview() })
            return false
        }
        guard animated, transition?.transition.isIdentity != true else {
            view.removeFromSuperview()
            return false
        }
        if let transition {
            showLeaving(view, transition)
        } else {
            view.alpha = 0
        }
        return true
    }

    /// Draws `view`, which leaves with `transition`, as it looks gone (in the animation running now).
    private func showLeaving(_ view: UIView, _ transition: TransitionNode) {
        if let looks = transition.transition.looks, let content = views[transition.content.key] {
            looks.removal.apply(to: content)
        } else if let disappearing = transition.disappearing {
            var drawn: Set<String> = []
            disappearing.setAnimation(AnimatedDraw.animation)
            draw([disappearing], in: view, shown: &drawn, scope: AnimatedDraw.animation)
        }
    }

    /// What updates the views at each frame while animatable data is in flight.
    private let frames = DisplayFrames()

    /// Updates the views at each display frame from now on when `wanted`; stops otherwise.
    private func followFrames(_ wanted: Bool) {
        if wanted, !frames.isRunning {
            frames.start { [weak self] in self?.graph.invalidate() }
        } else if !wanted {
            frames.stop()
        }
    }

    /// Updates the views as the scroll views scroll, while a `GeometryProxy` reads frames inside
    /// one (SwiftUI lays a scrolled reader out again at each scroll): each scroll view's delegate
    /// is then a follower that invalidates the graph.
    private func followScrolling(_ wanted: Bool, in roots: [ViewNode]) {
        // Most updates read no scrolled frame and follow nothing: no walk of the tree for them.
        guard wanted || followsScrolling else { return }
        followsScrolling = wanted
        var scrollKeys: [String] = []
        ViewNode.visitPlaced(roots) { node, _ in if node is ScrollNode { scrollKeys.append(node.key) } }
        for key in scrollKeys {
            guard let scroll = views[key] as? UIScrollView else { continue }
            if wanted, scroll.delegate == nil { scroll.delegate = scrollFollower }
            if !wanted, scroll.delegate === scrollFollower { scroll.delegate = nil }
        }
    }

    /// Whether scroll views' delegates were made the follower in the last update.
    private var followsScrolling = false
    /// The delegate of scroll views whose scrolling updates the views.
    private lazy var scrollFollower = ScrollFollower { [weak self] in self?.graph.invalidate() }

    /// The matched views drawn so far, by key.
    private var matchedNodes: [String: MatchedNode] = [:]
    /// Where each matched view was before the animated change being drawn, by its match.
    private var matchedFramesBefore: [String: CGRect] = [:]

    /// The frames, in this view's space, of the matched views with `keys`, by their match.
    private func framesOfMatchedViews(_ keys: some Sequence<String>) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for key in keys {
            guard let node = matchedNodes[key], let view = views[key] else { continue }
            frames[node.match] = view.convert(view.bounds, to: self)
        }
        return frames
    }

    /// `onAppear` for identities new on screen (in the tree's order), `onDisappear` for those
    /// that have gone.
    private func runLifecycleActions(_ roots: [ViewNode]) {
        var present: [LifecycleNode] = []
        func collect(_ node: ViewNode) {
            if let lifecycle = node as? LifecycleNode { present.append(lifecycle) }
            node.children.forEach(collect)
        }
        roots.forEach(collect)
        let keys = Set(present.map(\.key))
        let gone = disappearActions.filter { !keys.contains($0.key) }.map(\.value)
        let appearing = present.filter { !knownLifecycle.contains($0.key) }
        knownLifecycle = keys
        disappearActions = Dictionary(present.compactMap { node in node.disappear.map { (node.key, $0) } }) { first, _ in first }
        gone.forEach { $0() }
        appearing.forEach { $0.appear?() }
    }
    /// The identities with lifecycle actions on screen after the last update.
    private var knownLifecycle: Set<String> = []

    /// Each node's view, made the first time its identity shows, placed in its parent's view in
    /// order (pixel-aligned, as SwiftUI aligns frames), and set to show the node.
    /// `appearing`: the nodes are inside a view that appears in this animated draw, and come in
    /// with it rather than with transitions of their own.
    /// `scope`: the animation the changes made now run in (nil: none); a node built in another
    /// transaction is drawn in its own animation.
    private func draw(_ nodes: [ViewNode], in parent: UIView, shown: inout Set<String>, scope: Animation?, appearing: Bool = false) {
        // Siblings in order of zIndex, then of the tree (a stable sort).
        let ordered = nodes.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        for (index, node) in ordered.enumerated() {
            // A view that appears with a transition of its own animation comes in with it.
            var animation = node.animation
            if let transition = node as? TransitionNode, views[node.key] == nil, let own = transition.transition.animation { animation = own }
            if animation != scope, !appearing {
                run(in: animation) { draw(node, at: index, in: parent, shown: &shown, scope: animation, appearing: appearing) }
            } else {
                draw(node, at: index, in: parent, shown: &shown, scope: scope, appearing: appearing)
            }
        }
    }

    /// Draws `node`, the `index`th of its siblings in `parent`, and what is inside it (see
    /// `draw(_:in:shown:scope:appearing:)`).
    private func draw(_ node: ViewNode, at index: Int, in parent: UIView, shown: inout Set<String>, scope: Animation?, appearing: Bool) {
        let scale = max(UIScreen.main.scale, 1)
        shown.insert(node.key)
        let isNew = views[node.key] == nil
        let view = views[node.key] ?? node.makeView()
        views[node.key] = view
        // Named before it joins the window, as a layer keeps the name it joins a recording with;
        // a view made again under a name an earlier view had joins under a name of its own
        // (layer names are unique in a recording) and takes the identifier after.
        let identifier = node.identifier
        if isNew, let identifier, !usedIdentifiers.contains(identifier) {
            view.accessibilityIdentifier = identifier
        }
        if let identifier { usedIdentifiers.insert(identifier) }
        let place = {
            let frame = node.viewFrame
            let snapped = CGRect(x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale,
                                 width: (frame.width * scale).rounded() / scale, height: (frame.height * scale).rounded() / scale)
            // A view that appears goes in its place among its siblings (in front of those before it).
            if view.superview !== parent { parent.insertSubview(view, at: min(index, parent.subviews.count)) }
            // Bounds and centre, so a transform an effect set stays about the centre; the bounds'
            // origin stays (a scroll view's is where its content has scrolled to).
            if node.animatesSize {
                view.bounds = CGRect(origin: view.bounds.origin, size: snapped.size)
            } else {
                UIView.performWithoutAnimation { view.bounds = CGRect(origin: view.bounds.origin, size: snapped.size) }
            }
            view.center = CGPoint(x: snapped.midX, y: snapped.midY)
            if let identifier { view.accessibilityIdentifier = identifier }
            node.configure(view)
        }
        // What puts an appearing view's content back from its transition's look, in the animation.
        var showAsPlaced: (() -> Void)?
        if isNew, scope != nil {
            if scope != nil, let matched = node as? MatchedNode, let before = matchedFramesBefore[matched.match] {
                // Laid out first where the view it replaces was (in the window's space), then
                // (in the animation) where it goes, its content with it.
                let final = (matched.frame, matched.proposal)
                UIView.performWithoutAnimation {
                    matched.layOut(in: matched.frame(matching: parent.convert(before, from: self)))
                    place()
                    var drawn: Set<String> = []
                    draw(matched.children, in: view, shown: &drawn, scope: scope, appearing: true)
                }
                matched.place(in: final.0, proposal: final.1)
                place()
            } else {
                UIView.performWithoutAnimation(place)
            }
            if appearing {
                // Comes in with the view it is inside.
            } else if let transition = node as? TransitionNode {
                // Its content drawn as it looks before it appears, then (below, in the
                // animation) as it is shown.
                UIView.performWithoutAnimation {
                    var drawn: Set<String> = []
                    if let looks = transition.transition.looks {
                        draw([transition.content], in: view, shown: &drawn, scope: scope, appearing: true)
                        guard let content = views[transition.content.key] else { return }
                        let (alpha, center, transform, blur) = (content.alpha, content.center, content.transform, content.layer._contentBlur)
                        looks.insertion.apply(to: content)
                        let restore = {
                            content.alpha = alpha
                            content.center = center
                            content.transform = transform
                            if content.layer._contentBlur != blur { content.layer._contentBlur = blur }
                        }
                        // With the transition's own animation, if it has one.
                        showAsPlaced = restore
                    } else if let before = transition.appearing {
                        draw([before], in: view, shown: &drawn, scope: scope, appearing: true)
                    }
                }
            } else {
                // SwiftUI's transition where a view gives none: a fade.
                let target = view.alpha
                UIView.performWithoutAnimation { view.alpha = 0 }
                view.alpha = target
            }
        } else {
            place()
        }
        if let transition = node as? TransitionNode { transitionNodes[node.key] = transition }
        if let matched = node as? MatchedNode, matched.isSource { matchedNodes[node.key] = matched }
        if let warning = node.warning { view.layer.report(warning, isWarning: true) }
        drawnAnimations[ObjectIdentifier(view)] = scope
        draw(node.children, in: view, shown: &shown, scope: scope, appearing: appearing || isNew)
        if let masked = node as? DecorationNode, masked.placement == .mask, let view = view as? MaskedView {
            view.maskContent.frame = view.bounds
            draw(masked.secondary, in: view.maskContent, shown: &shown, scope: scope, appearing: appearing || isNew)
        }
        showAsPlaced?()
    }
}

/// What a view graph knows of the view drawing it, whatever its root's type.
@MainActor
class HostingViewBase: UIView {
    /// The controller whose view it is.
    weak var hostingController: UIViewController?
    /// The view drawing the node with `key`, while it is shown.
    func shownView(forKey key: String) -> UIView? { nil }
    /// What `dismiss` does in its views, when set (a sheet's).
    var dismissAction: (@MainActor () -> Void)?
}

/// A scroll view delegate that runs `scrolled` as the content moves.
@MainActor
final class ScrollFollower: NSObject, UIScrollViewDelegate {
    let scrolled: @MainActor () -> Void
    init(_ scrolled: @escaping @MainActor () -> Void) { self.scrolled = scrolled }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled() }
}
