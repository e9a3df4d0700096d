import CCairo
import FlipbookScene
import FlipbookTiming
import Foundation

extension Renderer {
    /// Draws one layer and its sublayers, composed as Core Animation composes them, skipping
    /// every subtree whose measured pixels miss `damage` (the context is clipped to it).
    ///
    /// The layer's bounds are placed so its anchor point lands on `position` in the parent's
    /// coordinates, with `transform` applied about that point; sublayers live in the layer's
    /// bounds coordinates (so `bounds.origin` scrolls them, as a scroll view's content offset
    /// does), as does its mask. A layer seen in perspective is projected (`drawProjected`); other 3-D transforms
    /// are flattened orthographically: only their x/y part is drawn.
    func draw(_ drawn: DrawnLayer, within damage: PixelBox, in context: OpaquePointer) throws(RenderError) {
        if let transition = drawn.layer.transition {
            return try drawTransition(of: drawn, transition, within: damage, in: context)
        }
        // A single-sided layer turned away from the viewer draws nothing, sublayers included
        // (Core Animation's rule: the transformed normal, [0 0 1 0] × transform, points away).
        if drawn.layer.flag(.doubleSided) == false, drawn.layer.transform(.transform).m33 < 0 { return }
        if drawn.layer.isProjected, Self.visibleOpacity(of: drawn.layer) != nil {
            return try drawProjected(drawn, in: context)
        }
        let layer = drawn.layer
        guard drawn.box.intersects(damage), let opacity = Self.visibleOpacity(of: layer) else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        guard enterBounds(of: layer, in: context) else { return }
        let bounds = layer.rect(.bounds)
        // What is behind it, read before its own group opens.
        let backdrop = blurredBackdrop(of: layer, bounds: bounds, in: context)
        defer { if let backdrop { cairo_surface_destroy(backdrop.surface) } }

        // A blurred layer is drawn whole, then blurred (its opacity and mask inside the blur).
        let blur = contentBlurSigma(of: layer, in: context)
        if blur > 0 { cairo_push_group(context) }
        // A layer that is not opaque is composited once, with its sublayers (group opacity);
        // a masked one is drawn whole, shadow included, then cut by its mask's alpha.
        let grouped = opacity < 1
        if grouped { cairo_push_group(context) }
        if layer.mask != nil { cairo_push_group(context) }

        let cornerRadius = max(layer.number(.cornerRadius), 0)
        try drawShadow(of: drawn, bounds: bounds, cornerRadius: cornerRadius, in: context)
        if let backdrop { paint(backdrop, in: layer, bounds: bounds, cornerRadius: cornerRadius, context: context) }
        try drawBody(of: drawn, bounds: bounds, cornerRadius: cornerRadius, within: damage, in: context)
        if let mask = layer.mask { try apply(mask, mode: layer.string(.maskMode), within: damage, in: context) }

        if grouped {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        }
        if blur > 0 { paintBlurredGroup(sigma: blur, box: drawn.box, in: context) }
    }

    /// What a layer draws above its shadow and below its mask: background, contents, its kind's
    /// drawing (shape, text, gradient, Lottie), sublayers (clipped to the bounds when it masks
    /// them) and border. The context is in the layer's bounds coordinates.
    func drawBody(of drawn: DrawnLayer, bounds: Rect, cornerRadius: Double, within damage: PixelBox,
                  in context: OpaquePointer) throws(RenderError) {
        let layer = drawn.layer
        try drawBackground(layer, bounds: bounds, cornerRadius: cornerRadius, in: context)
        try drawContents(layer, bounds: bounds, in: context)
        switch layer.kind {
        case .shape: drawShape(layer, in: context)
        case .text: try drawText(layer, bounds: bounds, in: context)
        case .gradient: drawGradient(layer, bounds: bounds, in: context)
        case .lottie: try drawLottie(layer, bounds: bounds, in: context)
        case .layer, .image, .replicator: break
        }

        if !drawn.sublayers.isEmpty {
            cairo_save(context)
            if layer.flag(.masksToBounds) {
                roundedRect(bounds, radius: cornerRadius, corners: layer.roundedCorners, in: context)
                cairo_clip(context)
            }
            if layer.kind == .replicator {
                try drawCopies(of: drawn, within: damage, in: context)
            } else {
                for sublayer in Self.throughSublayerTransform(of: layer, drawn.sublayers) {
                    try draw(sublayer, within: damage, in: context)
                }
            }
            cairo_restore(context)
        }
        drawBorder(layer, bounds: bounds, cornerRadius: cornerRadius, in: context)
    }

