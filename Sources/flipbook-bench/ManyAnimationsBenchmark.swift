import Foundation

/// A layer with thousands of animations (a generated scene of staggered slides): how validating
/// and rendering grow from 1 000 to 10 000 animations. Near-linear growth (at most 15× for 10×
/// the animations) is the goal; a simulation that searched or copied every attached animation
/// at each add, start or stop grew by 100×.
enum ManyAnimationsBenchmark {
    /// A scene of `count` 0.5 s slides on one layer, begun in 100 staggered waves over 2 s.
    static func scene(animations count: Int) -> String {
        let animations = (0..<count).map { index in
            #"{"key": "a\#(index)", "type": "basic", "keyPath": "position.x", "fromValue": 10, "toValue": 300, "#
                + #""duration": 0.5, "beginTime": \#(Double(index % 100) / 50)}"#
        }
        return #"{"flipbook": 1, "canvas": {"width": 320, "height": 200}, "duration": 3, "layers": [{"id": "box", "#
            + ##""frame": [0, 10, 20, 20], "backgroundColor": "#007AFF", "animations": ["## + animations.joined(separator: ", ") + "]}]}"
    }

    /// Median wall times of `flipbook validate` and of a 30 fps GIF render, for each count.
    static func run(flipbook: String, counts: [Int] = [1_000, 10_000]) -> [(count: Int, bytes: Int, validate: Double, render: Double)]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-many-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows: [(count: Int, bytes: Int, validate: Double, render: Double)] = []
        for count in counts {
            let path = folder.appendingPathComponent("many-\(count).json").path
            let json = Data(scene(animations: count).utf8)
            guard FileManager.default.createFile(atPath: path, contents: json) else { return nil }
            var ok = true
            let validate = PipelineBenchmark.median(3) { ok = ok && runProcess(flipbook, ["validate", path]) != nil }
            let render = PipelineBenchmark.median(3) {
                ok = ok && runProcess(flipbook, ["render", path, "--out", folder.appendingPathComponent("many.gif").path,
                                                 "--fps", "30", "--scale", "1", "--quiet"]) != nil
            }
            guard ok else { return nil }
            rows.append((count, json.count, validate, render))
        }
        return rows
    }
}
