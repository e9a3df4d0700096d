import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// One layer's ghosts at several instants over one frame, fading with age (`flipbook onion`):
/// a motion path and its easing in one picture, as animators' onion skinning shows them.
/// Evenly spaced instants bunch up where the motion eases and spread out where it is fast.
public enum OnionSkin {
    /// The scene at the last instant without the layer, then the layer at each instant, oldest
    /// first and faintest; the newest is solid.
    public static func render(_ timeline: Timeline, layer id: String, times: [Double], scale: Double = 1,
                              fonts: FontConfiguration) throws(RenderError) -> RGBAImage {
        guard let last = times.last else { throw RenderError(.badInput, "an onion skin needs at least one instant") }
        let (width, height) = (timeline.canvas.width, timeline.canvas.height)
        let footer = 30.0
        let sketch = try Sketch(width: width, height: height + footer, scale: scale, background: ReviewStyle.background, fonts: fonts)
        let scene = Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
        let canvas = Rect(x: 0, y: 0, width: width, height: height)
        sketch.image(try scene.renderRGBA(timeline.presentation(at: last).removing(id)), in: canvas)
        let withLayer = Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
        let alone = Renderer(fonts: fonts, scale: scale, background: .clear, resourceDirectory: timeline.resourceDirectory)
        var drawn = 0
        for (index, time) in times.enumerated() {
            // Before it is added or after it is removed, the layer leaves no ghost.
            let tree = timeline.presentation(at: time)
            guard let isolated = tree.isolating(id) else { continue }
            let ghost = visiblePart(of: try alone.renderRGBA(isolated), frame: try withLayer.renderRGBA(tree),
                                    without: try scene.renderRGBA(tree.removing(id)))
            sketch.image(ghost, in: canvas, opacity: opacity(ofGhost: index, of: times.count))
            drawn += 1
        }
        guard drawn > 0 else {
            throw RenderError(.badInput, "layer '\(id)' is not in the scene at any of the instants "
                + "(\(DecimalText.trimmed(times[0])) to \(DecimalText.trimmed(last)) s)")
        }
        let first = DecimalText.decimals(times[0], upTo: 3), end = DecimalText.decimals(last, upTo: 3)
        sketch.text("\(id) · \(first)–\(end) s · \(times.count) ghosts, newest solid",
                    at: Point(x: 8, y: height + 8), size: 11, ReviewStyle.ink, maxWidth: width - 16)
        return sketch.rendered()
    }

    /// The layer drawn alone (with its own transparency), kept only where it shows in the frame:
    /// where the frame differs from the same frame without it. Layers above it still cover it,
    /// as in the frame (a banner sliding out from under a navigation bar shows only below it).
    static func visiblePart(of layer: RGBAImage, frame: RGBAImage, without background: RGBAImage) -> RGBAImage {
        var pixels = layer.pixels
        for offset in stride(from: 0, to: pixels.count, by: 4)
        where frame.pixels[offset..<offset + 4].elementsEqual(background.pixels[offset..<offset + 4]) {
            pixels[offset + 3] = 0
        }
        return RGBAImage(width: layer.width, height: layer.height, pixels: pixels)!
    }

    /// From 0.15 for the oldest ghost up to 1 for the newest, rising faster near the end so
    /// the latest positions read clearly.
    static func opacity(ofGhost index: Int, of count: Int) -> Double {
        guard count > 1 else { return 1 }
        let age = Double(index) / Double(count - 1)
        return 0.15 + 0.85 * age * age
    }
}
