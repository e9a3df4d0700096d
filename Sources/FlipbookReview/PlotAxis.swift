import Foundation

/// Round tick values for an axis: steps of 1, 2 or 5 times a power of ten, about `count` of
/// them across the range, as a graph editor labels its axes.
struct PlotAxis {
    let lower: Double
    let upper: Double
    let ticks: [Double]

    init(from low: Double, to high: Double, about count: Int = 5, padded: Bool = true) {
        var (low, high) = (low, high)
        if !(high - low > 1e-12) {
            (low, high) = (low - 1, high + 1)
        } else if padded {
            let pad = (high - low) * 0.08
            (low, high) = (low - pad, high + pad)
        }
        let raw = (high - low) / Double(max(count, 1))
        let power = pow(10, (log10(raw)).rounded(.down))
        // The round step nearest the raw one (on a log scale), so neither too few ticks nor crowds.
        let step = [1.0, 2, 5, 10].map { $0 * power }.min { abs(log($0 / raw)) < abs(log($1 / raw)) }!
        let first = (low / step).rounded(.up) * step
        var ticks: [Double] = []
        var tick = first
        while tick <= high + step * 1e-9 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        lower = low
        upper = high
        self.ticks = ticks
        self.step = step
    }

    private let step: Double

    /// Where a value falls, from 0 (lower) to 1 (upper).
    func fraction(_ value: Double) -> Double { (value - lower) / (upper - lower) }

    /// A tick's label: as many decimals as the step needs, then the unit.
    func label(_ value: Double, unit: String) -> String {
        let decimals = max(0, Int((-log10(step)).rounded(.up)))
        let text = String(format: "%.\(decimals)f", value)
        return unit.isEmpty ? text : (unit == "°" ? text + unit : text + " " + unit)
    }
}
