import FlipbookPNG
import FlipbookScene

/// How strictly two images must agree.
public struct ImageTolerance: Sendable, Equatable {
    /// Largest per-channel difference (0…255) a pixel may have and still count as equal.
    public var channel: Int
    /// pixelmatch's perceptual threshold on the YIQ difference (0 = exact … 1 = anything).
    public var perceptual: Double
    /// Whether differences that look like anti-aliasing are forgiven (counted separately).
    public var ignoresAntialiasing: Bool
    /// How many differing pixels a frame may have and still pass.
    public var maximumDifferingPixels: Int
    /// The share (0…1) of pixels that may differ (0 = not set); with both set, the stricter applies.
    public var maximumDifferingRatio: Double
    /// The share (0…1) of any `densityWindow` × `densityWindow` square that may differ (0 = not
    /// set): a budget spread thin over the frame passes, the same pixels in one spot do not.
    public var maximumWindowDensity: Double
    /// The side of the density window in pixels.
    public var densityWindow: Int

    /// The default: pixelmatch's threshold 0.1 with anti-aliasing forgiven, no differing pixel.
    public static let `default` = ImageTolerance()
    /// Byte for byte.
    public static let exact = ImageTolerance(perceptual: 0, ignoresAntialiasing: false)

    /// Creates a tolerance.
    public init(channel: Int = 0, perceptual: Double = 0.1, ignoresAntialiasing: Bool = true,
                maximumDifferingPixels: Int = 0, maximumDifferingRatio: Double = 0,
                maximumWindowDensity: Double = 0, densityWindow: Int = 16) {
        self.channel = channel
        self.perceptual = perceptual
        self.ignoresAntialiasing = ignoresAntialiasing
        self.maximumDifferingPixels = maximumDifferingPixels
        self.maximumDifferingRatio = maximumDifferingRatio
        self.maximumWindowDensity = maximumWindowDensity
        self.densityWindow = max(densityWindow, 1)
    }

    /// This tolerance with a scene's own overrides (its file's `"golden"` object) applied.
    public func applying(_ settings: GoldenSettings) -> ImageTolerance {
        var tolerance = self
        if let threshold = settings.threshold { tolerance.perceptual = threshold }
        if let pixels = settings.maxDiffPixels { tolerance.maximumDifferingPixels = pixels }
        if let ratio = settings.maxDiffRatio { tolerance.maximumDifferingRatio = ratio }
        return tolerance
    }

    /// The tier for goldens recorded in another environment (other cairo, pango, pixman,
    /// freetype, harfbuzz or fontconfig versions, or other font files), where glyph shapes
    /// and edge coverage legitimately move. It absorbs anti-aliasing and glyph edges only:
    /// anti-aliasing forgiven, up to 0.5 % of the pixels differing, no 16 × 16 window more than
    /// a quarter changed. The perceptual threshold stays as it is, so a flat colour change
    /// (a background from #FFFFFF to #DDDDDD, a layer's fill) is a difference in every pixel
    /// it touches and fails under every tier, and a moved or missing element still fails.
    public var crossEnvironment: ImageTolerance {
        var looser = self
        looser.ignoresAntialiasing = true
        looser.maximumDifferingRatio = max(maximumDifferingRatio, 0.005)
        looser.maximumDifferingPixels = maximumDifferingPixels > 0 ? max(maximumDifferingPixels, 1) : 0
        looser.maximumWindowDensity = maximumWindowDensity > 0 ? min(maximumWindowDensity, 0.25) : 0.25
        looser.densityWindow = 16
        return looser
    }
}

/// What comparing two images found.
public struct ImageDifference: Sendable, Equatable, CustomStringConvertible {
    /// The summary line (the diff image is left out of printed output).
    public var description: String { summary }

    /// Pixels that differ beyond the tolerance (not counting forgiven anti-aliasing).
    public let differingPixels: Int
    /// Pixels whose difference looked like anti-aliasing and was forgiven.
    public let antialiasedPixels: Int
    /// All pixels compared.
    public let totalPixels: Int
    /// The largest perceptual difference found, 0…1 (pixelmatch's scale: 1 = black vs white).
    public let largestDifference: Double
    /// The bounding box of the differing pixels, if any.
    public let bounds: (x: Int, y: Int, width: Int, height: Int)?
    /// A picture of the difference: red changed, yellow anti-aliasing, faded grey context.
    public private(set) var diffImage: RGBAImage
    /// Whether the images have different sizes (then nothing else is meaningful).
    public let sizesDiffer: Bool
    /// The most differing pixels in any density window (the tolerance's `densityWindow`,
    /// clipped to the image), and that window's pixel count.
    public var densestWindow: (differing: Int, pixels: Int) = (0, 0)

