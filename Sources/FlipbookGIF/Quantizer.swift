import CImageQuant
import FlipbookPNG

/// A palette of up to 256 RGBA colours and the indices of one frame in it.
struct IndexedFrame {
    var palette: [UInt32]  // RGBA packed as 0xRRGGBBAA
    var indices: [UInt8]
}

/// Palettes through libimagequant, with the frame's flat colours kept exact; frames are remapped
/// to them by Flipbook's own `PaletteRemapper`. Its libimagequant context is only read once made
/// (libimagequant 2.17 writes a `liq_attr` only in its setters), so images and palettes are made
/// from it on any thread.
final class Quantizer: @unchecked Sendable {
    fileprivate let attributes: OpaquePointer
    fileprivate let dither: Double

    /// Colours used for at least this share of the sampled pixels are added as fixed palette
    /// entries, so a flat UI colour (a navigation bar, a label background) survives exactly.
    static let exactColorShare = 0.01
    /// At most this many fixed colours.
    static let exactColorLimit = 32

    init(quality: ClosedRange<Int>, dither: Double) throws(GIFError) {
        // libimagequant's OpenMP threads would make the work depend on the core count.
        Self.useOneOpenMPThread()
        guard let attributes = liq_attr_create() else { throw GIFError("cannot create a libimagequant context") }
        self.attributes = attributes
        self.dither = min(max(dither, 0), 1)
        // 255 colours at most: one index stays free for transparency (unchanged pixels).
        liq_set_max_colors(attributes, 255)
        liq_set_speed(attributes, 4)
        // A failure here still runs deinit (every property is set), which frees the context.
        guard liq_set_quality(attributes, Int32(quality.lowerBound), Int32(quality.upperBound)) == LIQ_OK else {
            throw GIFError("quality must be a range within 0-100, found \(quality.lowerBound)-\(quality.upperBound)")
        }
    }

    deinit { liq_attr_destroy(attributes) }

    /// Starts one palette for all frames: count frames, add their counts, then `finish` and remap.
    func globalPalette() -> GlobalPaletteBuilder { GlobalPaletteBuilder(quantizer: self) }

    /// The colours of one frame (or a region of it) for a global palette: weighted as
    /// libimagequant weighs them, with the sample `Quantizer.exactColors` looks at.
    struct FrameColors: Sendable {
        fileprivate let weights: ColorWeights
        fileprivate let exactColors: ExactColorCounter
        fileprivate let area: PixelRect

        /// Counts `region` of `frame` (the whole frame when nil).
        init(_ frame: RGBAImage, region: PixelRect?) {
            area = region ?? frame.bounds
            weights = ColorWeights(frame, region: area)
            var exact = ExactColorCounter()
            if let region { exact.add(frame, region: region) } else { exact.add(frame) }
            exactColors = exact
        }

        /// Several frames counted at once, up to `threads` at a time, in order.
        static func counting(_ parts: [(frame: RGBAImage, region: PixelRect?)], threads: Int) -> [FrameColors] {
            parallelMap(count: parts.count, threads: threads) { FrameColors(parts[$0].frame, region: parts[$0].region) }
        }
    }

    /// Frame colours being gathered for one global palette. Frames are counted anywhere
    /// (`FrameColors`, on every core) and added here in frame order, so the palette is the same
    /// for any thread count; libimagequant sees the whole histogram once, in `finish`.
    final class GlobalPaletteBuilder {
        let quantizer: Quantizer
        private var weights = ColorWeights()
        private var exactColors = ExactColorCounter()
        /// libimagequant's measure of the pixels counted: the last image's width times the rows
        /// of every image (`acht->cols * acht->rows`).
        private var lastWidth = 0, rows = 0

        init(quantizer: Quantizer) { self.quantizer = quantizer }

        /// Adds a frame's colours `times` times over (a picture that stays on screen that many frames).
        func add(_ colors: FrameColors, times: Int = 1) {
            weights.merge(colors.weights, times: times)
            exactColors.merge(colors.exactColors, times: times)
            lastWidth = colors.area.width
            rows += colors.area.height * max(times, 1)
        }

