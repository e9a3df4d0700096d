import FlipbookPNG
import FlipbookScene
import FlipbookTiming
import Foundation
import Synchronization

/// How to turn a timeline into frames.
public struct RenderOptions: Sendable {
    /// Frames per second of output time.
    public var fps: Int
    /// Pixels per point; nil uses the scene canvas's scale.
    public var scale: Double?
    /// Scene seconds per output second (0.1 plays ten times slower).
    public var speed: Double
    /// The first scene time to render; frames keep their full-render indices.
    public var from: Double
    /// The last scene time to render; nil: the end of the scene.
    public var to: Double?
    /// Replaces the canvas background; `.clear` gives transparent frames.
    public var background: Color?
    /// Only these full-render frame indices (a slice for a CI matrix); nil renders them all.
    public var indices: ClosedRange<Int>?

    /// The defaults of `flipbook render`: 60 fps, the canvas's scale, normal speed, everything.
    public init(fps: Int = 60, scale: Double? = nil, speed: Double = 1, from: Double = 0, to: Double? = nil,
                background: Color? = nil) {
        self.fps = fps
        self.scale = scale
        self.speed = speed
        self.from = from
        self.to = to
        self.background = background
    }

    /// The frames of the full render over [0, duration] (in output time, at `speed`) whose scene
    /// times lie in [from, to], with their full-render indices (the frame rule in docs/command-line.md).
    public func frameTimes(duration: Double) -> [(index: Int, time: Double)] {
        let end = to ?? duration
        return FrameSchedule.times(from: 0, to: duration / speed, fps: fps).enumerated()
            .map { (index: $0.offset, time: min($0.element * speed, duration)) }
            .filter { frame in
                frame.time >= from - 1e-9 && frame.time <= end + 1e-9 && (indices?.contains(frame.index) ?? true)
            }
    }

    /// How many frames the full render has (ignoring `from`, `to` and `indices`).
    public func fullFrameCount(duration: Double) -> Int {
        FrameSchedule.times(from: 0, to: duration / speed, fps: fps).count
    }
}

/// One written frame, as `frames.json` lists it.
public struct RenderedFrame: Sendable, Equatable {
    /// The frame's index in the full render (kept for a part rendered with `from`/`to`).
    public let index: Int
    /// Its scene time in seconds.
    public let time: Double
    /// Its file name in the output folder.
    public let file: String
}

/// Rendering entry points for Swift code and tests.
public enum Flipbook {
    /// The frames of a timeline, rendered one at a time as you iterate.
    public static func frames(
        of timeline: Timeline, options: RenderOptions = RenderOptions(), fonts: FontConfiguration
    ) -> FrameSequence {
        FrameSequence(timeline: timeline, options: options, renderer: renderer(for: timeline, options: options, fonts: fonts))
    }

