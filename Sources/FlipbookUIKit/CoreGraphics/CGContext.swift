import CCairo
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// `CGContext`: Core Graphics drawing over a Cairo image surface, with Apple's names and
/// semantics, in UIKit's coordinates (origin top left, y down) at a scale of pixels per point,
/// as the contexts UIKit hands to drawing code are.
///
/// Core Graphics and Cairo share their model: the path is built in device space as it is added
/// (a transform changed later does not move it), line widths and dashes are read in user space
/// when the path is stroked, painting consumes the path, and `saveGState()`/`restoreGState()`
/// keep the transform, clip, colours, line style, alpha and blend mode. In a UIKit context the
/// y axis points down, so `addArc(…, clockwise: false)` runs clockwise on screen, and
/// `draw(_:in:)` draws an image upside down, as on iOS (`UIImage.draw(in:)` draws it upright).
public final class CGContext {
    /// Fill and stroke colours, alpha, blend mode: the state Core Graphics keeps beside Cairo's.
    struct Style {
        var fill = Color.black
        var stroke = Color.black
        var alpha = 1.0
        var blendMode = CGBlendMode.normal
        var shadow: Shadow?
        /// The mask `clip(to:mask:)` set, in device pixels.
        var clipMask: ClipMask?
    }

    let surface: OpaquePointer
    let cairo: OpaquePointer
    /// Pixels per point.
    let scale: CGFloat
    var style = Style()
    private var savedStyles: [Style] = []

    /// A context `size` points large at `scale` pixels per point, transparent (or opaque white
    /// when `opaque`), nil when the size is empty or not finite, or larger than 16 384 pixels.
    init?(size: CGSize, scale: CGFloat, opaque: Bool = false) {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0, width > 0, height > 0, width <= 16_384, height <= 16_384,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
        cairo = cairo_create(surface)
        self.scale = scale
        cairo_scale(cairo, Double(scale), Double(scale))
        if opaque {
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
        }
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// The width of the bitmap in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// The height of the bitmap in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    // MARK: Graphics state

    /// Saves the graphics state: transform, clip, colours, line style, alpha, blend mode and shadow.
    public func saveGState() {
        cairo_save(cairo)
        savedStyles.append(style)
    }

    /// Restores the state saved last (nothing when none is saved).
    public func restoreGState() {
        guard let saved = savedStyles.popLast() else { return }
        cairo_restore(cairo)
        style = saved
    }

    /// Moves the origin of user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        guard ensureFinite([tx, ty], in: "CGContextTranslateCTM") else { return }
        cairo_translate(cairo, Double(tx), Double(ty))
    }