        /// The palette of everything added, with the frames' flat colours fixed in it.
        func finish() throws(GIFError) -> GlobalPalette {
            let attributes = quantizer.attributes
            guard let histogram = liq_histogram_create(attributes) else { throw GIFError("cannot create a histogram") }
            defer { liq_histogram_destroy(histogram) }
            // libimagequant 2.17 limits a colour's weight to a tenth of the pixels counted, in
            // units of 128 (`pam_acolorhashtoacolorhist`): a flat background must not outweigh
            // everything else. It takes that measure of "pixels counted" from the entries given
            // to `liq_histogram_add_colors` (their count squared), so the limit is applied here,
            // as for the images, and the entries are padded with weightless copies of the first
            // (adding nothing) until libimagequant's own limit is no tighter.
            let pixels = Double(lastWidth) * Double(rows)
            var entries = weights.entries(cappedAt: UInt64(0.1 * pixels * 128))
                .map { liq_histogram_entry(color: Quantizer.liqColor($0.color), count: $0.weight) }
            guard let first = entries.first else { throw GIFError("no colours to make a palette of") }
            let padded = Int(pixels.squareRoot().rounded(.up)) + 1
            if entries.count < padded {
                entries += Array(repeating: liq_histogram_entry(color: first.color, count: 0), count: padded - entries.count)
            }
            let status = entries.withUnsafeBufferPointer { entries in
                liq_histogram_add_colors(histogram, attributes, entries.baseAddress!, Int32(entries.count), 0)
            }
            guard status == LIQ_OK else { throw GIFError("libimagequant could not take the frames' colours (error \(status.rawValue))") }
            for color in exactColors.colors { liq_histogram_add_fixed_color(histogram, Quantizer.liqColor(color), 0) }
            var result: OpaquePointer?
            let quantized = liq_histogram_quantize(histogram, attributes, &result)
            guard quantized == LIQ_OK, let result else { throw Quantizer.failure(quantized) }
            return try GlobalPalette(quantizer: quantizer, result: result)
        }
    }

    /// A finished global palette that frames are remapped to, on as many threads as asked.
    /// Remapping is Flipbook's own (`PaletteRemapper`): a frame's indices depend only on its
    /// pixels and the palette, never on the thread or the number of threads.
    final class GlobalPalette: Sendable {
        /// The palette, as the GIF stores it (0xRRGGBBAA).
        let colors: [UInt32]
        private let remapper: PaletteRemapper

        /// Takes the palette of the histogram's `result` and destroys it.
        init(quantizer: Quantizer, result: OpaquePointer) throws(GIFError) {
            defer { liq_result_destroy(result) }
            colors = try Quantizer.palette(of: result)
            remapper = PaletteRemapper(palette: colors, dither: quantizer.dither)
        }

        /// Each frame's indices into `colors`, in order, remapping up to `threads` frames at once.
        func remap(_ frames: [RGBAImage], threads: Int) -> [IndexedFrame] {
            parallelMap(count: frames.count, threads: threads) { index in
                IndexedFrame(palette: colors, indices: remapper.remap(frames[index]))
            }
        }
    }

    /// A result's palette as 0xRRGGBBAA entries.
    fileprivate static func palette(of result: OpaquePointer) throws(GIFError) -> [UInt32] {
        guard let palette = liq_get_palette(result) else { throw GIFError("libimagequant returned no palette") }
        let count = Int(palette.pointee.count)
        return withUnsafeBytes(of: palette.pointee.entries) { raw in
            (0..<count).map { index -> UInt32 in
                let base = index * 4
                return UInt32(raw[base]) << 24 | UInt32(raw[base + 1]) << 16 | UInt32(raw[base + 2]) << 8 | UInt32(raw[base + 3])
            }
        }
    }

    /// libimagequant's OpenMP thread count is per thread: a worker that did not set it would
    /// start a team of its own inside each call (and sum error estimates in another order).
    static func useOneOpenMPThread() { omp_set_num_threads(1) }

