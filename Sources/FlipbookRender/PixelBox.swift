import CCairo
import FlipbookTiming

/// A rectangle of whole device pixels, `x0..<x1` by `y0..<y1`: what a layer may touch, or
/// what must be redrawn.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    /// Touches nothing.
    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Might touch anything.
    static let everything = PixelBox(x0: -(1 << 40), y0: -(1 << 40), x1: 1 << 40, y1: 1 << 40)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(x1 - x0, 0) }
    var height: Int { max(y1 - y0, 0) }
    /// Its pixel count, or Int.max when that does not fit.
    var area: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : product
    }

    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return box.isEmpty ? .empty : box
    }

    func intersects(_ other: PixelBox) -> Bool { !intersection(other).isEmpty }

    /// The pixels a user-space rectangle covers under the context's current matrix, rounded
    /// out and padded by one pixel, because anti-aliasing may tint the pixel beside an edge.
    static func covering(_ rect: Rect, in context: OpaquePointer) -> PixelBox {
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        guard width > 0 || height > 0 else { return .empty }
        var xs: [Double] = [], ys: [Double] = []
        for (cornerX, cornerY) in [(x, y), (x + width, y), (x, y + height), (x + width, y + height)] {
            var (deviceX, deviceY) = (cornerX, cornerY)
            cairo_user_to_device(context, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        guard (xs + ys).allSatisfy(\.isFinite) else { return .everything }
        // Far outside the canvas is as good as infinitely far.
        func clamp(_ value: Double) -> Int { Int(min(max(value, -1e12), 1e12)) }
        return PixelBox(x0: clamp(xs.min()!.rounded(.down)) - 1, y0: clamp(ys.min()!.rounded(.down)) - 1,
                        x1: clamp(xs.max()!.rounded(.up)) + 1, y1: clamp(ys.max()!.rounded(.up)) + 1)
    }
}