    /// Ends the group holding a masked layer's drawing and paints it through the mask: the mask
    /// layer drawn in the layer's bounds coordinates (the context's now), its alpha alone
    /// counting (`CALayer.mask`), or its luminance, or either inverted (`maskMode`). A hidden or
    /// transparent mask shows nothing of the layer, or all of it when inverted.
    private func apply(_ mask: PresentationLayer, mode: String, within damage: PixelBox, in context: OpaquePointer) throws(RenderError) {
        cairo_push_group(context)
        try draw(DrawnLayer.unmeasured(mask), within: damage, in: context)
        guard let matte = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(matte) }
        if mode.hasPrefix("luminance") { Self.turnLuminanceIntoAlpha(matte) }
        if mode.hasSuffix("Inverted") {
            // Still in the layer's group: the matte's coverage is cut out of the drawing.
            cairo_save(context)
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source(context, matte)
            cairo_paint(context)
            cairo_restore(context)
            cairo_pop_group_to_source(context)
            cairo_paint(context)
        } else {
            guard let content = cairo_pop_group(context) else { return }
            defer { cairo_pattern_destroy(content) }
            cairo_set_source(context, content)
            cairo_mask(context, matte)
        }
    }

    /// Makes each pixel of a drawn matte as opaque as its colour is light: Rec. 709's luminance
    /// of its premultiplied colour (0.2126 R + 0.7152 G + 0.0722 B, so a translucent matte counts
    /// by its luminance times its alpha), as ThorVG's luma mattes and SVG's `luminanceToAlpha`
    /// take it. (rlottie takes Rec. 601's of the unpremultiplied colour instead: the same on
    /// opaque greys, which most luma mattes are.)
    static func turnLuminanceIntoAlpha(_ matte: OpaquePointer) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(matte, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels[y * stride + x]
                guard pixel != 0 else { continue }
                // ARGB32, premultiplied: 13933/65536 ≈ 0.2126, 46871 ≈ 0.7152, 4732 ≈ 0.0722.
                let luminance = (13933 * ((pixel >> 16) & 0xFF) + 46871 * ((pixel >> 8) & 0xFF) + 4732 * (pixel & 0xFF) + 32768) >> 16
                pixels[y * stride + x] = min(luminance, 255) << 24
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The layer's opacity clamped to 0…1, or nil when it draws nothing (hidden or transparent).
    static func visibleOpacity(of layer: PresentationLayer) -> Double? {
        let opacity = min(max(layer.number(.opacity), 0), 1)
        return layer.flag(.hidden) || !(opacity > 0) ? nil : opacity
    }

    /// Moves the context from the parent's coordinates into the layer's bounds coordinates;
    /// false when the transform is singular (scale 0), which draws nothing, as on iOS.
    func enterBounds(of layer: PresentationLayer, in context: OpaquePointer) -> Bool {
        let bounds = layer.rect(.bounds)
        let anchor = layer.point(.anchorPoint)
        let position = layer.point(.position)
        let transform = layer.planeTransform.affine
        cairo_translate(context, position.x, position.y)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else { return false }
        matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
        cairo_translate(context, -anchor.x * bounds.size.width - bounds.origin.x,
                        -anchor.y * bounds.size.height - bounds.origin.y)
        return true
    }

    /// The background colour and the tiled pattern, inside the (rounded) bounds.
    func drawBackground(_ layer: PresentationLayer, bounds: Rect, cornerRadius: Double,
                                in context: OpaquePointer) throws(RenderError) {
        let color = layer.color(.backgroundColor)
        if color.alpha > 0 {
            roundedRect(bounds, radius: cornerRadius, corners: layer.roundedCorners, in: context)
            setColor(context, color)
            cairo_fill(context)
        }
        let patternPath = layer.string(.backgroundPattern)
        guard !patternPath.isEmpty else { return }
        let image = try images.image(patternPath, relativeTo: resourceDirectory)
        guard let pattern = cairo_pattern_create_for_surface(image.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // The tile starts at the layer's origin and is sized in points.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(cairo_image_surface_get_width(image.surface)) / image.width,
                                Double(cairo_image_surface_get_height(image.surface)) / image.height)
        cairo_matrix_translate(&matrix, -bounds.origin.x, -bounds.origin.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_save(context)
        roundedRect(bounds, radius: cornerRadius, corners: layer.roundedCorners, in: context)
        cairo_set_source(context, pattern)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// The border, drawn inside the bounds and above the sublayers, as Core Animation draws it.
    private func drawBorder(_ layer: PresentationLayer, bounds: Rect, cornerRadius: Double, in context: OpaquePointer) {
        let width = layer.number(.borderWidth)
        let color = layer.color(.borderColor)
        guard width > 0, color.alpha > 0 else { return }
        let inset = Rect(x: bounds.origin.x + width / 2, y: bounds.origin.y + width / 2,
                         width: max(bounds.size.width - width, 0), height: max(bounds.size.height - width, 0))
        roundedRect(inset, radius: max(cornerRadius - width / 2, 0), corners: layer.roundedCorners, in: context)
        setColor(context, color)
        cairo_set_line_width(context, width)
        cairo_stroke(context)
    }

    /// Pixels per point of a layer's contents (1 when the value is not a positive number).
    static func contentsScale(of layer: PresentationLayer) -> Double {
        let scale = layer.number(.contentsScale)
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// The `contents` image placed by `contentsGravity`.
    private func drawContents(_ layer: PresentationLayer, bounds: Rect, in context: OpaquePointer) throws(RenderError) {
        guard let (image, target) = try placedContents(of: layer), image.width > 0, image.height > 0,
              bounds.size.width > 0, bounds.size.height > 0 else { return }
        cairo_save(context)
        cairo_rectangle(context, bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        cairo_clip(context)
        if let slices = NineSlices(image: Size(width: Double(image.width), height: Double(image.height)), center: layer.rect(.contentsCenter),
                                   scale: Self.contentsScale(of: layer), into: target) {
            slices.paint(image.surface, alpha: 1, in: context)
            cairo_restore(context)
            return
        }
        // Drawn upright at a smaller size in device pixels (a 3x image in a 2x recording):
        // the image filtered down once and kept, placed at the device position.
        var device = cairo_matrix_t()
        cairo_get_matrix(context, &device)
        if device.xy == 0, device.yx == 0, device.xx > 0, device.yy > 0 {
            let size = (width: target.size.width * device.xx, height: target.size.height * device.yy)
            let whole = (width: size.width.rounded(), height: size.height.rounded())
            if abs(size.width - whole.width) < 1e-6, abs(size.height - whole.height) < 1e-6,
               let scaled = image.scaledDown(width: Int(whole.width), height: Int(whole.height)) {
                cairo_identity_matrix(context)
                cairo_set_source_surface(context, scaled, device.x0 + target.origin.x * device.xx,
                                         device.y0 + target.origin.y * device.yy)
                cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
                cairo_paint(context)
                cairo_restore(context)
                return
            }
        }
        cairo_translate(context, target.origin.x, target.origin.y)
        cairo_scale(context, target.size.width / Double(cairo_image_surface_get_width(image.surface)),
                    target.size.height / Double(cairo_image_surface_get_height(image.surface)))
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The layer's `contents` image and where `contentsGravity` puts it in its bounds, or nil
    /// without one: what drawing places, and what exporters place (`contentsPlacement`).
    func placedContents(of layer: PresentationLayer) throws(RenderError) -> (image: ImageCache.Entry, rect: Rect)? {
        let path = layer.string(.contents)
        guard !path.isEmpty else { return nil }
        let image = try images.image(path, relativeTo: resourceDirectory)
        let scale = Self.contentsScale(of: layer)
        return (image, Self.placement(of: Size(width: Double(image.width) / scale, height: Double(image.height) / scale),
                                      in: layer.rect(.bounds), gravity: layer.string(.contentsGravity)))
    }

    /// Where an image of `size` lands in `bounds` for a Core Animation gravity.
    public static func placement(of size: Size, in bounds: Rect, gravity: String) -> Rect {
        let (w, h) = (bounds.size.width, bounds.size.height)
        let (x0, y0) = (bounds.origin.x, bounds.origin.y)
        switch gravity {
        case "resizeAspect", "resizeAspectFill":
            let fit = gravity == "resizeAspect" ? min(w / size.width, h / size.height) : max(w / size.width, h / size.height)
            let (sw, sh) = (size.width * fit, size.height * fit)
            return Rect(x: x0 + (w - sw) / 2, y: y0 + (h - sh) / 2, width: sw, height: sh)
        case "resize", "":
            return bounds
        default:
            // Unscaled, aligned by the gravity's name (top = visual top, as on iOS).
            let left = gravity.lowercased().contains("left")
            let right = gravity.lowercased().contains("right")
            let top = gravity.hasPrefix("top")
            let bottom = gravity.hasPrefix("bottom")
            let x = left ? x0 : (right ? x0 + w - size.width : x0 + (w - size.width) / 2)
            let y = top ? y0 : (bottom ? y0 + h - size.height : y0 + (h - size.height) / 2)
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// A gradient layer's axial gradient over its bounds (start and end points in unit coordinates).
    func drawGradient(_ layer: PresentationLayer, bounds: Rect, in context: OpaquePointer) {
        let colors = layer.colors(.colors)
        guard !colors.isEmpty else { return }
        let start = layer.point(.startPoint)
        let end = layer.point(.endPoint)
        let (x0, y0, w, h) = (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        let given = layer.numbers(.locations)
        let stops = colors.enumerated().map { index, color in
            (location: given.count == colors.count ? given[index] : (colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1)),
             color: color)
        }
        let centre = (x: x0 + start.x * w, y: y0 + start.y * h)
        cairo_save(context)
        defer { cairo_restore(context) }
        // A gradient is the layer's content: rounded corners cut it when masksToBounds is on.
        roundedRect(bounds, radius: layer.flag(.masksToBounds) ? max(layer.number(.cornerRadius), 0) : 0, corners: layer.roundedCorners,
                    in: context)
        cairo_clip(context)
        switch layer.string(.gradientType) {
        case "radial":
            // Core Animation's radial gradient: centred on startPoint, reaching endPoint's
            // distance from it in x and y (an ellipse in the bounds), the last colour beyond.
            let radii = (x: abs(end.x - start.x) * w, y: abs(end.y - start.y) * h)
            guard radii.x > 0, radii.y > 0, let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1) else { return }
            defer { cairo_pattern_destroy(pattern) }
            addStops(stops, to: pattern)
            // The pattern's matrix maps user space to the unit circle.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / radii.x, 1 / radii.y)
            cairo_matrix_translate(&matrix, -centre.x, -centre.y)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(context, pattern)
            cairo_paint(context)
        case "conic":
            drawConicGradient(stops, centre: centre, towards: (x0 + end.x * w, y0 + end.y * h),
                              reach: 2 * (w * w + h * h).squareRoot(), in: context)
        default:
            guard let pattern = cairo_pattern_create_linear(centre.x, centre.y, x0 + end.x * w, y0 + end.y * h) else { return }
            defer { cairo_pattern_destroy(pattern) }
            addStops(stops, to: pattern)
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
    }

    private func addStops(_ stops: [(location: Double, color: Color)], to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
                                              stop.color.alpha)
        }
    }

    /// Core Animation's conic gradient: the colours sweep once round `centre`, clockwise on
    /// screen, starting at the direction of `towards`. Cairo has no conic pattern, so it is a
    /// mesh of 180 thin sectors, each a patch whose colours are the sweep's at its two edges,
    /// reaching far enough to cover the bounds.
    private func drawConicGradient(_ stops: [(location: Double, color: Color)], centre: (x: Double, y: Double),
                                   towards: (x: Double, y: Double), reach: Double, in context: OpaquePointer) {
        let sorted = stops.sorted { $0.location < $1.location }
        func color(at fraction: Double) -> Color {
            guard let first = sorted.first, let last = sorted.last else { return .clear }
            if fraction <= first.location { return first.color }
            if fraction >= last.location { return last.color }
            let upper = sorted.firstIndex { $0.location >= fraction }!
            let (a, b) = (sorted[upper - 1], sorted[upper])
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, fraction: (fraction - a.location) / span) : b.color
        }
        let startAngle = atan2(towards.y - centre.y, towards.x - centre.x)
        let sectors = 180
        guard let mesh = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(mesh) }
        for sector in 0..<sectors {
            let (from, to) = (Double(sector) / Double(sectors), Double(sector + 1) / Double(sectors))
            let (a0, a1) = (startAngle + 2 * .pi * from, startAngle + 2 * .pi * to)
            let (c0, c1) = (color(at: from), color(at: to))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, centre.x, centre.y)
            cairo_mesh_pattern_line_to(mesh, centre.x + reach * cos(a0), centre.y + reach * sin(a0))
            cairo_mesh_pattern_line_to(mesh, centre.x + reach * cos(a1), centre.y + reach * sin(a1))
            cairo_mesh_pattern_line_to(mesh, centre.x, centre.y)
            for (corner, shade) in [c0, c0, c1, c1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), shade.red, shade.green, shade.blue, shade.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(context, mesh)
        cairo_paint(context)
    }

    /// The sublayers as the parent's `sublayerTransform` shows them: applied about the parent's
    /// anchor point c, sublayer points go p · M · T(position − c) · S · T(c) (row vectors, as
    /// Core Animation composes), so each sublayer gets that product as its transform and c as
    /// its position, and is drawn in perspective when the product has it.
    static func throughSublayerTransform(of layer: PresentationLayer, _ sublayers: [DrawnLayer]) -> [DrawnLayer] {
        let shared = layer.transform(.sublayerTransform)
        guard shared != .identity else { return sublayers }
        let bounds = layer.rect(.bounds), anchor = layer.point(.anchorPoint)
        let centre = Point(x: bounds.origin.x + anchor.x * bounds.size.width, y: bounds.origin.y + anchor.y * bounds.size.height)
        return sublayers.map { drawn in
            let sublayer = drawn.layer
            let position = sublayer.point(.position)
            let moved = sublayer.planeTransform
                .concatenating(Transform3D(translationX: position.x - centre.x, y: position.y - centre.y, z: 0))
                .concatenating(shared)
            return DrawnLayer.unmeasured(sublayer.placed(transform: moved, position: centre))
        }
    }
}
