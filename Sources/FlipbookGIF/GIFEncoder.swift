import FlipbookPNG

/// Frames to an animated GIF: palettes, frame differences, merged duplicates, timing.
public enum GIFEncoder {
    /// What encoding produced, besides the bytes.
    public struct Report: Sendable, Equatable {
        /// The frame timing (kept frames and their delays, before merging).
        public let timing: GIFTiming
        /// GIF images written (identical consecutive frames are merged into one).
        public let imageCount: Int
        /// Delays of the images written, in centiseconds.
        public let delays: [Int]
    }

    /// Encodes frames (straight RGBA, all the same size) starting at `startTimes` output
    /// seconds and ending at `end`.
    ///
    /// Each frame after the first stores only the rectangle that changed, with unchanged pixels
    /// transparent over the previous frame (disposal "do not dispose"); a frame identical to the
    /// previous one is merged into it and its delay added. Transparent GIFs write whole frames
    /// that replace the previous one (disposal "restore to background"), since a pixel that
    /// turns transparent cannot be drawn over the old one.
    public static func encode(
        _ frames: [RGBAImage], startTimes: [Double], end: Double, options: GIFOptions
    ) throws(GIFError) -> (bytes: [UInt8], report: Report) {
        guard let first = frames.first, frames.count == startTimes.count else {
            throw GIFError("expected one start time per frame and at least one frame")
        }
        guard first.width > 0, first.height > 0, first.width <= 65_535, first.height <= 65_535 else {
            throw GIFError("frames are \(first.width)×\(first.height); a GIF holds 1…65535 pixels each way")
        }
        for (index, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
            throw GIFError("frame \(index) is \(frame.width)×\(frame.height), the first is \(first.width)×\(first.height)")
        }
        let timing = GIFTiming(startTimes: startTimes, end: end, holdLast: options.holdLast)
        // Runs of identical frames become one image with their delays added; quantize each run once
        // (a still end state or a delay is often a large share of a UI animation's frames).
        var prepared: [RGBAImage] = []
        var runDelays: [Int] = []
        for (position, index) in timing.keptFrames.enumerated() {
            let frame = binaryAlpha(frames[index], keepAlpha: options.transparent)
            if let last = prepared.last, last.pixels == frame.pixels {
                runDelays[runDelays.count - 1] = min(runDelays[runDelays.count - 1] + timing.delays[position], GIFTiming.maximumDelay)
            } else {
                prepared.append(frame)
                runDelays.append(timing.delays[position])
            }
        }
        // Only the part of each frame that changed in the source is remapped: the rest stays as
        // the viewer already shows it, which is faster and keeps dithering from shimmering.
        let regions = options.transparent
            ? prepared.map { (x: 0, y: 0, width: $0.width, height: $0.height) }
            : prepared.indices.map { $0 == 0 ? (x: 0, y: 0, width: first.width, height: first.height)
                                             : changedBounds(prepared[$0 - 1], prepared[$0]) }
        let crops = zip(prepared, regions).map { crop($0, to: $1) }
        let quantizer = try Quantizer(quality: options.quality, dither: options.dither)
        let indexed = options.palette == .global
            ? try quantizer.quantizeGlobally(prepared, remapping: crops) : try quantizer.quantizeEach(crops)

        let globalPalette: [UInt32]? = options.palette == .global ? withSpareSlot(indexed[0].palette) : nil
        var images: [GIFImage] = []
        var displayed = [UInt32](repeating: 0, count: first.width * first.height)
        for (position, frame) in indexed.enumerated() {
            let palette = withSpareSlot(frame.palette)
            let transparentIndex = transparentSlot(in: frame.palette)
            let delay = runDelays[position]
            let image: GIFImage?
            if options.transparent {
                image = GIFImage(left: 0, top: 0, width: first.width, height: first.height,
                                 indices: frame.indices.map { palette[Int($0)] & 0xFF < 128 ? UInt8(transparentIndex) : $0 },
                                 localPalette: globalPalette == nil ? palette : nil, transparentIndex: transparentIndex,
                                 delay: delay, disposal: 2)
            } else {
                image = changedRegion(frame.indices, in: regions[position], palette: palette, displayed: &displayed,
                                      canvasWidth: first.width, isFirst: position == 0, transparentIndex: transparentIndex,
                                      local: globalPalette == nil, delay: delay)
            }
            if let image {
                images.append(image)
            } else {
                images[images.count - 1].delay = min(images[images.count - 1].delay + delay, GIFTiming.maximumDelay)
            }
        }
        let bytes = try GIFWriter.write(width: first.width, height: first.height, globalPalette: globalPalette,
                                        images: images, loopCount: options.loopCount)
        return (bytes, Report(timing: timing, imageCount: images.count, delays: images.map(\.delay)))
    }

