import Foundation
import SwiftUI

/// The frames of the layers with `ids`, each in its parent's coordinates, halfway through a
/// short recording of `view` at `size`.
@MainActor
func parentFrames(of view: some View, _ ids: [String], size: CGSize) -> [String: CGRect] {
    let timeline = view.record(size: size, duration: 0.1) { clock in clock.wait(0.1) }
    let tree = timeline.presentation(at: 0.05)
    var found: [String: CGRect] = [:]
    for id in ids {
        guard let layer = tree.layer(withID: id), case .point(let p) = layer[.position], case .rect(let b) = layer[.bounds] else { continue }
        found[id] = CGRect(x: p.x - b.size.width / 2, y: p.y - b.size.height / 2, width: b.size.width, height: b.size.height)
    }
    return found
}
