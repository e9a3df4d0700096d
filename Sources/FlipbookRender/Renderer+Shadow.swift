import CCairo
import FlipbookScene
import FlipbookTiming
import Foundation

extension Renderer {
    /// The layer's shadow: its silhouette (the shape's fill area, or the rounded bounds where it
    /// has a background), moved by `shadowOffset`, blurred and tinted with `shadowColor` at
    /// `shadowOpacity`. Core Animation blurs with a Gaussian of about `shadowRadius / 2`
    /// standard deviation; three box blurs approximate it. Drawn in device pixels beneath the
    /// layer's own content.
    func drawShadow(_ layer: PresentationLayer, bounds: Rect, cornerRadius: Double, in context: OpaquePointer) {
        let opacity = min(max(layer.number(.shadowOpacity), 0), 1)
        let color = layer.color(.shadowColor)
        guard let box = shadowBox(layer, bounds: bounds, cornerRadius: cornerRadius, in: context) else { return }
        let (left, top, width, height) = (box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0)
        guard width * height <= Self.maximumPixels,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard let maskContext = cairo_create(mask) else { return }
        // The silhouette moved by the offset, in the mask's pixels.
        var matrix = cairo_matrix_t()
        cairo_save(context)
        cairo_translate(context, layer.size(.shadowOffset).width, layer.size(.shadowOffset).height)
        cairo_get_matrix(context, &matrix)
        cairo_restore(context)
        matrix.x0 -= Double(left)
        matrix.y0 -= Double(top)
        cairo_set_matrix(maskContext, &matrix)
        _ = addSilhouette(of: layer, bounds: bounds, cornerRadius: cornerRadius, to: maskContext)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        let sigma = shadowSigma(layer)
        if sigma > 0.5, let data = cairo_image_surface_get_data(mask) {
            Self.gaussianApproximation(data, width: width, height: height,
                                       stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * opacity)
        cairo_mask_surface(context, mask, Double(left), Double(top))
        cairo_restore(context)
    }

    /// The device pixels the layer's shadow covers: the offset silhouette's box padded by three
    /// standard deviations of the blur, or nil when the layer casts no shadow.
    func shadowBox(_ layer: PresentationLayer, bounds: Rect, cornerRadius: Double, in context: OpaquePointer) -> PixelBox? {
        let opacity = min(max(layer.number(.shadowOpacity), 0), 1)
        let color = layer.color(.shadowColor)
        guard opacity > 0, color.alpha > 0 else { return nil }
        let offset = layer.size(.shadowOffset)
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, offset.width, offset.height)
        guard addSilhouette(of: layer, bounds: bounds, cornerRadius: cornerRadius, to: context) else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(context, &x1, &y1, &x2, &y2)
        // cairo_save/restore keep the current path: clear it, or the layer's own fill would take it.
        cairo_new_path(context)
        // The silhouette's box in device pixels, padded by three standard deviations.
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(context, &x, &y)
            return (x, y)
        }
        guard corners.allSatisfy({ $0.0.isFinite && $0.1.isFinite }) else { return nil }
        let pad = (3 * shadowSigma(layer)).rounded(.up) + 1
        let left = (corners.map(\.0).min()! - pad).rounded(.down)
        let top = (corners.map(\.1).min()! - pad).rounded(.down)
        let right = (corners.map(\.0).max()! + pad).rounded(.up)
        let bottom = (corners.map(\.1).max()! + pad).rounded(.up)
        // A shadow larger than any canvas is not drawn (its mask could not be allocated).
        guard right - left > 0, bottom - top > 0, (right - left) * (bottom - top) <= Double(Self.maximumPixels) else { return nil }
        return PixelBox(x0: Int(left), y0: Int(top), x1: Int(right), y1: Int(bottom))
    }

    /// The blur's standard deviation in device pixels.
    private func shadowSigma(_ layer: PresentationLayer) -> Double {
        max(layer.number(.shadowRadius), 0) / 2 * scale
    }

    /// Adds what casts the shadow to the context's path: a shape layer's path, or the rounded
    /// bounds of a layer with a background. False when the layer has no silhouette.
    private func addSilhouette(of layer: PresentationLayer, bounds: Rect, cornerRadius: Double, to context: OpaquePointer) -> Bool {
        // An explicit shadowPath is the outline, whatever the layer draws (Core Animation's rule).
        if !layer.path(.shadowPath).elements.isEmpty {
            addPath(layer.path(.shadowPath), to: context)
            return true
        }
        if layer.kind == .shape, !layer.path(.path).elements.isEmpty {
            addPath(layer.path(.path), to: context)
            return true
        }
        guard layer.color(.backgroundColor).alpha > 0 || !layer.string(.backgroundPattern).isEmpty else { return false }
        cairo_new_path(context)
        roundedRect(bounds, radius: cornerRadius, in: context)
        return true
    }

    /// Blurs an 8-bit alpha bitmap in place: three box blurs in each direction, sized so their
    /// sum approximates a Gaussian of `sigma` pixels (the classic 3-pass approximation; each
    /// pass is linear in the image size). Layer shadows and Core Graphics shadows share it.
    public static func gaussianApproximation(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let boxes = boxSizes(sigma: sigma, passes: 3)
        var line = [Int](repeating: 0, count: max(width, height))
        for box in boxes {
            let radius = (box - 1) / 2
            for y in 0..<height { blurLine(data + y * stride, count: width, step: 1, radius: radius, scratch: &line) }
            for x in 0..<width { blurLine(data + x, count: height, step: stride, radius: radius, scratch: &line) }
        }
    }

    /// Odd box widths whose three passes have the variance of a Gaussian with `sigma`.
    static func boxSizes(sigma: Double, passes: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(passes) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wanted = (12 * sigma * sigma - Double(passes * lower * lower) - Double(4 * passes * lower) - Double(3 * passes))
            / Double(-4 * lower - 4)
        let lowerCount = Int(wanted.rounded())
        return (0..<passes).map { $0 < lowerCount ? max(lower, 1) : upper }
    }

    /// A running-sum box blur along one row or column, edges treated as empty.
    private static func blurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [Int]) {
        guard radius > 0 else { return }
        for index in 0..<count { scratch[index] = Int(start[index * step]) }
        let span = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += scratch[index] }
        for index in 0..<count {
            let entering = index + radius
            if entering < count { sum += scratch[entering] }
            let leaving = index - radius - 1
            if leaving >= 0 { sum -= scratch[leaving] }
            start[index * step] = UInt8((sum + span / 2) / span)
        }
    }
}
