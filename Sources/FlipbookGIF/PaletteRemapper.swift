import FlipbookPNG

/// Frames to indices into a fixed palette: each pixel the nearest entry (`NearestColor`) after
/// Floyd–Steinberg error diffusion in integers, scanning rows in alternate directions.
///
/// The diffusion follows libimagequant's remapper (`remap.rs`, `dither_row` and
/// `get_dithered_pixel`), whose pictures Flipbook's GIFs were tuned with, in integer levels
/// instead of floats and without its second, undithered pass:
/// - strength `dither` d is used as 1 − (1 − d)², times 15/16 so errors do not pile up;
/// - an error too small to change a colour (squared length under 2 levels) is not applied, so flat
///   areas keep one index and compress well;
/// - error is diffused less across edges and noise: the strength is scaled by one minus the
///   pixel's largest second difference (across and down, any channel), the contrast measure of
///   libimagequant's edge map. Dithering an edge makes it jagged, and noise hides banding;
/// - an error larger than `largeError` is cut to ¾ before it spreads, so one unlucky entry does
///   not bleed a streak of odd colours.
/// Transparent pixels (alpha below 128) take the palette's transparent entry and spread no error.
/// A frame depends only on its pixels and the palette, never on threads.
struct PaletteRemapper: Sendable {
    let nearest: NearestColor
    /// Diffusion strength in 1/256ths (240 for full dithering).
    private let strength: Int32

    /// Errors whose squared length exceeds this many levels² spread only ¾ of themselves
    /// (libimagequant's threshold, about quality 35's mean square error, in 8-bit levels).
    static let largeError: Int32 = 16 * 16
    /// Errors whose squared length is below this many levels² are not applied.
    static let negligibleError: Int32 = 2

    /// A remapper to `palette` with dithering strength `dither`, 0 (none) … 1 (full).
    init(palette: [UInt32], dither: Double) {
        nearest = NearestColor(palette: palette)
        let level = min(max(dither, 0), 1)
        strength = Int32(((1 - (1 - level) * (1 - level)) * 15 / 16 * 256).rounded())
    }

    /// The palette index of every pixel of `frame`, rows top to bottom.
    func remap(_ frame: RGBAImage) -> [UInt8] {
        let (width, height) = (frame.width, frame.height)
        var indices = [UInt8](repeating: 0, count: width * height)
        guard width > 0, height > 0 else { return indices }
        // Errors in sixteenths of a level (Floyd–Steinberg's weights are sixteenths), three
        // channels per pixel, one spare pixel at each end so neighbours need no bounds checks.
        var rowErrors = [Int32](repeating: 0, count: (width + 2) * 3)
        var nextErrors = rowErrors
        let transparent = UInt8(nearest.transparentIndex ?? 0)
        nearest.withLookup { lookup in
            frame.pixels.withUnsafeBufferPointer { pixels in
                indices.withUnsafeMutableBufferPointer { indices in
                    for y in 0..<height {
                        let forward = y & 1 == 0
                        rowErrors.withUnsafeMutableBufferPointer { this in
                            nextErrors.withUnsafeMutableBufferPointer { next in
                                next.update(repeating: 0)
                                var lastInput = UInt32.max  // no pixel's packed 24-bit value
                                var lastIndex = 0
                                for step in 0..<width {
                                    let x = forward ? step : width - 1 - step
                                    let offset = (y * width + x) * 4
                                    let alpha = pixels[offset + 3]
                                    if alpha < 128 {
                                        indices[y * width + x] = transparent
                                        lastInput = UInt32.max
                                        continue
                                    }
                                    var r = Int32(pixels[offset]), g = Int32(pixels[offset + 1]), b = Int32(pixels[offset + 2])
                                    let slot = (x + 1) * 3
                                    // The error reaching this pixel, scaled by the strength (sixteenths × 256ths).
                                    // (Divisions, not shifts: a shift would round negative errors down.)
                                    var er = this[slot] &* strength / 4096
                                    var eg = this[slot + 1] &* strength / 4096
                                    var eb = this[slot + 2] &* strength / 4096
                                    var applied = er &* er &+ eg &* eg &+ eb &* eb >= Self.negligibleError
                                    if applied {
                                        let weight = 256 - min(Self.contrast(pixels, x: x, y: y, width: width, height: height), 256)
                                        (er, eg, eb) = (er &* weight / 256, eg &* weight / 256, eb &* weight / 256)
                                        applied = er &* er &+ eg &* eg &+ eb &* eb >= Self.negligibleError
                                    }
                                    let index: Int
                                    if applied {
                                        r = min(max(r &+ er, 0), 255)
                                        g = min(max(g &+ eg, 0), 255)
                                        b = min(max(b &+ eb, 0), 255)
                                        index = lookup.nearest(r, g, b)
                                        lastInput = UInt32.max
                                    } else {
                                        let packed = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                                        if packed != lastInput {
                                            lastIndex = lookup.nearest(r, g, b)
                                            lastInput = packed
                                        }
                                        index = lastIndex
                                    }
                                    indices[y * width + x] = UInt8(index)
                                    // What this pixel still owes, in whole levels, then spread in sixteenths.
                                    var (dr, dg, db) = (r &- lookup.red[index], g &- lookup.green[index], b &- lookup.blue[index])
                                    if dr &* dr &+ dg &* dg &+ db &* db > Self.largeError {
                                        (dr, dg, db) = (dr &* 3 / 4, dg &* 3 / 4, db &* 3 / 4)
                                    }
                                    // Ahead in this row 7, behind-below 3, below 5, ahead-below 1.
                                    let ahead = forward ? slot + 3 : slot - 3
                                    let behind = forward ? slot - 3 : slot + 3
                                    this[ahead] &+= dr &* 7; this[ahead + 1] &+= dg &* 7; this[ahead + 2] &+= db &* 7
                                    next[behind] &+= dr &* 3; next[behind + 1] &+= dg &* 3; next[behind + 2] &+= db &* 3
                                    next[slot] &+= dr &* 5; next[slot + 1] &+= dg &* 5; next[slot + 2] &+= db &* 5
                                    next[ahead] &+= dr; next[ahead + 1] &+= dg; next[ahead + 2] &+= db
                                }
                            }
                        }
                        swap(&rowErrors, &nextErrors)
                    }
                }
            }
        }
        return indices
    }

    /// The pixel's largest second difference across or down, in any of R, G and B (0…510):
    /// zero on flat colour and smooth gradients, large on edges, lines and noise.
    @inline(__always)
    private static func contrast(_ pixels: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Int32 {
        let center = (y * width + x) * 4
        let left = x > 0 ? center - 4 : center
        let right = x < width - 1 ? center + 4 : center
        let up = y > 0 ? center - width * 4 : center
        let down = y < height - 1 ? center + width * 4 : center
        var largest: Int32 = 0
        for channel in 0..<3 {
            let twice = Int32(pixels[center + channel]) &* 2
            let across = abs(Int32(pixels[left + channel]) &+ Int32(pixels[right + channel]) &- twice)
            let along = abs(Int32(pixels[up + channel]) &+ Int32(pixels[down + channel]) &- twice)
            largest = max(largest, across, along)
        }
        return largest
    }
}
