import FlipbookGIF
import FlipbookPNG
import FlipbookWebP
import Foundation

/// Encodes frames as a GIF, APNG or WebP and writes the file atomically, or to standard output
/// for `--out -`. Frame times become milliseconds by one rule for every format: each frame's
/// start time rounded once, so delays add up to the rounded duration (GIF's centiseconds
/// follow `GIFTiming`).
enum AnimationOutput {
    /// Frames produced on demand (in order: the GIF encoder with a global palette asks for a
    /// sample and then every kept frame, `GIFEncoder.frameRequests`; the APNG encoder for every
    /// frame twice) starting at `startTimes` output seconds, ending at `end`. A failure to
    /// produce a frame is rethrown.
    static func write(
        _ format: AnimationFormat, frameCount: Int, frame: (Int) throws -> RGBAImage, startTimes: [Double], end: Double,
        options: AnimationOptions, to path: String, console: Console, quiet: Bool
    ) throws(CommandFailure) {
        let milliseconds = (startTimes + [end]).map { Int(($0 * 1000).rounded()) }
        let hold = Int((options.holdLast * 1000).rounded())
        do {
            switch format {
            case .gif:
                let encoded = try GIFEncoder.encode(frameCount: frameCount, frame: frame, startTimes: startTimes, end: end,
                                                    options: options.gif)
                if !quiet, encoded.report.timing.droppedCount > 0 {
                    console.error("flipbook: warning: \(encoded.report.timing.droppedCount) of \(frameCount) frames dropped "
                        + "evenly: GIF delays below 2 cs play as 10 cs in browsers, so GIFs run at 50 fps at most\n")
                }
                try store(encoded.bytes, to: path, console: console)
            case .apng:
                let apngFrame = { (index: Int) throws -> APNG.Frame in
                    APNG.Frame(image: try frame(index), delayMilliseconds: milliseconds[index + 1] - milliseconds[index]
                        + (index == frameCount - 1 ? hold : 0))
                }
                if path == "-" {
                    let output = ByteOutput()
                    try APNG.write(frameCount: frameCount, plays: options.plays, frame: apngFrame, to: output)
                    console.bytes(output.bytes)
                } else {
                    // Streamed to a temporary file beside the target, renamed into place when complete.
                    CommandFiles.createParentDirectory(of: path)
                    let file = try AtomicFileWriter(path: path)
                    try APNG.write(frameCount: frameCount, plays: options.plays, frame: apngFrame, to: file)
                    try file.commit()
                }
            case .webp:
                let bytes = try WebPEncoder.encode(frameCount: frameCount, frame: frame, timestamps: Array(milliseconds.dropLast()),
                                                   end: milliseconds[frameCount] + hold, options: options.webp)
                try store(bytes, to: path, console: console)
            }
        } catch let error as GIFError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch let error as PNGError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch let error as WebPError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch let error as FileWriteError {
            throw CommandFailure(.environment, error.description)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(.environment, "\(path): \(SystemErrorText.describe(error))")
        }
    }

    private static func store(_ bytes: [UInt8], to path: String, console: Console) throws(CommandFailure) {
        if path == "-" {
            console.bytes(bytes)
            return
        }
        CommandFiles.createParentDirectory(of: path)
        try CommandFiles.write(bytes, to: path)
    }
}
