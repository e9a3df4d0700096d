import CCairo
import FlipbookPNG
import FlipbookTiming

/// A picture drawn directly rather than from a scene: the contact sheets, plots, onion skins
/// and grids that `flipbook sheet`, `plot`, `onion`, `compare` and `sweep` make. Coordinates
/// are points, y down; text goes through Pango over the pinned fonts, like scene text.
///
/// Like a `Renderer`, a sketch holds Cairo and Pango objects: use it on one thread.
public final class Sketch {
    /// How a line of text sits on the point it is drawn at.
    public enum Alignment: Sendable {
        /// The text starts at the point.
        case left
        /// The text is centred on the point.
        case center
        /// The text ends at the point.
        case right
    }

    /// Size in points.
    public let width: Double, height: Double
    /// Pixels per point.
    public let scale: Double

    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let text: TextRenderer

    /// A blank picture filled with `background`.
    public init(width: Double, height: Double, scale: Double = 1, background: Color = .white,
                fonts: FontConfiguration) throws(RenderError) {
        let pixelWidth = Int((width * scale).rounded()), pixelHeight = Int((height * scale).rounded())
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= Renderer.maximumPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw RenderError(.badInput, "cannot make a \(pixelWidth)×\(pixelHeight) picture (at most \(Renderer.maximumPixels) pixels; "
                + "raise the limit with FLIPBOOK_MAX_PIXELS)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.surface = surface
        self.context = context
        text = TextRenderer(fonts: fonts)
        cairo_scale(context, scale, scale)
        clear(background)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Paints the whole picture with `color`, to draw the next one on the same sketch (its
    /// fonts are set up once).
    public func clear(_ color: Color) {
        cairo_save(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Fills a rectangle, its corners rounded by `cornerRadius`.
    public func fill(_ rect: Rect, _ color: Color, cornerRadius: Double = 0) {
        path(rect, cornerRadius: cornerRadius)
        setColor(context, color)
        cairo_fill(context)
    }

    /// Outlines a rectangle inside its edges.
    public func outline(_ rect: Rect, _ color: Color, width: Double = 1, cornerRadius: Double = 0) {
        let inset = Rect(x: rect.origin.x + width / 2, y: rect.origin.y + width / 2,
                         width: rect.size.width - width, height: rect.size.height - width)
        path(inset, cornerRadius: max(cornerRadius - width / 2, 0))
        setColor(context, color)
        cairo_set_line_width(context, width)
        cairo_stroke(context)
    }

    /// A polyline through `points`, optionally dashed (on, off, … lengths).
    public func stroke(_ points: [Point], _ color: Color, width: Double = 1, dash: [Double] = []) {
        guard let first = points.first else { return }
        cairo_new_path(context)
        cairo_move_to(context, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
        setColor(context, color)
        cairo_set_line_width(context, width)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        if !dash.isEmpty { cairo_set_dash(context, dash, Int32(dash.count), 0) }
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }

    /// A filled circle.
    public func dot(at center: Point, radius: Double, _ color: Color) {
        cairo_new_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
        setColor(context, color)
        cairo_fill(context)
    }

    /// Draws one line of text with its top at `point.y`, aligned on `point.x`; with
    /// `maxWidth` it is cut with an ellipsis to fit. Returns its size.
    @discardableResult
    public func text(_ string: String, at point: Point, size: Double = 13, weight: Int = 400, _ color: Color = .black,
                     alignment: Alignment = .left, maxWidth: Double? = nil) -> Size {
        guard !string.isEmpty else { return Size(width: 0, height: 0) }
        let layout = self.layout(string, size: size, weight: weight, maxWidth: maxWidth)
        let extent = text.size(of: layout)
        let x: Double
        switch alignment {
        case .left: x = point.x
        case .center: x = point.x - extent.width / 2
        case .right: x = point.x - extent.width
        }
        cairo_save(context)
        setColor(context, color)
        cairo_move_to(context, x, point.y)
        text.show(layout, in: context)
        cairo_new_path(context)
        cairo_restore(context)
        return extent
    }

    /// The size one line of text would take.
    public func measure(_ string: String, size: Double = 13, weight: Int = 400) -> Size {
        string.isEmpty ? Size(width: 0, height: 0) : text.size(of: layout(string, size: size, weight: weight, maxWidth: nil))
    }

    /// Draws an image scaled into `rect`, at `opacity`. Images drawn at their own pixel size
    /// (rect in points × scale = image pixels) keep their pixels exactly.
    public func image(_ image: RGBAImage, in rect: Rect, opacity: Double = 1) {
        guard let source = ImageCache.surface(from: image), rect.size.width > 0, rect.size.height > 0 else { return }
        defer { cairo_surface_destroy(source) }
        cairo_save(context)
        cairo_translate(context, rect.origin.x, rect.origin.y)
        cairo_scale(context, rect.size.width / Double(image.width), rect.size.height / Double(image.height))
        cairo_set_source_surface(context, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(context)
        cairo_paint_with_alpha(context, min(max(opacity, 0), 1))
        cairo_restore(context)
    }

    /// The picture as straight-alpha RGBA.
    public func rendered() -> RGBAImage {
        cairo_surface_flush(surface)
        let pixelWidth = Int(cairo_image_surface_get_width(surface)), pixelHeight = Int(cairo_image_surface_get_height(surface))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: pixelWidth * pixelHeight * 4)
        return Frame.rgbaImage(fromPremultiplied: data, width: pixelWidth, height: pixelHeight)
    }

    private func layout(_ string: String, size: Double, weight: Int, maxWidth: Double?) -> OpaquePointer {
        // The family scene text asks for with "system", so pictures and frames share a face.
        let face = FontConfiguration.face(for: "system", size: size)
        return text.layout(for: TextRenderer.Key(text: string, family: FontConfiguration.familyList(for: face), size: size,
                                                 weight: weight, width: maxWidth, alignment: "left",
                                                 truncation: maxWidth == nil ? "none" : "end", lineHeight: nil))
    }

    /// A new path holding the (rounded) rectangle.
    private func path(_ rect: Rect, cornerRadius: Double) {
        cairo_new_path(context)
        roundedRect(rect, radius: cornerRadius, in: context)
    }
}
