import FlipbookGIF
import FlipbookPNG
import Foundation

/// Encodes frames as a GIF and writes it atomically, reporting dropped frames.
enum GIFOutput {
    static func write(
        _ frames: [RGBAImage], startTimes: [Double], end: Double, options: GIFOptions, to path: String,
        console: Console, quiet: Bool
    ) throws(CommandFailure) {
        let encoded: (bytes: [UInt8], report: GIFEncoder.Report)
        do {
            encoded = try GIFEncoder.encode(frames, startTimes: startTimes, end: end, options: options)
        } catch {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        }
        if !quiet, encoded.report.timing.droppedCount > 0 {
            console.error("flipbook: warning: \(encoded.report.timing.droppedCount) of \(frames.count) frames dropped "
                + "evenly: GIF delays below 2 cs play as 10 cs in browsers, so GIFs run at 50 fps at most\n")
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        do {
            try AtomicFile.write(encoded.bytes, to: path)
        } catch {
            throw CommandFailure(.environment, error.description)
        }
    }
}
