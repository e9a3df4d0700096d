/// The exact nearest entry of a palette for any opaque 8-bit colour, by squared RGB distance
/// (the distance PSNR measures), ties going to the lower index.
///
/// The RGB cube is cut into 16 × 16 × 16 cells. A cell keeps the entries that can be nearest to
/// some colour inside it: every entry whose distance to the cell's box is at most the smallest
/// distance within which some entry covers the whole box. Any colour's nearest entry is at most
/// that far away, so it is in the list, and a search compares a handful of entries instead of
/// 256. Built once per palette (about a million box distances for 256 entries) and only read
/// afterwards, so threads share it.
struct NearestColor: Sendable {
    /// The first entry with alpha below 128, for transparent pixels; nil when there is none.
    let transparentIndex: Int?
    /// Entries per cell: those of cell `c` are `candidates[cellStarts[c]..<cellStarts[c + 1]]`.
    private let cellStarts: [Int32]
    private let candidates: [UInt8]
    /// Red, green and blue of each entry, as `Int32`s for the search.
    private let red: [Int32], green: [Int32], blue: [Int32]

    /// Cells per channel: 16 (four bits of each channel name the cell).
    static let cellBits = 4

    init(palette: [UInt32]) {
        precondition(palette.count <= 256, "a palette holds at most 256 colours")
        transparentIndex = palette.firstIndex { $0 & 0xFF < 128 }
        red = palette.map { Int32($0 >> 24) }
        green = palette.map { Int32(($0 >> 16) & 0xFF) }
        blue = palette.map { Int32(($0 >> 8) & 0xFF) }
        // Only opaque entries are candidates for opaque colours; a palette of nothing but
        // transparent entries maps every colour to its first entry.
        let opaque = palette.indices.filter { palette[$0] & 0xFF >= 128 }
        let cells = 1 << (3 * Self.cellBits)
        let size = Int32(256 >> Self.cellBits)
        var starts = [Int32](repeating: 0, count: cells + 1)
        var lists: [UInt8] = []
        lists.reserveCapacity(cells * 8)
        var nearest = [Int32](repeating: 0, count: palette.count)  // each entry's distance to the box
        for cell in 0..<cells {
            let low = (r: Int32(cell >> (2 * Self.cellBits)) * size, g: Int32((cell >> Self.cellBits) & 15) * size,
                       b: Int32(cell & 15) * size)
            let high = (r: low.r + size - 1, g: low.g + size - 1, b: low.b + size - 1)
            var bound = Int32.max
            for entry in opaque {
                let (r, g, b) = (red[entry], green[entry], blue[entry])
                nearest[entry] = Self.gap(r, low.r, high.r) + Self.gap(g, low.g, high.g) + Self.gap(b, low.b, high.b)
                let farthest = Self.reach(r, low.r, high.r) + Self.reach(g, low.g, high.g) + Self.reach(b, low.b, high.b)
                bound = min(bound, farthest)
            }
            for entry in opaque where nearest[entry] <= bound { lists.append(UInt8(entry)) }
            if opaque.isEmpty && !palette.isEmpty { lists.append(0) }
            starts[cell + 1] = Int32(lists.count)
        }
        cellStarts = starts
        candidates = lists
    }

    /// The squared distance from `value` to the nearest point of `low...high`.
    private static func gap(_ value: Int32, _ low: Int32, _ high: Int32) -> Int32 {
        let distance = value < low ? low - value : value > high ? value - high : 0
        return distance * distance
    }

    /// The squared distance from `value` to the farthest point of `low...high`.
    private static func reach(_ value: Int32, _ low: Int32, _ high: Int32) -> Int32 {
        let distance = max(value - low, high - value)
        return distance * distance
    }

    /// Reads the index through unchecked pointers for the time of `body`: the remapper asks it
    /// for every pixel.
    func withLookup<Result>(_ body: (Lookup) throws -> Result) rethrows -> Result {
        try cellStarts.withUnsafeBufferPointer { starts in
            try candidates.withUnsafeBufferPointer { candidates in
                try red.withUnsafeBufferPointer { red in
                    try green.withUnsafeBufferPointer { green in
                        try blue.withUnsafeBufferPointer { blue in
                            try body(Lookup(starts: starts, candidates: candidates, red: red, green: green, blue: blue))
                        }
                    }
                }
            }
        }
    }

    /// The index's storage, borrowed for one remapping.
    struct Lookup {
        let starts: UnsafeBufferPointer<Int32>
        let candidates: UnsafeBufferPointer<UInt8>
        let red: UnsafeBufferPointer<Int32>, green: UnsafeBufferPointer<Int32>, blue: UnsafeBufferPointer<Int32>

        /// The nearest opaque entry to (r, g, b), each 0…255.
        @inline(__always)
        func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
            let bits = Int32(NearestColor.cellBits)
            let shift = Int32(8) - bits
            let cell = Int((r >> shift) << (2 * bits) | (g >> shift) << bits | (b >> shift))
            var best = 0
            var bestDistance = Int32.max
            for position in Int(starts[cell])..<Int(starts[cell + 1]) {
                let entry = Int(candidates[position])
                let (dr, dg, db) = (red[entry] &- r, green[entry] &- g, blue[entry] &- b)
                let distance = dr &* dr &+ dg &* dg &+ db &* db
                if distance < bestDistance {
                    bestDistance = distance
                    best = entry
                }
            }
            return best
        }
    }
}
