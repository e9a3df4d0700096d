import CWebP
import FlipbookPNG
import Foundation

/// How to make an animated WebP.
public struct WebPOptions: Sendable, Equatable {
    /// nil: lossless (the default: every pixel exact, alpha included). A number from 0 to 100:
    /// lossy at that quality (libwebp's scale; alpha stays lossless).
    public var lossyQuality: Double?
    /// Plays in total: 0 repeats forever (the WebP loop count, which counts plays, as APNG's does).
    public var plays: Int
    /// Threads that encode lossless frames at once; the file is the same for any number.
    public var threads: Int

    public init(lossyQuality: Double? = nil, plays: Int = 0, threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.lossyQuality = lossyQuality
        self.plays = plays
        self.threads = threads
    }
}

/// Why a WebP could not be made.
public struct WebPError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Frames to an animated WebP, each stored as the rectangle that changed, identical frames
/// merged, as the GIF and APNG encoders do: lossless frames on several threads
/// (`LosslessWebPAnimation`), lossy ones through libwebp's animation encoder (`WebPAnimEncoder`).
public enum WebPEncoder {
    /// Encodes frames produced on demand (each asked for once, in order; all the same size)
    /// that start at `timestamps` milliseconds, the animation ending at `end` milliseconds.
    /// The compressed frames are kept until the file is assembled, so memory holds the frames
    /// being encoded plus the compressed output. A failure to produce a frame is rethrown.
    public static func encode(frameCount: Int, frame: (Int) throws -> RGBAImage, timestamps: [Int], end: Int,
                              options: WebPOptions) throws -> [UInt8] {
        guard frameCount > 0, timestamps.count == frameCount else {
            throw WebPError("expected one timestamp per frame and at least one frame")
        }
        guard let quality = options.lossyQuality else {
            return try LosslessWebPAnimation.encode(frameCount: frameCount, frame: frame, timestamps: timestamps, end: end,
                                                    plays: options.plays, threads: options.threads)
        }
        // Lossy: a frame is stored against what the one before decodes to, so one at a time.
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw WebPError("libwebp version mismatch (WebPConfigInit)") }
        config.lossless = 0
        config.quality = Float(min(max(quality, 0), 100))
        config.method = 4
        config.thread_level = 1
        guard WebPValidateConfig(&config) != 0 else { throw WebPError("libwebp rejected the encoder settings") }

        var encoder: OpaquePointer?
        defer { if let encoder { WebPAnimEncoderDelete(encoder) } }
        var size: (width: Int, height: Int)?
        for index in 0..<frameCount {
            let image = try frame(index)
            try checkSize(of: image, index: index, first: size)
            if size == nil {
                size = (image.width, image.height)
                var animation = WebPAnimEncoderOptions()
                guard WebPAnimEncoderOptionsInit(&animation) != 0 else { throw WebPError("libwebp version mismatch (animation options)") }
                animation.anim_params.loop_count = Int32(min(max(options.plays, 0), 65_535))
                animation.anim_params.bgcolor = 0  // transparent: what the first frame is drawn over
                animation.allow_mixed = 0
                encoder = WebPAnimEncoderNew(Int32(image.width), Int32(image.height), &animation)
                guard encoder != nil else { throw WebPError("libwebp cannot start an animation (out of memory?)") }
            }
            try add(image, at: timestamps[index], to: encoder!, config: &config)
        }
        // The closing timestamp gives the last frame its duration.
        guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: end), nil) != 0 else { throw failure(encoder!, "the last frame") }
        var data = WebPData()
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else { throw failure(encoder!, "the file") }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private static func add(_ image: RGBAImage, at timestamp: Int, to encoder: OpaquePointer, config: inout WebPConfig) throws {
        try withPicture(of: image) { (picture) throws(WebPError) in
            guard WebPAnimEncoderAdd(encoder, &picture, Int32(clamping: timestamp), &config) != 0 else {
                throw failure(encoder, "a frame at \(timestamp) ms")
            }
        }
    }

    /// `body` with a libwebp picture holding `image` (ARGB), freed afterwards.
    static func withPicture<Value>(of image: RGBAImage, _ body: (inout WebPPicture) throws(WebPError) -> Value) throws(WebPError) -> Value {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw WebPError("libwebp version mismatch (WebPPictureInit)") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        let imported = image.pixels.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(image.width * 4)) }
        guard imported != 0 else { throw WebPError("libwebp cannot take a \(image.width)×\(image.height) frame (out of memory?)") }
        return try body(&picture)
    }

    /// Throws unless `image` has the first frame's size, or (the first) a size WebP can hold.
    static func checkSize(of image: RGBAImage, index: Int, first: (width: Int, height: Int)?) throws(WebPError) {
        if let first {
            guard image.width == first.width, image.height == first.height else {
                throw WebPError("frame \(index) is \(image.width)×\(image.height), the first is \(first.width)×\(first.height)")
            }
        } else {
            guard (1...16_383).contains(image.width), (1...16_383).contains(image.height) else {
                throw WebPError("frames are \(image.width)×\(image.height); a WebP holds 1…16383 pixels each way")
            }
        }
    }

    private static func failure(_ encoder: OpaquePointer, _ what: String) -> WebPError {
        let reason = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
        return WebPError("libwebp cannot encode \(what): \(reason)")
    }
}
