import FlipbookScene
import Foundation

/// One value that differs from its golden: which key, when, what it is now and was.
public struct ValueDifference: Sendable, Equatable, CustomStringConvertible {
    /// `layer.keyPath` with its part (`needle.transform.rotation.z`, `box.backgroundColor.r`).
    public let key: String
    /// The instant.
    public let time: Double
    /// The value now, as `values.csv` writes it.
    public let actual: String
    /// The golden's text.
    public let golden: String
    /// |actual − golden| for numbers; nil for text or an unreadable golden.
    public let delta: Double?

    /// `needle.transform.rotation.z at t=0.200000 s: 0.544 rad, golden 0.524 rad (Δ 0.020)`.
    public var description: String {
        let at = "\(key) at t=\(DecimalText.sixDecimals(time)) s: "
        guard let delta, let now = Double(actual), let then = Double(golden) else {
            return at + "\"\(actual)\", golden \"\(golden)\""
        }
        let unit = key.contains("rotation") ? " rad" : ""
        return at + "\(Self.threeDecimals(now))\(unit), golden \(Self.threeDecimals(then))\(unit) (Δ \(Self.threeDecimals(delta)))"
    }

    /// Biggest first: text changes (no size to compare) ahead of numbers, then by Δ, then by
    /// time and key, so the first line is the one worth reading.
    static func ranked(_ differences: [ValueDifference]) -> [ValueDifference] {
        differences.sorted { a, b in
            let (x, y) = (a.delta ?? .infinity, b.delta ?? .infinity)
            return x != y ? x > y : (a.time, a.key) < (b.time, b.key)
        }
    }

    static func threeDecimals(_ value: Double) -> String {
        // `String(format:)` without a locale always writes a point, never a comma.
        let text = String(format: "%.3f", value)
        return text == "-0.000" ? "0.000" : text
    }
}

/// Compares a table of presentation values with a `values.csv` golden: every differing value,
/// ranked biggest first, and a message that quotes the biggest few.
struct ValueGoldenComparison {
    let columns: [String]
    let times: [Double]
    let rows: [[ValueCell]]
    let tolerance: Double

    /// How a change of instants starts its message.
    static let instantsChanged = "values.csv: the instants changed"

    /// How many differences a message quotes; the reports and `--format json` list them all.
    static let quoted = 3

    /// The mismatch message, or nil when every cell agrees.
    func mismatch(golden records: [[String]]) -> String? {
        compare(golden: records)?.message
    }

    /// The mismatch message and every differing value (none when the columns or instants
    /// changed), or nil when every cell agrees.
    func compare(golden records: [[String]]) -> (message: String, differences: [ValueDifference])? {
        guard let header = records.first else { return ("values.csv: the golden is empty", []) }
        let expectedColumns = Array(header.dropFirst())
        if expectedColumns != columns {
            let added = columns.filter { !expectedColumns.contains($0) }
            let lost = expectedColumns.filter { !columns.contains($0) }
            var parts: [String] = []
            if !added.isEmpty { parts.append("new: " + added.joined(separator: ", ")) }
            if !lost.isEmpty { parts.append("no longer animated: " + lost.joined(separator: ", ")) }
            if parts.isEmpty { parts.append("same columns in another order") }
            return ("values.csv: the animated key paths changed (" + parts.joined(separator: "; ") + ")", [])
        }
        let expectedTimes = records.dropFirst().map { $0.first.flatMap(Double.init) }
        if expectedTimes.count != times.count || zip(expectedTimes, times).contains(where: { abs(($0 ?? .nan) - $1) > 1e-6 }) {
            return (Self.instantsChanged + " (golden: " + records.dropFirst().compactMap(\.first).joined(separator: ", ")
                + " s; now: " + times.map(DecimalText.sixDecimals).joined(separator: ", ") + " s)", [])
        }
        var differences: [ValueDifference] = []
        for (index, (row, record)) in zip(rows, records.dropFirst()).enumerated() {
            for (column, cell) in row.enumerated() {
                let expected = column + 1 < record.count ? record[column + 1] : ""
                if let found = difference(cell, golden: expected, column: columns[column], time: times[index]) {
                    differences.append(found)
                }
            }
        }
        guard !differences.isEmpty else { return nil }
        let ranked = ValueDifference.ranked(differences)
        var message = ranked.prefix(Self.quoted).map(\.description).joined(separator: "; ")
        if ranked.count > Self.quoted {
            let more = ranked.count - Self.quoted
            message += " (and \(more) more differing value\(more == 1 ? "" : "s"), all listed in the report)"
        }
        return (message, ranked)
    }

    /// How one cell differs from its golden text, or nil when it agrees.
    private func difference(_ cell: ValueCell, golden expected: String, column: String, time: Double) -> ValueDifference? {
        switch cell {
        case .text(let text):
            return text == expected ? nil
                : ValueDifference(key: column, time: time, actual: text, golden: expected, delta: nil)
        case .number(let number):
            let actual = DecimalText.sixDecimals(number)
            guard let golden = Double(expected) else {
                return ValueDifference(key: column, time: time, actual: actual, golden: expected, delta: nil)
            }
            guard abs(golden - number) > tolerance else { return nil }
            return ValueDifference(key: column, time: time, actual: actual, golden: expected, delta: abs(number - golden))
        }
    }
}
