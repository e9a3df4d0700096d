import Foundation

/// How Flipbook writes numbers into text — event logs, CSV and JSON output, manifests, golden
/// files — so the text is the same on every machine and in every locale.
public enum DecimalText {
    /// Exactly six decimals, rounded half away from zero, never `-0.000000`: `0.250000`.
    public static func sixDecimals(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        // `String(format:)` without a locale always writes a point, never a comma.
        return String(format: "%.6f", rounded == 0 ? 0 : rounded)
    }

    /// Six decimals without trailing zeros: `0.2`, `1`, `0.333333`.
    public static func trimmed(_ value: Double) -> String {
        decimals(value, upTo: 6)
    }

    /// At most `places` decimals, without trailing zeros: `decimals(1/3, upTo: 3)` is `0.333`.
    public static func decimals(_ value: Double, upTo places: Int) -> String {
        let factor = pow(10, Double(places))
        // Past about 10¹⁵ no decimal is left to show, and scaling would overflow: `1e+308`.
        guard abs(value) < 1e15 else { return value.isFinite ? String(format: "%g", value) : String(value) }
        let rounded = (value * factor).rounded() / factor
        var text = String(format: "%.\(places)f", rounded == 0 ? 0 : rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
