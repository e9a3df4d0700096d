import CCairo
import CPangoCairo
import FlipbookScene
import FlipbookTiming
import Foundation

/// Lays out and draws text with Pango over the pinned fonts, caching layouts.
///
/// Layout (shaping, line breaking) is the costly part of a label frame and rarely changes, so
/// layouts are kept by text, font and width, like a table view's row-height cache, up to
/// `cacheLimit` of them (least recently used go first).
final class TextRenderer {
    /// What decides a layout.
    struct Key: Hashable {
        let text: String
        let family: String
        let size: Double
        let weight: Int
        let width: Double?
        let alignment: String
        let truncation: String
        /// Every line's height in points, when the font's own metrics are replaced (the
        /// system font's stand-in keeps SF Pro's line height).
        let lineHeight: Double?
        /// OpenType features (`"tnum"`), or nil.
        var features: String? = nil
    }

    /// How many layouts to keep.
    static let cacheLimit = 256

    /// The layout key of a string in a font, as a text layer draws it: the system font's lines
    /// take SF Pro's height, unless the text holds CJK or emoji (CoreText makes a line as tall
    /// as its tallest font, and Noto stands in for PingFang and Apple Color Emoji there, so such
    /// lines keep Pango's own metrics).
    static func key(_ string: String, face: FontConfiguration.Face, size: Double, weight: Double, width: Double?,
                    alignment: String, truncation: String) -> Key {
        let systemMetrics = face.isSystem && !Renderer.needsFallbackFont(string)
        return Key(text: string, family: FontConfiguration.familyList(for: face), size: size, weight: Int(weight.rounded()),
                   width: width, alignment: alignment, truncation: truncation,
                   lineHeight: systemMetrics ? size * FontConfiguration.systemLineHeight : nil, features: face.features)
    }

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var cache: [Key: OpaquePointer] = [:]
    private var recent: [Key] = []
    /// Layouts made (cache misses), for tests and benchmarks.
    private(set) var layoutsCreated = 0

    /// Font maps are made and shut down one at a time, whatever thread their renderers run on:
    /// Pango's fontconfig font maps share state behind the scenes (fontconfig's caches, Pango's
    /// fontconfig thread), and a test run making and freeing renderers on several threads at
    /// once crashed in GLib (a division by zero in a hash table) once.
    private static let fontMapLifecycle = NSLock()

    init(fonts: FontConfiguration) {
        (fontMap, context) = Self.fontMapLifecycle.withLock {
            let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
            pango_fc_font_map_set_config(flipbook_as_fc_font_map(fontMap), fonts.config)
            return (fontMap, pango_font_map_create_context(fontMap)!)
        }
        // Grey anti-aliasing and no hinting: glyphs do not snap to pixels, so layout is the same
        // at every scale and on every machine.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // 72 dpi: one point of font size is one unit of user space, like UIKit's points.
        pango_cairo_context_set_resolution(context, 72)
    }

    deinit {
        for layout in cache.values { flipbook_g_object_unref(UnsafeMutableRawPointer(layout)) }
        flipbook_g_object_unref(UnsafeMutableRawPointer(context))
        // Pango's fontset caches point back at the map; shutting it down breaks that cycle, so
        // the map (and the fontconfig configuration it holds) is freed with the renderer.
        Self.fontMapLifecycle.withLock {
            pango_fc_font_map_shutdown(flipbook_as_fc_font_map(fontMap))
            flipbook_g_object_unref(fontMap)
        }
    }

    /// A layout for the key, from the cache or new.
    func layout(for key: Key) -> OpaquePointer {
        if let layout = cache[key] {
            if let index = recent.firstIndex(of: key) { recent.remove(at: index) }
            recent.append(key)
            return layout
        }
        layoutsCreated += 1
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, key.family)
        pango_font_description_set_absolute_size(description, key.size * Double(flipbook_pango_scale()))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(key.weight)))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, key.text, -1)
        if key.lineHeight != nil || key.features != nil, let attributes = pango_attr_list_new() {
            if let lineHeight = key.lineHeight {
                pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32((lineHeight * Double(flipbook_pango_scale())).rounded())))
            }
            if let features = key.features { pango_attr_list_insert(attributes, pango_attr_font_features_new(features)) }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let width = key.width {
            pango_layout_set_width(layout, Int32(width * Double(flipbook_pango_scale())))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            Self.align(layout, key.alignment)
            switch key.truncation {
            case "start": pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case "middle": pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case "end": pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            default: break
            }
        }
        cache[key] = layout
        recent.append(key)
        if recent.count > Self.cacheLimit {
            let evicted = recent.removeFirst()
            if let old = cache.removeValue(forKey: evicted) { flipbook_g_object_unref(UnsafeMutableRawPointer(old)) }
        }
        return layout
    }

    /// Aligns a wrapped layout's lines: `"center"`, `"right"`, `"justified"` or left.
    static func align(_ layout: OpaquePointer, _ alignment: String) {
        switch alignment {
        case "center": pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case "right": pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case "justified": pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
    }

    /// The logical size of a layout in points.
    func size(of layout: OpaquePointer) -> Size {
        extents(of: layout).logical.size
    }

    /// The first line's baseline, in points below the layout's top.
    func baseline(of layout: OpaquePointer) -> Double {
        Double(pango_layout_get_baseline(layout)) / Double(flipbook_pango_scale())
    }

    /// A layout's ink and logical rectangles in points, relative to its top-left corner.
    func extents(of layout: OpaquePointer) -> (ink: Rect, logical: Rect) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(flipbook_pango_scale())
        func points(_ rectangle: PangoRectangle) -> Rect {
            Rect(x: Double(rectangle.x) / scale, y: Double(rectangle.y) / scale,
                 width: Double(rectangle.width) / scale, height: Double(rectangle.height) / scale)
        }
        return (points(ink), points(logical))
    }

    /// Draws a layout with its top-left corner at the current point.
    func show(_ layout: OpaquePointer, in cairo: OpaquePointer) {
        pango_cairo_show_layout(cairo, layout)
    }
}

