/// The simulation's scheduled actions, earliest first (`ScheduledAction.precedes`): a binary
/// heap, so a scene that schedules tens of thousands of starts and stops queues each in
/// O(log n) instead of moving the whole queue to insert it.
struct ActionQueue {
    private var heap: [ScheduledAction] = []

    init(_ actions: [ScheduledAction] = []) {
        for action in actions { push(action) }
    }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// The action that runs next.
    var next: ScheduledAction? { heap.first }

    mutating func push(_ action: ScheduledAction) {
        heap.append(action)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the action that runs next.
    @discardableResult
    mutating func popNext() -> ScheduledAction? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var earliest = parent
            if left < heap.count && heap[left].precedes(heap[earliest]) { earliest = left }
            if right < heap.count && heap[right].precedes(heap[earliest]) { earliest = right }
            guard earliest != parent else { break }
            heap.swapAt(parent, earliest)
            parent = earliest
        }
        return first
    }
}
