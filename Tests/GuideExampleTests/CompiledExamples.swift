// The guides' examples that write files where a user wants them (Output/, the current folder):
// compiled here, verbatim, so they cannot drift from the API (GuideCodeBlockTests holds the
// guides to them), and not run, so that the test suite writes nothing into the checkout. What
// they call is tested in the modules' own suites.
import Foundation
import FlipbookAnimations
import FlipbookGolden   // keyInstants
import FlipbookLottie
import FlipbookRender
import FlipbookReview
import FlipbookScene
import FlipbookUIKit

/// docs/rendering.md, "In Swift".
func renderingGuideExample() throws {
    let scene = try SceneFile.load(path: "Assets/scenes/gauge.json")      // or a Scene built in Swift
    try Flipbook.render(scene, to: "Output/gauge", options: RenderOptions(fps: 30, scale: 2))

    // Or frame by frame, for your own tests:
    let fonts = try FontConfiguration()
    for (index, time, frame) in Flipbook.frames(of: try scene.timeline(), options: RenderOptions(fps: 10), fonts: fonts) {
        let (r, g, b, a) = frame.pixel(x: 375, y: 140)   // straight RGBA at a pixel
        print(index, time, r, g, b, a)
    }

    // Every core at once (the same bytes as one thread), and a check that drawing is deterministic.
    let timeline = try scene.timeline()
    let written = try Flipbook.writePNGSequence(of: timeline, to: "Output/gauge", options: RenderOptions(fps: 60),
                                                  fonts: fonts, threads: 4)   // the frames, and font warnings
    let differing = try DeterminismCheck.differingFrames(of: timeline, options: RenderOptions(fps: 60), fonts: fonts)  // [] if so

    // A GIF, APNG or WebP (by the extension) in one call, with render's options: product
    // FlipbookAnimations. AnimationOptions carries the GIF palette, dithering, plays and WebP quality.
    try Flipbook.writeAnimation(of: timeline, to: "Output/gauge.gif", options: RenderOptions(fps: 50, scale: 2), fonts: fonts)
    _ = (written, differing)
}

/// docs/design-review.md, "In Swift".
func designReviewGuideExample() throws {
    let fonts = try FontConfiguration()
    let gauge = try SceneFile.load(path: "Assets/scenes/gauge.json").timeline()
    let sheet = try ContactSheet.render(gauge, times: gauge.keyInstants, columns: 4, title: "gauge", fonts: fonts)
    let lines = PlotSeries.series(of: gauge, layer: "needle", keyPath: LayerKeyPath("transform.rotation.z")!,
                                  name: "needle", fps: 30)
    let plot = try ValuePlot.render(lines, timeline: gauge, title: "gauge", fonts: fonts)
    let onion = try OnionSkin.render(gauge, layer: "needle", times: [0, 0.1, 0.2, 0.3, 0.4], fonts: fonts)
    let slow = try SceneFile.load(path: "Assets/scenes/gauge.json", overrides: [("leg", "0.8")]).timeline()
    let grid = try FrameGrid(columns: [.init(label: "0.4 s", timeline: gauge), .init(label: "0.8 s", timeline: slow)],
                             scale: 1, fonts: fonts).render(times: [0.2, 0.4], title: "legs")
    try ReviewPage.write(gauge, to: "Output/gauge-review", fonts: fonts)
    _ = (sheet, plot, onion, grid)
}

/// docs/command-line.md, Lottie export from Swift: a UIKit recording as a Lottie document.
@MainActor
func lottieExportGuideExample(window: UIWindow, box: UIView) throws {
    let timeline = window.record(duration: 1.5) { clock in
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn]) { box.center.x = 150 }
    }
    let export = try LottieExporter.export(timeline, fps: 60, fonts: try FontConfiguration(),
                                           markers: timeline.keyInstants)
    try export.document.write(toFile: "box.json", atomically: true, encoding: .utf8)
    export.warnings.forEach { print($0) }   // what became pictures
}
