import FlipbookScene
import FlipbookTiming
import Foundation

extension LottieFile {
    /// How often a Lottie file without markers is checked: its first frame, every
    /// `checkedFrameInterval`-th frame after it, and its last.
    public static let checkedFrameInterval = 30

    /// The file as a scene, so every verb that takes a scene takes it: a canvas of the
    /// composition's size in points (2x, transparent) filled by one `.lottie` layer (id
    /// `lottie`) that shows frame n from n / fr seconds; the scene lasts until the last frame
    /// starts. Its key instants (what `check` and contact sheets take) are the markers' starts,
    /// or, without markers, every `checkedFrameInterval`-th frame, each a `step` event; the
    /// first and last frames always count.
    public func scene(path: String) -> Scene {
        let duration = Double(frameCount - 1) / frameRate
        let scene = Scene(name: name, canvas: Canvas(width: width, height: height, scale: 2, background: .clear),
                          duration: duration)
        scene.resourceDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let layer = Layer(id: "lottie", kind: .lottie)
        // A view's layer, as in lottie-ios: frame changes are model changes, not implicit animations.
        layer.isViewBacked = true
        layer[.bounds] = .rect(Rect(x: 0, y: 0, width: width, height: height))
        layer[.position] = .point(Point(x: width / 2, y: height / 2))
        // A document changed in memory (its slots filled in) is drawn from memory.
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        layer[.animationFile] = .string(slotsFilledIn ? LottieDocuments.register(json, from: file) : file)
        scene.addLayer(layer)
        // Each frame from its start, rounded down to the scene's microsecond grid, so that an
        // instant computed as n / fr never falls a fraction of a microsecond before frame n.
        for frame in 1..<frameCount {
            let start = (Double(frame) / frameRate * 1e6).rounded(.down) / 1e6
            scene.at(start) { layer[.currentFrame] = .number(Double(frame)) }
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