    /// Simulates a scene and writes its PNG sequence and `frames.json` into `directory`,
    /// replacing earlier `frame-*.png` files there. `progress` is called after each frame.
    @discardableResult
    public static func render(
        _ scene: Scene, to directory: String, options: RenderOptions = RenderOptions(),
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> [RenderedFrame] {
        let timeline = try scene.timeline()
        return try writePNGSequence(of: timeline, to: directory, options: options, fonts: FontConfiguration(),
                                    progress: progress).frames
    }

    /// Writes a timeline's PNG sequence and `frames.json`; returns the frames and the renderers'
    /// warnings (fonts drawn with a substitute). Frames are drawn and compressed on `threads`
    /// workers (default: every core); the files are the same whatever the count.
    public static func writePNGSequence(
        of timeline: Timeline, to directory: String, options: RenderOptions, fonts: FontConfiguration,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> (frames: [RenderedFrame], warnings: [String]) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw FileWriteError(path: directory, reason: "exists and is not a directory")
        }
        // One render at a time per folder; frames go to a staging folder beside it and replace
        // the old sequence only once complete, so a failed or interrupted render keeps it.
        let lock = try OutputLock(for: directory)
        defer { withExtendedLifetime(lock) {} }
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let staging = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)").path
        do {
            try? fileManager.removeItem(atPath: staging)
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: directory, reason: "cannot prepare the staging folder \(staging): \(error.localizedDescription)")
        }
        do {
            let result = try writePNGSequence(of: timeline, into: staging, options: options, fonts: fonts, threads: threads,
                                              progress: progress)
            try replaceSequence(in: directory, with: staging)
            return result
        } catch {
            try? fileManager.removeItem(atPath: staging)
            throw error
        }
    }

    /// Moves a complete staged sequence into `directory`, removing the old `frame-*.png` files
    /// and `frames.json` there (and nothing else).
    private static func replaceSequence(in directory: String, with staging: String) throws {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for name in try fileManager.contentsOfDirectory(atPath: directory) where isSequenceFile(name) {
                try fileManager.removeItem(atPath: directory + "/" + name)
            }
            for name in try fileManager.contentsOfDirectory(atPath: staging) {
                try fileManager.moveItem(atPath: staging + "/" + name, toPath: directory + "/" + name)
            }
            try fileManager.removeItem(atPath: staging)
        } catch {
            throw FileWriteError(path: directory, reason: "cannot move the new frames in: \(error.localizedDescription)")
        }
    }

    private static func isSequenceFile(_ name: String) -> Bool {
        (name.hasPrefix("frame-") && name.hasSuffix(".png")) || name == "frames.json"
    }

    /// Writes the sequence into an empty folder (the staging folder).
    private static func writePNGSequence(
        of timeline: Timeline, into directory: String, options: RenderOptions, fonts: FontConfiguration, threads: Int,
        progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> (frames: [RenderedFrame], warnings: [String]) {
        let fileManager = FileManager.default
        let times = options.frameTimes(duration: timeline.duration)
        let written = Locked<[Int: (frame: RenderedFrame, width: Int, height: Int)]>([:])
        let warnings: [String]
        // Each worker (known by its renderer) encodes with an encoder of its own, which reuses
        // the bands of rows that did not change since the frame it encoded before, and takes
        // blocks of consecutive frames (the bytes are the same either way).
        let encoders = Locked<[ObjectIdentifier: BandedPNGEncoder]>([:])
        do {
            warnings = try pipeline(for: timeline, options: options, fonts: fonts, threads: threads)
                .run(count: times.count, block: 8) { renderer, position in
                let (index, time) = times[position]
                let frame = try renderer.renderRGBA(timeline.presentation(at: time))
                let file = String(format: "frame-%05d.png", index)
                let encoder = encoders.withLock { all in
                    if let encoder = all[ObjectIdentifier(renderer)] { return encoder }
                    let encoder = BandedPNGEncoder()
                    all[ObjectIdentifier(renderer)] = encoder
                    return encoder
                }
                try AtomicFile.write(encoder.encode(frame), to: directory + "/" + file)
                // Progress is reported under the lock, so lines come one at a time and in order.
                written.withLock { frames in
                    frames[position] = (RenderedFrame(index: index, time: time, file: file), frame.width, frame.height)
                    progress?(frames.count, times.count)
                }
            }
        } catch {
            // Stopped (an error, or Ctrl-C): remove this render's frames, so no partial sequence remains.
            for entry in written.withLock({ Array($0.values) }) {
                try? fileManager.removeItem(atPath: directory + "/" + entry.frame.file)
            }
            throw error
        }
        let frames = written.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
        let manifest = FrameManifest(scene: timeline.name, fps: options.fps,
                                     scale: options.scale ?? timeline.canvas.scale, speed: options.speed,
                                     width: frames.last?.width ?? 0, height: frames.last?.height ?? 0,
                                     duration: timeline.duration, frames: frames.map(\.frame))
        try AtomicFile.write(Array(manifest.json.utf8), to: directory + "/frames.json")
        return (frames.map(\.frame), warnings)
    }

    /// Renders every frame of a timeline on `threads` workers and returns them in order, all in
    /// memory (for tests and encoders of your own). Flipbook's GIF and APNG output stream
    /// through `FramePrefetcher` instead.
    public static func renderFrames(
        of timeline: Timeline, options: RenderOptions, fonts: FontConfiguration,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> (frames: [(index: Int, time: Double, image: RGBAImage)], warnings: [String]) {
        let times = options.frameTimes(duration: timeline.duration)
        let rendered = Locked<[Int: RGBAImage]>([:])
        let warnings = try pipeline(for: timeline, options: options, fonts: fonts, threads: threads).run(count: times.count) {
            renderer, position in
            let image = try renderer.renderRGBA(timeline.presentation(at: times[position].time))
            rendered.withLock { images in
                images[position] = image
                progress?(images.count, times.count)
            }
        }
        let images = rendered.withLock { $0 }
        return (times.indices.map { (times[$0].index, times[$0].time, images[$0]!) }, warnings)
    }

    /// Workers that each draw with their own renderer, configured from the options.
    static func pipeline(for timeline: Timeline, options: RenderOptions, fonts: FontConfiguration, threads: Int) -> FramePipeline {
        FramePipeline(threads: threads) { renderer(for: timeline, options: options, fonts: fonts) }
    }

    /// A renderer drawing a timeline's frames as the options say (scale, background).
    public static func renderer(for timeline: Timeline, options: RenderOptions, fonts: FontConfiguration) -> Renderer {
        Renderer(fonts: fonts, scale: options.scale ?? timeline.canvas.scale, background: options.background,
                 resourceDirectory: timeline.resourceDirectory)
    }
}

/// Frames rendered lazily, in order: (index, scene time, frame).
public struct FrameSequence: Sequence, IteratorProtocol {
    let timeline: Timeline
    let options: RenderOptions
    /// The renderer doing the drawing (its warnings say what was substituted).
    public let renderer: Renderer
    let times: [(index: Int, time: Double)]
    private var position = 0

    init(timeline: Timeline, options: RenderOptions, renderer: Renderer) {
        self.timeline = timeline
        self.options = options
        self.renderer = renderer
        times = options.frameTimes(duration: timeline.duration)
    }

    /// Why the sequence ended early, if a frame could not be drawn.
    public private(set) var error: RenderError?

    /// The next frame; a drawing failure ends the sequence and is kept in `error`.
    public mutating func next() -> (index: Int, time: Double, frame: Frame)? {
        guard position < times.count, error == nil else { return nil }
        let (index, time) = times[position]
        position += 1
        do {
            return (index, time, try renderer.render(timeline.presentation(at: time)))
        } catch {
            self.error = error
            return nil
        }
    }
}

/// `frames.json`: what GIF export, review tools and slice joining read.
struct FrameManifest {
    let scene: String
    let fps: Int
    let scale: Double
    let speed: Double
    let width: Int
    let height: Int
    let duration: Double
    let frames: [RenderedFrame]

    var json: String {
        let number = DecimalText.trimmed
        let escapedName = scene.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let entries = frames.map { "    {\"index\": \($0.index), \"t\": \(number($0.time)), \"file\": \"\($0.file)\"}" }
        return """
            {
              "scene": "\(escapedName)",
              "fps": \(fps),
              "scale": \(number(scale)),
              "speed": \(number(speed)),
              "width": \(width),
              "height": \(height),
              "duration": \(number(duration)),
              "frames": [
            \(entries.joined(separator: ",\n"))
              ]
            }

            """
    }
}
