import CCairo
import FlipbookScene

/// The leading top-level layers of a frame that stopped changing (a dial under a swinging
/// needle), drawn once, whole, onto the background: Core Animation keeps such a layer's backing
/// store instead of drawing it again. A frame that builds on its previous one copies the damaged
/// rectangle from here and draws only the layers above; the pixels are those a full redraw
/// makes, because this picture is one (unclipped, at the same place) and copying is exact.
final class StillPrefix {
    /// The largest frame a still picture is kept for.
    static let maximumPixels = 16_777_216
    let surface: OpaquePointer
    /// The layers drawn into it, back to front.
    var layers: [PresentationLayer] = []

    init?(width: Int, height: Int) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    /// Whether `layers` start with this picture's layers, unchanged, and have more above them.
    func leads(_ layers: [PresentationLayer]) -> Bool {
        !self.layers.isEmpty && layers.count > self.layers.count && zip(self.layers, layers).allSatisfy { $0.isIdentical(to: $1) }
    }
}

extension PresentationLayer {
    /// Whether the layer and everything under it (sublayers, copies, mask, transition) is the
    /// same: drawing either gives the same pixels.
    func isIdentical(to other: PresentationLayer) -> Bool {
        guard hasSameOwnValues(as: other), sublayers.count == other.sublayers.count, instances.count == other.instances.count,
              (transition == nil) == (other.transition == nil), (mask == nil) == (other.mask == nil) else { return false }
        if transition != nil || !instances.isEmpty { return false }  // not worth comparing: drawn in full anyway
        if let mask, let otherMask = other.mask, !mask.isIdentical(to: otherMask) { return false }
        return zip(sublayers, other.sublayers).allSatisfy { $0.isIdentical(to: $1) }
    }
}

extension Renderer {
    /// The still prefix for this frame: the one kept if it still leads the layers, or a new one
    /// of the leading layers that did not change since the previous frame (drawn now), or nil
    /// when the first layer changed.
    func stillPrefix(for layers: [DrawnLayer], previous: [DrawnLayer], kept: StillPrefix?, canvas: RetainedCanvas,
                     scale: Double) throws(RenderError) -> StillPrefix? {
        // A second frame-sized surface: not for frames past 16 M pixels (64 MB), where the
        // memory matters more than the redraw.
        guard canvas.width * canvas.height <= StillPrefix.maximumPixels else { return nil }
        let current = layers.map(\.layer)
        if let kept, kept.leads(current) { return kept }
        var count = 0
        while count < layers.count - 1, count < previous.count, previous[count].layer.isIdentical(to: current[count]) { count += 1 }
        guard count > 0, let prefix = StillPrefix(width: canvas.width, height: canvas.height),
              let context = cairo_create(prefix.surface) else { return nil }
        defer { cairo_destroy(context) }
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setColor(context, canvas.fill)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_scale(context, scale, scale)
        for layer in layers.prefix(count) { try draw(layer, within: .everything, in: context) }
        cairo_surface_flush(prefix.surface)
        prefix.layers = Array(current.prefix(count))
        return prefix
    }
}
