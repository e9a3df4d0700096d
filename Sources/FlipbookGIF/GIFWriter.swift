import CGIF

/// One image of a GIF: a rectangle of palette indices over the canvas.
struct GIFImage {
    var left: Int, top: Int, width: Int, height: Int
    var indices: [UInt8]
    /// A local palette, or nil to use the global one.
    var localPalette: [UInt32]?
    var transparentIndex: Int?
    var delay: Int
    /// GIF disposal: 1 keeps the image under the next one, 2 clears it to the background.
    var disposal: Int32
}

/// Writes GIF89a through giflib into memory (a write callback; the caller writes the file
/// atomically), one image at a time: images are handed over as the encoder finishes them, so
/// only the compressed GIF is held, never every frame's palette indices.
final class GIFWriter {
    /// Bytes collected by giflib's write callback.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    private let sink = Sink()
    private let gif: UnsafeMutablePointer<GifFileType>
    private var closed = false

    /// Starts a GIF: the screen (with the global palette, if any) and the loop extension for
    /// `plays` plays in total (0 = forever).
    init(width: Int, height: Int, globalPalette: [UInt32]?, plays: Int) throws(GIFError) {
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(sink).toOpaque()
        guard let gif = EGifOpen(user, { file, bytes, length in
            guard let file, let bytes, let data = file.pointee.UserData else { return 0 }
            Unmanaged<Sink>.fromOpaque(data).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
            return length
        }, &error) else { throw GIFError("giflib cannot start a GIF (\(Self.message(error)))") }
        self.gif = gif
        EGifSetGifVersion(gif, true)

        let global = globalPalette.flatMap(Self.colorMap)
        defer { if let global { GifFreeMapObject(global) } }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, global.map { UnsafePointer($0) }), "the screen descriptor")

        // NETSCAPE2.0 counts the repeats after the first play (0 = forever); a GIF without the
        // extension plays once, so one play writes none.
        guard plays != 1 else { return }
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop extension")
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, 11, &application), "the loop extension")
        let loops = plays <= 0 ? 0 : min(plays - 1, 65_535)
        var loopBlock: [UInt8] = [1, UInt8(loops & 0xFF), UInt8(loops >> 8)]
        try check(EGifPutExtensionBlock(gif, 3, &loopBlock), "the loop extension")
        try check(EGifPutExtensionTrailer(gif), "the loop extension")
    }

    deinit {
        if !closed { EGifCloseFile(gif, nil) }
    }

    /// Appends one image with its delay, disposal and palette.
    func add(_ image: GIFImage) throws(GIFError) {
        var control = GraphicsControlBlock(
            DisposalMode: image.disposal, UserInputFlag: false, DelayTime: Int32(image.delay),
            TransparentColor: Int32(image.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "a frame's delay")
        let local = image.localPalette.flatMap(Self.colorMap)
        defer { if let local { GifFreeMapObject(local) } }
        try check(EGifPutImageDesc(gif, Int32(image.left), Int32(image.top), Int32(image.width), Int32(image.height),
                                   false, local.map { UnsafePointer($0) }), "a frame's descriptor")
        var indices = image.indices
        try check(EGifPutLine(gif, &indices, Int32(indices.count)), "a frame's pixels")
    }

    /// Ends the GIF and returns its bytes.
    func finish() throws(GIFError) -> [UInt8] {
        closed = true
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw GIFError("giflib cannot finish the GIF (\(Self.message(error)))") }
        return sink.bytes
    }

    /// A giflib colour map (its size a power of two, as GIF requires), from RGBA colours.
    private static func colorMap(_ palette: [UInt32]) -> UnsafeMutablePointer<ColorMapObject>? {
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = (0..<size).map { index -> GifColorType in
            let rgba = index < palette.count ? palette[index] : 0
            return GifColorType(Red: UInt8(rgba >> 24), Green: UInt8((rgba >> 16) & 0xFF), Blue: UInt8((rgba >> 8) & 0xFF))
        }
        return GifMakeMapObject(Int32(size), &colors)
    }

    private func check(_ status: Int32, _ what: String) throws(GIFError) {
        guard status == GIF_OK else { throw GIFError("giflib cannot write \(what) (\(Self.message(gif.pointee.Error)))") }
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
