/// Values closer to zero than this are zero: the tableau's arithmetic leaves such residues.
let epsilon = 1e-8

func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A row of the tableau, `basic = constant + Σ coefficient·symbol`, or, while a constraint is
/// being added, `0 = constant + Σ coefficient·symbol`.
final class Row {
    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient·symbol`, dropping the cell if it cancels.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let updated = (cells[symbol] ?? 0) + coefficient
        if nearZero(updated) { cells[symbol] = nil } else { cells[symbol] = updated }
    }

    /// Adds `coefficient` times another row.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    /// Negates the row.
    func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -cells[symbol]! }
    }

    /// Turns `0 = constant + a·symbol + …` into `symbol = -constant/a - …/a` (the symbol leaves the cells).
    func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Turns `lhs = …` (with `rhs` among the cells) into `rhs = …` (with `lhs` among them).
    func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