    /// Scales user space (a zero or non-finite factor is ignored: Cairo cannot invert it).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard ensureFinite([sx, sy], in: "CGContextScaleCTM"), sx != 0, sy != 0 else { return }
        cairo_scale(cairo, Double(sx), Double(sy))
    }

    /// Rotates user space by `angle` radians (clockwise on screen for positive angles here).
    public func rotate(by angle: CGFloat) {
        guard ensureFinite([angle], in: "CGContextRotateCTM") else { return }
        cairo_rotate(cairo, Double(angle))
    }

    /// Applies a transform to user space.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                                    x0: Double(transform.tx), y0: Double(transform.ty))
        // A transform Cairo cannot invert (a zero scale) would put the context in an error state.
        var probe = matrix
        guard cairo_matrix_invert(&probe) == CAIRO_STATUS_SUCCESS else { return }
        cairo_transform(cairo, &matrix)
    }

    /// The current transform from user space to the bitmap's pixels.
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
                                 tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
    }

    // MARK: Style

    /// The colour `fillPath()` and the fill functions paint with.
    public func setFillColor(_ color: CGColor) { style.fill = color.color }
    /// The colour `strokePath()` and the stroke functions paint with.
    public func setStrokeColor(_ color: CGColor) { style.stroke = color.color }
    /// An sRGB fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// An sRGB stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// A grey fill colour.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// A grey stroke colour.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// The width of stroked lines in user space (1 by default).
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cairo, Double(width))
    }

    /// How open ends of stroked lines are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }

    /// How corners of stroked paths are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }

    /// How far a mitred corner may reach, in line widths (10 by default).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit > 0 else { return }
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Dashes and gaps for stroked lines (empty: solid), starting `phase` into the pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map(Double.init)
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), values.contains(where: { $0 > 0 }) || values.isEmpty else { return }
        DashedStroke.setDashes(values, phase: Double(phase), in: cairo)
    }

    /// The opacity every drawing is painted with, 0 to 1.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        style.alpha = min(max(Double(alpha), 0), 1)
    }

    /// How what is drawn combines with what is there.
    public func setBlendMode(_ mode: CGBlendMode) {
        style.blendMode = mode
        cairo_set_operator(cairo, mode.cairoOperator)
    }

    /// Whether edges are anti-aliased (true by default).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Painting

    private func setSource(_ color: Color) {
        let clamped = color.clamped
        cairo_set_source_rgba(cairo, clamped.red, clamped.green, clamped.blue, clamped.alpha * style.alpha)
    }

    /// Fills the current path by a rule (non-zero by default) and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    /// Fills the current path by the even-odd rule and clears it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the line style and clears it.
    public func strokePath() {
        drawPath(using: .stroke)
    }

    /// Fills, strokes or both, and clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let fills = mode != .stroke, strokes = [.stroke, .fillStroke, .eoFillStroke].contains(mode)
        paint {
            if fills {
                setSource(style.fill)
                cairo_set_fill_rule(cairo, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill_preserve(cairo)
            }
            if strokes {
                setSource(style.stroke)
                cairo_stroke_preserve(cairo)
            }
        }
        cairo_new_path(cairo)
    }

    /// Fills a rectangle (the current path is cleared, as Core Graphics does).
    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        for rect in rects { addRect(rect) }
        fillPath()
    }

    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes a rectangle's outline at a line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Fills the ellipse inscribed in a rectangle.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in a rectangle.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes line segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes a rectangle transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (non-zero by default) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cairo)
    }

    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        for rect in rects { cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)) }
        cairo_clip(cairo)
    }

    /// Removes the clip (iOS 16's `resetClip()`).
    public func resetClip() {
        cairo_reset_clip(cairo)
        style.clipMask = nil
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images

    /// Draws an image into a rectangle, upside down in a UIKit context, as Core Graphics does:
    /// its y axis points up (`UIImage.draw(in:)` draws upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, upright: false)
    }

    func drawImage(_ image: CGImage, in rect: CGRect, upright: Bool, alpha: Double = 1,
                   center: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        guard ensureFinite([rect.minX, rect.minY, rect.width, rect.height], in: "CGContextDrawImage"), rect.width != 0, rect.height != 0
        else { return }
        _ = SharedImages.withSurface(ofPNGAt: image.file) { source, width, height in
            // A resizable image (upright, as UIImage draws): its nine pieces.
            if upright, let slices = NineSlices(image: Size(width: Double(width), height: Double(height)), center: center.engineRect,
                                                scale: Double(scale), into: rect.engineRect) {
                paint { slices.paint(source, alpha: style.alpha * alpha, in: cairo) }
                return
            }
            paint {
                cairo_save(cairo)
                cairo_translate(cairo, Double(rect.minX), Double(upright ? rect.minY : rect.maxY))
                cairo_scale(cairo, Double(rect.width) / Double(width), Double(rect.height) / Double(height) * (upright ? 1 : -1))
                cairo_set_source_surface(cairo, source, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
                cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
                cairo_clip(cairo)
                cairo_paint_with_alpha(cairo, style.alpha * alpha)
                cairo_restore(cairo)
            }
        }
    }

    /// What has been drawn so far, as an image (kept in memory, where the renderer reads it).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let path = DrawnImages.keep(premultipliedARGB: data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
        return CGImage(file: path, width: width, height: height)
    }
}

/// How a path's inside is found.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is not zero (the default).
    case winding
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the non-zero rule.
    case fill
    /// Fill by the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill by the non-zero rule, then stroke.
    case fillStroke
    /// Fill by the even-odd rule, then stroke.
    case eoFillStroke
}
