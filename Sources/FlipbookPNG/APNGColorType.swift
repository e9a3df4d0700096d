/// The colour type an APNG's frames are stored in, chosen from the colours of every frame
/// (APNG has one IHDR, so one colour type for all): a palette when the whole animation has
/// at most 256 colours, RGB when every pixel is opaque, RGBA otherwise. Each also names the
/// value that draws as fully transparent, which a frame blended over the one before
/// (`APNG_BLEND_OP_OVER`) writes where nothing changed: a palette entry with alpha 0, an RGB
/// colour the animation never uses (tRNS colour key), or RGBA 0,0,0,0. apngopt makes the same
/// choices; they are what brings an APNG of flat UI colour near its size.
enum APNGColorType {
    /// Palette of packed RGBA (`r << 24 | g << 16 | b << 8 | a`), entries with alpha < 255
    /// first so the tRNS chunk is short; `transparent` is the index of an alpha-0 entry.
    case indexed(palette: [UInt32], transparent: UInt8?)
    /// Opaque RGB; `key` is an unused colour that tRNS makes transparent, if one exists.
    case rgb(key: UInt32?)
    case rgba

    /// PNG's colour type number.
    var pngColorType: Int32 {
        switch self {
        case .indexed: 3
        case .rgb: 2
        case .rgba: 6
        }
    }

    /// Row filters to try, the smallest result kept: none for palette indices (prediction
    /// across indices means nothing); for colour, no filter (flat UI colour is runs that
    /// deflate finds anyway) against libpng's per-row choice (gradients, anti-aliased edges).
    var filterChoices: [PNGCodec.Filters] {
        if case .indexed = self { return [.none] }
        // Measured on the seed scenes: trying each filter alone as well gains under 0.3 %.
        return [.none, .all]
    }

    /// The PLTE bytes (RGB triples) and tRNS bytes the type takes.
    var paletteAndTransparency: (palette: [UInt8], transparency: [UInt8]) {
        switch self {
        case .indexed(let palette, _):
            let rgb = palette.flatMap { (entry: UInt32) -> [UInt8] in [UInt8(entry >> 24), UInt8((entry >> 16) & 0xFF), UInt8((entry >> 8) & 0xFF)] }
            return (rgb, palette.prefix { $0 & 0xFF != 255 }.map { UInt8($0 & 0xFF) })
        case .rgb(let key?):
            return ([], [UInt8(key >> 16), UInt8((key >> 8) & 0xFF), UInt8(key & 0xFF)])
        case .rgb(nil), .rgba:
            return ([], [])
        }
    }

    /// Whether a frame can be stored as unchanged-transparent blended over the one before.
    var hasTransparentValue: Bool {
        switch self {
        case .indexed(_, let transparent): transparent != nil
        case .rgb(let key): key != nil
        case .rgba: true
        }
    }

    /// `image`'s pixels as rows of this type. With `unchangedFrom`, pixels equal to that
    /// image's are written as the transparent value; nil when that cannot be blended exactly
    /// (a changed pixel is not opaque, or the type has no transparent value).
    func pack(_ image: RGBAImage, unchangedFrom old: RGBAImage? = nil) -> [UInt8]? {
        if old != nil, !hasTransparentValue { return nil }
        let source = image.pixels
        let count = image.width * image.height
        var lookup: [UInt32: UInt8] = [:]
        if case .indexed(let palette, _) = self {
            for (index, color) in palette.enumerated() { lookup[color] = UInt8(index) }
        }
        var packed: [UInt8] = []
        packed.reserveCapacity(count * 4)
        for pixel in 0..<count {
            let offset = pixel * 4
            let color = UInt32(source[offset]) << 24 | UInt32(source[offset + 1]) << 16 | UInt32(source[offset + 2]) << 8
                | UInt32(source[offset + 3])
            var unchanged = false
            if let old {
                let previous = UInt32(old.pixels[offset]) << 24 | UInt32(old.pixels[offset + 1]) << 16
                    | UInt32(old.pixels[offset + 2]) << 8 | UInt32(old.pixels[offset + 3])
                unchanged = previous == color
                // Over mixes a changed pixel that is not opaque with the old one.
                if !unchanged, color & 0xFF != 255 { return nil }
            }
            switch self {
            case .indexed(_, let transparent):
                packed.append(unchanged ? transparent! : lookup[color]!)
            case .rgb(let key):
                let rgb = unchanged ? key! : color >> 8
                packed += [UInt8(rgb >> 16), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF)]
            case .rgba:
                if unchanged {
                    packed += [0, 0, 0, 0]
                } else {
                    packed += source[offset..<offset + 4]
                }
            }
        }
        return packed
    }
}

/// The colours of an animation, gathered frame by frame (only where a frame changed), to
/// choose its `APNGColorType`.
struct ColorCensus {
    /// Distinct packed RGBA colours, until there are more than a palette holds.
    private var colors: Set<UInt32>? = []
    private var allOpaque = true
    /// One bit per RGB colour seen (2 MB), to find a colour key no pixel uses.
    private var usedRGB = [UInt64](repeating: 0, count: 1 << 18)

    mutating func add(_ image: RGBAImage, in rect: PixelRect) {
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    let offset = (y * image.width + x) * 4
                    let rgb = UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2])
                    let alpha = pixels[offset + 3]
                    if alpha != 255 { allOpaque = false }
                    usedRGB[Int(rgb >> 6)] |= 1 << UInt64(rgb & 63)
                    if colors != nil {
                        colors!.insert(rgb << 8 | UInt32(alpha))
                        if colors!.count > 256 { colors = nil }
                    }
                }
            }
        }
    }

    /// The type that stores every frame exactly in the fewest bytes per pixel.
    var colorType: APNGColorType {
        if var colors {
            // A transparent entry: one the frames use, or one more if the palette has room.
            var transparent = colors.first { $0 & 0xFF == 0 }
            if transparent == nil, colors.count < 256 {
                transparent = 0
                colors.insert(0)
            }
            // Translucent entries first (tRNS lists alphas from the start), then by value so
            // the file does not depend on the set's order.
            let palette = colors.sorted { ($0 & 0xFF == 255 ? 1 : 0, $0) < ($1 & 0xFF == 255 ? 1 : 0, $1) }
            return .indexed(palette: palette, transparent: transparent.flatMap { palette.firstIndex(of: $0) }.map { UInt8($0) })
        }
        guard allOpaque else { return .rgba }
        let free = usedRGB.firstIndex { $0 != UInt64.max }.map { word in UInt32(word * 64 + (~usedRGB[word]).trailingZeroBitCount) }
        return .rgb(key: free)
    }
}
