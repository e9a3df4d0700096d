/// Reading APNGs back, as a viewer shows them: every frame composited onto the canvas with its
/// offsets, blend and dispose operations (APNG specification 1.0, "fcTL").
extension APNG {
    /// A decoded APNG: the canvas as shown at each frame, delays in milliseconds, play count
    /// (0 = forever).
    public struct Decoded: Sendable {
        public let frames: [RGBAImage]
        public let delaysMilliseconds: [Int]
        public let plays: Int
    }

    /// Decodes an APNG (any offsets, `dispose_op` and `blend_op`); a plain PNG decodes as one
    /// frame. `maximumPixels` bounds the pixels decoded, summed over frames (default 2^26,
    /// 256 MB of RGBA), so a hostile file cannot claim thousands of huge frames.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = 1 << 26) throws(PNGError) -> Decoded {
        let chunks = try PNGChunks.read(bytes)
        guard let header = chunks.first(where: { $0.type == "IHDR" }), header.data.count >= 13 else {
            throw PNGError(message: "no IHDR chunk")
        }
        guard let control = chunks.first(where: { $0.type == "acTL" }), control.data.count >= 8 else {
            return Decoded(frames: [try PNGCodec.decode(bytes, maximumPixels: maximumPixels)], delaysMilliseconds: [0], plays: 1)
        }
        let plays = Int(PNGChunks.readUInt32(control.data, at: 4))
        // What each frame's pixels need to decode: the palette and transparency of the colour type.
        let colorChunks = chunks.filter { $0.type == "PLTE" || $0.type == "tRNS" }.flatMap { PNGChunks.chunk($0.type, $0.data) }
        var canvas = Canvas(width: Int(PNGChunks.readUInt32(header.data, at: 0)), height: Int(PNGChunks.readUInt32(header.data, at: 4)))
        var decodedPixels = canvas.width * canvas.height
        guard decodedPixels <= maximumPixels else { throw PNGError(message: "the APNG's canvas is larger than \(maximumPixels) pixels") }
        var frames: [RGBAImage] = []
        var delays: [Int] = []
        var pending: (control: FrameControl, data: [UInt8])?
        func finish() throws(PNGError) {
            guard let current = pending else { return }
            pending = nil
            let rect = current.control.rect
            decodedPixels += rect.width * rect.height
            guard decodedPixels <= maximumPixels else {
                throw PNGError(message: "the APNG's frames hold more than \(maximumPixels) pixels; refusing it")
            }
            var ihdr = header.data
            ihdr.replaceSubrange(0..<8, with: PNGChunks.bigEndian(UInt32(rect.width)) + PNGChunks.bigEndian(UInt32(rect.height)))
            let png = PNGChunks.signature + PNGChunks.chunk("IHDR", ihdr) + colorChunks + PNGChunks.chunk("IDAT", current.data)
                + PNGChunks.chunk("IEND", [])
            let image = try PNGCodec.decode(png, maximumPixels: maximumPixels)
            let saved = canvas.pixels
            canvas.draw(image, at: rect, blend: current.control.blend)
            frames.append(canvas.image)
            delays.append(current.control.delayMilliseconds)
            switch current.control.dispose {
            case 1: canvas.clear(rect)
            // The first frame's "previous" is the cleared canvas (the specification's rule).
            case 2: if frames.count == 1 { canvas.clear(rect) } else { canvas.pixels = saved }
            default: break
            }
        }
        var sawControl = false
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finish()
                sawControl = true
                pending = (try FrameControl(chunk.data, canvasWidth: canvas.width, canvasHeight: canvas.height), [])
            case "IDAT":
                // An IDAT without an fcTL before it is a default image outside the animation.
                if sawControl { pending?.data += chunk.data }
            case "fdAT":
                pending?.data += chunk.data.dropFirst(4)
            default:
                break
            }
        }
        try finish()
        guard !frames.isEmpty else { throw PNGError(message: "the APNG has no frames") }
        return Decoded(frames: frames, delaysMilliseconds: delays, plays: plays)
    }

    /// An fcTL chunk, checked against the canvas.
    private struct FrameControl {
        let rect: PixelRect
        let delayMilliseconds: Int
        let dispose: UInt8
        let blend: Blend

        init(_ data: [UInt8], canvasWidth: Int, canvasHeight: Int) throws(PNGError) {
            guard data.count >= 26 else { throw PNGError(message: "fcTL chunk too short") }
            rect = PixelRect(x: Int(PNGChunks.readUInt32(data, at: 12)), y: Int(PNGChunks.readUInt32(data, at: 16)),
                             width: Int(PNGChunks.readUInt32(data, at: 4)), height: Int(PNGChunks.readUInt32(data, at: 8)))
            guard rect.width > 0, rect.height > 0, rect.x + rect.width <= canvasWidth, rect.y + rect.height <= canvasHeight else {
                throw PNGError(message: "an fcTL frame (\(rect.width)×\(rect.height) at \(rect.x),\(rect.y)) "
                    + "does not fit the \(canvasWidth)×\(canvasHeight) canvas")
            }
            let numerator = Int(PNGChunks.readUInt16(data, at: 20))
            let denominator = Int(PNGChunks.readUInt16(data, at: 22))
            // A zero denominator means hundredths of a second (the specification's rule).
            delayMilliseconds = (numerator * 1000 + (denominator == 0 ? 100 : denominator) / 2) / (denominator == 0 ? 100 : denominator)
            dispose = data[24]
            guard let blend = Blend(rawValue: data[25]), dispose <= 2 else {
                throw PNGError(message: "an fcTL has an unknown dispose_op \(data[24]) or blend_op \(data[25])")
            }
            self.blend = blend
        }
    }

    /// The output buffer frames are composited on (straight RGBA, starting fully transparent).
    private struct Canvas {
        let width: Int
        let height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        }

        var image: RGBAImage { RGBAImage(width: width, height: height, pixels: pixels)! }

        mutating func clear(_ rect: PixelRect) {
            for row in rect.y..<(rect.y + rect.height) {
                let start = (row * width + rect.x) * 4
                pixels.replaceSubrange(start..<start + rect.width * 4, with: repeatElement(0, count: rect.width * 4))
            }
        }

        /// `source` replaces the rectangle, or is composited over it (Porter–Duff over, straight
        /// alpha, rounded to the nearest 8-bit value; exact where the source is opaque or clear).
        mutating func draw(_ image: RGBAImage, at rect: PixelRect, blend: Blend) {
            for row in 0..<rect.height {
                for column in 0..<rect.width {
                    let from = (row * rect.width + column) * 4
                    let to = ((rect.y + row) * width + rect.x + column) * 4
                    let sourceAlpha = Int(image.pixels[from + 3])
                    if blend == .source || sourceAlpha == 255 {
                        for channel in 0..<4 { pixels[to + channel] = image.pixels[from + channel] }
                        continue
                    }
                    guard sourceAlpha > 0 else { continue }
                    let backdrop = Int(pixels[to + 3]) * (255 - sourceAlpha)
                    let alpha = sourceAlpha * 255 + backdrop
                    for channel in 0..<3 {
                        let value = Int(image.pixels[from + channel]) * sourceAlpha * 255 + Int(pixels[to + channel]) * backdrop
                        pixels[to + channel] = UInt8((value + alpha / 2) / alpha)
                    }
                    pixels[to + 3] = UInt8((alpha + 127) / 255)
                }
            }
        }
    }
}