    /// Where two frames differ (never empty: runs of identical frames were merged before).
    static func changedBounds(_ old: RGBAImage, _ new: RGBAImage) -> (x: Int, y: Int, width: Int, height: Int) {
        var (minX, minY, maxX, maxY) = (new.width, new.height, -1, -1)
        old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                for y in 0..<new.height {
                    let row = y * new.width * 4
                    for x in 0..<new.width {
                        let offset = row + x * 4
                        if a[offset] != b[offset] || a[offset + 1] != b[offset + 1] || a[offset + 2] != b[offset + 2]
                            || a[offset + 3] != b[offset + 3] {
                            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                        }
                    }
                }
            }
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// A rectangle of an image.
    static func crop(_ image: RGBAImage, to rect: (x: Int, y: Int, width: Int, height: Int)) -> RGBAImage {
        if rect.x == 0 && rect.y == 0 && rect.width == image.width && rect.height == image.height { return image }
        var pixels = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for row in 0..<rect.height {
            let source = ((rect.y + row) * image.width + rect.x) * 4
            pixels.replaceSubrange(row * rect.width * 4..<(row + 1) * rect.width * 4,
                                   with: image.pixels[source..<source + rect.width * 4])
        }
        return RGBAImage(width: rect.width, height: rect.height, pixels: pixels)!
    }

    /// Within `rect`, the smallest rectangle whose quantized colours differ from what is shown,
    /// unchanged pixels in it transparent; nil when nothing changed. Updates `displayed`.
    private static func changedRegion(
        _ indices: [UInt8], in rect: (x: Int, y: Int, width: Int, height: Int), palette: [UInt32],
        displayed: inout [UInt32], canvasWidth: Int, isFirst: Bool, transparentIndex: Int, local: Bool, delay: Int
    ) -> GIFImage? {
        var (minX, minY, maxX, maxY) = (rect.width, rect.height, -1, -1)
        var changed = [Bool](repeating: false, count: indices.count)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let color = palette[Int(indices[y * rect.width + x])]
                let offset = (rect.y + y) * canvasWidth + rect.x + x
                if isFirst || displayed[offset] != color {
                    changed[y * rect.width + x] = true
                    displayed[offset] = color
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let (w, h) = (maxX - minX + 1, maxY - minY + 1)
        var region = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let source = (minY + y) * rect.width + minX + x
                region[y * w + x] = changed[source] ? indices[source] : UInt8(transparentIndex)
            }
        }
        return GIFImage(left: rect.x + minX, top: rect.y + minY, width: w, height: h, indices: region,
                        localPalette: local ? palette : nil, transparentIndex: isFirst ? nil : transparentIndex,
                        delay: delay, disposal: 1)
    }

    /// The palette with one more slot for transparency, unless it already has a transparent entry.
    private static func withSpareSlot(_ palette: [UInt32]) -> [UInt32] {
        palette.contains { $0 & 0xFF < 128 } ? palette : palette + [0]
    }

    /// The index used for "transparent": an existing transparent entry, or the spare slot.
    private static func transparentSlot(in palette: [UInt32]) -> Int {
        palette.firstIndex { $0 & 0xFF < 128 } ?? palette.count
    }

    /// GIF transparency is binary: alpha below the threshold becomes fully transparent (black),
    /// the rest opaque. Opaque GIFs drop alpha altogether.
    static func binaryAlpha(_ image: RGBAImage, keepAlpha: Bool) -> RGBAImage {
        var pixels = image.pixels
        var offset = 0
        while offset < pixels.count {
            if keepAlpha && pixels[offset + 3] < GIFOptions.transparencyThreshold {
                (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) = (0, 0, 0, 0)
            } else {
                pixels[offset + 3] = 255
            }
            offset += 4
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)!
    }
}
