import FlipbookGIF
import FlipbookPNG
import Foundation

/// Encodes frames as a GIF (or APNG) and writes it atomically, reporting dropped frames.
enum GIFOutput {
    /// APNG: every frame kept, delays in exact milliseconds from the frame times. Frames are
    /// produced on demand, each asked for once, in order, and written to the file as they come
    /// (atomically: the file appears when complete). A failure to produce a frame is rethrown.
    static func writeAPNG(frameCount: Int, frame: (Int) throws -> RGBAImage, startTimes: [Double], end: Double,
                          holdLast: Double, plays: Int, to path: String) throws(CommandFailure) {
        let milliseconds = (startTimes + [end]).map { Int(($0 * 1000).rounded()) }
        do {
            CommandFiles.createParentDirectory(of: path)
            let file = try AtomicFileWriter(path: path)
            try APNG.write(frameCount: frameCount, plays: plays, frame: { index in
                APNG.Frame(image: try frame(index), delayMilliseconds: milliseconds[index + 1] - milliseconds[index]
                    + (index == frameCount - 1 ? Int((holdLast * 1000).rounded()) : 0))
            }, to: file)
            try file.commit()
        } catch let error as PNGError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch let error as FileWriteError {
            throw CommandFailure(.environment, error.description)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(.environment, "\(path): \(SystemErrorText.describe(error))")
        }
    }

    private static func store(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        CommandFiles.createParentDirectory(of: path)
        try CommandFiles.write(bytes, to: path)
    }

    /// GIF, from frames produced on demand (the streaming encoder asks for each kept frame once
    /// or twice, in order), reporting dropped frames. A failure to produce a frame is rethrown.
    static func write(
        frameCount: Int, frame: (Int) throws -> RGBAImage, startTimes: [Double], end: Double, options: GIFOptions,
        to path: String, console: Console, quiet: Bool
    ) throws(CommandFailure) {
        let encoded: (bytes: [UInt8], report: GIFEncoder.Report)
        do {
            encoded = try GIFEncoder.encode(frameCount: frameCount, frame: frame, startTimes: startTimes, end: end, options: options)
        } catch let error as GIFError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(.environment, "\(path): \(SystemErrorText.describe(error))")
        }
        if !quiet, encoded.report.timing.droppedCount > 0 {
            console.error("flipbook: warning: \(encoded.report.timing.droppedCount) of \(frameCount) frames dropped "
                + "evenly: GIF delays below 2 cs play as 10 cs in browsers, so GIFs run at 50 fps at most\n")
        }
        try store(encoded.bytes, to: path)
    }
}
