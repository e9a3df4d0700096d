import FlipbookPNG

/// The colours of some frames with their summed histogram weights, as libimagequant 2.17
/// counts an image it is given (`pam_computeacolorhash`): an opaque pixel weighs its
/// `HistogramImportance`, a fully transparent one 2000, and all transparent pixels are one
/// colour. Frames are counted on any
/// thread and the counts merged in frame order, so the palette never depends on the thread
/// count. An open-addressing table: a UI frame has few colours in long runs, and a run of one
/// colour costs one lookup.
struct ColorWeights: Sendable {
    /// Keys (0xRRGGBBAA; 0 is transparent and also marks an empty slot, its weight kept apart).
    private var keys: [UInt32]
    private var weights: [UInt64]
    private var transparentWeight: UInt64 = 0
    private var used = 0

    init() {
        keys = [UInt32](repeating: 0, count: 1024)
        weights = [UInt64](repeating: 0, count: 1024)
    }

    /// The colours of `region` of `frame`, each pixel weighted by its importance.
    init(_ frame: RGBAImage, region: PixelRect) {
        self.init()
        let importance = HistogramImportance.map(of: frame, region: region)
        frame.pixels.withUnsafeBufferPointer { pixels in
            var (runColor, runWeight): (UInt32, UInt64) = (0, 0)
            for y in 0..<region.height {
                var offset = ((region.y + y) * frame.width + region.x) * 4
                for x in 0..<region.width {
                    let color = pixels[offset + 3] == 0 ? 0
                        : UInt32(pixels[offset]) << 24 | UInt32(pixels[offset + 1]) << 16 | UInt32(pixels[offset + 2]) << 8
                        | UInt32(pixels[offset + 3])
                    let weight: UInt64 = color == 0 ? 2000 : UInt64(importance?[y * region.width + x] ?? 255)
                    if color != runColor {
                        add(runColor, runWeight)
                        (runColor, runWeight) = (color, 0)
                    }
                    runWeight += weight
                    offset += 4
                }
            }
            add(runColor, runWeight)
        }
    }

    /// Adds another count, `times` over.
    mutating func merge(_ other: ColorWeights, times: Int = 1) {
        let factor = UInt64(max(times, 1))
        transparentWeight += other.transparentWeight * factor
        for slot in other.keys.indices where other.keys[slot] != 0 { add(other.keys[slot], other.weights[slot] * factor) }
    }

    /// Every colour with its weight, by colour, no weight over `cap` (and none over 32 bits,
    /// what libimagequant takes).
    func entries(cappedAt cap: UInt64) -> [(color: UInt32, weight: UInt32)] {
        var all = keys.indices.filter { keys[$0] != 0 }.map { (keys[$0], weights[$0]) }
        if transparentWeight > 0 { all.append((0, transparentWeight)) }
        all.sort { $0.0 < $1.0 }
        return all.map { ($0.0, UInt32(min($0.1, cap, UInt64(UInt32.max)))) }
    }

    private mutating func add(_ color: UInt32, _ weight: UInt64) {
        guard weight > 0 else { return }
        guard color != 0 else {
            transparentWeight += weight
            return
        }
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Self.hash(color) & mask
        while keys[slot] != 0 && keys[slot] != color { slot = (slot + 1) & mask }
        if keys[slot] == 0 {
            keys[slot] = color
            used += 1
        }
        weights[slot] += weight
    }

    private mutating func grow() {
        let (oldKeys, oldWeights) = (keys, weights)
        keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
        weights = [UInt64](repeating: 0, count: oldKeys.count * 2)
        used = 0
        for slot in oldKeys.indices where oldKeys[slot] != 0 { add(oldKeys[slot], oldWeights[slot]) }
    }

    @inline(__always)
    private static func hash(_ color: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(color) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
}
