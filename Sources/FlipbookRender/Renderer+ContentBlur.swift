import CCairo
import FlipbookScene
import FlipbookTiming

extension Renderer {
    /// The standard deviation, in device pixels, of the blur of a layer's drawing
    /// (`contentBlur`, in points), at the context's scale; 0 for none.
    func contentBlurSigma(of layer: PresentationLayer, in context: OpaquePointer) -> Double {
        let radius = layer.number(.contentBlur)
        guard radius > 0, radius.isFinite else { return 0 }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return min(radius * abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot(), 1000)
    }

    /// How far, in device pixels, a blur of `sigma` spreads a drawing: three standard deviations
    /// and one for the edge.
    static func blurReach(sigma: Double) -> Int { sigma > 0 ? Int((3 * sigma).rounded(.up)) + 1 : 0 }

    /// Ends the group holding a blurred layer's drawing and paints it blurred: each premultiplied
    /// channel by a Gaussian of `sigma` device pixels (three box blurs, as shadows are), over
    /// `box` (the drawing's pixels, padded by the blur's reach; the whole group when the layer
    /// was not measured) — beyond the drawing, nothing:
    /// its edges fade out, as SwiftUI's `blur(radius:)` fades a view's.
    func paintBlurredGroup(sigma: Double, box: PixelBox, in context: OpaquePointer) {
        guard let pattern = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
           cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            cairo_surface_flush(surface)
            var offsetX = 0.0, offsetY = 0.0
            cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
            let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            // The box in the group surface's pixels (the whole group for a layer drawn unmeasured).
            let whole = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
            let inSurface = box.isEmpty || box == .everything ? whole
                : PixelBox(x0: box.x0 + Int(offsetX), y0: box.y0 + Int(offsetY), x1: box.x1 + Int(offsetX), y1: box.y1 + Int(offsetY)).intersection(whole)
            if let data = cairo_image_surface_get_data(surface), !inSurface.isEmpty, inSurface.area <= Self.maximumPixels {
                Self.blurPremultiplied(width: inSurface.width, height: inSurface.height, sigma: sigma,
                                       read: { row, column in UnsafePointer(data + (inSurface.y0 + row) * stride + (inSurface.x0 + column) * 4) },
                                       write: { row, column in data + (inSurface.y0 + row) * stride + (inSurface.x0 + column) * 4 })
                cairo_surface_mark_dirty(surface)
            }
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }

    /// Blurs `width` × `height` premultiplied ARGB32 pixels, read through `read(row, column)`
    /// and written through `write(row, column)` (all are read before any is written, so both
    /// may reach the same pixels): each byte plane by a Gaussian of `sigma` pixels. Backdrop
    /// blurs and content blurs share it.
    static func blurPremultiplied(width: Int, height: Int, sigma: Double,
                                  read: (Int, Int) -> UnsafePointer<UInt8>, write: (Int, Int) -> UnsafeMutablePointer<UInt8>) {
        guard width > 0, height > 0 else { return }
        // One plane per byte of the pixel (ARGB32 is four premultiplied bytes).
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * height), count: 4)
        for row in 0..<height {
            for column in 0..<width {
                let pixel = read(row, column)
                for byte in 0..<4 { planes[byte][row * width + column] = pixel[byte] }
            }
        }
        for byte in 0..<4 {
            planes[byte].withUnsafeMutableBufferPointer { plane in
                gaussianApproximation(plane.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
            }
        }
        // The alpha byte's place in the native-endian 32-bit pixel.
        let alphaByte = UInt32(1).littleEndian == 1 ? 3 : 0
        for row in 0..<height {
            for column in 0..<width {
                let index = row * width + column, pixel = write(row, column)
                let alpha = planes[alphaByte][index]
                // Rounding can lift a colour byte past its alpha: premultiplied colour never is.
                for byte in 0..<4 { pixel[byte] = byte == alphaByte ? alpha : min(planes[byte][index], alpha) }
            }
        }
    }
}
