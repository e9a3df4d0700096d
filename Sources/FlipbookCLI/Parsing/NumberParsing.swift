import Foundation

/// Number reading and printing shared by the verbs.
enum NumberParsing {
    /// A finite number, or a failure that names what was being read.
    static func finite(_ text: String, what: String) throws(CommandFailure) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite else {
            throw .badInput("\(what): '\(text)' is not a finite number")
        }
        return value
    }

    /// A whole number within `range`, or a failure that names what was being read and the range.
    static func whole(_ text: String, what: String, in range: ClosedRange<Int>) throws(CommandFailure) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .badInput("\(what): expected a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text)'")
        }
        return value
    }

    /// A comma-separated list of finite numbers (`0,0.25,0.5`).
    static func list(_ text: String, what: String) throws(CommandFailure) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        return try parts.map { (part) throws(CommandFailure) -> Double in try finite(String(part), what: what) }
    }
}
