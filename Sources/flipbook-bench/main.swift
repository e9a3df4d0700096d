// `make bench`: Flipbook against the straightforward or established ways to do the same work,
// measured in the same run so the ratios hold on any machine. Name sections to run only those:
// `flipbook-bench timing png layout drawn suite gif threads sizes drawing lottie pipeline scale`.
import Dispatch
import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// Operations per second of `body`: the best of `rounds` windows of `window` seconds each, so
/// a moment when the other core was busy does not decide the result. `body` returns a
/// checksum so the optimizer cannot drop the work.
func measure(rounds: Int = 7, window: Double = 0.15, operationsPerCall: Int, _ body: () -> Double) -> (rate: Double, checksum: Double) {
    var checksum = body()  // warm-up
    var best = 0.0
    for _ in 0..<rounds {
        var calls = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed = 0.0
        repeat {
            checksum += body()
            calls += 1
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        } while elapsed < window
        best = max(best, Double(calls * operationsPerCall) / elapsed)
    }
    return (best, checksum)
}

/// Baseline 1: solve x(t) = x by plain bisection to the same 1e-9 accuracy as our solver.
func bisectionEase(_ curve: CubicBezier, _ x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while high - low > 1e-9 {
        let middle = (low + high) / 2
        if curve.sampleCurveX(middle) < x { low = middle } else { high = middle }
    }
    return curve.sampleCurveY((low + high) / 2)
}

/// Baseline 2: a spring integrated with RK4 at 240 Hz, as physics-based animation engines do.
func integratedSpring(_ spring: Spring, at time: Double) -> Double {
    let step = 1.0 / 240
    var position = 0.0
    var velocity = spring.initialVelocity
    func acceleration(_ x: Double, _ v: Double) -> Double {
        (-spring.stiffness * (x - 1) - spring.damping * v) / spring.mass
    }
    var t = 0.0
    while t + step <= time {
        let (k1x, k1v) = (velocity, acceleration(position, velocity))
        let (k2x, k2v) = (velocity + k1v * step / 2, acceleration(position + k1x * step / 2, velocity + k1v * step / 2))
        let (k3x, k3v) = (velocity + k2v * step / 2, acceleration(position + k2x * step / 2, velocity + k2v * step / 2))
        let (k4x, k4v) = (velocity + k3v * step, acceleration(position + k3x * step, velocity + k3v * step))
        position += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        velocity += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += step
    }
    return position
}

/// Baseline 3: blending the six matrix entries, the cheap way that shrinks a rotating view.
func entrywiseBlend(_ from: Transform2D, _ to: Transform2D, _ fraction: Double) -> Transform2D {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Transform2D(a: mix(from.a, to.a), b: mix(from.b, to.b), c: mix(from.c, to.c), d: mix(from.d, to.d),
                       tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty))
}

// The UIKit suite benchmark's child process: `--uikit-suite-child COUNT FOLDER all|never`.
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "--uikit-suite-child", let count = Int(CommandLine.arguments[2]),
   let mode = RecordMode(rawValue: CommandLine.arguments[4]) {
    exit(UIKitSuiteBenchmark.child(count: count, folder: CommandLine.arguments[3], record: mode) ? 0 : 1)
}

