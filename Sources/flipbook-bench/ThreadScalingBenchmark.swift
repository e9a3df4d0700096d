import FlipbookScene
import Foundation

/// Issue 21 goal 4 for the encoders: `flipbook render` of an animation on one core against two.
/// The encoders work on background threads of their own (drawing ahead, remapping a chunk while
/// the one before is written), so `--threads 1` alone would still use a second core: the
/// one-core run is pinned to CPU 0 with `taskset`, the two-core run is free on CPUs 0 and 1.
struct ThreadScaling {
    let format: String
    let scene: String
    let frames: Int
    let oneCore: Double, twoCores: Double  // seconds, medians
    var ratio: Double { oneCore / twoCores }
}

enum ThreadScalingBenchmark {
    static func run(flipbook: String, assets: URL, formats: [(format: String, scene: String, fps: Int)]) -> [ThreadScaling] {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") else { return [] }
        return formats.compactMap { format, scene, fps in
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-threads-\(getpid()).\(format)").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let render = ["render", assets.appendingPathComponent("\(scene).json").path, "--fps", String(fps), "--out", out, "--quiet"]
            var one: [Double] = [], two: [Double] = []
            for _ in 0..<3 {  // interleaved, so a slower spell of the machine weighs on both
                guard let pinned = runProcess("/usr/bin/taskset", ["-c", "0", flipbook] + render + ["--threads", "1"]),
                      let free = runProcess("/usr/bin/taskset", ["-c", "0,1", flipbook] + render + ["--threads", "2"])
                else { return nil }
                one.append(pinned)
                two.append(free)
            }
            let duration = (try? SceneFile.load(path: assets.appendingPathComponent("\(scene).json").path).timeline().duration) ?? 0
            let frames = Int((duration * Double(fps)).rounded(.up)) + 1
            return ThreadScaling(format: format, scene: scene, frames: frames, oneCore: one.sorted()[1], twoCores: two.sorted()[1])
        }
    }

    static func printTable(_ results: [ThreadScaling]) {
        guard !results.isEmpty else { return }
        printMarkdownTable(["render, 2x, one core (`taskset -c 0 … --threads 1`) against two (`--threads 2`)", "frames", "1 core",
                            "2 cores", "2 cores ÷ 1 (goal ≥ 1.8×)"], results.map { result in [
            "\(result.format == "webp" ? "WebP" : result.format.uppercased()), \(result.scene)", String(result.frames), String(format: "%.2f s", result.oneCore),
            String(format: "%.2f s", result.twoCores),
            String(format: "%.2f× %@", result.ratio, result.ratio >= 1.8 ? "MET" : "MISSED"),
        ] })
    }
}
