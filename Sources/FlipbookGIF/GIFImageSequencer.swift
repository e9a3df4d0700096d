/// The last stage of `GIFEncoder`'s second pass: remapped frames become GIF images, in order,
/// and are written. It keeps what the viewer shows after each image (a frame stores only what
/// differs from that), merges runs of identical frames into one image with their delays added,
/// and writes an image only when the next one starts, so at most one finished image waits.
///
/// The encoder hands it one chunk at a time on a background job and waits for that job before
/// handing over the next: it is used by one thread at a time, in frame order.
final class GIFImageSequencer: @unchecked Sendable {
    private let options: GIFOptions
    private var writer: GIFWriter?
    /// The finished image not yet written (its delay may still grow).
    private var pending: GIFImage?
    /// Delays of the images written.
    private var delays: [Int] = []
    private var globalPalette: [UInt32]?
    /// What the viewer shows (0xRRGGBBAA per canvas pixel) after the images so far.
    private var displayed: [UInt32] = []
    /// The image being timed (nil while only unchanged frames follow the last) and its delay so far.
    private var run: (image: GIFImage?, delay: Int)?
    private var canvas: (width: Int, height: Int)?

    init(options: GIFOptions) { self.options = options }

    /// Adds a chunk's frames, in order, with the indices of those that changed (in order too).
    func add(_ frames: [GIFEncoder.PendingFrame], indexed inOrder: [IndexedFrame]) throws(GIFError) {
        var indexed = Array(inOrder.reversed())  // taken from the end, in frame order
        for frame in frames {
            guard let changed = frame.changed else {
                if let current = run { run = (current.image, min(current.delay + frame.delay, GIFTiming.maximumDelay)) }
                continue
            }
            try closeRun()
            let remapped = indexed.removeLast()
            if frame.isFirst {
                canvas = (changed.canvasWidth, changed.canvasHeight)
                displayed = [UInt32](repeating: 0, count: changed.canvasWidth * changed.canvasHeight)
            }
            if options.palette == .global && globalPalette == nil { globalPalette = GIFEncoder.withSpareSlot(remapped.palette) }
            let framePalette = GIFEncoder.withSpareSlot(remapped.palette)
            let transparentIndex = GIFEncoder.transparentSlot(in: remapped.palette)
            if options.transparent {
                run = (GIFImage(left: 0, top: 0, width: changed.canvasWidth, height: changed.canvasHeight,
                                indices: remapped.indices.map { framePalette[Int($0)] & 0xFF < 128 ? UInt8(transparentIndex) : $0 },
                                localPalette: globalPalette == nil ? framePalette : nil, transparentIndex: transparentIndex,
                                delay: 0, disposal: 2), frame.delay)
            } else {
                let rect = changed.rect
                run = (GIFEncoder.changedRegion(remapped.indices, source: frame.crop!, in: (rect.x, rect.y, rect.width, rect.height),
                                                palette: framePalette, displayed: &displayed, canvasWidth: changed.canvasWidth,
                                                isFirst: frame.isFirst, transparentIndex: transparentIndex,
                                                local: globalPalette == nil, delay: 0), frame.delay)
            }
        }
    }

    /// Writes what is left and returns the GIF's bytes and the delays of its images.
    func finish() throws(GIFError) -> (bytes: [UInt8], delays: [Int]) {
        try closeRun()
        try flush()
        guard let writer else { throw GIFError("no frame to encode") }
        return (try writer.finish(), delays)
    }

    /// Ends the run being timed: its image (if it changed anything) becomes the pending one,
    /// else its delay goes to the pending image.
    private func closeRun() throws(GIFError) {
        guard let finished = run else { return }
        if var image = finished.image {
            try flush()
            image.delay = finished.delay
            pending = image
        } else if var image = pending {
            image.delay = min(image.delay + finished.delay, GIFTiming.maximumDelay)
            pending = image
        }
    }

    /// Writes the pending image.
    private func flush() throws(GIFError) {
        guard let image = pending, let canvas else { return }
        if writer == nil {
            writer = try GIFWriter(width: canvas.width, height: canvas.height, globalPalette: globalPalette, plays: options.plays)
        }
        try writer!.add(image)
        delays.append(image.delay)
        pending = nil
    }
}
