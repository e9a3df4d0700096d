import Dispatch
import FlipbookGIF
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation

/// Flipbook's GIF encoder against ffmpeg's two-pass palettegen/paletteuse on the same PNG
/// frames: wall time, size, and mean PSNR of the composited GIF frames against the PNGs.
struct GIFComparison {
    let scene: String
    let frames: Int
    let flipbook: (seconds: Double, bytes: Int, psnr: Double)
    let ffmpeg: (seconds: Double, bytes: Int, psnr: Double)?
}

enum GIFBenchmark {
    static func run(scenes: [String], assets: URL) -> [GIFComparison] {
        guard let fonts = try? FontConfiguration() else { return [] }
        var results: [GIFComparison] = []
        for name in scenes {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(name)-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            guard let scene = try? SceneFile.load(path: assets.appendingPathComponent("\(name).json").path),
                  let timeline = try? scene.timeline(),
                  (try? Flipbook.writePNGSequence(of: timeline, to: folder.path, options: RenderOptions(fps: 50, scale: 1),
                                                  fonts: fonts)) != nil else { continue }
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".png") }.sorted().map { folder.path + "/" + $0 }
            let sources = files.compactMap { path in
                FileManager.default.contents(atPath: path).flatMap { try? PNGCodec.decode(Array($0)) }
            }
            // Flipbook: decode the PNGs and encode, as `flipbook encode` does.
            let start = DispatchTime.now().uptimeNanoseconds
            let decoded = files.compactMap { path in
                FileManager.default.contents(atPath: path).flatMap { try? PNGCodec.decode(Array($0)) }
            }
            let starts = (0..<decoded.count).map { Double($0) / 50 }
            guard let ours = try? GIFEncoder.encode(decoded, startTimes: starts, end: Double(decoded.count) / 50,
                                                    options: GIFOptions()).bytes else { continue }
            let ourSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let ourPSNR = psnr(of: ours, against: sources)
            var theirs: (Double, Int, Double)?
            let output = folder.appendingPathComponent("ffmpeg.gif").path
            let ffmpegStart = DispatchTime.now().uptimeNanoseconds
            if runFFmpeg(["-v", "error", "-y", "-framerate", "50", "-i", folder.path + "/frame-%05d.png",
                          "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", output]),
               let bytes = FileManager.default.contents(atPath: output) {
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - ffmpegStart) / 1e9
                theirs = (seconds, bytes.count, psnr(of: Array(bytes), against: sources))
            }
            results.append(GIFComparison(scene: name, frames: sources.count, flipbook: (ourSeconds, ours.count, ourPSNR),
                                         ffmpeg: theirs))
        }
        return results
    }

    /// Mean PSNR (dB, RGB) of the GIF's frame showing at each source frame's time.
    static func psnr(of gif: [UInt8], against sources: [RGBAImage]) -> Double {
        guard let decoded = try? GIFDecoder.decode(gif), !decoded.frames.isEmpty else { return 0 }
        var boundaries: [Int] = []  // centisecond each GIF frame ends
        var elapsed = 0
        for delay in decoded.delays {
            elapsed += max(delay, 1)
            boundaries.append(elapsed)
        }
        var total = 0.0
        for (index, source) in sources.enumerated() {
            let time = index * 2  // 50 fps = 2 cs per source frame
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

    static func runFFmpeg(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