extension Renderer {
    /// A text layer's string in its font, colour and alignment. Like a `UILabel`, the text is
    /// centred vertically in the bounds; it wraps at the bounds' width when `wrapped`, or is
    /// truncated there by `truncationMode`, and otherwise stays on one line.
    func drawText(_ layer: PresentationLayer, bounds: Rect, in context: OpaquePointer) throws(RenderError) {
        guard let (layout, origin) = placedText(layer, bounds: bounds) else { return }
        cairo_save(context)
        setColor(context, layer.color(.foregroundColor))
        cairo_move_to(context, origin.x, origin.y)
        text.show(layout, in: context)
        cairo_new_path(context)  // the path survives cairo_restore; leave none behind
        cairo_restore(context)
    }

    /// Where a text layer's glyphs may fall, in its bounds coordinates: the layout's ink and
    /// logical rectangles together (text is not clipped to the bounds unless the layer masks).
    func textExtents(_ layer: PresentationLayer, bounds: Rect) -> Rect? {
        guard let (layout, origin) = placedText(layer, bounds: bounds) else { return nil }
        let (ink, logical) = text.extents(of: layout)
        let left = min(ink.origin.x, logical.origin.x), top = min(ink.origin.y, logical.origin.y)
        let right = max(ink.origin.x + ink.size.width, logical.origin.x + logical.size.width)
        let bottom = max(ink.origin.y + ink.size.height, logical.origin.y + logical.size.height)
        return Rect(x: origin.x + left, y: origin.y + top, width: right - left, height: bottom - top)
    }

    /// The layer's layout and the point its top-left corner is drawn at, or nil without text.
    func placedText(_ layer: PresentationLayer, bounds: Rect) -> (OpaquePointer, Point)? {
        let string = layer.string(.string)
        guard !string.isEmpty else { return nil }
        let fontSize = layer.number(.fontSize)
        let face = FontConfiguration.face(for: layer.string(.font), size: fontSize)
        if !face.isKnown {
            warn("font '\(layer.string(.font))' (layer '\(layer.id)') is not available; drawing it with the system font (\(face.family))")
        }
        let wrapped = layer.flag(.wrapped)
        let truncation = layer.string(.truncationMode)
        let alignment = layer.string(.alignmentMode)
        func key(width: Double?, truncation: String) -> TextRenderer.Key {
            TextRenderer.key(string, face: face, size: fontSize, weight: layer.number(.fontWeight), width: width, alignment: alignment,
                             truncation: truncation)
        }
        let systemMetrics = key(width: nil, truncation: "none").lineHeight != nil
        // Pango aligns a layout with a width itself; otherwise the line is placed below.
        var constrained = wrapped
        var layout = text.layout(for: key(width: wrapped ? bounds.size.width : nil, truncation: "none"))
        // Truncation only changes a line that does not fit: one that fits is laid out as if no
        // truncation were set, so a label's truncation mode never moves text that fits.
        if !wrapped, truncation != "none", text.size(of: layout).width > bounds.size.width {
            layout = text.layout(for: key(width: bounds.size.width, truncation: truncation))
            constrained = true
        }
        let size = text.size(of: layout)
        var x = bounds.origin.x
        if !constrained {
            switch alignment {
            case "center": x += (bounds.size.width - size.width) / 2
            case "right": x += bounds.size.width - size.width
            default: break
            }
        }
        var y = bounds.origin.y + (bounds.size.height - size.height) / 2
        if systemMetrics {
            // Pango splits the line height's difference from Inter's own above and below the
            // glyphs; SF Pro puts its baseline one ascender below the line's top.
            y += fontSize * FontConfiguration.systemAscender - text.baseline(of: layout)
        }
        return (layout, Point(x: x, y: y))
    }

    /// Whether the text has characters the system font's stand-in leaves to a fallback font:
    /// CJK (from U+2E80, the CJK radicals, through the Hangul syllables, and the fullwidth
    /// forms) or emoji.
    static func needsFallbackFont(_ string: String) -> Bool {
        string.unicodeScalars.contains { scalar in
            (0x2E80...0xD7FF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFE30...0xFE4F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
                || (0x20000...0x3FFFF).contains(scalar.value) || scalar.properties.isEmojiPresentation
        }
    }
}
