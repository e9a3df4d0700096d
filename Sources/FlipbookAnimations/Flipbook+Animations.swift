import FlipbookGIF
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation

extension Flipbook {
    /// Renders a timeline (a scene's, or a UIKit recording's) and writes it as a GIF, APNG or
    /// WebP in one call, as `flipbook render --out FILE` does: `options` chooses the frame rate
    /// (default 60; GIFs play at 50 fps at most), scale, speed, part and background; `animation`
    /// the encoding. Frames are drawn on `threads` workers a batch ahead of the encoder, so
    /// memory does not grow with length. Returns warnings (drawing, dropped GIF frames).
    ///
    /// ```swift
    /// let timeline = window.record(duration: 1.2) { clock in toast.show(for: 0.5) }
    /// try Flipbook.writeAnimation(of: timeline, as: .gif, to: "toast.gif",
    ///                             options: RenderOptions(fps: 50, scale: 2), fonts: FontConfiguration())
    /// ```
    @discardableResult
    public static func writeAnimation(
        of timeline: Timeline, as format: AnimationFormat, to destination: AnimationDestination, options: RenderOptions,
        animation: AnimationOptions = AnimationOptions(), fonts: FontConfiguration,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, progress: ((Int, Int) -> Void)? = nil
    ) throws -> [String] {
        var animation = animation
        animation.gif.threads = threads  // the encoders' threads too (GIF remapping, lossless WebP)
        let times = options.frameTimes(duration: timeline.duration)
        // Output time: frames are 1/fps apart except a closing frame at the true end.
        let first = times.first?.time ?? 0
        let starts = times.map { ($0.time - first) / options.speed }
        let end = (starts.last ?? 0) + 1 / Double(options.fps)
        let requests = AnimationEncoder.frameRequests(format, frameCount: times.count, startTimes: starts, end: end,
                                                      options: animation)
        let prefetcher = FramePrefetcher(timeline: timeline, options: options, fonts: fonts, threads: threads, order: requests)
        var drawn = 0
        let frame = { (position: Int) throws -> RGBAImage in
            drawn += 1
            progress?(drawn, requests.count)
            return try prefetcher.frame(position)
        }
        let warnings = try AnimationEncoder.write(format, frameCount: times.count, frame: frame, startTimes: starts, end: end,
                                                  options: animation, to: destination)
        return prefetcher.warnings.sorted() + warnings
    }

    /// `writeAnimation` to a file, the format named by its extension (`.gif`, `.apng`, `.webp`).
    @discardableResult
    public static func writeAnimation(
        of timeline: Timeline, to path: String, options: RenderOptions, animation: AnimationOptions = AnimationOptions(),
        fonts: FontConfiguration, threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [String] {
        guard let format = AnimationFormat.named(by: path) else {
            throw FileWriteError(path: path, reason: "the extension names no animation format: use .gif, .apng or .webp")
        }
        return try writeAnimation(of: timeline, as: format, to: .file(path), options: options, animation: animation,
                                  fonts: fonts, threads: threads)
    }
}