    /// `differing/total` as a ratio.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// The numbers without the diff image (a 1 × 1 stand-in), for keeping many differences.
    public var withoutImage: ImageDifference {
        var copy = self
        copy.diffImage = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0]) ?? diffImage
        return copy
    }

    public static func == (lhs: ImageDifference, rhs: ImageDifference) -> Bool {
        lhs.differingPixels == rhs.differingPixels && lhs.antialiasedPixels == rhs.antialiasedPixels
            && lhs.totalPixels == rhs.totalPixels && lhs.largestDifference == rhs.largestDifference
            && lhs.sizesDiffer == rhs.sizesDiffer
    }

    /// `differing=N ratio=R max=D bbox=X,Y,W,H`, as `flipbook diff` prints it.
    public var summary: String {
        if sizesDiffer { return "sizes differ" }
        let box = bounds.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? "none"
        return "differing=\(differingPixels) ratio=\(format(ratio)) max=\(format(largestDifference)) bbox=\(box)"
    }

    private func format(_ value: Double) -> String {
        var text = String(Int((value * 1_000_000).rounded()))
        while text.count < 7 { text = "0" + text }
        let whole = text.dropLast(6)
        var fraction = String(text.suffix(6))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}

/// Compares images in layers: an exact fast path; a per-channel tolerance; pixelmatch's YIQ
/// perceptual threshold with anti-aliasing detection; then a budget of differing pixels.
/// Alpha is compared over a checkerboard, so a colour change under transparency still shows.
public enum ImageComparison {
    /// Compares `actual` with `expected`.
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, tolerance: ImageTolerance = .default) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageDifference(differingPixels: max(expected.width * expected.height, actual.width * actual.height),
                                   antialiasedPixels: 0, totalPixels: expected.width * expected.height,
                                   largestDifference: 1, bounds: (0, 0, max(expected.width, actual.width),
                                                                  max(expected.height, actual.height)),
                                   diffImage: actual, sizesDiffer: true)
        }
        let (width, height) = (expected.width, expected.height)
        var diff = [UInt8](repeating: 255, count: width * height * 4)
        if expected == actual {
            fade(expected, into: &diff)
            return ImageDifference(differingPixels: 0, antialiasedPixels: 0, totalPixels: width * height,
                                   largestDifference: 0, bounds: nil, diffImage: RGBAImage(width: width, height: height, pixels: diff)!,
                                   sizesDiffer: false)
        }
        let maximumDelta = 35_215 * tolerance.perceptual * tolerance.perceptual
        var (differing, antialiased) = (0, 0)
        var largest = 0.0
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        fade(expected, into: &diff)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                var withinChannels = true
                for channel in 0..<4 where abs(Int(expected.pixels[offset + channel]) - Int(actual.pixels[offset + channel])) > tolerance.channel {
                    withinChannels = false
                }
                if withinChannels { continue }
                let delta = colorDelta(expected, actual, x, y, x, y, brightnessOnly: false)
                largest = max(largest, min(abs(delta) / 35_215, 1).squareRoot())
                guard abs(delta) > maximumDelta else { continue }
                if tolerance.ignoresAntialiasing
                    && (isAntialiased(expected, x, y, other: actual) || isAntialiased(actual, x, y, other: expected)) {
                    antialiased += 1
                    paint(&diff, offset, (255, 255, 0))
                } else {
                    differing += 1
                    paint(&diff, offset, (255, 0, 0))
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        var result = ImageDifference(differingPixels: differing, antialiasedPixels: antialiased, totalPixels: width * height,
                                     largestDifference: largest,
                                     bounds: maxX >= 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil,
                                     diffImage: RGBAImage(width: width, height: height, pixels: diff)!, sizesDiffer: false)
        if differing > 0 { result.densestWindow = densestWindow(in: diff, width: width, height: height, side: tolerance.densityWindow) }
        return result
    }

    /// The most red (differing) pixels of the diff image inside any side × side square, found
    /// with a summed-area table so every window position costs four lookups.
    private static func densestWindow(in diff: [UInt8], width: Int, height: Int, side: Int) -> (differing: Int, pixels: Int) {
        let (windowWidth, windowHeight) = (min(side, width), min(side, height))
        var sums = [Int](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var row = 0
            for x in 0..<width {
                let offset = (y * width + x) * 4
                if diff[offset] == 255 && diff[offset + 1] == 0 { row += 1 }
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
            }
        }
        var densest = 0
        for y in 0...(height - windowHeight) {
            for x in 0...(width - windowWidth) {
                let (x1, y1) = (x + windowWidth, y + windowHeight)
                let count = sums[y1 * (width + 1) + x1] - sums[y * (width + 1) + x1] - sums[y1 * (width + 1) + x] + sums[y * (width + 1) + x]
                densest = max(densest, count)
            }
        }
        return (densest, windowWidth * windowHeight)
    }

    /// Whether a difference passes the tolerance's budget.
    public static func passes(_ difference: ImageDifference, _ tolerance: ImageTolerance) -> Bool {
        guard !difference.sizesDiffer else { return false }
        // A ratio of 0 means "not set"; when both are set the stricter wins.
        let byRatio = Int(tolerance.maximumDifferingRatio * Double(difference.totalPixels))
        let budget = tolerance.maximumDifferingRatio > 0
            ? (tolerance.maximumDifferingPixels > 0 ? min(tolerance.maximumDifferingPixels, byRatio) : byRatio)
            : tolerance.maximumDifferingPixels
        guard difference.differingPixels <= max(budget, 0) else { return false }
        return !exceedsWindowDensity(difference, tolerance)
    }

    /// Whether some window holds more differing pixels than the density limit allows.
    public static func exceedsWindowDensity(_ difference: ImageDifference, _ tolerance: ImageTolerance) -> Bool {
        guard tolerance.maximumWindowDensity > 0, difference.densestWindow.pixels > 0 else { return false }
        return Double(difference.densestWindow.differing) > tolerance.maximumWindowDensity * Double(difference.densestWindow.pixels)
    }

    /// The pixel over an 8-pixel checkerboard of white and light grey (so alpha differences show).
    private static func composited(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Double, Double, Double) {
        let offset = (y * image.width + x) * 4
        let alpha = Double(image.pixels[offset + 3]) / 255
        let backdrop: Double = ((x / 8) + (y / 8)) % 2 == 0 ? 255 : 204
        func blend(_ value: UInt8) -> Double { backdrop + (Double(value) - backdrop) * alpha }
        return (blend(image.pixels[offset]), blend(image.pixels[offset + 1]), blend(image.pixels[offset + 2]))
    }

    /// pixelmatch's colour delta in YIQ space: signed by brightness, 0…35215.
    static func colorDelta(_ a: RGBAImage, _ b: RGBAImage, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int,
                           brightnessOnly: Bool) -> Double {
        let (r1, g1, b1) = composited(a, x1, y1)
        let (r2, g2, b2) = composited(b, x2, y2)
        func luma(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        if brightnessOnly { return y }
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch's anti-aliasing test: the pixel sits between a darkest and a brightest
    /// neighbour, and one of those has several identical siblings in both images.
    static func isAntialiased(_ image: RGBAImage, _ x: Int, _ y: Int, other: RGBAImage) -> Bool {
        let (x0, y0) = (max(x - 1, 0), max(y - 1, 0))
        let (x1, y1) = (min(x + 1, image.width - 1), min(y + 1, image.height - 1))
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var (minimum, maximum) = (0.0, 0.0)
        var (minX, minY, maxX, maxY) = (0, 0, 0, 0)
        for nx in x0...x1 {
            for ny in y0...y1 where nx != x || ny != y {
                let delta = colorDelta(image, image, x, y, nx, ny, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    (minX, minY) = (nx, ny)
                } else if delta > maximum {
                    maximum = delta
                    (maxX, maxY) = (nx, ny)
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether at least three neighbours have exactly the pixel's colour.
    private static func hasManySiblings(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let (x0, y0) = (max(x - 1, 0), max(y - 1, 0))
        let (x1, y1) = (min(x + 1, image.width - 1), min(y + 1, image.height - 1))
        let offset = (y * image.width + x) * 4
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for nx in x0...x1 {
            for ny in y0...y1 where nx != x || ny != y {
                let other = (ny * image.width + nx) * 4
                if image.pixels[offset..<offset + 4].elementsEqual(image.pixels[other..<other + 4]) {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    /// Faded grey context: the expected image's brightness blended towards white.
    private static func fade(_ image: RGBAImage, into diff: inout [UInt8]) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b) = composited(image, x, y)
                let luma = r * 0.29889531 + g * 0.58662247 + b * 0.11448223
                let value = UInt8(min(max(255 + (luma - 255) * 0.1, 0), 255))
                let offset = (y * image.width + x) * 4
                (diff[offset], diff[offset + 1], diff[offset + 2], diff[offset + 3]) = (value, value, value, 255)
            }
        }
    }

    private static func paint(_ diff: inout [UInt8], _ offset: Int, _ color: (UInt8, UInt8, UInt8)) {
        (diff[offset], diff[offset + 1], diff[offset + 2], diff[offset + 3]) = (color.0, color.1, color.2, 255)
    }
}
