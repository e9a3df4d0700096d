import FlipbookAnimations
import FlipbookScene

/// What `render` writes, decided by `--format`, `--out` and `--at` together: the output path's
/// extension names the format (`.gif`, `.apng`, `.webp`; `.json` a Lottie document; `.png` is one
/// instant), a path without
/// one is a folder of PNG frames, and `-` is standard output. `--format` and an extension that
/// disagree are an error, as is a `.png` path without `--at`, so a typo never quietly makes a
/// folder named `preview.gif` or a GIF named `preview.png`.
enum RenderTarget: Equatable {
    /// A folder of PNG frames and frames.json.
    case sequence(folder: String)
    /// One PNG of one instant (`-`: standard output).
    case still(path: String)
    /// One animated file (`-`: standard output).
    case animation(AnimationFormat, path: String)
    /// The timeline as a Lottie document (`-`: standard output).
    case lottie(path: String)

    /// The formats `--format` takes.
    static let formats = ["png"] + AnimationFormat.allCases.map(\.rawValue) + ["lottie"]

    /// Resolves the options; `defaultName` names the default outputs (`Output/<name>/`,
    /// `Output/<name>.gif`, `Output/<name>@<t>.png`, with `instantText` as `<t>`).
    static func resolve(format: String?, out: String?, instantText: String?, defaultName: String) throws(CommandFailure) -> RenderTarget {
        if let format, !formats.contains(format) {
            throw .usage("--format: expected png, gif, apng, webp or lottie, found '\(format)'" + Suggestions.didYouMean(format, among: formats))
        }
        let isJSONPath = out.map { $0 != "-" && $0.lowercased().hasSuffix(".json") } ?? false
        let named = out.flatMap(AnimationFormat.named(by:))
        let isPNGPath = out.map { $0 != "-" && $0.lowercased().hasSuffix(".png") } ?? false
        if let instantText {
            if let format, format != "png" {
                throw .usage("--at renders one PNG of one instant; --format \(format) is for the whole animation (drop one of them)")
            }
            if let named, let out {
                throw .usage("--at renders one PNG, but --out \(out) names a .\(named.rawValue) file; give a .png path (or -)")
            }
            if isJSONPath, let out {
                throw .usage("--at renders one PNG, but --out \(out) names a Lottie file; give a .png path (or -)")
            }
            return .still(path: out ?? "Output/\(defaultName)@\(instantText).png")
        }
        if isPNGPath, let out {
            throw .usage("--out \(out): a .png file holds one instant; add --at <t> to render one, or give a folder "
                + "(or a .gif, .apng or .webp file) for the whole animation")
        }
        let extensionFormat = named?.rawValue ?? (isJSONPath ? "lottie" : nil)
        let chosen = try format.map { (format) throws(CommandFailure) -> String in
            if let extensionFormat, let out, extensionFormat != format {
                throw .usage("--format \(format) but --out \(out) names a \(extensionFormat == "lottie" ? "Lottie (.json)" : "." + extensionFormat) "
                    + "file; make them agree (or drop --format)")
            }
            return format
        } ?? extensionFormat ?? (out == "-" ? nil : "png")
        guard let chosen else {
            throw .usage("--out - writes one file to standard output: give --format gif, apng, webp or lottie, or --at <t> for one PNG")
        }
        if chosen == "lottie" { return .lottie(path: out ?? "Output/\(defaultName).json") }
        guard let animation = AnimationFormat(rawValue: chosen) else {
            if out == "-" {
                throw .usage("a PNG sequence is a folder and cannot go to standard output: give --format gif, apng or webp, "
                    + "or --at <t> for one PNG")
            }
            return .sequence(folder: out ?? "Output/\(defaultName)")
        }
        return .animation(animation, path: out ?? "Output/\(defaultName).\(animation.rawValue)")
    }
}
