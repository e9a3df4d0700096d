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
        func parts(at time: Double) -> [(suffix: String, number: Double?)] {
            let value = timeline.value(ofLayer: layer, at: keyPath, time: time) ?? .zero(of: keyPath.kind)
            return ValueTable.parts(of: value).map { part in
                if case .number(let number) = part.cell { return (part.suffix, number) }
                return (part.suffix, nil)
            }
        }
        let denseParts = dense.map(parts(at:))
        let frameParts = frameTimes.map(parts(at:))
        guard let columns = denseParts.first?.indices else { return [] }
        var chosen = columns.filter { column in
            let values = denseParts.compactMap { $0[column].number }
            guard values.count == denseParts.count, let low = values.min(), let high = values.max() else { return false }
            return high - low > 1e-9
        }
        if chosen.isEmpty, let first = columns.first(where: { denseParts[0][$0].number != nil }) { chosen = [first] }
        return chosen.map { column in
            let suffix = denseParts[0][column].suffix
            let unit = Self.unit(forKeyPath: keyPath.description, suffix: suffix)
            let factor = unit == .degrees ? 180 / Double.pi : 1
            func points(_ times: [Double], _ rows: [[(suffix: String, number: Double?)]]) -> [(time: Double, value: Double)] {
                zip(times, rows).map { ($0, ($1[column].number ?? 0) * factor) }
            }
            return PlotSeries(name: name + suffix, unit: unit, line: points(dense, denseParts), frames: points(frameTimes, frameParts))
        }
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
