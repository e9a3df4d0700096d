import Dispatch
import FlipbookGIF
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookWebP
import Foundation

/// Sizes of one animation in every format Flipbook writes, against apngopt (the reference APNG
/// optimiser) on the same frames: the seed scene at its own scale and 60 fps, as
/// `flipbook render` makes it.
struct AnimationSizes {
    let scene: String
    let frames: Int
    let gif: Int
    let apng: Int
    let apngSeconds: Double
    /// apngopt's output from Flipbook's APNG (it decodes every frame and optimises afresh).
    let apngopt: Int?
    let webpLossless: Int
    let webpLossy: Int

    /// The goal: Flipbook's APNG within 1.25× of apngopt's.
    static let apngGoal = 1.25
}

enum AnimationSizeBenchmark {
    static func run(scenes: [String], assets: URL) -> [AnimationSizes] {
        guard let fonts = try? FontConfiguration() else { return [] }
        var results: [AnimationSizes] = []
        for name in scenes {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-sizes-\(name)-\(getpid())")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            guard let scene = try? SceneFile.load(path: assets.appendingPathComponent("\(name).json").path),
                  let timeline = try? scene.timeline() else { continue }
            let options = RenderOptions(fps: 60, scale: timeline.canvas.scale)
            let prefetcher = FramePrefetcher(timeline: timeline, options: options, fonts: fonts)
            let times = options.frameTimes(duration: timeline.duration)
            guard let frames = try? times.indices.map({ try prefetcher.frame($0) }) else { continue }
            let milliseconds = (times.map(\.time) + [timeline.duration + 1 / 60]).map { Int(($0 * 1000).rounded()) }
            let starts = times.map(\.time)
            guard let gif = try? GIFEncoder.encode(frames, startTimes: starts, end: (starts.last ?? 0) + 1 / 60, options: GIFOptions()).bytes
            else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            guard let apng = try? APNG.encode(frames.indices.map {
                APNG.Frame(image: frames[$0], delayMilliseconds: milliseconds[$0 + 1] - milliseconds[$0])
            }) else { continue }
            let apngSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let apngPath = folder.appendingPathComponent("flipbook.apng").path
            let optimisedPath = folder.appendingPathComponent("apngopt.apng").path
            _ = FileManager.default.createFile(atPath: apngPath, contents: Data(apng))
            // Relative names: apngopt reads an argument starting with "/" as an option.
            let apngopt = runProcess("/usr/bin/env", ["apngopt", "flipbook.apng", "apngopt.apng"], in: folder) != nil
                ? FileManager.default.contents(atPath: optimisedPath)?.count : nil
            func webp(_ quality: Double?) -> Int {
                (try? WebPEncoder.encode(frameCount: frames.count, frame: { frames[$0] }, timestamps: Array(milliseconds.dropLast()),
                                         end: milliseconds.last!, options: WebPOptions(lossyQuality: quality)))?.count ?? 0
            }
            results.append(AnimationSizes(scene: name, frames: frames.count, gif: gif.count, apng: apng.count, apngSeconds: apngSeconds,
                                          apngopt: apngopt, webpLossless: webp(nil), webpLossy: webp(80)))
        }
        return results
    }

    static func printTable(_ results: [AnimationSizes]) {
        guard !results.isEmpty else { return }
        printMarkdownTable(["animation, 2x, 60 fps", "frames", "GIF", "APNG", "apngopt",
                            "APNG ÷ apngopt (goal ≤ \(AnimationSizes.apngGoal)×)", "APNG encode", "WebP lossless", "WebP lossy q80"],
                           results.map { result in
            let ratio = result.apngopt.map { Double(result.apng) / Double($0) }
            let verdict = ratio.map { String(format: "%.2f× %@", $0, $0 <= AnimationSizes.apngGoal ? "MET" : "MISSED") } ?? "apngopt not found"
            return [
                result.scene, String(result.frames), "\(result.gif / 1024) KB", "\(result.apng / 1024) KB",
                result.apngopt.map { "\($0 / 1024) KB" } ?? "—", verdict, String(format: "%.2f s", result.apngSeconds),
                "\(result.webpLossless / 1024) KB", "\(result.webpLossy / 1024) KB",
            ]
        })
    }
}
