import CCairo
import CPangoCairo
import FlipbookScene
import FlipbookTiming

/// Text in runs of different fonts and colours (an attributed string), laid out as one
/// paragraph with the renderer's fonts and line metrics, measured and drawn into a Cairo
/// context. Lines take the tallest run's height, as CoreText's do.
public struct StyledText: Sendable {
    /// A stretch of text in one style.
    public struct Run: Sendable {
        /// The run's text.
        public var text: String
        /// A family name or `"system"`.
        public var font: String
        /// Size in points.
        public var size: Double
        /// CSS weight, 100…900.
        public var weight: Double
        /// The text's colour.
        public var color: Color
        /// Extra space after each character, in points (0 by default).
        public var kern = 0.0
        /// The line under the text.
        public var underline = Line.none
        /// The line through the text.
        public var strikethrough = Line.none
        /// The colour behind the text (none by default).
        public var background: Color?
        /// How far the text sits above the baseline, in points (0 by default).
        public var baselineOffset = 0.0

        /// A run of text in a style.
        public init(text: String, font: String, size: Double, weight: Double, color: Color) {
            (self.text, self.font, self.size, self.weight, self.color) = (text, font, size, weight, color)
        }
    }

    /// An underline or strikethrough.
    public enum Line: Sendable {
        /// No line.
        case none
        /// One thin line.
        case single
        /// One line twice as thick (drawn as a single line: Pango has no thick underline).
        case thick
        /// Two thin lines.
        case double
    }

    /// The runs, in order.
    public var runs: [Run]
    /// Where lines sit: `"left"`, `"center"`, `"right"` or `"justified"` (with a wrap width).
    public var alignment: String
    /// Extra space between lines, in points (0 by default).
    public var lineSpacing = 0.0
    /// Whether wrapped lines break only between words (true) or at any character.
    public var wrapsWords = true

    /// Text from runs.
    public init(runs: [Run], alignment: String = "left") {
        self.runs = runs
        self.alignment = alignment
    }
}

extension TextMeasurer {
    /// The size of styled text: one line when `wrapWidth` is nil, else wrapped at that width.
    public func size(of text: StyledText, wrapWidth: Double?) -> Size {
        guard let layout = makeLayout(text, wrapWidth: wrapWidth) else { return .zero }
        defer { flipbook_g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(flipbook_pango_scale())
        // Core Text puts kern after every character, the last included; Pango only between
        // characters. A line's width takes the last character's kern too.
        let trailingKern = wrapWidth == nil ? max(text.runs.last(where: { !$0.text.isEmpty })?.kern ?? 0, 0) : 0
        return Size(width: Double(logical.width) / scale + trailingKern, height: Double(logical.height) / scale)
    }

    /// Draws styled text into a Cairo context with its top left at `origin` (user space),
    /// wrapped at `wrapWidth` when given.
    public func draw(_ text: StyledText, wrapWidth: Double?, at origin: Point, in cairo: OpaquePointer) {
        guard let layout = makeLayout(text, wrapWidth: wrapWidth) else { return }
        defer { flipbook_g_object_unref(UnsafeMutableRawPointer(layout)) }
        // The system font's first baseline one SF Pro ascender below the top, as labels draw it.
        var top = origin.y
        if let first = text.runs.first, FontConfiguration.face(for: first.font, size: first.size).isSystem,
           !Renderer.needsFallbackFont(first.text) {
            top += first.size * FontConfiguration.systemAscender - Double(pango_layout_get_baseline(layout)) / Double(flipbook_pango_scale())
        }
        cairo_save(cairo)
        cairo_move_to(cairo, origin.x, top)
        pango_cairo_update_layout(cairo, layout)
        pango_cairo_show_layout(cairo, layout)
        cairo_new_path(cairo)
        cairo_restore(cairo)
    }

    /// One Pango layout of the runs, each run's family, size, weight and colour an attribute over
    /// its bytes; the system font keeps SF Pro's line height, as the renderer's labels do.
    private func makeLayout(_ text: StyledText, wrapWidth: Double?) -> OpaquePointer? {
        let string = text.runs.map(\.text).joined()
        guard !string.isEmpty, let layout = pango_layout_new(self.text.context) else { return nil }
        pango_layout_set_text(layout, string, -1)
        let scale = Double(flipbook_pango_scale())
        guard let attributes = pango_attr_list_new() else { return layout }
        var start = 0
        for run in text.runs {
            let end = start + run.text.utf8.count
            let face = FontConfiguration.face(for: run.font, size: run.size)
            let description = pango_font_description_new()
            pango_font_description_set_family(description, FontConfiguration.familyList(for: face))
            pango_font_description_set_absolute_size(description, run.size * scale)
            pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(run.weight.rounded())))
            let color = run.color.clamped
            var pieces: [UnsafeMutablePointer<PangoAttribute>?] = [
                pango_attr_font_desc_new(description),
                pango_attr_foreground_new(UInt16(color.red * 65535), UInt16(color.green * 65535), UInt16(color.blue * 65535)),
                pango_attr_foreground_alpha_new(UInt16(max(color.alpha * 65535, 1))),
            ]
            if run.kern != 0 { pieces.append(pango_attr_letter_spacing_new(Int32((run.kern * scale).rounded()))) }
            if run.underline != .none { pieces.append(pango_attr_underline_new(run.underline == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough != .none { pieces.append(pango_attr_strikethrough_new(1)) }
            if let background = run.background?.clamped, background.alpha > 0 {
                pieces.append(pango_attr_background_new(UInt16(background.red * 65535), UInt16(background.green * 65535), UInt16(background.blue * 65535)))
                pieces.append(pango_attr_background_alpha_new(UInt16(max(background.alpha * 65535, 1))))
            }
            if run.baselineOffset != 0 { pieces.append(pango_attr_rise_new(Int32((run.baselineOffset * scale).rounded()))) }
            if let features = face.features { pieces.append(pango_attr_font_features_new(features)) }
            if face.isSystem, !Renderer.needsFallbackFont(run.text) {
                pieces.append(pango_attr_line_height_new_absolute(Int32((run.size * FontConfiguration.systemLineHeight * scale).rounded())))
            }
            pango_font_description_free(description)
            for piece in pieces {
                guard let piece else { continue }
                piece.pointee.start_index = UInt32(start)
                piece.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attributes, piece)
            }
            start = end
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if text.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32((text.lineSpacing * scale).rounded())) }
        if let wrapWidth {
            pango_layout_set_width(layout, Int32(wrapWidth * scale))
            pango_layout_set_wrap(layout, text.wrapsWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
            TextRenderer.align(layout, text.alignment)
        }
        return layout
    }
}
