import FlipbookScene
import FlipbookTiming

/// One line of a value plot: a scalar part of a layer's animated property over time, in the
/// unit a designer reads it in (degrees for angles, points for lengths, plain for opacity).
public struct PlotSeries: Sendable {
    /// How the values read.
    public enum Unit: String, Sendable {
        case degrees = "°"
        case points = "pt"
        case plain = ""
    }

    /// `needle.transform.rotation.z`.
    public let name: String
    public let unit: Unit
    /// Dense samples for the line, in the unit.
    public let line: [(time: Double, value: Double)]
    /// The values at the frames a render would draw, for the dots.
    public let frames: [(time: Double, value: Double)]

    /// The series of a key: each numeric part of its value that changes over the scene (a
    /// transform's rotation but not its unchanging scale), or its first part when none does.
    /// Text values have no line and give none.
    public static func series(of timeline: Timeline, layer: String, keyPath: LayerKeyPath, name: String,
                              fps: Int) -> [PlotSeries] {
        let dense = FrameSchedule.times(from: 0, to: timeline.duration, fps: max(240, Int(600 / max(timeline.duration, 0.01))))
        let frameTimes = FrameSchedule.times(from: 0, to: timeline.duration, fps: fps)
        // One pass over every time, dense and frame, in order, so angles unwrap the same way for both.
        let times = FrameSchedule.distinct(dense + frameTimes)
        let rows = times.map { time in
            ValueTable.parts(of: timeline.value(ofLayer: layer, at: keyPath, time: time) ?? .zero(of: keyPath.kind)).map { part in
                if case .number(let number) = part.cell { return (suffix: part.suffix, number: Optional(number)) }
                return (suffix: part.suffix, number: nil)
            }
        }
        guard let first = rows.first else { return [] }
        var chosen = first.indices.filter { column in
            let values = rows.compactMap { $0[column].number }
            guard values.count == rows.count, let low = values.min(), let high = values.max() else { return false }
            return high - low > 1e-9
        }
        if chosen.isEmpty, let numeric = first.indices.first(where: { first[$0].number != nil }) { chosen = [numeric] }
        func index(of time: Double) -> Int? {
            var (low, high) = (0, times.count - 1)
            while low <= high {
                let middle = (low + high) / 2
                if abs(times[middle] - time) <= 1e-9 { return middle }
                if times[middle] < time { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        }
        return chosen.map { column in
            let suffix = first[column].suffix
            let unit = Self.unit(forKeyPath: keyPath.description, suffix: suffix)
            var values = rows.map { $0[column].number ?? 0 }
            if unit == .degrees { values = unwrapped(values.map { $0 * 180 / .pi }) }
            func points(_ wanted: [Double]) -> [(time: Double, value: Double)] {
                wanted.compactMap { time in index(of: time).map { (time, values[$0]) } }
            }
            return PlotSeries(name: name + suffix, unit: unit, line: points(dense), frames: points(frameTimes))
        }
    }

    /// Angles read back from a transform lie in (−180°, 180°], so a steady spin would saw-tooth.
    /// Where the angle moves a little between neighbouring samples it is continued across the
    /// ±180° seam (a spin climbs past 180°); where it jumps (an animation removed, a model
    /// value set) the line jumps to the value read, as the layer does.
    public static func unwrapped(_ degrees: [Double]) -> [Double] {
        guard var previousRaw = degrees.first else { return [] }
        var result = [previousRaw]
        for raw in degrees.dropFirst() {
            var step = (raw - previousRaw).truncatingRemainder(dividingBy: 360)
            if step > 180 { step -= 360 } else if step <= -180 { step += 360 }
            result.append(abs(step) < 45 ? result[result.count - 1] + step : raw)
            previousRaw = raw
        }
        return result
    }

    /// Angles in degrees, scales, opacities, colour channels and fractions plain, lengths in points.
    public static func unit(forKeyPath keyPath: String, suffix: String) -> Unit {
        let full = keyPath + suffix
        if full.hasSuffix("rotation") || full.contains("rotation.") && !full.contains("scale") && !full.contains("translation") {
            return .degrees
        }
        let plain = ["opacity", "scale", "strokeStart", "strokeEnd", "hidden", "Color", "colors", "locations", "zPosition",
                     "startPoint", "endPoint", "anchorPoint"]
        let channel = [".r", ".g", ".b", ".a"].contains(suffix)
        return channel || plain.contains { full.contains($0) } ? .plain : .points
    }
}
