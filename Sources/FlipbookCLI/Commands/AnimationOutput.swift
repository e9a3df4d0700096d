import FlipbookAnimations
import FlipbookGIF
import FlipbookPNG
import FlipbookWebP
import Foundation

/// Writes an animation for a verb: `AnimationEncoder` with the file (or standard output for
/// `--out -`) and its errors turned into exit codes: a frame or option the encoder refuses is
/// a usage error (2), a file that cannot be written an environment error (3).
enum AnimationOutput {
    static func write(
        _ format: AnimationFormat, frameCount: Int, frame: (Int) throws -> RGBAImage, startTimes: [Double], end: Double,
        options: AnimationOptions, to path: String, console: Console, quiet: Bool
    ) throws(CommandFailure) {
        try encoding(to: path) {
            let warnings = try AnimationEncoder.write(format, frameCount: frameCount, frame: frame, startTimes: startTimes,
                                                      end: end, options: options, to: destination(path, console: console))
            if !quiet { for warning in warnings { console.error("flipbook: warning: \(warning)\n") } }
        }
    }

    /// Where `path` sends the file: standard output for `-`, else the file (its folder made).
    static func destination(_ path: String, console: Console) -> AnimationDestination {
        guard path != "-" else { return .bytes { console.bytes($0) } }
        CommandFiles.createParentDirectory(of: path)
        return .file(path)
    }

    /// Runs an encoding (and the drawing that feeds it), with its errors as exit codes.
    static func encoding(to path: String, _ body: () throws -> Void) throws(CommandFailure) {
        do {
            try body()
        } catch let error as GIFError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch let error as PNGError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch let error as WebPError {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        } catch {
            // Drawing errors, interruptions, a file that cannot be written.
            throw Pictures.failure(error)
        }
    }
}
