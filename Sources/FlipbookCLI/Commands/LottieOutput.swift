import FlipbookGolden
import FlipbookLottie
import FlipbookRender
import FlipbookScene

/// `render --format lottie`: the timeline as a Lottie document, written atomically.
enum LottieOutput {
    /// Options that shape frames or their encoding, which a Lottie document does not have.
    static let inapplicable = ["from", "to", "frames", "shard", "speed", "palette", "quality", "dither", "loop", "hold-last"]

    static func write(_ timeline: Timeline, to out: String, options: RenderArguments, fonts: FontConfiguration,
                      arguments: ParsedArguments, console: Console, quiet: Bool) throws(CommandFailure) {
        if let option = inapplicable.first(where: { arguments.value($0) != nil }) {
            throw .usage("--\(option) does not apply to a Lottie file, which holds the whole animation; drop it")
        }
        if arguments.flag("verify-determinism") { throw .usage("--verify-determinism checks drawn frames; a Lottie file has none") }
        if out != "-" { try CommandFiles.prepareOutput(out) }
        let export = try Pictures.rendering {
            try LottieExporter.export(timeline, fps: options.render.fps, fonts: fonts, markers: timeline.keyInstants,
                                      pictureScale: options.render.scale ?? timeline.canvas.scale,
                                      background: options.render.background)
        }
        let bytes = Array(export.document.utf8)
        if out == "-" {
            console.bytes(bytes)
        } else {
            try CommandFiles.write(bytes, to: out)
        }
        if !quiet { for warning in export.warnings { console.error("flipbook render: warning: \(warning)\n") } }
    }
}
