import Foundation

/// Golden checks at suite scale: `flipbook check` over a folder of generated scene files (a
/// card, a sliding dot and a turning square each, every scene different), its goldens recorded
/// first. Wall time (median of three) and peak memory of the check at 50 and 200 scenes, and
/// what one more scene costs. Goals: 200 scenes under 10 s on this 2-core machine; memory flat
/// in the scene count (200 within 10 % of 50).
enum SuiteBenchmark {
    struct Point {
        let scenes: Int
        let seconds: Double
        let peakMB: Double?
    }

    /// A small scene of its own for index `index`.
    static func scene(_ index: Int) -> String {
        let tint = index % 200 + 40
        let card = String(format: "#%02XE0F0", tint), dot = String(format: "#%02X4080", 255 - tint / 2)
        let x = 20 + index % 40, turn = Double(index % 7 + 1) * 0.5
        return """
        {"flipbook": 1, "canvas": {"width": 160, "height": 100}, "duration": 1,
         "layers": [
          {"id": "card", "bounds": [0, 0, 140, 80], "position": [80, 50], "cornerRadius": 12, "backgroundColor": "\(card)"},
          {"id": "dot", "bounds": [0, 0, 16, 16], "position": [\(x), 50], "cornerRadius": 8, "backgroundColor": "\(dot)",
           "animations": [{"key": "slide", "type": "basic", "keyPath": "position.x", "toValue": 140, "duration": 0.8, "timingFunction": "easeInEaseOut"}]},
          {"id": "square", "bounds": [0, 0, 20, 20], "position": [80, 30], "backgroundColor": "#333333",
           "animations": [{"key": "turn", "type": "basic", "keyPath": "transform.rotation.z", "toValue": \(turn), "duration": 0.6, "beginTime": 0.2}]}
         ]}
        """
    }

    static func run(flipbook: String, counts: [Int] = [50, 200]) -> [Point] {
        var points: [Point] = []
        for count in counts {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-suite-\(count)-\(getpid())")
            defer { try? FileManager.default.removeItem(at: root) }
            let scenes = root.appendingPathComponent("scenes"), goldens = root.appendingPathComponent("goldens").path
            try? FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
            for index in 0..<count {
                try? Data(scene(index).utf8).write(to: scenes.appendingPathComponent(String(format: "scene-%04d.json", index)))
            }
            let check = ["check", scenes.path, "--goldens", goldens, "--quiet"]
            guard runProcess(flipbook, check + ["--record", "all"]) != nil else { continue }
            let times = (0..<3).compactMap { _ in runProcess(flipbook, check) }
            guard times.count == 3 else { continue }
            points.append(Point(scenes: count, seconds: times.sorted()[1], peakMB: peakMB(flipbook, check)))
        }
        return points
    }

    /// Peak RSS in MB of one run, through `/usr/bin/time` (nil without it).
    static func peakMB(_ flipbook: String, _ arguments: [String]) -> Double? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", flipbook] + arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }.map { $0 / 1024 }
    }

    static func printTable(_ points: [Point], what: String) {
        guard let small = points.first, let large = points.last, large.scenes > small.scenes else { return }
        let marginal = (large.seconds - small.seconds) / Double(large.scenes - small.scenes)
        var growth: Double?
        if let before = small.peakMB, let after = large.peakMB { growth = (after - before) / before }
        printMarkdownTable(
            [what, "\(small.scenes)", "\(large.scenes)", "goal", "verdict"],
            [["wall time, median of three", String(format: "%.2f s", small.seconds), String(format: "%.2f s", large.seconds),
              "\(large.scenes) < 10 s", large.seconds < 10 ? "MET" : "MISSED"],
             ["checked per second", String(format: "%.0f", Double(small.scenes) / small.seconds),
              String(format: "%.0f", Double(large.scenes) / large.seconds), "—", String(format: "one more: %.1f ms", marginal * 1000)],
             ["peak memory", small.peakMB.map { String(format: "%.0f MB", $0) } ?? "–", large.peakMB.map { String(format: "%.0f MB", $0) } ?? "–",
              "within +10 %", growth.map { String(format: "%+.1f %% %@", $0 * 100, $0 <= 0.1 ? "MET" : "MISSED") } ?? "/usr/bin/time missing"]])
    }
}
