/// "Did you mean …?" hints for misspelt names.
public enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo
    /// (at most a third of the word's length without leading dashes, at least 1, at most 3 edits).
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let letters = word.drop(while: { $0 == "-" }).count
        let limit = min(max(letters / 3, 1), 3)
        let lowered = word.lowercased()
        let ranked = candidates
            .map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
        return ranked.first?.candidate
    }

    /// `"; did you mean 'X'?"`, or an empty string when nothing is close.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        nearest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (optimal string alignment), so `--ta` is one typo away from `--at`.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
