/// Values closer to zero than this are zero: the tableau's arithmetic leaves such residues.
let epsilon = 1e-8

func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A row of the tableau, `basic = constant + Σ coefficient·symbol`, or, while a constraint is
/// being added, `0 = constant + Σ coefficient·symbol`. Cells are kept sorted by symbol id in two
/// parallel arrays, so adding one row to another is a merge (kiwi keeps its rows the same way).
final class Row {
    var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    func copy() -> Row {
        let row = Row(constant: constant)
        row.symbols = symbols
        row.coefficients = coefficients
        return row
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The cells, in symbol order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low < symbols.count && symbols[low].id == symbol.id, low)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient·symbol`, dropping the cell if it cancels.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, index) = position(of: symbol)
        if found {
            let updated = coefficients[index] + coefficient
            if nearZero(updated) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = updated
            }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Takes `symbol`'s cell out, returning its coefficient.
    @discardableResult
    func remove(_ symbol: Symbol) -> Double? {
        let (found, index) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Adds `factor` times another row, merging the sorted cells; `added` hears of each symbol
    /// this row did not hold before.
    func insert(_ row: Row, _ factor: Double = 1, added: (Symbol) -> Void = { _ in }) {
        constant += row.constant * factor
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var mine = 0, theirs = 0
        while mine < symbols.count || theirs < row.symbols.count {
            if theirs == row.symbols.count || (mine < symbols.count && symbols[mine].id < row.symbols[theirs].id) {
                mergedSymbols.append(symbols[mine])
                mergedCoefficients.append(coefficients[mine])
                mine += 1
            } else if mine == symbols.count || row.symbols[theirs].id < symbols[mine].id {
                let value = row.coefficients[theirs] * factor
                if !nearZero(value) {
                    mergedSymbols.append(row.symbols[theirs])
                    mergedCoefficients.append(value)
                    added(row.symbols[theirs])
                }
                theirs += 1
            } else {
                let value = coefficients[mine] + row.coefficients[theirs] * factor
                if !nearZero(value) {
                    mergedSymbols.append(symbols[mine])
                    mergedCoefficients.append(value)
                }
                mine += 1
                theirs += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Negates the row.
    func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Turns `0 = constant + a·symbol + …` into `symbol = -constant/a - …/a` (the symbol leaves the cells).
    func solve(for symbol: Symbol) {
        let factor = -1 / remove(symbol)!
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `lhs = …` (with `rhs` among the cells) into `rhs = …` (with `lhs` among them).
    func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
