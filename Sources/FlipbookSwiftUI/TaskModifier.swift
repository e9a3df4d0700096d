import FlipbookUIKit

/// The task a view's `task` modifier runs, kept by the view's identity.
@MainActor
final class ViewTask {
    var running: Task<Void, Never>?
    /// Whether the recording was told the task's work is not on its clock.
    var reported = false
}

/// The hosting view a task reports to, not kept alive by it.
@MainActor
struct WeakHost {
    weak var view: HostingViewBase?
    init(_ view: HostingViewBase?) { self.view = view }
}

/// `_TaskModifier`: `task(priority:_:)` and `task(id:priority:_:)`. The action starts when the
/// view appears, as a task (on the main actor when written in a view, as SwiftUI's), and is
/// cancelled when the view goes; with an `id`, a change of it cancels the running one and
/// starts it again. A recording's closure holds the main actor from start to end, so a task on
/// it runs only once the recording is over: the recording says so, once per view.
public struct _TaskModifier: ViewModifier {
    let priority: TaskPriority
    /// The action, isolated as it was written (on the main actor in a view's body). It is sent
    /// to each task that runs it; the tasks run one at a time (the last is cancelled first).
    let action: UncheckedSendable<@isolated(any) () async -> Void>
    /// Whether the watched id changed in this update (nil: no id is watched).
    let idChanged: (@MainActor (ViewGraph, ViewPath) -> Bool)?
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _TaskModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let task = graph.storage(for: path.description + ".task") { ViewTask() }
        let (priority, action) = (priority, action)
        let host = UncheckedSendable(WeakHost(graph.host))
        let start: @MainActor @Sendable () -> Void = {
            task.running?.cancel()
            task.running = Task(priority: priority) { await action.value() }
            if !task.reported, let view = host.value.view {
                task.reported = true
                view.layer.report("task(_:) started its work, which waits for the main actor: a recording's closure holds it until the "
                                  + "recording ends, so the work is not on the recording's clock (set what it would load in the recording)",
                                  isWarning: true)
            }
        }
        if let idChanged, idChanged(graph, path), task.running != nil {
            graph.afterUpdate(start)
        }
        return WrappingModifier { LifecycleNode(path: $0, content: $1, appear: start, disappear: {
            task.running?.cancel()
            task.running = nil
        }) }.modify(in: graph, path: path, content: content)
    }
}

extension View {
    /// Runs `action` as a task when the view appears, and cancels it when the view goes.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void)
        -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(priority: priority, action: UncheckedSendable(action), idChanged: nil))
    }

    /// Runs `action` as a task when the view appears and again, the running one cancelled, each
    /// time `value` changes; cancels it when the view goes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        let changed: @MainActor (ViewGraph, ViewPath) -> Bool = { graph, path in
            if case .changed = graph.change(of: value, key: path.description + ".taskID") { return true }
            return false
        }
        return modifier(_TaskModifier(priority: priority, action: UncheckedSendable(action), idChanged: changed))
    }
}
