import CCairo
import Dispatch
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation

/// Issue 9's pipeline numbers: a PNG sequence end to end (draw + encode + write) on 1 and 2
/// threads against a loop that writes the same frames with Cairo's own PNG writer; the peak
/// memory of a render ten times longer; and golden-check throughput.
enum PipelineBenchmark {
    struct SequenceResult {
        let frames: Int
        let oneThread: Double, twoThreads: Double, cairo: Double  // frames per second
        let flipbookBytes: Int, cairoBytes: Int
    }

    /// Median of `runs` timings of `body`, in seconds.
    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[runs / 2]
    }

    static func folderSize(_ path: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".png") }.reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: path + "/" + $1)[.size] as? Int) ?? 0)
        }
    }

    /// The gauge at 2x and 60 fps, written three ways.
    static func sequence(_ timeline: Timeline, fonts: FontConfiguration) -> SequenceResult? {
        let options = RenderOptions(fps: 60, scale: 2)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-seq-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let frames = options.frameTimes(duration: timeline.duration)
        var failed = false
        func flipbook(_ threads: Int) -> Double {
            median(3) {
                if (try? Flipbook.writePNGSequence(of: timeline, to: base + "/flipbook", options: options, fonts: fonts,
                                                   threads: threads)) == nil { failed = true }
            }
        }
        let one = flipbook(1)
        let two = flipbook(2)
        let flipbookBytes = folderSize(base + "/flipbook")
        // Baseline: the same drawing, then cairo_surface_write_to_png per frame (Cairo's writer
        // is libpng at zlib's default level). Copying the frame into a Cairo surface is counted.
        try? FileManager.default.createDirectory(atPath: base + "/cairo", withIntermediateDirectories: true)
        let renderer = Renderer(fonts: fonts, scale: 2, resourceDirectory: timeline.resourceDirectory)
        let cairo = median(3) {
            for (index, time) in frames {
                guard let frame = try? renderer.render(timeline.presentation(at: time)) else { failed = true; return }
                guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height)) else { return }
                defer { cairo_surface_destroy(surface) }
                let stride = Int(cairo_image_surface_get_stride(surface))
                let data = cairo_image_surface_get_data(surface)!
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let source = (y * frame.width + x) * 4
                        let alpha = UInt32(frame.bytes[source + 3])
                        func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                        let pixel = alpha << 24 | premultiplied(frame.bytes[source]) << 16
                            | premultiplied(frame.bytes[source + 1]) << 8 | premultiplied(frame.bytes[source + 2])
                        (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = pixel }
                    }
                }
                cairo_surface_mark_dirty(surface)
                _ = String(format: "%@/cairo/frame-%05d.png", base, index).withCString { cairo_surface_write_to_png(surface, $0) }
            }
        }
        guard !failed else { return nil }
        let count = Double(frames.count)
        return SequenceResult(frames: frames.count, oneThread: count / one, twoThreads: count / two, cairo: count / cairo,
                              flipbookBytes: flipbookBytes, cairoBytes: folderSize(base + "/cairo"))
    }

    /// Peak RSS (MB) of `flipbook render` as a child process, for the scene at speed 1 and 0.1
    /// (ten times the frames); medians of three, since a peak depends on when the frames drawn
    /// ahead land.
    static func memory(flipbook: String, scene: String, format: String) -> (normal: Double, tenTimes: Double)? {
        func peak(_ speed: String) -> Double? {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-rss-\(getpid())")
                .appendingPathExtension(format == "png" ? "" : format).path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["bash", "-c", "/usr/bin/time -f %M \"$0\" render \"$1\" --speed \"$2\" --fps 30 --format \"$4\" --quiet --out \"$3\" 2>&1 >/dev/null | tail -1",
                                 flipbook, scene, speed, out, format]
            let pipe = Pipe()
            process.standardOutput = pipe
            guard (try? process.run()) != nil else { return nil }
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 1024 }
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
        var normal: [Double] = [], long: [Double] = []
        for _ in 0..<3 {
            guard let short = peak("1"), let ten = peak("0.1") else { return nil }
            normal.append(short)
            long.append(ten)
        }
        return (normal.sorted()[1], long.sorted()[1])
    }

    /// Scenes per second for `flipbook check` on the example scenes once their goldens exist.
    static func checkThroughput(flipbook: String, scenes: String) -> (scenes: Int, perSecond: Double)? {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-goldens-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        func check() -> Bool { runProcess(flipbook, ["check", scenes, "--goldens", goldens, "--quiet"]) != nil }
        // Records the goldens; a run that records exits 1 ("re-run to check them"), so only the
        // runs after it must pass.
        _ = check()
        var ok = true
        let seconds = median(3) { ok = ok && check() }
        let count = ((try? FileManager.default.contentsOfDirectory(atPath: scenes)) ?? []).filter { $0.hasSuffix(".json") }.count
        return ok ? (count, Double(count) / seconds) : nil
    }
}
