import Foundation

/// Animated PNG: lossless frames with full alpha and millisecond delays, each stored as the
/// rectangle that changed.
///
/// Debian's libpng cannot write APNG, so the acTL/fcTL/fdAT chunks are written here by hand;
/// each frame's pixels are compressed by libpng (a whole PNG is encoded and its IDAT data
/// reused), so only the container is ours.
///
/// Frame differencing, as the GIF encoder does it: a frame identical to the one shown is merged
/// into it (its delay added); any other frame after the first stores only the smallest
/// rectangle holding every changed pixel (fcTL offsets). Within it, when every changed pixel is
/// opaque, unchanged pixels can be written transparent and blended over the previous frame
/// (`APNG_BLEND_OP_OVER`), which compresses better; otherwise the rectangle replaces what was
/// there (`APNG_BLEND_OP_SOURCE`, which can also make a pixel transparent, as GIF cannot).
/// Each frame gets whichever of the two is smaller, and its predecessor the disposal that makes
/// it smallest: leaving the canvas as shown (`APNG_DISPOSE_OP_NONE`) or restoring it to what it
/// was before (`APNG_DISPOSE_OP_PREVIOUS`). Clearing to transparent (`_BACKGROUND`) is not
/// tried: it only adds pixels to rewrite, since the next frame must repaint the cleared area.
public enum APNG {
    /// One frame and how long it shows, in milliseconds.
    public struct Frame: Sendable, Equatable {
        public let image: RGBAImage
        public let delayMilliseconds: Int

        public init(image: RGBAImage, delayMilliseconds: Int) {
            self.image = image
            self.delayMilliseconds = delayMilliseconds
        }
    }

    /// zlib settings for frames: an APNG is made to be posted, so size wins over speed
    /// (unlike a PNG sequence's frames, which favour speed).
    static let compressionLevel = 9
    static let strategy: PNGCodec.Strategy = .standard

    /// Encodes full-canvas frames (all the same size); `plays` 0 loops forever.
    public static func encode(_ frames: [Frame], plays: Int = 0) throws(PNGError) -> [UInt8] {
        do {
            return try encode(frameCount: frames.count, plays: plays) { frames[$0] }
        } catch let error as PNGError {
            throw error
        } catch {
            throw PNGError(message: "\(error)")
        }
    }

    /// The same from frames produced on demand, each asked for once and in order. A failure to
    /// produce a frame is rethrown.
    public static func encode(frameCount: Int, plays: Int = 0, frame: (Int) throws -> Frame) throws -> [UInt8] {
        let output = ByteOutput()
        try write(frameCount: frameCount, plays: plays, frame: frame, to: output)
        return output.bytes
    }

    /// Encodes frames produced on demand, handing the file's bytes to `output` a frame at a
    /// time, so only the frame shown and the one being written are in memory (an
    /// `AtomicFileWriter` as the output keeps the file out of memory too). Each frame is asked
    /// for twice, in order: a first pass gathers the colours that choose the colour type
    /// (`APNGColorType`), the second encodes. The frame count in the header is patched at the
    /// end, once merging has decided it. A failure to produce a frame, or in the output, is
    /// rethrown.
    public static func write(frameCount: Int, plays: Int = 0, frame: (Int) throws -> Frame,
                             to output: some PatchableOutput) throws {
        guard frameCount > 0 else { throw PNGError(message: "an APNG needs at least one frame") }
        var census = ColorCensus()
        var previous: RGBAImage?
        for index in 0..<frameCount {
            let image = try frame(index).image
            if let previous {
                guard image.width == previous.width, image.height == previous.height else {
                    throw PNGError(message: "frame \(index) is \(image.width)×\(image.height), the first is "
                        + "\(previous.width)×\(previous.height)")
                }
                if let changed = image.changedBounds(from: previous) { census.add(image, in: changed) }
            } else {
                guard image.width > 0, image.height > 0 else { throw PNGError(message: "cannot encode an empty frame") }
                census.add(image, in: image.bounds)
            }
            previous = image
        }
        let colorType = census.colorType

        var writer = FrameWriter(output: output)
        var shown: RGBAImage?
        // The canvas before the pending frame was drawn: what `APNG_DISPOSE_OP_PREVIOUS` on it
        // would leave for the next frame.
        var beforePending: RGBAImage?
        // The last frame stored, held back until the next frame shows whether it lasts longer
        // and how it should be disposed of.
        var pending: StoredFrame?
        for index in 0..<frameCount {
            let next = try frame(index)
            guard let current = shown else {
                let whole = try encode(next.image, as: colorType)!
                try writer.start(header: PNGChunks.read(whole), plays: plays)
                pending = StoredFrame(rect: next.image.bounds, dispose: .none, blend: .source, delay: next.delayMilliseconds,
                                      data: try idat(of: whole))
                shown = next.image
                continue
            }
            guard next.image.width == current.width, next.image.height == current.height else {
                throw PNGError(message: "frame \(index) changed size between passes; each frame must be the same both times")
            }
            guard let changed = next.image.changedBounds(from: current) else {
                pending?.delay += next.delayMilliseconds
                continue
            }
            // Described against the frame shown (the pending frame disposed of as none), or
            // against the canvas before it (disposed of as previous), whichever is smaller:
            // an animation that returns to where it was, or a spinner stepping between two
            // states, often differs less from the frame before last.
            var base = current
            var bases = [(old: current, changed: changed)]
            if let earlier = beforePending, let changedFromEarlier = next.image.changedBounds(from: earlier) {
                bases.append((earlier, changedFromEarlier))
            }
            let candidates = try differences(against: bases, to: next.image, as: colorType, delay: next.delayMilliseconds)
            var stored = candidates[0]
            if candidates.count > 1, candidates[1].data.count < stored.data.count {
                (stored, base) = (candidates[1], bases[1].old)
                pending?.dispose = .previous
            }
            if let pending { try writer.add(pending) }
            pending = stored
            beforePending = base
            shown = next.image
        }
        if let pending { try writer.add(pending) }
        try writer.finish()
    }

