import FlipbookUIKit

/// `NavigationPath`: the values a `NavigationStack` shows above its root, of any `Hashable`
/// types, the last on top. Bound to a stack (`NavigationStack(path:root:)`), appending a
/// value pushes its screen and removing values pops theirs; the back button and the edge swipe
/// remove them.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the root shows.
    public init() { elements = [] }

    /// A path of these values, the last on top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the root shows.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`'s screen.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the top `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// The path a stack is bound to, as type-erased values.
@MainActor
struct NavigationPathBinding {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
}

/// The navigation controller a `NavigationStack` draws with: it keeps the destinations the
/// screens declared (`navigationDestination(for:destination:)`) and the screens pushed for
/// values, and keeps a bound path and its stack in step, both ways.
@MainActor
final class NavigationStackController: UINavigationController, UINavigationControllerDelegate {
    /// The destination of each value type, by the type.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// The screens pushed for values, bottom first.
    private var valueScreens: [(value: AnyHashable, controller: UIViewController)] = []
    /// The path the stack is bound to, if it is.
    var path: NavigationPathBinding?

    /// A stack showing `root`, which hears of its own pops.
    static func showing(_ root: UIViewController) -> NavigationStackController {
        let controller = NavigationStackController(rootViewController: root)
        controller.delegate = controller
        return controller
    }

    /// Registers the screen for values of `type` (the last declaration of a type wins).
    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
        let isNew = destinations[ObjectIdentifier(type)] == nil
        destinations[ObjectIdentifier(type)] = { value in destination(value.base as! D) }
        // A bound path set before the screen that declares this type was built waits for it.
        if isNew, let path { follow(path.get()) }
    }

    /// A `NavigationLink(value:)` was tapped: with a bound path the value is appended to it
    /// (and the stack follows); otherwise its screen is pushed.
    func navigate(to value: AnyHashable, from view: UIView) {
        if let path {
            guard hasDestination(for: value, reportingOn: view) else { return }
            path.set(valueScreens.map(\.value) + [value])
            follow(path.get())
        } else {
            guard let screen = screen(for: value, reportingOn: view) else { return }
            valueScreens.append((value, screen))
            pushViewController(screen, animated: true)
        }
    }

    /// Shows the screens of `values` above the root: the screens of the values the stack
    /// already shows in the same order stay, the others are popped or pushed (animated).
    func follow(_ values: [AnyHashable]) {
        let shown = valueScreens.map(\.value)
        guard values != shown else { return }
        let kept = zip(values, shown).prefix { $0 == $1 }.count
        var screens = Array(valueScreens.prefix(kept))
        for value in values.dropFirst(kept) {
            // A type with no destination yet: the screens wait for its declaration.
            guard let screen = screen(for: value, reportingOn: nil) else { break }
            screens.append((value, screen))
        }
        valueScreens = screens
        guard let root = viewControllers.first else { return }
        // Screens pushed beneath the top one are built now, so the bar knows their titles
        // (the top screen's back button shows the one below).
        for screen in screens.dropFirst(kept).dropLast().map(\.controller) {
            screen.view.frame = view.bounds
            screen.view.layoutIfNeeded()
        }
        setViewControllers([root] + screens.map(\.controller), animated: view.window != nil)
    }

    /// Whether a destination is declared for `value`'s type; when not, a warning (when asked).
    private func hasDestination(for value: AnyHashable, reportingOn view: UIView?) -> Bool {
        guard destinations[ObjectIdentifier(type(of: value.base))] == nil else { return true }
        view?.layer.report("a NavigationLink presents a value of type \(type(of: value.base)), but no navigationDestination(for: \(type(of: value.base)).self) is declared in its stack: nothing is pushed, as on iOS", isWarning: true)
        return false
    }

    /// A screen for `value`, or nil (and a warning, when asked) when no destination is declared.
    private func screen(for value: AnyHashable, reportingOn view: UIView?) -> UIViewController? {
        guard hasDestination(for: value, reportingOn: view), let destination = destinations[ObjectIdentifier(type(of: value.base))] else { return nil }
        return UIHostingController(rootView: destination(value))
    }

    /// A screen was popped (the back button, the edge swipe, a `dismiss`): the value screens
    /// that left leave the path too.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let remaining = valueScreens.filter { screen in viewControllers.contains { $0 === screen.controller } }
        guard remaining.count != valueScreens.count else { return }
        valueScreens = remaining
        path?.set(remaining.map(\.value))
    }
}

/// `_NavigationDestinationModifier`: `navigationDestination(for:destination:)`.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
    let destination: (D) -> Destination
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _NavigationDestinationModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let destination = self.destination
        graph.afterUpdate { [weak graph] in
            guard let host = graph?.host else { return }
            guard let stack = host.hostingController?.navigationController as? NavigationStackController else {
                host.layer.report("navigationDestination(for:destination:) is declared outside a NavigationStack: no link can use it", isWarning: true)
                return
            }
            stack.register(D.self) { AnyView(destination($0)) }
        }
        return content()
    }
}

extension View {
    /// The screen a `NavigationLink(value:)` or a bound path shows for values of `data`'s type,
    /// anywhere in the stack this view is in.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}
