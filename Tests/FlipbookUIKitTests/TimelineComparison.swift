import Foundation
import Testing
import FlipbookScene
import FlipbookTiming

/// Where the seed scene files live.
let scenesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Assets/scenes").standardizedFileURL
let imagesFolder = scenesFolder.appendingPathComponent("../images").standardizedFileURL

func loadScene(_ name: String) throws -> Timeline {
    try SceneFile.load(path: scenesFolder.appendingPathComponent("\(name).json").path).timeline()
}

/// Differences between a scene file's timeline and a recording of UIKit code: for every layer
/// of the file, every property at every 1/50 s while the layer is drawn in both (to 1e-6;
/// image files compared as resolved paths), and the event logs (the file's `step` lines are
/// scene-file bookkeeping with no UIKit counterpart).
func differences(file: Timeline, uikit: Timeline, tolerance: Double = 1e-6,
                 events isCompared: (SceneEvent) -> Bool = { _ in true }) -> [String] {
    var found: [String] = []
    let fileEvents = file.events.filter { $0.kind != .step && isCompared($0) }.map(\.description)
    let uikitEvents = uikit.events.filter(isCompared).map(\.description)
    if fileEvents != uikitEvents {
        found.append("events differ:\nfile:\n" + fileEvents.joined(separator: "\n") + "\nuikit:\n"
                     + uikitEvents.joined(separator: "\n"))
    }
    if !uikit.problems.isEmpty { found.append("problems: \(uikit.problems)") }
    for step in 0...Int((file.duration * 50).rounded()) {
        let time = Double(step) / 50
        let a = file.presentation(at: time)
        let b = uikit.presentation(at: time)
        for id in file.layerIDs {
            guard let left = a.layer(withID: id), let right = b.layer(withID: id) else { continue }
            for property in LayerProperty.allCases where property != .contentsScale || scaleMatters(left) || scaleMatters(right) {
                let (x, y) = (resolved(left[property], property, file), resolved(right[property], property, uikit))
                if !x.isClose(to: y, tolerance: tolerance) {
                    found.append("\(id).\(property) at \(time): file \(x), uikit \(y)")
                }
            }
        }
    }
    return found
}

/// Whether a layer's `contentsScale` changes its picture: only for contents placed unscaled or
/// cut by `contentsCenter` (a `UIImageView` sets its image's scale, which a scene file that
/// stretches the image over the bounds need not repeat).
private func scaleMatters(_ layer: PresentationLayer) -> Bool {
    let stretched = ["resize", "resizeAspect", "resizeAspectFill"].contains(layer.string(.contentsGravity))
    return !layer.string(.contents).isEmpty && (!stretched || layer[.contentsCenter] != LayerProperty.contentsCenter.defaultValue)
}

private func resolved(_ value: AnimationValue, _ property: LayerProperty, _ timeline: Timeline) -> AnimationValue {
    guard property == .contents || property == .backgroundPattern, case .string(let path) = value, !path.isEmpty else {
        return value
    }
    return .string(URL(fileURLWithPath: Timeline.imageFile(path, relativeTo: timeline.resourceDirectory)).standardizedFileURL.path)
}

extension AnimationValue {
    /// Equal, with numbers within a tolerance.
    func isClose(to other: AnimationValue, tolerance: Double) -> Bool {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        switch (self, other) {
        case (.number(let a), .number(let b)): return near(a, b)
        case (.point(let a), .point(let b)): return near(a.x, b.x) && near(a.y, b.y)
        case (.size(let a), .size(let b)): return near(a.width, b.width) && near(a.height, b.height)
        case (.rect(let a), .rect(let b)):
            return near(a.origin.x, b.origin.x) && near(a.origin.y, b.origin.y)
                && near(a.size.width, b.size.width) && near(a.size.height, b.size.height)
        case (.color(let a), .color(let b)):
            return near(a.red, b.red) && near(a.green, b.green) && near(a.blue, b.blue) && near(a.alpha, b.alpha)
        case (.transform(let a), .transform(let b)): return zip(a.rows.joined(), b.rows.joined()).allSatisfy(near)
        default: return self == other
        }
    }
}
