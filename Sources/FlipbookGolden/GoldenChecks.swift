import Foundation
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// Which instants to check.
public enum GoldenInstants: Sendable {
    /// These scene times.
    case times([Double])
    /// `Timeline.keyInstants`: starts, ends, middles, completions, states, triggers, the end.
    case keyInstants

    /// The scene times these instants name in `timeline`.
    func times(in timeline: Timeline) -> [Double] {
        switch self {
        case .times(let given): given
        case .keyInstants: timeline.keyInstants
        }
    }
}

/// Golden checks of a timeline: frames, presentation values and the event log. Each returns
/// failure messages (empty when everything matches); test adapters turn them into failures.
public struct GoldenChecks {
    /// Where goldens live and when they are written.
    public let store: GoldenStore
    /// Fonts for rendering frames.
    public let fonts: FontConfiguration

    /// Checks with a store and fonts.
    public init(store: GoldenStore, fonts: FontConfiguration) {
        self.store = store
        self.fonts = fonts
    }

    /// Frames at the instants, rendered at `scale`, against `<name>@<t>s.png` goldens.
    /// On a mismatch the expected, actual and diff PNGs go to the artifacts folder.
    public func frames(
        of timeline: Timeline, at instants: GoldenInstants = .keyInstants, named name: String? = nil,
        scale: Double = 2, tolerance: ImageTolerance = .default
    ) -> [String] {
        let times = instants.times(in: timeline)
        let renderer = Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
        var failures: [String] = []
        for time in times {
            let file = GoldenStore.frameFile(name: name ?? timeline.name, time: time)
            let actual: RGBAImage
            let encoded: [UInt8]
            do {
                actual = try renderer.render(timeline.presentation(at: time)).rgbaImage
                encoded = try PNGCodec.encode(actual)
            } catch {
                failures.append("\(file): cannot render the frame: \(error)")
                continue
            }
            var difference: ImageDifference?
            var matches: Bool?
            if let golden = store.read(file) {
                if let expected = try? PNGCodec.decode(golden) {
                    let found = ImageComparison.compare(expected, actual, tolerance: tolerance)
                    difference = found
                    matches = ImageComparison.passes(found, tolerance)
                    if matches == false {
                        let stem = String(file.dropLast(4))
                        store.writeArtifact(golden, named: stem + ".expected.png")
                        store.writeArtifact(encoded, named: stem + ".actual.png")
                        if let diff = try? PNGCodec.encode(found.diffImage) { store.writeArtifact(diff, named: stem + ".diff.png") }
                    }
                } else {
                    matches = false
                }
            }
            if let message = store.settle(file: file, actual: encoded, matches: matches, mismatch: {
                guard let difference else { return "\(file): the golden is not a readable PNG" }
                return "frame at t=\(DecimalText.sixDecimals(time)) s differs from \(file): \(difference.summary)"
                    + " (artifacts in \(store.artifacts))"
            }) {
                failures.append(message)
            }
        }
        return failures
    }

    /// Presentation values at the instants against `values.csv`, within `tolerance`.
    public func values(
        of timeline: Timeline, keys: [String], at instants: GoldenInstants = .keyInstants, tolerance: Double = 1e-4
    ) -> [String] {
        let times = instants.times(in: timeline)
        var columns: [String] = []
        var rows: [[Double]] = times.map { [$0] }
        for key in keys {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let keyPath = LayerKeyPath(parts[1]), timeline.kind(ofLayer: parts[0]) != nil,
                  keyPath.kind == .number || keyPath.kind == .bool else {
                return ["\(key): expected <layer id>.<number key path> of the scene"]
            }
            columns.append(key)
            for (index, time) in times.enumerated() {
                let value = timeline.value(ofLayer: parts[0], at: keyPath, time: time)
                rows[index].append(value?.number ?? (value == .bool(true) ? 1 : 0))
            }
        }
        let csv = ([(["t"] + columns).joined(separator: ",")]
            + rows.map { $0.map(DecimalText.sixDecimals).joined(separator: ",") }).joined(separator: "\n") + "\n"
        var mismatch = ""
        var matches: Bool?
        if let golden = store.read("values.csv") {
            let lines = String(decoding: golden, as: UTF8.self).split(separator: "\n").map(String.init)
            matches = true
            if lines.first != (["t"] + columns).joined(separator: ",") || lines.count != rows.count + 1 {
                matches = false
                mismatch = "values.csv: columns or instants differ (golden: \(lines.first ?? "empty"), \(lines.count - 1) rows)"
            } else {
                outer: for (index, row) in rows.enumerated() {
                    let expected = lines[index + 1].split(separator: ",").compactMap { Double($0) }
                    for column in 1..<row.count where column < expected.count && abs(expected[column] - row[column]) > tolerance {
                        let unit = columns[column - 1].contains("rotation") ? " rad" : ""
                        mismatch = "\(columns[column - 1]) at t=\(DecimalText.sixDecimals(row[0])) s: "
                            + "\(String(format: "%.3f", row[column]))\(unit), golden \(String(format: "%.3f", expected[column]))\(unit) "
                            + "(Δ \(String(format: "%.3f", abs(row[column] - expected[column]))))"
                        matches = false
                        break outer
                    }
                }
            }
        }
        return store.settle(file: "values.csv", actual: Array(csv.utf8), matches: matches, mismatch: { mismatch }).map { [$0] } ?? []
    }

    /// The event log against `events.tsv`, line by line.
    public func events(of timeline: Timeline) -> [String] {
        let lines = timeline.events.map(\.description)
        let text = lines.map { $0 + "\n" }.joined()
        var mismatch = ""
        var matches: Bool?
        if let golden = store.read("events.tsv") {
            let expected = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.isEmpty }
            matches = expected == lines
            if let index = Array(zip(expected, lines)).firstIndex(where: { $0.0 != $0.1 }) {
                mismatch = "events.tsv line \(index + 1): expected \"\(expected[index])\", got \"\(lines[index])\""
            } else if expected.count != lines.count {
                mismatch = "events.tsv: expected \(expected.count) events, got \(lines.count)"
            }
        }
        return store.settle(file: "events.tsv", actual: Array(text.utf8), matches: matches, mismatch: { mismatch }).map { [$0] } ?? []
    }
}
