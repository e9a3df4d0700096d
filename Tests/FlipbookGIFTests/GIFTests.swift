import Foundation
import Testing
@testable import FlipbookGIF
import FlipbookPNG

/// GIFs written, read back through giflib and compared with their source frames.
@Suite("GIF export")
struct GIFTests {
    /// A white 40 × 30 frame with a 10 × 10 square of `color` at x.
    func frame(squareAt x: Int, color: (UInt8, UInt8, UInt8) = (0x00, 0x7A, 0xFF), alpha background: UInt8 = 255) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: 40 * 30 * 4)
        for y in 0..<30 {
            for column in 0..<40 {
                let offset = (y * 40 + column) * 4
                let inside = column >= x && column < x + 10 && y >= 10 && y < 20
                let (r, g, b) = inside ? color : (255, 255, 255)
                (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) = (r, g, b, inside ? 255 : background)
            }
        }
        return RGBAImage(width: 40, height: 30, pixels: pixels)!
    }

    func times(_ count: Int, fps: Double) -> [Double] { (0..<count).map { Double($0) / fps } }

    @Test("Flat UI colours survive exactly; frames store only the changed rectangle; delays and loop read back")
    func flatFrames() throws {
        let frames = (0..<10).map { frame(squareAt: $0 * 3) }
        let (bytes, report) = try GIFEncoder.encode(frames, startTimes: times(10, fps: 20), end: 0.5, options: GIFOptions())
        let decoded = try GIFDecoder.decode(bytes)
        #expect(decoded.frames.count == 10)
        #expect(decoded.delays == Array(repeating: 5, count: 10))
        #expect(decoded.loopCount == 0)
        for (index, image) in decoded.frames.enumerated() {
            #expect(image == frames[index], "frame \(index) composites to its source exactly")
        }
        #expect(decoded.rectangles[0] == (0, 0, 40, 30) as (Int, Int, Int, Int))
        let second = decoded.rectangles[1]
        #expect(second.width == 13 && second.height == 10, "only the 3-pixel move changed: \(second)")
        #expect(report.imageCount == 10)
    }

    @Test("Identical consecutive frames merge and their delays add up; hold-last extends the end")
    func mergeAndHold() throws {
        let frames = [frame(squareAt: 0), frame(squareAt: 0), frame(squareAt: 5)]
        var options = GIFOptions()
        options.holdLast = 1
        let decoded = try GIFDecoder.decode(try GIFEncoder.encode(frames, startTimes: times(3, fps: 10), end: 0.3,
                                                                   options: options).bytes)
        #expect(decoded.frames.count == 2)
        #expect(decoded.delays == [20, 110])
    }

    @Test("Delays from cumulative rounding: 30 fps alternates 3 and 4 cs; 60 fps drops frames evenly, never below 2 cs")
    func timing() {
        let thirty = GIFTiming(startTimes: times(4, fps: 30), end: 4.0 / 30)
        #expect(thirty.delays == [3, 4, 3, 3])
        #expect(thirty.droppedCount == 0)
        let sixty = GIFTiming(startTimes: times(61, fps: 60), end: 61.0 / 60)
        #expect(sixty.delays.allSatisfy { $0 >= 2 })
        #expect(sixty.delays.reduce(0, +) == 102, "the total duration is kept: round(100 × 61/60)")
        #expect(sixty.keptFrames.last == 60, "the end state is always kept")
        #expect(sixty.droppedCount > 0)
    }

    @Test("Transparency: alpha below 128 becomes transparent, the rest opaque")
    func transparency() throws {
        let frames = [frame(squareAt: 0, alpha: 0), frame(squareAt: 10, alpha: 0)]
        var options = GIFOptions()
        options.transparent = true
        let decoded = try GIFDecoder.decode(try GIFEncoder.encode(frames, startTimes: times(2, fps: 10), end: 0.2,
                                                                   options: options).bytes)
        #expect(decoded.frames.count == 2)
        let last = decoded.frames[1]
        #expect(last.pixel(x: 15, y: 15) == (0x00, 0x7A, 0xFF, 255))
        #expect(last.pixel(x: 5, y: 15).a == 0, "where the square was, transparent again (disposal 2)")
        #expect(last.pixel(x: 35, y: 2).a == 0)
    }

    @Test("A smooth gradient stays close: PSNR above 35 dB, per-frame palettes too")
    func gradient() throws {
        var pixels = [UInt8](repeating: 255, count: 128 * 16 * 4)
        for y in 0..<16 {
            for x in 0..<128 {
                let offset = (y * 128 + x) * 4
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (UInt8(x * 2), UInt8(255 - x), UInt8(x))
            }
        }
        let image = RGBAImage(width: 128, height: 16, pixels: pixels)!
        for palette in GIFOptions.PaletteMode.allCases {
            var options = GIFOptions()
            options.palette = palette
            let decoded = try GIFDecoder.decode(try GIFEncoder.encode([image], startTimes: [0], end: 0.1, options: options).bytes)
            var squared = 0.0
            for index in stride(from: 0, to: pixels.count, by: 4) {
                for channel in 0..<3 {
                    let difference = Double(decoded.frames[0].pixels[index + channel]) - Double(pixels[index + channel])
                    squared += difference * difference
                }
            }
            let psnr = 10 * log10(255 * 255 / (squared / Double(pixels.count / 4 * 3)))
            #expect(psnr > 35, "\(palette): \(psnr) dB")
        }
    }

    @Test("Deterministic: the same frames give the same bytes")
    func deterministic() throws {
        let frames = (0..<5).map { frame(squareAt: $0 * 5, color: (200, 30, 90)) }
        let first = try GIFEncoder.encode(frames, startTimes: times(5, fps: 25), end: 0.2, options: GIFOptions()).bytes
        let second = try GIFEncoder.encode(frames, startTimes: times(5, fps: 25), end: 0.2, options: GIFOptions()).bytes
        #expect(first == second)
    }

    @Test("Bad input: mismatched sizes and an impossible quality")
    func errors() {
        #expect(throws: GIFError.self) {
            try GIFEncoder.encode([frame(squareAt: 0), RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16))!],
                                  startTimes: [0, 0.1], end: 0.2, options: GIFOptions())
        }
        #expect(throws: GIFError.self) {
            try Quantizer(quality: 50...150, dither: 1)
        }
    }

    @Test("Streaming from a frame source gives the same bytes, asking for each kept frame in order (twice for a global palette)",
          arguments: [GIFOptions.PaletteMode.global, .perFrame])
    func streaming(palette: GIFOptions.PaletteMode) throws {
        // Duplicates (merged runs) and 100 fps (frames dropped to 50) exercise the kept-frame order.
        let frames = (0..<12).map { frame(squareAt: ($0 / 2) * 4) }
        var options = GIFOptions()
        options.palette = palette
        let whole = try GIFEncoder.encode(frames, startTimes: times(12, fps: 100), end: 0.12, options: options)
        var asked: [Int] = []
        let streamed = try GIFEncoder.encode(frameCount: 12, frame: { index in
            asked.append(index)
            return frames[index]
        }, startTimes: times(12, fps: 100), end: 0.12, options: options)
        #expect(streamed.bytes == whole.bytes)
        let kept = whole.report.timing.keptFrames
        #expect(kept.count == 6, "100 fps drops to 50")
        #expect(asked == (palette == .global ? kept + kept : kept))
        #expect(asked == GIFEncoder.frameRequests(startTimes: times(12, fps: 100), end: 0.12, options: options))
    }

    @Test("A long animation's palette reads an even sample of its frames, and asks for exactly what frameRequests says")
    func histogramSample() throws {
        #expect(GIFEncoder.histogramSample(of: Array(0..<64)) == Array(0..<64))
        let sample = GIFEncoder.histogramSample(of: Array(0..<301))
        #expect(sample.count == GIFEncoder.histogramFrameLimit)
        #expect(sample.first == 0 && sample.last == 300)
        let gaps = Set(zip(sample, sample.dropFirst()).map { $1 - $0 })
        #expect(gaps == [4, 5], "evenly spread: \(gaps)")

        // 130 frames of a square crossing the frame: the histogram reads 64, then all 130 are remapped.
        let frames = (0..<130).map { frame(squareAt: $0 % 31, color: $0 < 65 ? (200, 30, 90) : (20, 160, 60)) }
        var asked: [Int] = []
        let encoded = try GIFEncoder.encode(frameCount: 130, frame: { index in
            asked.append(index)
            return frames[index]
        }, startTimes: times(130, fps: 50), end: 2.6, options: GIFOptions())
        #expect(asked == GIFEncoder.frameRequests(startTimes: times(130, fps: 50), end: 2.6, options: GIFOptions()))
        #expect(asked.count == 64 + 130)
        let decoded = try GIFDecoder.decode(encoded.bytes, maximumPixels: 1 << 20)
        for (index, source) in frames.enumerated() where index % 13 == 0 {
            #expect(decoded.frames[index].pixels == source.pixels, "frame \(index): flat colours exact")
        }
    }

    @Test("Any number of remapping threads gives the same bytes", arguments: [GIFOptions.PaletteMode.global, .perFrame])
    func threads(palette: GIFOptions.PaletteMode) throws {
        // A gradient that moves, so every frame is dithered, in crops large and tiny.
        let frames = (0..<24).map { step -> RGBAImage in
            var pixels = [UInt8](repeating: 255, count: 64 * 48 * 4)
            for y in 0..<48 {
                for x in 0..<64 {
                    let offset = (y * 64 + x) * 4
                    let moving = step % 3 == 2 ? (x < 2 && y < 2) : true
                    pixels[offset] = UInt8((x * 4 + (moving ? step * 3 : 0)) % 256)
                    pixels[offset + 1] = UInt8((y * 5 + x) % 256)
                    pixels[offset + 2] = UInt8((x * y + (moving ? step : 0)) % 256)
                }
            }
            return RGBAImage(width: 64, height: 48, pixels: pixels)!
        }
        var outputs: [[UInt8]] = []
        for threads in [1, 2, 5] {
            var options = GIFOptions(palette: palette, threads: threads)
            options.palette = palette
            outputs.append(try GIFEncoder.encode(frames, startTimes: times(24, fps: 25), end: 0.96, options: options).bytes)
        }
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
    }

    @Test("A frame source that fails stops the encoding with its error")
    func streamingFailure() {
        struct Broken: Error {}
        #expect(throws: Broken.self) {
            _ = try GIFEncoder.encode(frameCount: 5, frame: { index in
                if index == 3 { throw Broken() }
                return frame(squareAt: index)
            }, startTimes: times(5, fps: 10), end: 0.5, options: GIFOptions())
        }
    }

    @Test("isOpaque: every alpha 255; one pixel at 254 anywhere, even the last, is not")
    func opaqueScan() {
        let opaque = RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 255, count: 24))!
        #expect(opaque.isOpaque)
        for pixel in 0..<6 {
            var pixels = opaque.pixels
            pixels[pixel * 4 + 3] = 254
            #expect(!RGBAImage(width: 3, height: 2, pixels: pixels)!.isOpaque, "pixel \(pixel)")
        }
        var colourOnly = opaque.pixels
        colourOnly[0] = 0
        colourOnly[22] = 0
        #expect(RGBAImage(width: 3, height: 2, pixels: colourOnly)!.isOpaque, "colour bytes do not count")
    }

}
