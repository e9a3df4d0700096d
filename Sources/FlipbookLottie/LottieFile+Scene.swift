import FlipbookLottieImport
import FlipbookScene
import FlipbookTiming
import Foundation

extension LottieFile {
    /// How often a Lottie file without markers is checked: its first frame, every
    /// `checkedFrameInterval`-th frame after it, and its last.
    public static let checkedFrameInterval = 30

    /// The file as a scene, so every verb that takes a scene takes it: a canvas of the
    /// composition's size in points (2x, transparent) holding the document imported onto
    /// Flipbook's engine (`LottieImport`: its layers, shapes and keyframes as layers and
    /// animations, the composition layer `lottie`), frame n shown at n / fr seconds; the scene
    /// lasts until the last frame starts. What is drawn differently from current players is in
    /// the timeline's problems as warnings. Its key instants (what `check` and contact sheets
    /// take; `GoldenSettings.keyInstants` is `.steps`) are the markers' starts, or, without markers, every `checkedFrameInterval`-th
    /// frame, each a `step` event; the first and last frames always count.
    public func scene(path: String) -> Scene {
        let duration = Double(frameCount - 1) / frameRate
        let scene = Scene(name: name, canvas: Canvas(width: width, height: height, scale: 2, background: .clear),
                          duration: duration)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        scene.resourceDirectory = folder
        scene.golden.keyInstants = .steps
        scene.animationsMayOutlastTheScene = true
        do {
            let imported = try LottieImport(json: json, resourceDirectory: folder)
            scene.addLayer(imported.root)
            if !imported.warnings.isEmpty {
                scene.at(0) { [unowned scene] in for warning in imported.warnings { scene.reportRecordingProblem(Timeline.warningPrefix + warning) } }
            }
        } catch {
            scene.at(0) { scene.reportRecordingProblem(error.message) }
        }
        let instants: [(String, Double)] = markers.isEmpty
            ? stride(from: Self.checkedFrameInterval, to: frameCount - 1, by: Self.checkedFrameInterval).map { ("frame \($0)", Double($0)) }
            : markers.map { ($0.name, $0.frame) }
        for (label, frame) in instants where frame >= 0 && frame < Double(frameCount) {
            scene.at(frame / frameRate, step: label) {}
        }
        return scene
    }
}
