import CGIF
import FlipbookPNG

/// A GIF read back: each frame as a viewer shows it, its delay, and the loop count.
public struct DecodedGIF: Sendable {
    public let width: Int
    public let height: Int
    /// Composited frames (straight RGBA), one per image.
    public let frames: [RGBAImage]
    /// Delays in centiseconds, one per image.
    public let delays: [Int]
    /// The NETSCAPE2.0 loop count (0 = forever), or nil without the extension (play once).
    public let loopCount: Int?
    /// Each image's rectangle on the canvas.
    public let rectangles: [(left: Int, top: Int, width: Int, height: Int)]

    /// Plays in total, as `--loop` counts them: 0 forever, 1 without a loop extension, else the
    /// NETSCAPE2.0 count (repeats after the first play) plus one.
    public var plays: Int {
        guard let loopCount else { return 1 }
        return loopCount == 0 ? 0 : loopCount + 1
    }
}

/// Reads GIFs through giflib, compositing frames as a browser does (disposal 1 and 2).
public enum GIFDecoder {
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// Decodes and composites every frame. `maximumPixels` bounds the work a hostile file can
    /// ask for: the canvas and every image, summed over frames (default 2^26, 256 MB of RGBA).
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = 1 << 26) throws(GIFError) -> DecodedGIF {
        try checkSizes(bytes, maximumPixels: maximumPixels)
        let source = Source(bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), { file, buffer, length in
            guard let file, let buffer, let data = file.pointee.UserData else { return 0 }
            let source = Unmanaged<Source>.fromOpaque(data).takeUnretainedValue()
            let count = min(Int(length), source.bytes.count - source.offset)
            for index in 0..<count { buffer[index] = source.bytes[source.offset + index] }
            source.offset += count
            return Int32(count)
        }, &error) else { throw GIFError("not a GIF (\(GIFWriter.message(error)))") }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw GIFError("cannot read the GIF (\(GIFWriter.message(gif.pointee.Error)))") }

        let width = Int(gif.pointee.SWidth)
        let height = Int(gif.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [RGBAImage] = []
        var delays: [Int] = []
        var rectangles: [(left: Int, top: Int, width: Int, height: Int)] = []
        var loopCount: Int?
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            loopCount = loopCount ?? netscapeLoopCount(saved)
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: Int32(NO_TRANSPARENT_COLOR))
            DGifSavedExtensionToGCB(gif, Int32(index), &control)
            let descriptor = saved.ImageDesc
            guard let map = descriptor.ColorMap ?? gif.pointee.SColorMap else { throw GIFError("image \(index) has no palette") }
            let (left, top, w, h) = (Int(descriptor.Left), Int(descriptor.Top), Int(descriptor.Width), Int(descriptor.Height))
            for y in 0..<h {
                for x in 0..<w where left + x < width && top + y < height {
                    let value = Int(saved.RasterBits[y * w + x])
                    guard value != Int(control.TransparentColor), value < Int(map.pointee.ColorCount) else { continue }
                    let color = map.pointee.Colors[value]
                    let offset = ((top + y) * width + left + x) * 4
                    (canvas[offset], canvas[offset + 1], canvas[offset + 2], canvas[offset + 3]) = (color.Red, color.Green, color.Blue, 255)
                }
            }
            frames.append(RGBAImage(width: width, height: height, pixels: canvas)!)
            delays.append(Int(control.DelayTime))
            rectangles.append((left, top, w, h))
            if control.DisposalMode == DISPOSE_BACKGROUND && top < height && left < width {
                for y in top..<min(top + h, height) {
                    for x in left..<min(left + w, width) {
                        let offset = (y * width + x) * 4
                        (canvas[offset], canvas[offset + 1], canvas[offset + 2], canvas[offset + 3]) = (0, 0, 0, 0)
                    }
                }
            }
        }
        return DecodedGIF(width: width, height: height, frames: frames, delays: delays, loopCount: loopCount,
                          rectangles: rectangles)
    }

    /// Walks the GIF's blocks before giflib allocates anything: the logical screen and each
    /// image descriptor's size, so a header claiming 65535 × 65535 pixels per frame is refused
    /// instead of exhausting memory. A malformed stream is left for giflib to report.
    static func checkSizes(_ bytes: [UInt8], maximumPixels: Int) throws(GIFError) {
        func word(_ offset: Int) -> Int { offset + 1 < bytes.count ? Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 : 0 }
        guard bytes.count >= 13 else { return }
        let screen = word(6) * word(8)
        var total = screen
        var offset = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        func skipSubBlocks() {
            while offset < bytes.count, bytes[offset] != 0 { offset += Int(bytes[offset]) + 1 }
            offset += 1
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:  // extension: label, then data sub-blocks
                offset += 2
                skipSubBlocks()
            case 0x2C:  // image: descriptor, local colour table, LZW code size, data sub-blocks
                guard offset + 10 <= bytes.count else { return }
                let pixels = word(offset + 5) * word(offset + 7)
                total += pixels + screen  // its raster, and a composited frame
                let packed = bytes[offset + 9]
                offset += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0) + 1
                skipSubBlocks()
            default:  // the trailer, or something giflib will reject
                offset = bytes.count
            }
            guard total <= maximumPixels else {
                throw GIFError("the GIF needs more than \(maximumPixels) pixels decoded (a \(word(6))×\(word(8)) screen); refusing it")
            }
        }
    }

    /// The loop count from a NETSCAPE2.0 (or ANIMEXTS1.0) application extension before an image.
    private static func netscapeLoopCount(_ image: SavedImage) -> Int? {
        guard image.ExtensionBlockCount > 0, let blocks = image.ExtensionBlocks else { return nil }
        for index in 0..<Int(image.ExtensionBlockCount) where blocks[index].Function == APPLICATION_EXT_FUNC_CODE {
            let block = blocks[index]
            let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self)
            guard name == "NETSCAPE2.0" || name == "ANIMEXTS1.0", index + 1 < Int(image.ExtensionBlockCount) else { continue }
            let data = blocks[index + 1]
            guard data.ByteCount >= 3, data.Bytes[0] == 1 else { continue }
            return Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
        }
        return nil
    }
}
