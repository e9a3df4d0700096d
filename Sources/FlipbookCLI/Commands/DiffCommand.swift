import FlipbookGolden
import FlipbookPNG
import Foundation

/// `flipbook diff A.png B.png`: how two images differ, as golden checks measure it.
public enum DiffCommand: Command {
    public static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two PNGs the way golden checks do.",
        arguments: [ArgumentSpec("a.png", help: "The expected image."), ArgumentSpec("b.png", help: "The actual image.")],
        options: [
            .value("out", "diff.png", help: "Write the difference: red changed, yellow anti-aliasing, faded context."),
            .value("threshold", "x", help: "Per-pixel YIQ threshold, 0…1 (default 0.1, pixelmatch's)."),
            .flag("no-antialiasing", help: "Count anti-aliasing differences too."),
        ],
        discussion: """
            Prints differing=N ratio=R max=D bbox=X,Y,W,H and exits 0 when the images are equal
            within the threshold, 1 when they are not (different sizes count as different).

            EXAMPLES:
              flipbook diff expected.png actual.png --out diff.png
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw .usage("expected two images, found \(arguments.positionals.count)")
        }
        var images: [RGBAImage] = []
        for path in arguments.positionals { images.append(try CommandFiles.readPNG(path)) }
        var tolerance = ImageTolerance.default
        if let text = arguments.value("threshold") {
            let value = try NumberParsing.finite(text, what: "--threshold")
            guard (0...1).contains(value) else { throw .badInput("--threshold: expected a number from 0 to 1, found \(text)") }
            tolerance.perceptual = value
        }
        tolerance.ignoresAntialiasing = !arguments.flag("no-antialiasing")
        let difference = ImageComparison.compare(images[0], images[1], tolerance: tolerance)
        if let out = arguments.value("out"), !difference.sizesDiffer {
            try CommandFiles.writePNG(difference.diffImage, to: out)
        }
        console.output(difference.summary + "\n")
        return ImageComparison.passes(difference, tolerance) ? .success : .difference
    }
}
