import FlipbookUIKit
import Observation

/// A view's structural identity: where it sits in its parents' bodies (a tuple's index, an
/// `if`'s branch, a view type, a `ForEach` element's id). State lives at a path, so a view
/// keeps its state while it stays where it is, and a view in another place is another view.
struct ViewPath: Hashable, CustomStringConvertible {
    private(set) var components: [String] = []

    func appending(_ component: String) -> ViewPath {
        var path = self
        path.components.append(component)
        return path
    }

    var description: String { components.joined(separator: "/") }
}

/// The running state of one hosted view tree: the storage of every `@State` by path, and the
/// update the host runs when a state changes. Each update evaluates the bodies again from the
/// root (SwiftUI updates only what depends on the change; the result is the same).
@MainActor
final class ViewGraph {
    /// Storage by the path of the view that declares it and the property's name.
    private var storage: [String: AnyObject] = [:]
    /// The paths seen by the update in progress: storage elsewhere belongs to views that went.
    private var seen: Set<String> = []
    /// The view drawing this graph, whose controller a `NavigationLink` pushes from.
    weak var host: HostingViewBase?
    /// The root of the tree being laid out (a `GeometryProxy` measures frames from it).
    var layoutRoot: ViewNode?
    /// Whether a `GeometryProxy` read a frame inside a scroll view in this update: the scroll
    /// views then update the views as they scroll.
    var readsScrolledFrames = false
    /// The transaction of the update to come: the first change's that asked for an animation
    /// since the last update (`withAnimation`), turning the views' own animations off if any
    /// change did.
    var updateTransaction = Transaction()
    /// The animation of the update to come (nil: the changes show at once).
    var updateAnimation: Animation? { updateTransaction.animation }
    /// The graphs with changes waiting for their update: a transaction's completions go with
    /// the update its changes bring (an `@Observable` model announces only its first change
    /// before an update, so later changes in the same transaction are not seen one by one).
    static var awaitingUpdate: Set<ObjectIdentifier> = []

    /// A state changed: the views update at the next layout pass, animated when the change was
    /// made in a transaction with an animation.
    func changed() {
        var transaction = Transaction.current
        transaction.completions = []
        let disables = updateTransaction.disablesAnimations || transaction.disablesAnimations
        if updateTransaction.animation == nil { updateTransaction = transaction }
        updateTransaction.disablesAnimations = disables
        Self.awaitingUpdate.insert(ObjectIdentifier(self))
        invalidate()
    }

    /// The transaction the update in progress builds its views in: the changes' own, changed
    /// for a subtree by `animation(_:value:)`, `transaction(_:)` and their kind. Each node
    /// keeps the animation of the transaction it was built in: its view moves with it.
    private(set) var transaction = Transaction()
    /// The graph whose update is building views now (nodes take their transaction from it).
    static weak var building: ViewGraph?

    /// The transactions outside the `animation(_:body:)` and `transaction(_:body:)` bodies being
    /// built, innermost last: the view each modifies builds in it.
    private var outerTransactions: [Transaction] = []

    /// Builds a body of modifiers (`body`) in the transaction changed by `change`.
    func withInnerTransaction<Result>(_ change: (inout Transaction) -> Void, _ body: () -> Result) -> Result {
        outerTransactions.append(transaction)
        defer { outerTransactions.removeLast() }
        return withTransaction(change, body)
    }

    /// Builds the view a body of modifiers stands on in the transaction outside that body.
    func withOuterTransaction<Result>(_ body: () -> Result) -> Result {
        guard let outer = outerTransactions.popLast() else { return body() }
        defer { outerTransactions.append(outer) }
        return withTransaction({ $0 = outer }, body)
    }

    /// Whether the update in progress is the first one drawn: nothing animates in it.
    private var isFirstUpdate = false
    /// The animation a node built now moves with.
    var nodeAnimation: Animation? { isFirstUpdate ? nil : transaction.animation }

    /// Runs `body` with the transaction changed by `change` (for a modifier's content).
    func withTransaction<Result>(_ change: (inout Transaction) -> Void, _ body: () -> Result) -> Result {
        let saved = transaction
        change(&transaction)
        defer { transaction = saved }
        return body()
    }

    /// The title a `navigationTitle` set in the update in progress.
    var navigationTitle: String?
    /// The title display mode a `navigationBarTitleDisplayMode` set in the update in progress.
    var navigationTitleDisplayMode = NavigationBarItem.TitleDisplayMode.automatic
    /// The navigation bar background `toolbarBackground` modifiers set in the update in progress.
    var navigationBarBackground = NavigationBarBackground()
    /// The search field a `searchable` asked for in the update in progress.
    var searchRequest: SearchRequest?
    /// Called when a state changes: the host updates at its next layout pass.
    var invalidate: () -> Void = {}
    /// The environment the update in progress builds with (a modifier changes it for its content).
    var environment = EnvironmentValues()