    /// A palette per frame, up to `threads` frames at once (each frame's palette is its own, so
    /// the thread count changes nothing).
    func quantizeEach(_ frames: [RGBAImage], threads: Int = 1) throws(GIFError) -> [IndexedFrame] {
        try parallelMap(count: frames.count, threads: threads) { (index) throws(GIFError) in
            Self.useOneOpenMPThread()
            let frame = frames[index]
            let outcome: Result<IndexedFrame, GIFError> = frame.pixels.withUnsafeBytes { pixels in
                guard let image = liq_image_create_rgba(attributes, pixels.baseAddress!, Int32(frame.width),
                                                        Int32(frame.height), 0) else { return .failure(GIFError("out of memory")) }
                defer { liq_image_destroy(image) }
                for color in Self.exactColors([frame]) { liq_image_add_fixed_color(image, Self.liqColor(color)) }
                var result: OpaquePointer?
                let status = liq_image_quantize(image, attributes, &result)
                guard status == LIQ_OK, let result else { return .failure(Self.failure(status)) }
                defer { liq_result_destroy(result) }
                return Result { () throws(GIFError) in
                    let palette = try Self.palette(of: result)
                    return IndexedFrame(palette: palette, indices: PaletteRemapper(palette: palette, dither: dither).remap(frame))
                }
            }
            return try outcome.get()
        }
    }

    /// Opaque colours covering at least `exactColorShare` of every 7th pixel, most common first.
    static func exactColors(_ frames: [RGBAImage]) -> [UInt32] {
        var counter = ExactColorCounter()
        for frame in frames { counter.add(frame) }
        return counter.colors
    }

    static func liqColor(_ rgba: UInt32) -> liq_color {
        liq_color(r: UInt8(rgba >> 24), g: UInt8((rgba >> 16) & 0xFF), b: UInt8((rgba >> 8) & 0xFF), a: UInt8(rgba & 0xFF))
    }

    static func failure(_ status: liq_error) -> GIFError {
        status == LIQ_QUALITY_TOO_LOW
            ? GIFError("the frames cannot reach the minimum --quality with 255 colours; lower the minimum")
            : GIFError("libimagequant failed (error \(status.rawValue))")
    }
}

/// Counts opaque colours over every 7th pixel of the frames added, for `Quantizer.exactColors`.
struct ExactColorCounter: Sendable {
    private var counts: [UInt32: Int] = [:]
    private var sampled = 0

    /// Counts the sampled colours of a region of a frame (every 7th pixel of each row).
    mutating func add(_ frame: RGBAImage, region: PixelRect) {
        frame.pixels.withUnsafeBufferPointer { pixels in
            for row in region.y..<region.y + region.height {
                var offset = (row * frame.width + region.x) * 4
                let end = (row * frame.width + region.x + region.width) * 4
                while offset < end {
                    count(pixels, at: offset)
                    offset += 28
                }
            }
        }
    }

    /// Adds another counter's counts, `times` over.
    mutating func merge(_ other: ExactColorCounter, times: Int = 1) {
        for (color, count) in other.counts { counts[color, default: 0] += count * max(times, 1) }
        sampled += other.sampled * max(times, 1)
    }

    /// Counts a frame's sampled colours.
    mutating func add(_ frame: RGBAImage) {
        frame.pixels.withUnsafeBufferPointer { pixels in
            var offset = 0
            while offset + 3 < pixels.count {
                count(pixels, at: offset)
                offset += 28
            }
        }
    }

    /// Counts the pixel at byte `offset`: its colour if opaque, and the sample. (The two `add`s
    /// sample different pixels, every 7th of each row or of the whole frame, and keep doing so:
    /// which pixels are counted decides the palette.)
    private mutating func count(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int) {
        if pixels[offset + 3] == 255 {
            let color = UInt32(pixels[offset]) << 24 | UInt32(pixels[offset + 1]) << 16 | UInt32(pixels[offset + 2]) << 8 | 0xFF
            counts[color, default: 0] += 1
        }
        sampled += 1
    }

    /// Colours covering at least `exactColorShare` of the samples, most common first, at most `exactColorLimit`.
    var colors: [UInt32] {
        let minimum = max(Int(Double(sampled) * Quantizer.exactColorShare), 1)
        return counts.filter { $0.value >= minimum }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(Quantizer.exactColorLimit).map(\.key)
    }
}
