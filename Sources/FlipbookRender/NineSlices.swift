import CCairo
import FlipbookScene
import FlipbookTiming

/// A contents image cut by `contentsCenter` into nine pieces, as Core Animation draws it: the
/// corners at their own size (`contentsScale` pixels to the point), the edges stretched along
/// one axis, the middle along both, together filling the placed rectangle. Where the target is
/// smaller than the two caps of an axis, the caps shrink in proportion and the middle has none.
public struct NineSlices: Sendable {
    /// One piece: pixels of the image and the points they cover.
    public struct Piece: Sendable {
        /// The pixels of the image.
        public let source: Rect
        /// The points they cover.
        public let destination: Rect
    }

    /// The nine pieces, row by row from the top left (empty ones included).
    public let pieces: [Piece]

    /// The pieces for an image of `image` pixels, or nil when `center` is the whole image (or
    /// not a rectangle inside it), which draws the image whole.
    public init?(image: Size, center: Rect, scale: Double, into target: Rect) {
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        let numbers: [Double] = [center.origin.x, center.origin.y, center.size.width, center.size.height]
        guard center != unit, image.width > 0, image.height > 0, numbers.allSatisfy({ $0.isFinite }) else { return nil }
        // The cut lines in pixels, kept inside the image and in order.
        func cuts(_ start: Double, _ length: Double, _ total: Double) -> (Double, Double) {
            let low = min(max(start, 0), 1) * total
            let high = min(max(start + max(length, 0), 0), 1) * total
            return (low, max(high, low))
        }
        let (x1, x2) = cuts(center.origin.x, center.size.width, image.width)
        let (y1, y2) = cuts(center.origin.y, center.size.height, image.height)
        // The destination lines: the caps at their size in points, shrunk together when the
        // target is too small for both.
        func lines(_ low: Double, _ high: Double, _ total: Double, _ origin: Double, _ length: Double) -> [Double] {
            var head = low / scale, tail = (total - high) / scale
            if head + tail > length, head + tail > 0 {
                let shrink = length / (head + tail)
                head *= shrink
                tail *= shrink
            }
            return [origin, origin + head, origin + length - tail, origin + length]
        }
        let sourceX: [Double] = [0, x1, x2, image.width], sourceY: [Double] = [0, y1, y2, image.height]
        let destinationX = lines(x1, x2, image.width, target.origin.x, target.size.width)
        let destinationY = lines(y1, y2, image.height, target.origin.y, target.size.height)
        var pieces: [Piece] = []
        func span(_ lines: [Double], _ index: Int) -> (start: Double, length: Double) {
            (lines[index], lines[index + 1] - lines[index])
        }
        for row in 0..<3 {
            for column in 0..<3 {
                let (sx, sw) = span(sourceX, column), (sy, sh) = span(sourceY, row)
                let (dx, dw) = span(destinationX, column), (dy, dh) = span(destinationY, row)
                pieces.append(Piece(source: Rect(x: sx, y: sy, width: sw, height: sh), destination: Rect(x: dx, y: dy, width: dw, height: dh)))
            }
        }
        self.pieces = pieces
    }

    /// Paints the pieces of `surface` (the whole image) into `context`, each piece's pixels
    /// stretched over its points and clipped to them, the pixels at its edges extended rather
    /// than mixed with its neighbours' (so a one-pixel middle stretches as a flat band).
    public func paint(_ surface: OpaquePointer, alpha: Double, in context: OpaquePointer) {
        for piece in pieces {
            let (from, to) = (piece.source, piece.destination)
            guard from.size.width > 0, from.size.height > 0, to.size.width > 0, to.size.height > 0,
                  let part = cairo_surface_create_for_rectangle(surface, from.origin.x, from.origin.y, from.size.width, from.size.height)
            else { continue }
            cairo_save(context)
            cairo_rectangle(context, to.origin.x, to.origin.y, to.size.width, to.size.height)
            cairo_clip(context)
            cairo_translate(context, to.origin.x, to.origin.y)
            cairo_scale(context, to.size.width / from.size.width, to.size.height / from.size.height)
            cairo_set_source_surface(context, part, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(context, alpha)
            cairo_restore(context)
            cairo_surface_destroy(part)
        }
    }
}