    /// Whether something in the update just built moves frame by frame (an animatable view or
    /// modifier in flight): the host updates again at the next display frame.
    var wantsFrames = false

    /// Starts an update: the storage the views in the tree use from now on is noted.
    /// `isFirst`: nothing is on screen yet, so nothing animates (as a view's first frame).
    func beginUpdate(isFirst: Bool) {
        Self.awaitingUpdate.remove(ObjectIdentifier(self))
        transaction = isFirst ? Transaction() : updateTransaction
        isFirstUpdate = isFirst
        Self.building = self
        wantsFrames = false
        readsScrolledFrames = false
        viewUpdateThread = Thread.current
        seen = []
        navigationTitle = nil
        navigationTitleDisplayMode = .automatic
        navigationBarBackground = NavigationBarBackground()
        searchRequest = nil
    }

    /// The nodes for the whole tree of `root`, its state bound.
    func build<Root: View>(_ root: Root) -> [ViewNode] { nodes(for: root, path: ViewPath()) }

    /// Ends an update: the storage of views that have gone is released (told, when it tidies up
    /// after itself, as a represented controller leaves its parent).
    func endUpdate() {
        let gone = storage.filter { !seen.contains($0.key) }.values
        storage = storage.filter { seen.contains($0.key) }
        Self.building = nil
        for case let ending as StorageEnding in gone { ending.storageEnded() }
    }

    /// Runs `body` (building and laying out the tree) noting the `@Observable` properties it
    /// reads: a change to one updates the views.
    func tracking<Result>(_ body: () -> Result) -> Result {
        withObservationTracking(body) { [weak self] in
            let graph = UncheckedSendable(self)
            onMainActor { graph.value?.changed() }
        }
    }

    /// An explicit identity (`.id(_:)`) for the views built by `body`: added to their paths.
    private var identity: String?

    /// Runs `body` with the views it builds under the explicit identity `id`.
    func withIdentity<Result>(_ id: String, _ body: () -> Result) -> Result {
        let saved = identity
        identity = id
        defer { identity = saved }
        return body()
    }

    /// The nodes for `view` at `path`: a primitive's own, or its body's once its state is bound.
    func nodes(for view: any View, path: ViewPath) -> [ViewNode] {
        if let id = identity {
            identity = nil
            return nodes(for: view, path: path.appending(id))
        }
        if let primitive = view as? PrimitiveView {
            return primitive.makeNodes(in: self, path: path)
        }
        if let representable = view as? any UIViewRepresentable {
            let typed = path.appending(String(describing: type(of: view)))
            bindState(of: view, at: typed)
            return [representable.makeNode(in: self, path: typed)]
        }
        if let representable = view as? any UIViewControllerRepresentable {
            let typed = path.appending(String(describing: type(of: view)))
            bindState(of: view, at: typed)
            return [representable.makeNode(in: self, path: typed)]
        }
        let typed = path.appending(String(describing: type(of: view)))
        bindState(of: view, at: typed)
        // A view of your own that is `Animatable` builds its body with its data in flight (a
        // shape draws its own frames: its layer takes keyframes).
        let shown = view is any Shape ? view : animatedIfAnimatable(view, key: typed.description)
        return nodes(for: shown.body, path: typed)
    }

    /// Binds each dynamic property of `view` (a view or a modifier) at `path`: state to its
    /// storage, observed objects to this graph's updates, environment values to the environment.
    func bindState(of view: Any, at path: ViewPath) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? GraphProperty else { continue }
            property.bind(in: self, key: path.description + "." + (child.label ?? "?"))
        }
    }

    /// The storage kept at `key`, made by `make` the first time; it lives while the view that
    /// declares it is in the tree.
    func storage<Storage: AnyObject>(for key: String, make: () -> Storage) -> Storage {
        seen.insert(key)
        if let existing = storage[key] as? Storage { return existing }
        let made = make()
        storage[key] = made
        return made
    }

    /// Updates the views when `object` announces a change.
    func observe(_ object: some ObservableObject) {
        object.objectWillChange.subscribe(self) { [weak self] in self?.changed() }
    }

    /// Actions to run once the update in progress is done (`onChange`), in order.
    private var pending: [@MainActor () -> Void] = []

    /// Runs `action` when the update in progress is done.
    func afterUpdate(_ action: @escaping @MainActor () -> Void) { pending.append(action) }

    /// The actions the last update left, run now (they may change state again).
    func runPendingActions() {
        let actions = pending
        pending = []
        actions.forEach { $0() }
    }

    /// The objects `environmentObject(_:)` put in the environment, by type.
    var environmentObjects: [ObjectIdentifier: AnyObject] = [:]

    /// Runs `body` with the environment changed by `change`.
    func withEnvironment<Result>(_ change: (inout EnvironmentValues) -> Void, _ body: () -> Result) -> Result {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return body()
    }
}

/// Storage that tidies up when the view that kept it leaves the tree.
@MainActor
protocol StorageEnding: AnyObject {
    /// The view has gone.
    func storageEnded()
}
