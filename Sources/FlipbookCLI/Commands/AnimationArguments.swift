import FlipbookAnimations
import FlipbookGIF
import FlipbookWebP

/// The animated file formats, and the extension that names each.
/// The options `render` and `encode` share for animations, checked against the format: an
/// option that does nothing for it is an error, not silently ignored.
enum AnimationArguments {
    static let options: [OptionSpec] = [
        .value("palette", "global|per-frame", help: "GIF: one palette for all frames (default) or one per frame."),
        .value("quality", "min-max|0…100", help: "GIF: libimagequant's quality range, 0-100 (default 0-100). "
            + "WebP: lossy at this quality, 0-100 (default lossless)."),
        .value("dither", "0…1", help: "GIF: dithering strength (default 1)."),
        .value("loop", "n", help: "Plays in total: 0 repeats forever (default), 1 plays once; the same for GIF, APNG and WebP."),
        .value("hold-last", "seconds", help: "Keep the last frame this much longer before the loop restarts."),
    ]

    static func parse(_ arguments: ParsedArguments, format: AnimationFormat, transparent: Bool) throws(CommandFailure) -> AnimationOptions {
        var options = AnimationOptions()
        options.gif.transparent = transparent
        for name in ["palette", "dither"] + (format == .apng ? ["quality"] : []) where format != .gif && arguments.value(name) != nil {
            throw .usage("--\(name) applies to GIF output only, not \(format.rawValue)")
        }
        if let palette = arguments.value("palette") {
            guard let mode = GIFOptions.PaletteMode(rawValue: palette) else {
                throw .badInput("--palette: expected global or per-frame, found '\(palette)'")
            }
            options.gif.palette = mode
        }
        if let quality = arguments.value("quality") {
            if format == .webp {
                guard let value = Double(quality), (0...100).contains(value) else {
                    throw .badInput("--quality: a WebP takes one number from 0 to 100 (lossy at that quality), found '\(quality)'")
                }
                options.webpQuality = value
            } else {
                let parts = quality.split(separator: "-").map { Int($0) }
                guard parts.count == 2, let low = parts[0], let high = parts[1], 0 <= low, low <= high, high <= 100 else {
                    throw .badInput("--quality: expected MIN-MAX with 0 ≤ MIN ≤ MAX ≤ 100, found '\(quality)'")
                }
                options.gif.quality = low...high
            }
        }
        if let dither = arguments.value("dither") {
            let value = try NumberParsing.finite(dither, what: "--dither")
            guard (0...1).contains(value) else { throw .badInput("--dither: expected a number from 0 to 1, found \(dither)") }
            options.gif.dither = value
        }
        if let loop = arguments.value("loop") {
            guard let count = Int(loop), (0...65_535).contains(count) else {
                throw .badInput("--loop: expected a number of plays from 0 (forever) to 65535, found '\(loop)'")
            }
            options.gif.plays = count
        }
        if let hold = arguments.value("hold-last") {
            let value = try NumberParsing.finite(hold, what: "--hold-last")
            guard value >= 0, value <= 600 else { throw .badInput("--hold-last: expected seconds from 0 to 600, found \(hold)") }
            options.gif.holdLast = value
        }
        return options
    }
}
