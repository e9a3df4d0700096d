import FlipbookLottieImport
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation

/// The public Lottie files in `../shared/lottie` (beside the checkout; a user's clone has none)
/// rendered to PNG at 2x on one thread, Flipbook (import, simulate, draw, encode) against a
/// current rlottie (`RlottieBaseline`: load, draw, Pillow's PNG) on the same frames of each
/// file: its first, its last and four between.
enum LottieFilesBenchmark {
    struct Result {
        let files: Int, frames: Int
        /// Median seconds of the whole job.
        let flipbook: Double
        let rlottie: Double?
    }

    static let framesPerFile = 6

    static func run(folder: URL, fonts: FontConfiguration, rounds: Int = 3) -> Result? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        var jobs: [(path: String, frames: [Int], inPoint: Double, frameRate: Double)] = []
        for name in names {
            let path = folder.appendingPathComponent(name).path
            guard let document = try? LottieImport(contentsOfFile: path) else { continue }
            let last = Int(document.lastFrame)
            let frames = Array(Set((0..<framesPerFile).map { Int(document.inPoint) + last * $0 / (framesPerFile - 1) })).sorted()
            jobs.append((path, frames, document.inPoint, document.frameRate))
        }
        guard !jobs.isEmpty else { return nil }
        let flipbook = PipelineBenchmark.median(rounds) {
            for job in jobs {
                // Imported again each round, as rlottie loads each file again.
                guard let document = try? LottieImport(contentsOfFile: job.path),
                      let timeline = try? document.scene(name: "lottie", scale: 2).timeline() else { continue }
                let renderer = Renderer(fonts: fonts, scale: 2, background: .clear, resourceDirectory: folder.path)
                for frame in job.frames {
                    let time = (Double(frame) - job.inPoint) / job.frameRate
                    guard let image = try? renderer.renderRGBA(timeline.presentation(at: time)) else { continue }
                    _ = try? PNGCodec.encode(image)
                }
            }
        }
        let rlottie = RlottieBaseline.seconds(scale: 2, rounds: rounds, png: true, documents: jobs.map { ($0.path, $0.frames) })
        return Result(files: jobs.count, frames: jobs.reduce(0) { $0 + $1.frames.count }, flipbook: flipbook, rlottie: rlottie)
    }
}
