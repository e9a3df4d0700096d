import FlipbookScene
import Foundation

/// Compares a table of presentation values with a `values.csv` golden and words the first
/// difference the way a person reads it:
/// `needle.transform.rotation.z at t=0.200000 s: 0.544 rad, golden 0.524 rad (Δ 0.020)`.
struct ValueGoldenComparison {
    let columns: [String]
    let times: [Double]
    let rows: [[ValueCell]]
    let tolerance: Double

    /// How a change of instants starts its message.
    static let instantsChanged = "values.csv: the instants changed"

    /// The mismatch message, or nil when every cell agrees.
    func mismatch(golden records: [[String]]) -> String? {
        guard let header = records.first else { return "values.csv: the golden is empty" }
        let expectedColumns = Array(header.dropFirst())
        if expectedColumns != columns {
            let added = columns.filter { !expectedColumns.contains($0) }
            let lost = expectedColumns.filter { !columns.contains($0) }
            var parts: [String] = []
            if !added.isEmpty { parts.append("new: " + added.joined(separator: ", ")) }
            if !lost.isEmpty { parts.append("no longer animated: " + lost.joined(separator: ", ")) }
            if parts.isEmpty { parts.append("same columns in another order") }
            return "values.csv: the animated key paths changed (" + parts.joined(separator: "; ") + ")"
        }
        let expectedTimes = records.dropFirst().map { $0.first.flatMap(Double.init) }
        if expectedTimes.count != times.count || zip(expectedTimes, times).contains(where: { abs(($0 ?? .nan) - $1) > 1e-6 }) {
            return Self.instantsChanged + " (golden: " + records.dropFirst().compactMap(\.first).joined(separator: ", ")
                + " s; now: " + times.map(DecimalText.sixDecimals).joined(separator: ", ") + " s)"
        }
        var first: String?
        var count = 0
        for (index, (row, record)) in zip(rows, records.dropFirst()).enumerated() {
            for (column, cell) in row.enumerated() {
                let expected = column + 1 < record.count ? record[column + 1] : ""
                guard let message = difference(cell, golden: expected, column: columns[column], time: times[index]) else {
                    continue
                }
                count += 1
                first = first ?? message
            }
        }
        guard let first else { return nil }
        return count == 1 ? first : first + " (and \(count - 1) more differing value\(count == 2 ? "" : "s"))"
    }

    /// How one cell differs from its golden text, or nil when it agrees.
    private func difference(_ cell: ValueCell, golden expected: String, column: String, time: Double) -> String? {
        let at = "\(column) at t=\(DecimalText.sixDecimals(time)) s: "
        switch cell {
        case .text(let text):
            return text == expected ? nil : at + "\"\(text)\", golden \"\(expected)\""
        case .number(let number):
            guard let golden = Double(expected) else { return at + "\(Self.threeDecimals(number)), golden \"\(expected)\"" }
            guard abs(golden - number) > tolerance else { return nil }
            let unit = column.contains("rotation") ? " rad" : ""
            return at + "\(Self.threeDecimals(number))\(unit), golden \(Self.threeDecimals(golden))\(unit) "
                + "(Δ \(Self.threeDecimals(abs(number - golden))))"
        }
    }

    private static func threeDecimals(_ value: Double) -> String {
        // `String(format:)` without a locale always writes a point, never a comma.
        let text = String(format: "%.3f", value)
        return text == "-0.000" ? "0.000" : text
    }
}
