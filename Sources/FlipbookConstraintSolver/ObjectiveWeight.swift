/// A coefficient of the objective: an amount at each strength level, compared lexicographically
/// (the highest level first), so that errors of a higher priority always outweigh errors of a
/// lower one however many there are. Most weights have one level; amounts that cancel are dropped.
struct ObjectiveWeight {
    /// (level, amount), highest level first, no amount near zero.
    private(set) var parts: [(level: Double, amount: Double)] = []

    static let zero = ObjectiveWeight()

    init() {}

    init(level: Double, amount: Double) {
        if !nearZero(amount) { parts = [(level, amount)] }
    }

    var isZero: Bool { parts.isEmpty }

    /// Whether the highest level's amount is negative: the objective falls as the symbol grows.
    var isNegative: Bool { (parts.first?.amount ?? 0) < 0 }

    /// Adds `other × factor`.
    mutating func add(_ other: ObjectiveWeight, times factor: Double) {
        for part in other.parts { add(level: part.level, amount: part.amount * factor) }
    }

    mutating func add(level: Double, amount: Double) {
        if let index = parts.firstIndex(where: { $0.level <= level }) {
            if parts[index].level == level {
                let sum = parts[index].amount + amount
                if nearZero(sum) { parts.remove(at: index) } else { parts[index].amount = sum }
            } else if !nearZero(amount) {
                parts.insert((level, amount), at: index)
            }
        } else if !nearZero(amount) {
            parts.append((level, amount))
        }
    }

    func scaled(by factor: Double) -> ObjectiveWeight {
        var result = ObjectiveWeight()
        result.add(self, times: factor)
        return result
    }

    /// Lexicographic order: the first level where the amounts differ decides.
    static func < (lhs: ObjectiveWeight, rhs: ObjectiveWeight) -> Bool {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference.isNegative
    }
}

/// The objective the simplex minimises: `constant + Σ weight·symbol`, with lexicographic weights.
final class ObjectiveRow {
    var constant = ObjectiveWeight()
    var cells: [Symbol: ObjectiveWeight] = [:]

    /// Adds `weight·symbol`.
    func insert(_ symbol: Symbol, _ weight: ObjectiveWeight) {
        var updated = cells[symbol] ?? .zero
        updated.add(weight, times: 1)
        cells[symbol] = updated.isZero ? nil : updated
    }

    /// Adds `weight` times a tableau row.
    func insert(_ row: Row, _ weight: ObjectiveWeight) {
        constant.add(weight, times: row.constant)
        for (symbol, coefficient) in row.cells { insert(symbol, weight.scaled(by: coefficient)) }
    }

    /// Replaces `symbol` by the row that now defines it.
    func substitute(_ symbol: Symbol, _ row: Row) {
        if let weight = cells.removeValue(forKey: symbol) { insert(row, weight) }
    }
}
