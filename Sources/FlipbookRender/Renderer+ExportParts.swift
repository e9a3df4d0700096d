import CCairo
import CPangoCairo
import FlipbookPNG
import FlipbookScene
import FlipbookTiming

/// Where a layer's `contents` image lands, for exporters that place the image themselves.
public struct ContentsPlacement: Sendable {
    /// The image file, resolved against the scene's folder.
    public let file: String
    /// The image's size in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    /// Where `contentsGravity` puts it, in the layer's bounds coordinates (points).
    public let rect: Rect
}

extension Renderer {
    /// A text layer's glyphs as outlines in its bounds coordinates: the same layout, font and
    /// place `drawText` fills, so an exporter's vector text lands on the drawn text. Nil without
    /// text. Colour bitmap glyphs (emoji) have no outline and are left out.
    public func textOutline(of layer: PresentationLayer) -> BezierPath? {
        guard layer.kind == .text, let (layout, origin) = placedText(layer, bounds: layer.rect(.bounds)),
              // Unbounded: Pango leaves out glyphs that fall outside a surface's extents.
              let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return nil }
        defer { cairo_destroy(context) }
        cairo_move_to(context, origin.x, origin.y)
        pango_cairo_layout_path(context, layout)
        guard let copied = cairo_copy_path(context) else { return nil }
        defer { cairo_path_destroy(copied) }
        return Self.bezierPath(copied.pointee)
    }

    /// The layer's `contents` image and where it is drawn, or nil without one. The image is
    /// read (and checked) as drawing reads it.
    public func contentsPlacement(of layer: PresentationLayer) throws(RenderError) -> ContentsPlacement? {
        guard let (image, rect) = try placedContents(of: layer) else { return nil }
        return ContentsPlacement(file: Timeline.imageFile(layer.string(.contents), relativeTo: resourceDirectory),
                                 pixelWidth: Int(cairo_image_surface_get_width(image.surface)),
                                 pixelHeight: Int(cairo_image_surface_get_height(image.surface)), rect: rect)
    }

    /// The layer's `contents` image resampled as drawing resamples it (Cairo's good filter)
    /// to its placed size at this renderer's scale: what a frame shows of it, for a file that
    /// places the image itself. Nil without one.
    public func contentsPicture(of layer: PresentationLayer) throws(RenderError) -> RGBAImage? {
        guard let placement = try contentsPlacement(of: layer) else { return nil }
        let image = try images.image(layer.string(.contents), relativeTo: resourceDirectory)
        let width = max(Int((placement.rect.size.width * scale).rounded()), 1)
        let height = max(Int((placement.rect.size.height * scale).rounded()), 1)
        return try picture(width: width, height: height, of: placement.file) { context in
            cairo_scale(context, Double(width) / Double(placement.pixelWidth), Double(height) / Double(placement.pixelHeight))
            cairo_set_source_surface(context, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_paint(context)
        }
    }

    /// The layer's own backdrop at this renderer's scale: its shadow (cast by all it draws,
    /// sublayers included), background colour and pattern, and a gradient layer's gradient,
    /// with no contents, sublayers or border; and
    /// where the picture's top-left corner lies in the layer's bounds coordinates. For a file
    /// that draws the rest as vectors. Nil when the layer has no size.
    public func backdropPicture(of layer: PresentationLayer) throws(RenderError) -> (image: RGBAImage, origin: Point)? {
        let bounds = layer.rect(.bounds)
        guard bounds.size.width > 0, bounds.size.height > 0 else { return nil }
        let offset = layer.size(.shadowOffset)
        let margin = layer.number(.shadowOpacity) > 0 ? 3 * max(layer.number(.shadowRadius), 0) + max(abs(offset.width), abs(offset.height)) + 2 : 0
        let origin = Point(x: bounds.origin.x - margin, y: bounds.origin.y - margin)
        let width = Int(((bounds.size.width + 2 * margin) * scale).rounded(.up))
        let height = Int(((bounds.size.height + 2 * margin) * scale).rounded(.up))
        let cornerRadius = max(layer.number(.cornerRadius), 0)
        var failure: RenderError?
        let image = try picture(width: width, height: height, of: "layer '\(layer.id)'") { context in
            cairo_scale(context, scale, scale)
            cairo_translate(context, -origin.x, -origin.y)
            do throws(RenderError) {
                try drawShadow(of: .unmeasured(layer), bounds: bounds, cornerRadius: cornerRadius, in: context)
                try drawBackground(layer, bounds: bounds, cornerRadius: cornerRadius, in: context)
            } catch { failure = error }
            if layer.kind == .gradient { drawGradient(layer, bounds: bounds, in: context) }
        }
        if let failure { throw failure }
        return (image, origin)
    }

    /// A transparent picture of `width × height` pixels drawn by `draw`, as straight RGBA.
    private func picture(width: Int, height: Int, of what: String, draw: (OpaquePointer) -> Void) throws(RenderError) -> RGBAImage {
        guard width > 0, height > 0, width * height <= Self.maximumPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(.badInput, "\(what): too large to draw at \(width)×\(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw RenderError(.environment, "cannot draw \(what)") }
        draw(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        // ARGB32 rows are packed (a stride of 4 × width), as the frame conversion reads them.
        guard Int(cairo_image_surface_get_stride(surface)) == width * 4, let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(.environment, "cannot read the pixels drawn for \(what)")
        }
        return Frame.rgbaImage(fromPremultiplied: UnsafeRawBufferPointer(start: data, count: width * height * 4),
                               width: width, height: height)
    }

    /// A Cairo path (moves, lines, curves, closes) as a `BezierPath`.
    static func bezierPath(_ path: cairo_path_t) -> BezierPath {
        var result = BezierPath()
        var index = 0
        func point(_ offset: Int) -> Point {
            let data = path.data[index + offset].point
            return Point(x: data.x, y: data.y)
        }
        while index < Int(path.num_data) {
            let header = path.data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: point(1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: result.close()
            default: break
            }
            index += max(Int(header.length), 1)
        }
        return result
    }
}
