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
        guard !frames.isEmpty, frames.count == startTimes.count else {
            throw GIFError("expected one start time per frame and at least one frame")
        }
        do {
            return try encode(frameCount: frames.count, frame: { frames[$0] }, startTimes: startTimes, end: end, options: options)
        } catch let error as GIFError {
            throw error
        } catch {
            throw GIFError("\(error)")  // unreachable: reading an array cannot fail
        }
    }

    /// The same GIF from frames produced on demand, so they need not all be in memory: `frame`
    /// is asked for the frames `frameRequests` lists, in that order (with a global palette, a
    /// sample for the histogram, then every kept frame to remap; with a palette per frame,
    /// every kept frame once). Only a few frames, the image being finished and the compressed
    /// GIF are kept. Errors `frame` throws are rethrown.
    public static func encode(
        frameCount: Int, frame: (Int) throws -> RGBAImage, startTimes: [Double], end: Double, options: GIFOptions
    ) throws -> (bytes: [UInt8], report: Report) {
        guard frameCount > 0, frameCount == startTimes.count else {
            throw GIFError("expected one start time per frame and at least one frame")
        }
        let timing = GIFTiming(startTimes: startTimes, end: end, holdLast: options.holdLast)
        var size: (width: Int, height: Int)?
        func prepared(_ index: Int) throws -> RGBAImage {
            let image = try frame(index)
            if let size, image.width != size.width || image.height != size.height {
                throw GIFError("frame \(index) is \(image.width)×\(image.height), the first is \(size.width)×\(size.height)")
            }
            guard image.width > 0, image.height > 0, image.width <= 65_535, image.height <= 65_535 else {
                throw GIFError("frames are \(image.width)×\(image.height); a GIF holds 1…65535 pixels each way")
            }
            size = (image.width, image.height)
            return binaryAlpha(image, keepAlpha: options.transparent)
        }
        let quantizer = try Quantizer(quality: options.quality, dither: options.dither)

        // Pass 1 (global palette): a histogram of only what each frame changes (the part pass 2
        // remaps), and of the first frame, counted as often as the picture stays still: a
        // histogram of whole frames sees what never moves in every frame, and weighs it so. The
        // first frame's count is the frames read times the share of pixels that do not change,
        // at most 16 (counted once, the banner's still feed lost 5.6 dB). The pass costs as much
        // as the animation moves rather than as much as its frames are big.
        // It reads at most `histogramFrameLimit` frames, spread evenly (`histogramSample`): the
        // frames of a UI animation share their colours, and a frame drawn for the histogram is
        // drawn again to be remapped. `make bench`, against reading every frame: pull-to-refresh
        // (301 frames) draws 365 frames instead of 602; the banner (171) gains 0.9 dB, since its
        // still feed weighs more against fewer moving frames; the gauge (131) keeps its PSNR.
        // The cost: a colour shown only between two sampled frames (for less than 1/63 of the
        // animation) is left out of the histogram and dithered from its neighbours.
        // The sample's frames are counted a batch at a time on `options.threads` threads
        // (`Quantizer.FrameColors`) and added in order, so the palette is the same for any count.
        var palette: Quantizer.GlobalPalette?
        if options.palette == .global {
            let builder = quantizer.globalPalette()
            var firstColors: Quantizer.FrameColors?
            var previous: RGBAImage?
            var changedPixels = 0
            var batch: [(frame: RGBAImage, region: PixelRect?)] = []
            func countBatch() {
                var counted = Quantizer.FrameColors.counting(batch, threads: options.threads)[...]
                if firstColors == nil, batch.first?.region == nil { firstColors = counted.popFirst() }
                for colors in counted { builder.add(colors) }
                batch = []
            }
            let sample = histogramSample(of: timing.keptFrames)
            for index in sample {
                let image = try prepared(index)
                guard let last = previous else {
                    batch.append((image, nil))  // the first frame, added at the end with its weight
                    previous = image
                    continue
                }
                guard let changed = image.changedBounds(from: last) else { continue }
                batch.append((image, changed))
                changedPixels += changed.width * changed.height
                previous = image
                if batch.count >= 2 * max(options.threads, 1) { countBatch() }
            }
            countBatch()
            if let firstColors, let size = previous {  // every frame is the first's size
                let frames = sample.count
                let still = max(1 - Double(changedPixels) / Double(frames * size.width * size.height), 0)
                builder.add(firstColors, times: min(max(Int((Double(frames) * still).rounded()), 1), 16))
            }
            palette = try builder.finish()
        }

        // Pass 2: runs of identical frames become one image with their delays added. Only the
        // part of each frame that changed in the source is remapped: the rest stays as the
        // viewer already shows it, which is faster and keeps dithering from shimmering.
        // Frames are read in order and cut to what changed, a chunk at a time. A full chunk's
        // crops are remapped in the background on `options.threads` threads while the chunk
        // before becomes images on a thread of its own (`GIFImageSequencer`, in order: what the
        // viewer shows depends on every image before) and the next chunk is read: reading,
        // remapping and writing overlap, each a stage of its own. One chunk is remapped and one
        // written at a time.
        var previous: RGBAImage?
        var chunk: [PendingFrame] = []
        var remapping: (chunk: [PendingFrame], job: BackgroundJob<[IndexedFrame], GIFError>)?
        let sequencer = GIFImageSequencer(options: options)
        var writing: BackgroundJob<Void, GIFError>?
        let globalColors = palette
        func startChunk() {
            let crops = chunk.compactMap(\.crop)
            remapping = (chunk, BackgroundJob { () throws(GIFError) in
                if let globalColors { return globalColors.remap(crops, threads: options.threads) }
                return try quantizer.quantizeEach(crops, threads: options.threads)
            })
            chunk = []
        }
        /// The frames of the chunk being remapped and their indices, once remapped.
        func remapped() throws(GIFError) -> (frames: [PendingFrame], indexed: [IndexedFrame])? {
            guard let (frames, job) = remapping else { return nil }
            remapping = nil
            return (frames, try job.wait())
        }
        /// Hands remapped frames to the sequencer once it has written the chunk before.
        func write(_ remapped: (frames: [PendingFrame], indexed: [IndexedFrame])?) throws(GIFError) {
            try writing?.wait()
            writing = remapped.map { remapped in
                BackgroundJob { () throws(GIFError) in try sequencer.add(remapped.frames, indexed: remapped.indexed) }
            }
        }
        func chunkIsFull() throws(GIFError) {
            let before = try remapped()
            startChunk()
            try write(before)
        }
        let chunkSize = 2 * max(options.threads, 1)
        for (position, index) in timing.keptFrames.enumerated() {
            let image = try prepared(index)
            let delay = timing.delays[position]
            if let previous, previous == image {
                chunk.append(PendingFrame(delay: delay, changed: nil, crop: nil, isFirst: false))
            } else {
                let isFirst = previous == nil
                // Never nil after the first frame: identical frames were merged above.
                let rect = options.transparent || isFirst ? image.bounds : image.changedBounds(from: previous!) ?? image.bounds
                chunk.append(PendingFrame(delay: delay, changed: (rect, image.width, image.height), crop: image.cropped(to: rect),
                                          isFirst: isFirst))
            }
            previous = image
            if chunk.count >= chunkSize { try chunkIsFull() }
        }
        try chunkIsFull()
        try write(remapped())
        try writing?.wait()
        let (bytes, delays) = try sequencer.finish()
        return (bytes, Report(timing: timing, imageCount: delays.count, delays: delays))
    }

    /// The frames `encode` asks for, in order, so that a producer can make them ahead.
    public static func frameRequests(startTimes: [Double], end: Double, options: GIFOptions) -> [Int] {
        let kept = GIFTiming(startTimes: startTimes, end: end, holdLast: options.holdLast).keptFrames
        return options.palette == .global ? histogramSample(of: kept) + kept : kept
    }

    /// At most this many frames are read for the global palette's histogram.
    static let histogramFrameLimit = 64

    /// The kept frames the global palette's histogram reads: all of them up to
    /// `histogramFrameLimit`, else that many spread evenly from the first to the last.
    static func histogramSample(of kept: [Int]) -> [Int] {
        guard kept.count > histogramFrameLimit else { return kept }
        let step = Double(kept.count - 1) / Double(histogramFrameLimit - 1)
        var sample: [Int] = []
        for slot in 0..<histogramFrameLimit {
            let frame = kept[Int((Double(slot) * step).rounded())]
            if sample.last != frame { sample.append(frame) }
        }
        return sample
    }

    /// A frame read in pass 2, waiting for its crop to be remapped.
    struct PendingFrame {
        let delay: Int
        /// Where it differs from the frame before, on a canvas of that size; nil when it does not.
        let changed: (rect: PixelRect, canvasWidth: Int, canvasHeight: Int)?
        let crop: RGBAImage?
        let isFirst: Bool
    }

    /// How a remapped pixel compares with what the viewer already shows there.
    enum PixelChange: UInt8 {
        /// The same colour.
        case same
        /// Another colour, but what is shown is at least as close to the source: it stays.
        case keptShown
        /// Drawn anew.
        case changed
    }

    /// Gaps of at most this many unchanged pixels between changed ones are written with their
    /// colour rather than left transparent (see `changedRegion`).
    static let bridgedGap = 8

    /// Within `rect`, the smallest rectangle whose remapped colours differ from what is shown,
    /// with the pixels that need not change transparent; nil when nothing changed. Updates
    /// `displayed`.
    ///
    /// A pixel keeps what is shown when that is its remapped colour, or another colour at least
    /// as close to the source (dithering that came out differently from one frame to the next):
    /// never less exact, and it does not shimmer. A gap of at most `bridgedGap` same-coloured
    /// pixels between changed ones is written with its colour, not the transparent index: LZW
    /// codes one run of indices better than runs broken by transparency. `make bench`'s GIFs,
    /// gaps of 0 / 8 / 16 / whole rows bridged: pull-to-refresh (whose feed scrolls) 4621 / 4452 /
    /// 4437 / 4465 KB, the banner 481 / 475 / – / 483 KB, the gauge 81 / 81 / – / 84 KB.
    static func changedRegion(
        _ indices: [UInt8], source: RGBAImage, in rect: (x: Int, y: Int, width: Int, height: Int), palette: [UInt32],
        displayed: inout [UInt32], canvasWidth: Int, isFirst: Bool, transparentIndex: Int, local: Bool, delay: Int
    ) -> GIFImage? {
        var (minX, minY, maxX, maxY) = (rect.width, rect.height, -1, -1)
        var changes = [PixelChange](repeating: .same, count: indices.count)
        // Through unchecked pointers: this runs over every remapped pixel, on the encoder's one thread.
        let palette = palette + [UInt32](repeating: 0, count: 256 - min(palette.count, 256))
        source.pixels.withUnsafeBufferPointer { pixels in
            palette.withUnsafeBufferPointer { palette in
                indices.withUnsafeBufferPointer { indices in
                    displayed.withUnsafeMutableBufferPointer { displayed in
                        changes.withUnsafeMutableBufferPointer { changes in
                            for y in 0..<rect.height {
                                var (first, last) = (rect.width, -1)
                                let row = y * rect.width
                                let target = (rect.y + y) * canvasWidth + rect.x
                                for x in 0..<rect.width {
                                    let color = palette[Int(indices[row + x])]
                                    let shown = displayed[target + x]
                                    if !isFirst && shown == color { continue }
                                    if !isFirst && Self.isAtLeastAsClose(shown, as: color, to: pixels, at: (row + x) * 4) {
                                        changes[row + x] = .keptShown
                                        continue
                                    }
                                    changes[row + x] = .changed
                                    displayed[target + x] = color
                                    if first > x { first = x }
                                    last = x
                                }
                                if last >= 0 { (minX, minY, maxX, maxY) = (min(minX, first), min(minY, y), max(maxX, last), y) }
                            }
                        }
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let (w, h) = (maxX - minX + 1, maxY - minY + 1)
        var region = [UInt8](repeating: UInt8(transparentIndex), count: w * h)
        for y in 0..<h {
            let row = (minY + y) * rect.width + minX
            var x = 0
            while x < w {
                if changes[row + x] == .changed {
                    region[y * w + x] = indices[row + x]
                    x += 1
                    continue
                }
                // A gap: bridged when short, between changed pixels and all of the same colour.
                var end = x
                var bridgeable = x > 0
                while end < w && changes[row + end] != .changed {
                    if changes[row + end] == .keptShown { bridgeable = false }
                    end += 1
                }
                if bridgeable && end < w && end - x <= bridgedGap {
                    for gap in x..<end { region[y * w + gap] = indices[row + gap] }
                }
                x = end
            }
        }
        return GIFImage(left: rect.x + minX, top: rect.y + minY, width: w, height: h, indices: region,
                        localPalette: local ? palette : nil, transparentIndex: isFirst ? nil : transparentIndex,
                        delay: delay, disposal: 1)
    }

    /// Whether the opaque colour `shown` is at least as close to the source pixel at byte
    /// `offset` as `color` (squared RGB distance).
    @inline(__always)
    private static func isAtLeastAsClose(_ shown: UInt32, as color: UInt32, to pixels: UnsafeBufferPointer<UInt8>,
                                         at offset: Int) -> Bool {
        guard shown & 0xFF >= 128 else { return false }
        let (r, g, b) = (Int32(pixels[offset]), Int32(pixels[offset + 1]), Int32(pixels[offset + 2]))
        func distance(_ entry: UInt32) -> Int32 {
            let (dr, dg, db) = (Int32(entry >> 24) - r, Int32((entry >> 16) & 0xFF) - g, Int32((entry >> 8) & 0xFF) - b)
            return dr * dr + dg * dg + db * db
        }
        return distance(shown) <= distance(color)
    }

    /// The palette with one more slot for transparency, unless it already has a transparent entry.
    static func withSpareSlot(_ palette: [UInt32]) -> [UInt32] {
        palette.contains { $0 & 0xFF < 128 } ? palette : palette + [0]
    }

    /// The index used for "transparent": an existing transparent entry, or the spare slot.
    static func transparentSlot(in palette: [UInt32]) -> Int {
        palette.firstIndex { $0 & 0xFF < 128 } ?? palette.count
    }

    /// GIF transparency is binary: alpha below the threshold becomes fully transparent (black),
    /// the rest opaque. Opaque GIFs drop alpha altogether.
    static func binaryAlpha(_ image: RGBAImage, keepAlpha: Bool) -> RGBAImage {
        // Frames of an opaque canvas (the usual case) are returned as they are, uncopied.
        if image.isOpaque { return image }
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
