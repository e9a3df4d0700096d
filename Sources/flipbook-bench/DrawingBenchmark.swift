import CCairo
import Dispatch
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// Drawing only (no encoding): Flipbook rendering the gauge at 2x against a loop that draws the
/// same ring and needle with direct Cairo calls, and against rlottie (the renderer Lottie users
/// pick on Linux) playing `Assets/bench/gauge.lottie.json`, the same gauge as a Lottie file.
/// rlottie is loaded at run time (`make bench` installs librlottie0-1), so building Flipbook
/// never needs it.
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

    /// Frames per second rlottie renders the Lottie gauge at 750 × 400, or nil without rlottie.
    static func rlottieRate(_ file: URL, frames: Int) -> Double? {
        guard let lottie = Rlottie(file) else { return nil }
        var buffer = [UInt32](repeating: 0, count: 750 * 400)
        let seconds = PipelineBenchmark.median(5) {
            buffer.withUnsafeMutableBufferPointer { pixels in
                for frame in 0..<frames { lottie.render(frame % max(lottie.frameCount, 1), into: pixels) }
            }
        }
        return Double(frames) / seconds
    }

    /// rlottie's frame `number` as straight RGBA, for looking at (the benchmark's sanity check).
    static func rlottieFrame(_ file: URL, number: Int) -> RGBAImage? {
        guard let lottie = Rlottie(file) else { return nil }
        var buffer = [UInt32](repeating: 0, count: 750 * 400)
        buffer.withUnsafeMutableBufferPointer { lottie.render(number, into: $0) }
        var pixels = [UInt8](repeating: 255, count: 750 * 400 * 4)
        for (index, argb) in buffer.enumerated() {
            let alpha = Double(argb >> 24) / 255
            // Over white, un-premultiplied: what a viewer shows.
            for (channel, shift) in [(0, 16), (1, 8), (2, 0)] {
                let premultiplied = Double((argb >> UInt32(shift)) & 0xFF)
                pixels[index * 4 + channel] = UInt8(min(255, premultiplied + 255 * (1 - alpha)))
            }
        }
        return RGBAImage(width: 750, height: 400, pixels: pixels)
    }
}

/// A Lottie animation loaded through rlottie's C API, found at run time (`make bench`
/// installs librlottie0-1), so building Flipbook never needs it. Renders 750 × 400 ARGB.
final class Rlottie {
    private typealias FromData = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) -> OpaquePointer?
    private typealias Render = @convention(c) (OpaquePointer, Int, UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void
    private typealias Destroy = @convention(c) (OpaquePointer) -> Void
    private typealias TotalFrames = @convention(c) (OpaquePointer) -> Int

    private let animation: OpaquePointer
    private let draw: Render
    private let destroy: Destroy
    let frameCount: Int

    /// Nil when rlottie or the file is missing, or rlottie cannot read it.
    init?(_ file: URL) {
        guard let library = dlopen("librlottie.so.0-1", RTLD_NOW) ?? dlopen("librlottie.so", RTLD_NOW),
              let fromData = dlsym(library, "lottie_animation_from_data"), let render = dlsym(library, "lottie_animation_render"),
              let destroy = dlsym(library, "lottie_animation_destroy"), let total = dlsym(library, "lottie_animation_get_totalframe"),
              let json = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let load = unsafeBitCast(fromData, to: FromData.self)
        guard let animation = json.withCString({ text in "gauge".withCString { key in "".withCString { load(text, key, $0) } } }) else {
            return nil
        }
        self.animation = animation
        draw = unsafeBitCast(render, to: Render.self)
        self.destroy = unsafeBitCast(destroy, to: Destroy.self)
        frameCount = unsafeBitCast(total, to: TotalFrames.self)(animation)
    }

    deinit { destroy(animation) }

    /// Draws frame `number` into a 750 × 400 buffer.
    func render(_ number: Int, into pixels: UnsafeMutableBufferPointer<UInt32>) {
        draw(animation, number, pixels.baseAddress!, 750, 400, 750 * 4)
    }
}
