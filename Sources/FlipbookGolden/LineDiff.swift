/// The difference between two lists of lines as `diff -u` shows it: the lines both have in
/// their longest common order, the lines only the golden has, the lines only this run has,
/// grouped in hunks with a few lines of context. One event that moves is one line lost and
/// one extra, not every later line.
enum LineDiff {
    /// Above this many cells (after the common start and end are set aside) the lines are
    /// paired by position instead: a log of tens of thousands of events changed throughout.
    static let maximumCells = 4_000_000

    /// Hunks of `golden` against `actual`, each with `context` lines around its changes.
    static func hunks(golden: [String], actual: [String], context: Int = 2) -> [EventDifference] {
        let script = edits(golden: golden, actual: actual)
        guard script.contains(where: { $0.kind != .same }) else { return [] }
        // Keep changes and the context lines within reach of one.
        var keep = [Bool](repeating: false, count: script.count)
        for (index, edit) in script.enumerated() where edit.kind != .same {
            for near in max(0, index - context)...min(script.count - 1, index + context) { keep[near] = true }
        }
        var result: [EventDifference] = []
        var index = 0
        while index < script.count {
            guard keep[index] else { index += 1; continue }
            var end = index
            while end < script.count && keep[end] { end += 1 }
            let hunk = script[index..<end]
            result.append(header(hunk))
            result += hunk.map { EventDifference(kind: $0.kind, line: $0.kind == .extra ? $0.actualLine : $0.goldenLine, text: $0.text) }
            index = end
        }
        return result
    }

    /// One line of the edit script, with its 1-based place in each list (the next line's place
    /// in the list that lacks it).
    struct Edit {
        let kind: EventDifference.Kind
        let goldenLine: Int
        let actualLine: Int
        let text: String
    }

    /// The whole edit script: a longest common subsequence by dynamic programming over what is
    /// left after the common start and end.
    static func edits(golden: [String], actual: [String]) -> [Edit] {
        var prefix = 0
        while prefix < golden.count && prefix < actual.count && golden[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < golden.count - prefix && suffix < actual.count - prefix
            && golden[golden.count - 1 - suffix] == actual[actual.count - 1 - suffix] { suffix += 1 }
        let a = Array(golden[prefix..<(golden.count - suffix)])
        let b = Array(actual[prefix..<(actual.count - suffix)])
        var script: [Edit] = (0..<prefix).map { Edit(kind: .same, goldenLine: $0 + 1, actualLine: $0 + 1, text: golden[$0]) }
        var (i, j) = (0, 0)
        func emit(_ kind: EventDifference.Kind, _ text: String) {
            script.append(Edit(kind: kind, goldenLine: prefix + i + 1, actualLine: prefix + j + 1, text: text))
            if kind != .extra { i += 1 }
            if kind != .lost { j += 1 }
        }
        if a.count * b.count <= maximumCells {
            // lengths[x][y]: the longest common subsequence of a[x...] and b[y...].
            let width = b.count + 1
            var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
            for x in stride(from: a.count - 1, through: 0, by: -1) {
                for y in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[x * width + y] = a[x] == b[y] ? lengths[(x + 1) * width + y + 1] + 1
                        : max(lengths[(x + 1) * width + y], lengths[x * width + y + 1])
                }
            }
            while i < a.count && j < b.count {
                if a[i] == b[j] {
                    emit(.same, a[i])
                } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                    emit(.lost, a[i])
                } else {
                    emit(.extra, b[j])
                }
            }
        } else {
            while i < a.count && j < b.count {
                if a[i] == b[j] {
                    emit(.same, a[i])
                } else {
                    emit(.lost, a[i])
                    emit(.extra, b[j])
                }
            }
        }
        while i < a.count { emit(.lost, a[i]) }
        while j < b.count { emit(.extra, b[j]) }
        let (shiftA, shiftB) = (golden.count - suffix, actual.count - suffix)
        script += (0..<suffix).map {
            Edit(kind: .same, goldenLine: shiftA + $0 + 1, actualLine: shiftB + $0 + 1, text: golden[shiftA + $0])
        }
        return script
    }

    /// `@@ -start,count +start,count @@` for a hunk, as `diff -u` heads one.
    private static func header(_ hunk: ArraySlice<Edit>) -> EventDifference {
        let golden = hunk.filter { $0.kind != .extra }
        let actual = hunk.filter { $0.kind != .lost }
        func range(_ lines: [Edit], _ place: (Edit) -> Int) -> String {
            guard let first = lines.first else { return "\(place(hunk.first!) - 1),0" }
            return "\(place(first)),\(lines.count)"
        }
        return EventDifference(kind: .hunk, line: 0,
                               text: "@@ -\(range(golden, \.goldenLine)) +\(range(actual, \.actualLine)) @@")
    }
}
