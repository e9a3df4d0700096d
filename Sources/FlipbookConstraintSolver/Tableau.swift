/// The simplex tableau: each basic symbol's row, stored by symbol id, and for each symbol the
/// basic symbols whose rows hold it (its column), so that a substitution or a ratio test visits
/// only those rows. Columns are appended to as cells appear and cleaned as they are read (a
/// cell that left a row leaves a stale entry until then), which keeps every update cheap.
struct Tableau {
    private var rows: [Row?] = [nil]
    private var columns: [[Symbol]] = [[]]
    /// Marks of the last `holders` visit, per basic id, to drop duplicate column entries.
    private var marks: [Int] = [0]
    private var visit = 0

    /// Makes room for a new symbol's id.
    mutating func grow(to id: Int) {
        while rows.count <= id {
            rows.append(nil)
            columns.append([])
            marks.append(0)
        }
    }

    subscript(basic: Symbol) -> Row? { rows[basic.id] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.id] != nil }

    mutating func insert(_ row: Row, basic: Symbol) {
        rows[basic.id] = row
        for symbol in row.symbols { columns[symbol.id].append(basic) }
    }

    /// Takes a basic symbol's row out (its column entries go stale).
    mutating func take(_ basic: Symbol) -> Row? {
        defer { rows[basic.id] = nil }
        return rows[basic.id]
    }

    /// The basic symbols whose rows hold `symbol`, oldest first, each once.
    mutating func holders(of symbol: Symbol) -> [Symbol] {
        visit += 1
        var live: [Symbol] = []
        for basic in columns[symbol.id] where marks[basic.id] != visit {
            marks[basic.id] = visit
            if let row = rows[basic.id], row.contains(symbol) { live.append(basic) }
        }
        columns[symbol.id] = live
        return live.sorted()
    }

    /// Replaces `symbol`, wherever it is parametric, by `row`, which now defines it; `changed`
    /// hears of each row that changed.
    mutating func substitute(_ symbol: Symbol, _ row: Row, changed: (Symbol, Row) -> Void) {
        for basic in holders(of: symbol) {
            let target = rows[basic.id]!
            let coefficient = target.remove(symbol)!
            target.insert(row, coefficient) { columns[$0.id].append(basic) }
            changed(basic, target)
        }
        columns[symbol.id] = []
    }

    /// Removes `symbol` from every row that holds it.
    mutating func erase(_ symbol: Symbol) {
        for basic in holders(of: symbol) { rows[basic.id]!.remove(symbol) }
        columns[symbol.id] = []
    }
}
