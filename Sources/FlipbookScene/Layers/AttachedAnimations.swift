/// A layer's attached animations during a simulation, in the order added, with what the
/// simulation asks at every add, start and stop answered without a search: whether a key is
/// attached (a count per key) and where an attachment is (serials grow in the order added, so
/// a binary search finds one). A layer given ten thousand animations then simulates in
/// O(n log n) rather than O(n²).
struct AttachedAnimations: RandomAccessCollection, MutableCollection {
    private var animations: [LiveAnimation] = []
    private var keyCounts: [String: Int] = [:]

    init() {}

    var startIndex: Int { animations.startIndex }
    var endIndex: Int { animations.endIndex }

    subscript(position: Int) -> LiveAnimation {
        get { animations[position] }
        set {
            let old = animations[position].key
            if old != newValue.key {
                forget(old)
                keyCounts[newValue.key, default: 0] += 1
            }
            animations[position] = newValue
        }
    }

    /// Adds an animation; its serial is larger than any attached.
    mutating func append(_ live: LiveAnimation) {
        precondition(animations.last.map { $0.serial < live.serial } ?? true, "attachments are kept in serial order")
        animations.append(live)
        keyCounts[live.key, default: 0] += 1
    }

    mutating func remove(at position: Int) {
        forget(animations.remove(at: position).key)
    }

    mutating func removeAll(where shouldBeRemoved: (LiveAnimation) -> Bool) {
        var removedKeys: [String] = []
        animations.removeAll { live in
            guard shouldBeRemoved(live) else { return false }
            removedKeys.append(live.key)
            return true
        }
        for key in removedKeys { forget(key) }
    }

    mutating func removeAll() {
        animations = []
        keyCounts = [:]
    }

    /// Whether an animation is attached under `key`.
    func contains(key: String) -> Bool { keyCounts[key] != nil }

    /// Where the attachment with `serial` is, if it is still attached.
    func index(ofSerial serial: Int) -> Int? {
        var (low, high) = (0, animations.count)
        while low < high {
            let middle = (low + high) / 2
            if animations[middle].serial < serial { low = middle + 1 } else { high = middle }
        }
        return low < animations.count && animations[low].serial == serial ? low : nil
    }

    private mutating func forget(_ key: String) {
        guard let count = keyCounts[key] else { return }
        keyCounts[key] = count > 1 ? count - 1 : nil
    }
}
