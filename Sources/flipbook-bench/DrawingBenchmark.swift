import CCairo
import Dispatch
import FlipbookLottieImport
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// Drawing only (no encoding): Flipbook rendering the gauge at 2x against a loop that draws the
/// same ring and needle with direct Cairo calls, and against a current rlottie (the renderer
/// Lottie users pick on Linux, `RlottieBaseline`) playing `Assets/bench/gauge.lottie.json`, the
/// same gauge as a Lottie file.
enum DrawingBenchmark {
    struct Result {
        let frames: Int
        let flipbook: Double, cairo: Double  // frames per second
        /// Flipbook drawing every frame from scratch (no reuse of the previous frame).
        let fullRedraw: Double
        /// Only the presentation trees, not drawn: the timeline's share of a frame.
        let treesOnly: Double
        let rlottie: Double?
    }

    static func run(timeline: Timeline, fonts: FontConfiguration, lottie: URL) -> Result {
        let times = FrameSchedule.times(from: 0, to: timeline.duration, fps: 60)
        let renderer = Renderer(fonts: fonts, scale: 2, resourceDirectory: timeline.resourceDirectory)
        let redrawing = Renderer(fonts: fonts, scale: 2, resourceDirectory: timeline.resourceDirectory, reusesPreviousFrame: false)
        func rate(_ body: () -> Void) -> Double {
            let seconds = PipelineBenchmark.median(5, body)
            return Double(times.count) / seconds
        }
        // Like rlottie's render into a caller's buffer: the frame's pixels are looked at, not copied.
        let flipbook = rate {
            for time in times { _ = try? renderer.withRenderedPixels(of: timeline.presentation(at: time)) { $0.bytes[0] } }
        }
        let fullRedraw = rate {
            for time in times { _ = try? redrawing.withRenderedPixels(of: timeline.presentation(at: time)) { $0.bytes[0] } }
        }
        let treesOnly = rate {
            for time in times { _ = timeline.presentation(at: time).layers.count }
        }
        let cairo = rate {
            for time in times { drawWithCairo(angle: needleAngle(timeline, time)) }
        }
        return Result(frames: times.count, flipbook: flipbook, cairo: cairo, fullRedraw: fullRedraw, treesOnly: treesOnly,
                      rlottie: rlottieRate(lottie, frames: times.count))
    }

    static func needleAngle(_ timeline: Timeline, _ time: Double) -> Double {
        timeline.value(ofLayer: "needle", at: LayerKeyPath("transform.rotation.z")!, time: time)?.number ?? 0
    }

    /// The gauge with Cairo directly: a white 750 × 400 surface, the ring stroked, the needle filled.
    static func drawWithCairo(angle: Double) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 750, 400) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        cairo_scale(context, 2, 2)
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_set_source_rgb(context, 0, 0, 0)
        cairo_set_line_width(context, 4)
        cairo_arc(context, 187.5, 100, 48, 0, 2 * .pi)
        cairo_stroke(context)
        cairo_translate(context, 187.5, 100)
        cairo_rotate(context, angle)
        cairo_set_source_rgb(context, 1, 0, 0)
        cairo_rectangle(context, -2, -50, 4, 50)
        cairo_fill(context)
        cairo_surface_flush(surface)
    }

    /// Frames per second a current rlottie draws the Lottie gauge at 750 × 400 (the same number
    /// of frames, its own frames in turn), or nil without rlottie-python.
    static func rlottieRate(_ file: URL, frames: Int) -> Double? {
        guard let document = try? LottieImport(contentsOfFile: file.path) else { return nil }
        let count = max(Int((document.outPoint - document.inPoint).rounded(.up)), 1)
        let numbers = (0..<frames).map { Int(document.inPoint) + $0 % count }
        return RlottieBaseline.seconds(scale: 2, rounds: 5, png: false, documents: [(file.path, numbers)]).map { Double(frames) / $0 }
    }
}
