import CRlottie
import FlipbookLottie
import FlipbookPNG
import FlipbookRender
import Foundation

/// A Lottie document played by rlottie (Debian's librlottie, LGPL-2.1+, linked dynamically):
/// the independent player that checks Flipbook's Lottie export, and what draws imported
/// Lottie files. One player is one rlottie animation and must stay on one thread.
public final class LottiePlayer {
    /// The composition's size in its own units (points for Flipbook's exports).
    public let width: Int, height: Int
    /// Frames per second (`fr`).
    public let frameRate: Double
    /// How many frames it has (`op − ip`).
    public let frameCount: Int
    /// Named markers: their first and last frame.
    public let markers: [(name: String, start: Int, end: Int)]

    private let animation: OpaquePointer
    /// rlottie's number for the first frame (the document's `ip`).
    private let firstFrame: Int

    /// Loads a document. `resourceDirectory` is where relative image paths in it are found.
    /// Throws when rlottie cannot read it.
    public init(json: String, resourceDirectory: String = ".") throws(LottiePlayerError) {
        // rlottie keeps parsed documents by key, so every load gets a key of its own.
        let key = UUID().uuidString
        let directory = resourceDirectory.hasSuffix("/") ? resourceDirectory : resourceDirectory + "/"
        guard let loaded = lottie_animation_from_data(json, key, directory) else {
            throw LottiePlayerError("rlottie cannot read it as a Lottie animation")
        }
        animation = loaded
        var w = 0, h = 0
        lottie_animation_get_size(loaded, &w, &h)
        width = w
        height = h
        frameRate = lottie_animation_get_framerate(loaded)
        frameCount = lottie_animation_get_totalframe(loaded)
        firstFrame = lottie_animation_get_frame_at_pos(loaded, 0)
        var found: [(String, Int, Int)] = []
        if let list = lottie_animation_get_markerlist(loaded)?.pointee, let first = list.ptr {
            for index in 0..<list.size {
                let marker = first[index]
                found.append((marker.name.map { String(cString: $0) } ?? "", marker.startframe, marker.endframe))
            }
        }
        markers = found
    }

    deinit { lottie_animation_destroy(animation) }

    /// Frame `number` (0 is the first, clamped to the last) drawn at `pixelWidth × pixelHeight`,
    /// the composition scaled to fill it, as straight RGBA over transparency.
    public func render(frame number: Int, pixelWidth: Int, pixelHeight: Int) -> RGBAImage {
        var argb = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        argb.withUnsafeMutableBufferPointer { buffer in
            draw(frame: number, width: pixelWidth, height: pixelHeight, into: buffer.baseAddress!, bytesPerRow: pixelWidth * 4)
        }
        // Premultiplied native-endian ARGB32: Cairo's layout, which Frame reads.
        let bytes = argb.withUnsafeBytes { Array($0) }
        return Frame(width: pixelWidth, height: pixelHeight, bytes: bytes).rgbaImage
    }
}

extension LottiePlayer: LottieFramePlayer {
    /// Draws frame `number` (0 is the first, clamped to the last) into Cairo-layout pixels.
    public func draw(frame number: Int, width: Int, height: Int, into pixels: UnsafeMutablePointer<UInt32>, bytesPerRow: Int) {
        let frame = min(max(number, 0), max(frameCount - 1, 0))
        lottie_animation_render(animation, firstFrame + frame, pixels, width, height, bytesPerRow)
    }
}

/// Installs rlottie as the player of `lottie` layers (`LottiePlayback`), reading `.json` and
/// `.lottie` files with `LottieFile`, or a document kept in memory (`LottieDocuments`).
public enum RlottiePlayback {
    public static func install() {
        LottiePlayback.install { (name) throws(RenderError) -> any LottieFramePlayer in
            let file = LottieDocuments.file(of: name)
            var json = LottieDocuments.document(named: name)
            if json == nil {
                do throws(LottieFileError) { json = try LottieFile(path: file).json } catch { throw RenderError(.badInput, error.message) }
            }
            do throws(LottiePlayerError) {
                return try LottiePlayer(json: String(decoding: json ?? [], as: UTF8.self),
                                        resourceDirectory: URL(fileURLWithPath: file).deletingLastPathComponent().path)
            } catch {
                throw RenderError(.badInput, "\(file): \(error.message)")
            }
        }
    }
}

/// Why rlottie could not load a document.
public struct LottiePlayerError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