/// Sections named on the command line (`flipbook-bench drawing pipeline`), or all of them.
let sections = Set(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") })
func wants(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }

let inputs = (0..<1000).map { Double($0) / 999 }
let curve = CubicBezier(0.42, 0, 0.58, 1)
let spring = Spring(damping: 5)
let springTimes = (0..<100).map { Double($0) / 99 * 2 }  // a 2 s spring sampled 100 times
let rotation = Transform2D(rotationAngle: .pi - 0.01).scaledBy(x: 2, y: 1)

struct Row {
    let name: String
    let unit: String
    let flipbook: Double
    let baseline: Double
    let baselineName: String
}

var rows: [Row] = []
var sink = 0.0

if wants("timing") {
    let solver = measure(operationsPerCall: inputs.count) { inputs.reduce(0) { $0 + curve.value(at: $1) } }
    let bisection = measure(operationsPerCall: inputs.count) { inputs.reduce(0) { $0 + bisectionEase(curve, $1) } }
    sink += solver.checksum + bisection.checksum
    rows.append(Row(name: "easeInEaseOut value", unit: "evals/s", flipbook: solver.rate, baseline: bisection.rate,
                    baselineName: "bisection to 1e-9"))

    let closedForm = measure(operationsPerCall: springTimes.count) {
        springTimes.reduce(0) { $0 + spring.progress(at: $1) }
}
let integrated = measure(operationsPerCall: springTimes.count) {
    springTimes.reduce(0) { $0 + integratedSpring(spring, at: $1) }
}
sink += closedForm.checksum + integrated.checksum
rows.append(Row(name: "spring progress (2 s)", unit: "samples/s", flipbook: closedForm.rate,
                baseline: integrated.rate, baselineName: "RK4 at 240 Hz from t=0"))

let transforms = measure(operationsPerCall: inputs.count) {
    inputs.reduce(0) { $0 + Transform2D.identity.interpolated(to: rotation, fraction: $1).b }
}
let entrywise = measure(operationsPerCall: inputs.count) {
    inputs.reduce(0) { $0 + entrywiseBlend(.identity, rotation, $1).b }
}
sink += transforms.checksum + entrywise.checksum
rows.append(Row(name: "Transform2D blend (decomposed)", unit: "blends/s", flipbook: transforms.rate,
                baseline: entrywise.rate, baselineName: "entry-wise matrix lerp (wrong path)"))
}


// PNG encoding of a real frame: the pull-to-refresh header mid-pull at 2x (750 × 600), with text.
let sceneURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets/scenes/pull-to-refresh.json")
if wants("png"), let scene = try? SceneFile.load(path: sceneURL.path), let timeline = try? scene.timeline(),
   let fonts = try? FontConfiguration(),
   let frame = try? Renderer(fonts: fonts, resourceDirectory: timeline.resourceDirectory).render(timeline.presentation(at: 1)) {
    let image = frame.rgbaImage
    var sizes: [String: Int] = [:]
    func encodeRate(level: Int, strategy: PNGCodec.Strategy, filters: PNGCodec.Filters, name: String) -> Double {
        measure(rounds: 3, window: 0.3, operationsPerCall: 1) {
            let bytes = (try? PNGCodec.encode(image, compressionLevel: level, strategy: strategy, filters: filters)) ?? []
            sizes[name] = bytes.count
            return Double(bytes.count)
        }.rate
    }
    let fast = encodeRate(level: PNGCodec.defaultCompressionLevel, strategy: PNGCodec.defaultStrategy,
                          filters: PNGCodec.defaultFilters, name: "flipbook")
    let standard = encodeRate(level: 6, strategy: .standard, filters: .all, name: "libpng")
    rows.append(Row(name: "PNG encode 750×600 frame (\(sizes["flipbook"] ?? 0) B)", unit: "frames/s",
                    flipbook: fast, baseline: standard, baselineName: "libpng defaults, level 6 + all filters (\(sizes["libpng"] ?? 0) B)"))
    let renderer = Renderer(fonts: fonts, resourceDirectory: timeline.resourceDirectory)
    let draw = measure(rounds: 3, window: 0.3, operationsPerCall: 1) {
        Double((try? renderer.render(timeline.presentation(at: 1)))?.bytes.count ?? 0)
    }
    rows.append(Row(name: "draw the same frame (Cairo + Pango)", unit: "frames/s", flipbook: draw.rate,
                    baseline: fast, baselineName: "its PNG encoding"))
}

func format(_ rate: Double) -> String {
    rate >= 1e6 ? String(format: "%.1f M", rate / 1e6)
        : (rate >= 1e3 ? String(format: "%.1f k", rate / 1e3) : String(format: "%.1f", rate))
}

if !rows.isEmpty {
    print("| benchmark | Flipbook | baseline | baseline rate | ratio |")
    print("|---|---|---|---|---|")
}
for row in rows {
    let ratio = String(format: "%.1f×", row.flipbook / row.baseline)
    print("| \(row.name) | \(format(row.flipbook)) \(row.unit) | \(row.baselineName) | \(format(row.baseline)) \(row.unit) | \(ratio) |")
}
if sink.isNaN { print("checksum NaN") }

// GIF: `flipbook render` and `flipbook encode` against ffmpeg's palettegen/paletteuse on the
// same frames, with the release `flipbook` built beside this binary.
let flipbookBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flipbook").path
if wants("layout") {
    LayoutSolverBenchmark.printTable(LayoutSolverBenchmark.run())
}

if wants("drawn"), let fonts = try? FontConfiguration() {
    DrawnViewBenchmark.printTable(DrawnViewBenchmark.run(fonts: fonts))
}

// Golden checks at suite scale: `flipbook check` over 50 and 200 generated scenes.
if wants("suite") {
    SuiteBenchmark.printTable(SuiteBenchmark.run(flipbook: flipbookBinary), what: "`flipbook check`, generated scenes (goldens recorded first)")
    SuiteBenchmark.printTable(UIKitSuiteBenchmark.run(bench: CommandLine.arguments[0]),
                              what: "UIKit recordings checked through `GoldenChecks` (the test adapters' core), goldens recorded first")
}

if wants("gif") {
    GIFBenchmark.printTable(GIFBenchmark.run(flipbook: flipbookBinary, scenes: ["gauge", "new-status-banner", "pull-to-refresh"],
                                             assets: sceneURL.deletingLastPathComponent()))
}

// The encoders on one core against two (issue 21 goal 4 for GIF and WebP).
if wants("threads") {
    ThreadScalingBenchmark.printTable(ThreadScalingBenchmark.run(
        flipbook: flipbookBinary, assets: sceneURL.deletingLastPathComponent(),
        formats: [("gif", "pull-to-refresh", 50), ("webp", "pull-to-refresh", 30), ("gif", "new-status-banner", 50)]))
}

// Sizes of the seed animations in every format, and the APNG against apngopt.
if wants("sizes") {
    AnimationSizeBenchmark.printTable(AnimationSizeBenchmark.run(scenes: ["gauge", "pull-to-refresh", "new-status-banner", "spinner"],
                                                                 assets: sceneURL.deletingLastPathComponent()))
}

// Drawing only: Flipbook against direct Cairo calls and a current rlottie, the gauge at 2x, 60 fps.
let lottieFile = sceneURL.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bench/gauge.lottie.json")
// The benchmark gauge (Assets/bench/gauge.json): the ring and needle of gauge.lottie.json, not
// the seed's pictures, so both renderers draw the same shapes.
if wants("drawing"), let scene = try? SceneFile.load(path: lottieFile.deletingLastPathComponent().appendingPathComponent("gauge.json").path),
   let timeline = try? scene.timeline(), let fonts = try? FontConfiguration() {
    let drawing = DrawingBenchmark.run(timeline: timeline, fonts: fonts, lottie: lottieFile)
    print("")
    print("| drawing the gauge, 2x, \(drawing.frames) frames, no encoding | frames/s | Flipbook ÷ it |")
    print("|---|---|---|")
    print("| Flipbook (scene file → presentation tree → Cairo, only what changed redrawn) | \(format(drawing.flipbook)) | 1.0× |")
    print("| Flipbook drawing every frame in full (`reusesPreviousFrame: false`) | \(format(drawing.fullRedraw)) | \(String(format: "%.2f×", drawing.flipbook / drawing.fullRedraw)) |")
    print("| Flipbook's presentation trees alone, not drawn | \(format(drawing.treesOnly)) | \(String(format: "%.2f×", drawing.flipbook / drawing.treesOnly)) |")
    print("| direct Cairo calls for the same ring and needle | \(format(drawing.cairo)) | \(String(format: "%.2f×", drawing.flipbook / drawing.cairo)) |")
    print("| rlottie playing the same gauge as Lottie (goal: Flipbook ≥ 1×) | " + (drawing.rlottie.map {
        "\(format($0)) | \(String(format: "%.2f× %@", drawing.flipbook / $0, drawing.flipbook >= $0 ? "MET" : "MISSED"))" }
        ?? "rlottie-python not found | —") + " |")
}

// The public Lottie files to PNG at 2x against a current rlottie on the same frames.
if wants("lottie"), let fonts = try? FontConfiguration() {
    let folder = sceneURL.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/lottie")
    print("")
    print("| public Lottie files to PNG, 2x, one thread | seconds | Flipbook ÷ rlottie (goal ≥ 1×, speed) |")
    print("|---|---|---|")
    if let result = LottieFilesBenchmark.run(folder: folder, fonts: fonts) {
        print("| Flipbook: import, simulate, draw, encode (\(result.files) files, \(result.frames) frames) | "
            + String(format: "%.2f", result.flipbook) + " | " + (result.rlottie.map {
                String(format: "%.2f× %@", $0 / result.flipbook, $0 >= result.flipbook ? "MET" : "MISSED") } ?? "—") + " |")
        print("| rlottie-python: load, draw, Pillow's PNG, the same frames | "
            + (result.rlottie.map { String(format: "%.2f", $0) } ?? "rlottie-python not found") + " | 1.0× |")
    } else {
        print("| skipped: no Lottie files in \(folder.path) (the public files sit beside the checkout in CI, not in a user's clone) | — | — |")
    }
}

// The pipeline: a PNG sequence end to end on 1 and 2 threads, against Cairo's own PNG writer.
if wants("pipeline"), let scene = try? SceneFile.load(path: sceneURL.deletingLastPathComponent().appendingPathComponent("gauge.json").path),
   let timeline = try? scene.timeline(), let fonts = try? FontConfiguration(),
   let result = PipelineBenchmark.sequence(timeline, fonts: fonts) {
    print("")
    print("| gauge, 2x, 60 fps, \(result.frames) frames, draw + encode + write | frames/s | size |")
    print("|---|---|---|")
    print("| Flipbook, 1 thread | \(format(result.oneThread)) | \(result.flipbookBytes / 1024) KB |")
    let threadRatio = result.twoThreads / result.oneThread
    print("| Flipbook, 2 threads (goal ≥ 1.8× of 1 thread) | \(format(result.twoThreads)) (\(String(format: "%.2f× %@", threadRatio, threadRatio >= 1.8 ? "MET" : "MISSED")) of 1 thread) | \(result.flipbookBytes / 1024) KB |")
    print("| Cairo's cairo_surface_write_to_png, 1 thread | \(format(result.cairo)) | \(result.cairoBytes / 1024) KB |")
    let (speed, size) = (result.oneThread / result.cairo, Double(result.flipbookBytes) / Double(max(result.cairoBytes, 1)))
    print("| ratio, Flipbook 1 thread / Cairo (goal ≥ 6× at ≤ 1.3×) | \(String(format: "%.1f× %@", speed, speed >= 6 && size <= 1.3 ? "MET" : "MISSED")) | \(String(format: "%.2f×", size)) |")
}

// Memory and golden-check throughput, with the release `flipbook` built beside this binary.
if wants("scale"), FileManager.default.isExecutableFile(atPath: flipbookBinary) {
    let scenesFolder = sceneURL.deletingLastPathComponent()
    let gaugeDuration = (try? SceneFile.load(path: scenesFolder.appendingPathComponent("gauge.json").path).timeline().duration) ?? 0
    let frameCount = { (speed: Double) in Int((gaugeDuration / speed * 30).rounded(.up)) + 1 }
    // Issue 21 goal 5: memory flat in length, at most +10 % at ten times the frames.
    let memoryRows = [("png", "PNG sequence"), ("gif", "GIF, global palette"), ("apng", "APNG"), ("webp", "WebP")].compactMap { format, name -> [String]? in
        guard let memory = PipelineBenchmark.memory(flipbook: flipbookBinary, scene: scenesFolder.appendingPathComponent("gauge.json").path,
                                                    format: format) else { return nil }
        let growth = (memory.tenTimes / memory.normal - 1) * 100
        return [name, String(format: "%.1f MB", memory.normal), String(format: "%.1f MB", memory.tenTimes),
                String(format: "%+.1f %%", growth), growth <= 10 ? "MET" : "MISSED"]
    }
    printMarkdownTable(["peak RSS, gauge at 30 fps", "\(frameCount(1)) frames", "\(frameCount(0.1)) frames (--speed 0.1)", "growth",
                        "goal ≤ +10 %"], memoryRows)
    if let many = ManyAnimationsBenchmark.run(flipbook: flipbookBinary), let small = many.first, let large = many.last {
        let rows = many.map { row in
            ["\(row.count) animations on one layer (\(row.bytes / 1024) KB)", String(format: "%.2f s", row.validate),
             String(format: "%.2f s", row.render)]
        }
        printMarkdownTable(["scene", "validate", "render, GIF at 30 fps"], rows)
        let growth = max(large.validate / small.validate, large.render / small.render)
        print(String(format: "Growth from %d to %d animations: validate %.1f×, render %.1f×; goal ≤ 15×: %@.", small.count,
                     large.count, large.validate / small.validate, large.render / small.render, growth <= 15 ? "MET" : "MISSED"))
    }
    if let check = PipelineBenchmark.checkThroughput(flipbook: flipbookBinary, scenes: scenesFolder.path) {
        print(String(format: "flipbook check on the %d example scenes (frames at key instants at 2x, values, events): %.1f scenes/s.",
                     check.scenes, check.perSecond))
    }
}
