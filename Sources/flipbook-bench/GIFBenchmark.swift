import FlipbookGIF
import FlipbookPNG
import Foundation

/// `flipbook render --format gif` and `flipbook encode` (the release binary, as a user runs
/// them) against ffmpeg reading the same frames as a PNG sequence: wall time (median of three),
/// size, and mean PSNR of the GIF's frames against the PNGs. The baseline is the recipe a user
/// who makes GIFs with ffmpeg runs, two passes tuned for animation
/// (`palettegen=stats_mode=diff`, then `paletteuse=dither=sierra2_4a:diff_mode=rectangle`);
/// ffmpeg's default one-filter `palettegen`/`paletteuse` is printed beside it for reference.
/// Frames at 2x and 50 fps, the fastest rate GIF delays can play (so every GIF holds every
/// frame and PSNR compares like with like).
struct GIFComparison {
    let scene: String
    let frames: Int
    /// `flipbook render SCENE --out x.gif`: drawing and encoding.
    let render: (seconds: Double, bytes: Int, psnr: Double)
    /// `flipbook encode frame-*.png --out x.gif`: decoding the PNGs and encoding.
    let encode: Double
    /// ffmpeg's tuned two passes: the baseline.
    let ffmpeg: (seconds: Double, bytes: Int, psnr: Double)
    /// ffmpeg's default one-filter recipe, for reference.
    let ffmpegDefault: (seconds: Double, bytes: Int, psnr: Double)

    /// The goal: render at least 2× faster than tuned ffmpeg, encode at least as fast, GIFs no
    /// larger and PSNR no lower.
    var renderRatio: Double { ffmpeg.seconds / render.seconds }
    var encodeRatio: Double { ffmpeg.seconds / encode }
    var met: Bool {
        renderRatio >= 2 && encodeRatio >= 1 && render.bytes <= ffmpeg.bytes && render.psnr >= ffmpeg.psnr
    }
}

enum GIFBenchmark {
    static let fps = 50.0

    static func run(flipbook: String, scenes: [String], assets: URL) -> [GIFComparison] {
        var results: [GIFComparison] = []
        for name in scenes {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-gif-\(name)-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let scene = assets.appendingPathComponent("\(name).json").path
            let frames = folder.appendingPathComponent("frames").path
            guard runProcess(flipbook, ["render", scene, "--fps", "50", "--out", frames, "--quiet"]) != nil else { continue }
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? [])
                .filter { $0.hasSuffix(".png") }.sorted().map { frames + "/" + $0 }
            let sources = files.compactMap { FileManager.default.contents(atPath: $0).flatMap { try? PNGCodec.decode(Array($0)) } }
            let ours = folder.appendingPathComponent("render.gif").path
            let encoded = folder.appendingPathComponent("encode.gif").path
            let theirs = folder.appendingPathComponent("ffmpeg.gif").path
            let renderTimes = (0..<3).compactMap { _ in runProcess(flipbook, ["render", scene, "--fps", "50", "--out", ours, "--quiet"]) }
            let encodeTimes = (0..<3).compactMap { _ in
                runProcess(flipbook, ["encode"] + files + ["--fps", "50", "--out", encoded, "--quiet"])
            }
            let input = ["ffmpeg", "-v", "error", "-y", "-framerate", String(Int(fps)), "-i", frames + "/frame-%05d.png"]
            let palette = folder.appendingPathComponent("palette.png").path
            let tunedTimes = (0..<3).compactMap { _ -> Double? in
                guard let first = runProcess("/usr/bin/env", input + ["-vf", "palettegen=stats_mode=diff", palette]),
                      let second = runProcess("/usr/bin/env", input + ["-i", palette, "-lavfi", "paletteuse=dither=sierra2_4a:diff_mode=rectangle", theirs])
                else { return nil }
                return first + second
            }
            let theirDefault = folder.appendingPathComponent("ffmpeg-default.gif").path
            let defaultTimes = (0..<3).compactMap { _ in
                runProcess("/usr/bin/env", input + ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", theirDefault])
            }
            guard renderTimes.count == 3, encodeTimes.count == 3, tunedTimes.count == 3, defaultTimes.count == 3,
                  let ourBytes = FileManager.default.contents(atPath: ours), let theirBytes = FileManager.default.contents(atPath: theirs),
                  let defaultBytes = FileManager.default.contents(atPath: theirDefault)
            else { continue }
            results.append(GIFComparison(
                scene: name, frames: sources.count,
                render: (median(renderTimes), ourBytes.count, psnr(of: Array(ourBytes), against: sources)),
                encode: median(encodeTimes),
                ffmpeg: (median(tunedTimes), theirBytes.count, psnr(of: Array(theirBytes), against: sources)),
                ffmpegDefault: (median(defaultTimes), defaultBytes.count, psnr(of: Array(defaultBytes), against: sources))))
        }
        return results
    }

    static func printTable(_ results: [GIFComparison]) {
        guard !results.isEmpty else { return }
        printMarkdownTable(["GIF, 2x, 50 fps", "frames", "render", "encode", "tuned ffmpeg", "tuned ÷ render (goal ≥ 2×)",
                            "tuned ÷ encode (goal ≥ 1×)", "size: Flipbook / tuned", "PSNR: Flipbook / tuned", "goal",
                            "default ffmpeg (reference): time, size, PSNR"],
                           results.map { result in [
            result.scene, String(result.frames), String(format: "%.2f s", result.render.seconds),
            String(format: "%.2f s", result.encode), String(format: "%.2f s", result.ffmpeg.seconds),
            String(format: "%.2f×", result.renderRatio), String(format: "%.2f×", result.encodeRatio),
            "\(result.render.bytes / 1024) KB / \(result.ffmpeg.bytes / 1024) KB",
            String(format: "%.1f dB / %.1f dB", result.render.psnr, result.ffmpeg.psnr),
            result.met ? "MET" : "MISSED",
            String(format: "%.2f s, %d KB, %.1f dB", result.ffmpegDefault.seconds, result.ffmpegDefault.bytes / 1024, result.ffmpegDefault.psnr),
        ] })
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Mean PSNR (dB, RGB) of the GIF's frame showing at each source frame's time.
    static func psnr(of gif: [UInt8], against sources: [RGBAImage]) -> Double {
        guard let decoded = try? GIFDecoder.decode(gif, maximumPixels: 1 << 30), !decoded.frames.isEmpty else { return 0 }
        var boundaries: [Int] = []  // centisecond each GIF frame ends
        var elapsed = 0
        for delay in decoded.delays {
            elapsed += max(delay, 1)
            boundaries.append(elapsed)
        }
        var total = 0.0
        for (index, source) in sources.enumerated() {
            let time = Int((Double(index) * 100 / fps).rounded(.down))  // the source frame's start, in cs
            let shown = boundaries.firstIndex { time < $0 } ?? decoded.frames.count - 1
            let frame = decoded.frames[shown]
            var squared = 0.0
            for offset in stride(from: 0, to: source.pixels.count, by: 4) {
                for channel in 0..<3 {
                    let difference = Double(frame.pixels[offset + channel]) - Double(source.pixels[offset + channel])
                    squared += difference * difference
                }
            }
            let mse = squared / Double(source.pixels.count / 4 * 3)
            total += mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
        }
        return total / Double(sources.count)
    }
}