    /// What happens to a frame's rectangle before the next frame (APNG's dispose_op).
    enum Dispose: UInt8 {
        case none = 0
        case previous = 2
    }

    /// How a stored frame combines with the canvas (APNG's blend_op).
    enum Blend: UInt8 {
        case source = 0
        case over = 1
    }

    /// A frame as stored: where, how, how long, and its compressed pixels.
    struct StoredFrame {
        var rect: PixelRect
        var dispose: Dispose = .none
        var blend: Blend
        var delay: Int
        var data: [UInt8]
    }

    /// The rectangle `changed` of `new` stored against `old`: the smaller of replacing it, and
    /// (when every changed pixel is opaque) blending it over with unchanged pixels transparent.
    static func difference(from old: RGBAImage, to new: RGBAImage, in changed: PixelRect, as colorType: APNGColorType,
                           delay: Int) throws(PNGError) -> StoredFrame {
        try differences(against: [(old, changed)], to: new, as: colorType, delay: delay)[0]
    }

    /// `difference` against each base, every candidate (each base, replaced or blended, each
    /// filter choice) compressed at once on all cores: level-9 deflate of whole changed frames
    /// is most of an APNG's time. The choices are the ones made one at a time: the smallest PNG
    /// over filters (the first on a tie), blending only when strictly smaller.
    static func differences(against bases: [(old: RGBAImage, changed: PixelRect)], to new: RGBAImage,
                            as colorType: APNGColorType, delay: Int) throws(PNGError) -> [StoredFrame] {
        var jobs: [(base: Int, blend: Blend, packed: [UInt8], width: Int, height: Int, filters: PNGCodec.Filters)] = []
        for (number, base) in bases.enumerated() {
            let crop = new.cropped(to: base.changed)
            let packings = [(Blend.source, colorType.pack(crop)), (.over, colorType.pack(crop, unchangedFrom: base.old.cropped(to: base.changed)))]
            for case let (blend, packed?) in packings {
                for filters in colorType.filterChoices {
                    jobs.append((number, blend, packed, crop.width, crop.height, filters))
                }
            }
        }
        let extras = colorType.paletteAndTransparency
        let pngType = colorType.pngColorType
        let jobList = jobs
        let results = Locked<[Result<[UInt8], PNGError>?]>(Array(repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: jobList.count) { index in
            let job = jobList[index]
            let outcome = Result { () throws(PNGError) in
                try PNGCodec.encode(packed: job.packed, width: job.width, height: job.height, colorType: pngType,
                                    palette: extras.palette, transparency: extras.transparency,
                                    compressionLevel: compressionLevel, strategy: strategy, filters: job.filters)
            }
            results.withLock { $0[index] = outcome }
        }
        let pngs = try results.withLock { $0 }.map { (outcome) throws(PNGError) in try outcome!.get() }
        return try bases.indices.map { (number) throws(PNGError) -> StoredFrame in
            func smallest(_ blend: Blend) -> [UInt8]? {
                var best: [UInt8]?
                for (index, job) in jobs.enumerated() where job.base == number && job.blend == blend {
                    if pngs[index].count < best?.count ?? .max { best = pngs[index] }
                }
                return best
            }
            let changed = bases[number].changed
            var stored = StoredFrame(rect: changed, blend: .source, delay: delay, data: try idat(of: smallest(.source)!))
            if let masked = smallest(.over) {
                let data = try idat(of: masked)
                if data.count < stored.data.count { stored = StoredFrame(rect: changed, blend: .over, delay: delay, data: data) }
            }
            return stored
        }
    }

    /// A whole PNG of `image` in `colorType` (see `APNGColorType.pack`); nil when the pixels
    /// cannot be packed so.
    private static func encode(_ image: RGBAImage, as colorType: APNGColorType) throws(PNGError) -> [UInt8]? {
        guard let packed = colorType.pack(image) else { return nil }
        let extras = colorType.paletteAndTransparency
        var smallest: [UInt8]?
        for filters in colorType.filterChoices {
            let png = try PNGCodec.encode(packed: packed, width: image.width, height: image.height, colorType: colorType.pngColorType,
                                          palette: extras.palette, transparency: extras.transparency,
                                          compressionLevel: compressionLevel, strategy: strategy, filters: filters)
            if png.count < smallest?.count ?? .max { smallest = png }
        }
        return smallest
    }

    /// The compressed pixel data of a PNG (its IDAT chunks joined).
    private static func idat(of png: [UInt8]) throws(PNGError) -> [UInt8] {
        try PNGChunks.read(png).filter { $0.type == "IDAT" }.flatMap(\.data)
    }

    /// A delay in milliseconds as fcTL's fraction of a second (numerator and denominator are
    /// 16 bits): exact to the millisecond up to 65.5 s, then in coarser units (up to 655 350 s).
    static func delayFraction(milliseconds: Int) -> (numerator: UInt16, denominator: UInt16) {
        let delay = max(milliseconds, 0)
        for (denominator, unit) in [(1000, 1), (100, 10), (10, 100), (1, 1000)] {
            let numerator = (delay + unit / 2) / unit
            if numerator <= 65_535 { return (UInt16(numerator), UInt16(denominator)) }
        }
        return (65_535, 1)
    }

    /// Writes the chunks in order: the header with a placeholder frame count, then each frame's
    /// fcTL and data, then IEND and the real count.
    private struct FrameWriter<Output: PatchableOutput> {
        let output: Output
        var sequence: UInt32 = 0
        var frames: UInt32 = 0
        var plays: UInt32 = 0
        var countOffset: Int?

        init(output: Output) { self.output = output }

        mutating func start(header chunks: [(type: String, data: [UInt8])], plays: Int) throws {
            var bytes = PNGChunks.signature
            // Everything before the pixels: IHDR, sRGB, and the PLTE and tRNS of the colour type.
            for chunk in chunks where chunk.type != "IDAT" && chunk.type != "IEND" { bytes += PNGChunks.chunk(chunk.type, chunk.data) }
            countOffset = bytes.count
            self.plays = UInt32(max(plays, 0))
            bytes += animationControl()
            try output.append(bytes)
        }

        /// acTL: frame count and plays (0 = forever).
        func animationControl() -> [UInt8] {
            PNGChunks.chunk("acTL", PNGChunks.bigEndian(frames) + PNGChunks.bigEndian(plays))
        }

        mutating func add(_ frame: StoredFrame) throws {
            let delay = APNG.delayFraction(milliseconds: frame.delay)
            // fcTL: sequence, size, offset, delay, dispose, blend.
            var bytes = PNGChunks.chunk("fcTL", PNGChunks.bigEndian(sequence) + PNGChunks.bigEndian(UInt32(frame.rect.width))
                + PNGChunks.bigEndian(UInt32(frame.rect.height)) + PNGChunks.bigEndian(UInt32(frame.rect.x))
                + PNGChunks.bigEndian(UInt32(frame.rect.y)) + PNGChunks.bigEndian16(delay.numerator)
                + PNGChunks.bigEndian16(delay.denominator) + [frame.dispose.rawValue, frame.blend.rawValue])
            sequence += 1
            // The first frame is the default image (IDAT), which plain PNG viewers show.
            if frames == 0 {
                bytes += PNGChunks.chunk("IDAT", frame.data)
            } else {
                bytes += PNGChunks.chunk("fdAT", PNGChunks.bigEndian(sequence) + frame.data)
                sequence += 1
            }
            frames += 1
            try output.append(bytes)
        }

        func finish() throws {
            try output.append(PNGChunks.chunk("IEND", []))
            if let countOffset { try output.overwrite(animationControl(), at: countOffset) }
        }
    }
}

/// Where an encoder's bytes go: appended in order, plus small patches of bytes already written
/// (a header field known only at the end, such as an APNG's frame count).
public protocol PatchableOutput: AnyObject {
    /// Adds bytes at the end.
    func append(_ bytes: [UInt8]) throws
    /// Replaces bytes already written, starting at `offset`.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws
}

/// Bytes collected in memory.
public final class ByteOutput: PatchableOutput {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public func append(_ bytes: [UInt8]) { self.bytes += bytes }

    public func overwrite(_ bytes: [UInt8], at offset: Int) {
        self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    }
}
