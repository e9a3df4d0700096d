import CWebP
import FlipbookPNG

/// Lossless animated WebP with frames encoded on several threads, assembled with libwebpmux.
///
/// `WebPAnimEncoder` encodes one frame at a time, since a lossy frame is stored against what
/// the previous one decodes to. A lossless frame decodes to exactly its source, so what is shown
/// before frame k is frame k − 1 itself, and every frame's difference can be encoded without
/// waiting for the others. Each frame after the first is stored as the rectangle that changed
/// (its corner moved to even coordinates, as WebP's offsets are), disposal "none", as the
/// smaller of two candidates: the rectangle as it is, replacing what is under it, or — when the
/// rectangle is opaque — the same with its unchanged pixels transparent, blended over the
/// previous frame (long runs of one colour compress better). Identical frames are merged and
/// their durations added. The first frame is stored whole.
enum LosslessWebPAnimation {
    /// libwebp's lossless preset (0…9): level 6 gives most of the size of 9 at a fraction of its time.
    static let presetLevel: Int32 = 6
    /// The longest duration a WebP frame stores, in milliseconds (24 bits).
    static let maximumDuration = (1 << 24) - 1

    /// A frame waiting to be encoded: itself, and the frame shown before it (nil for the first).
    private struct Pending {
        let image: RGBAImage
        let previous: RGBAImage?
    }

    /// A frame encoded: where it goes, how it is drawn, and its WebP bitstream.
    private struct Encoded {
        let rect: PixelRect
        let blends: Bool
        let bitstream: [UInt8]
    }

    static func encode(frameCount: Int, frame: (Int) throws -> RGBAImage, timestamps: [Int], end: Int, plays: Int,
                       threads: Int) throws -> [UInt8] {
        var encoded: [Encoded] = []
        var durations: [Int] = []
        var pending: [Pending] = []
        var previous: RGBAImage?
        // A full chunk is encoded in the background while the next one is read.
        var encoding: BackgroundJob<[Encoded], WebPError>?
        func encodePending() throws(WebPError) {
            if let encoding { encoded += try encoding.wait() }
            let chunk = pending
            encoding = BackgroundJob { () throws(WebPError) in
                try parallelMap(count: chunk.count, threads: threads) { (index) throws(WebPError) in try encodeFrame(chunk[index]) }
            }
            pending = []
        }
        for index in 0..<frameCount {
            let image = try frame(index)
            try WebPEncoder.checkSize(of: image, index: index, first: previous.map { ($0.width, $0.height) })
            let duration = (index + 1 < frameCount ? timestamps[index + 1] : end) - timestamps[index]
            if let previous, previous == image {
                durations[durations.count - 1] += duration
                continue
            }
            pending.append(Pending(image: image, previous: previous))
            durations.append(duration)
            previous = image
            if pending.count >= 2 * max(threads, 1) { try encodePending() }
        }
        try encodePending()
        if let encoding { encoded += try encoding.wait() }
        guard let canvas = previous else { throw WebPError("expected at least one frame") }
        return try assemble(encoded, durations: durations, width: canvas.width, height: canvas.height, plays: plays)
    }

    /// One frame, as the smaller candidate.
    private static func encodeFrame(_ frame: Pending) throws(WebPError) -> Encoded {
        guard let previous = frame.previous, let changed = frame.image.changedBounds(from: previous) else {
            return Encoded(rect: frame.image.bounds, blends: false, bitstream: try encodeStill(frame.image, exact: true))
        }
        // WebP stores a frame's offset halved: its corner moves up and left to even coordinates.
        let rect = PixelRect(x: changed.x & ~1, y: changed.y & ~1, width: changed.width + (changed.x & 1),
                             height: changed.height + (changed.y & 1))
        let crop = frame.image.cropped(to: rect)
        // Replacing keeps the colour under transparent pixels exact; blending needs no exactness there.
        if crop.isOpaque {
            return Encoded(rect: rect, blends: true,
                           bitstream: try encodeStill(unchangedTransparent(crop, over: previous.cropped(to: rect)), exact: false))
        }
        return Encoded(rect: rect, blends: false, bitstream: try encodeStill(crop, exact: true))
    }

    /// `image` with the pixels equal to `old`'s made fully transparent.
    private static func unchangedTransparent(_ image: RGBAImage, over old: RGBAImage) -> RGBAImage {
        var pixels = image.pixels
        pixels.withUnsafeMutableBytes { new in
            old.pixels.withUnsafeBytes { old in
                new.withMemoryRebound(to: UInt32.self) { new in
                    old.withMemoryRebound(to: UInt32.self) { old in
                        for index in new.indices where new[index] == old[index] { new[index] = 0 }
                    }
                }
            }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)!
    }

    /// A still lossless WebP of `image`.
    private static func encodeStill(_ image: RGBAImage, exact: Bool) throws(WebPError) -> [UInt8] {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0, WebPConfigLosslessPreset(&config, presetLevel) != 0 else {
            throw WebPError("libwebp version mismatch (WebPConfigInit)")
        }
        config.exact = exact ? 1 : 0
        return try WebPEncoder.withPicture(of: image) { (picture) throws(WebPError) in
            var writer = WebPMemoryWriter()
            WebPMemoryWriterInit(&writer)
            defer { WebPMemoryWriterClear(&writer) }
            let status = withUnsafeMutablePointer(to: &writer) { writerPointer -> Int32 in
                picture.writer = WebPMemoryWrite
                picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
                return WebPEncode(&config, &picture)
            }
            guard status != 0, let memory = writer.mem else {
                throw WebPError("libwebp cannot encode a \(image.width)×\(image.height) frame (error \(picture.error_code.rawValue))")
            }
            return Array(UnsafeBufferPointer(start: memory, count: writer.size))
        }
    }

    /// The animation: canvas, loop count, then every frame at its offset with its duration.
    private static func assemble(_ frames: [Encoded], durations: [Int], width: Int, height: Int, plays: Int) throws(WebPError) -> [UInt8] {
        guard let mux = WebPMuxNew() else { throw WebPError("libwebpmux cannot start a file (out of memory?)") }
        defer { WebPMuxDelete(mux) }
        var parameters = WebPMuxAnimParams(bgcolor: 0, loop_count: Int32(min(max(plays, 0), 65_535)))
        guard WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)) == WEBP_MUX_OK,
              WebPMuxSetAnimationParams(mux, &parameters) == WEBP_MUX_OK else {
            throw WebPError("libwebpmux rejected a \(width)×\(height) canvas")
        }
        for (frame, duration) in zip(frames, durations) {
            let status = frame.bitstream.withUnsafeBufferPointer { bytes -> WebPMuxError in
                var info = WebPMuxFrameInfo()
                info.bitstream = WebPData(bytes: bytes.baseAddress, size: bytes.count)
                info.x_offset = Int32(frame.rect.x)
                info.y_offset = Int32(frame.rect.y)
                info.duration = Int32(min(max(duration, 0), maximumDuration))
                info.id = WEBP_CHUNK_ANMF
                info.dispose_method = WEBP_MUX_DISPOSE_NONE
                info.blend_method = frame.blends ? WEBP_MUX_BLEND : WEBP_MUX_NO_BLEND
                return WebPMuxPushFrame(mux, &info, 1)
            }
            guard status == WEBP_MUX_OK else { throw WebPError("libwebpmux cannot add a frame (error \(status.rawValue))") }
        }
        var data = WebPData(bytes: nil, size: 0)
        guard WebPMuxAssemble(mux, &data) == WEBP_MUX_OK, let bytes = data.bytes else {
            throw WebPError("libwebpmux cannot assemble the file")
        }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }
}
