import CCairo

/// `CGBlendMode`: how drawn colours combine with what is there. Every mode maps to a Cairo
/// operator of the same formula except `plusDarker`, drawn as `normal`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination (the default).
    case normal
    /// Colours multiplied: darker.
    case multiply
    /// Inverse colours multiplied: lighter.
    case screen
    /// Multiply or screen, by the destination.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// The destination brightened to reflect the source.
    case colorDodge
    /// The destination darkened to reflect the source.
    case colorBurn
    /// Darken or lighten, by the source, softly.
    case softLight
    /// Multiply or screen, by the source.
    case hardLight
    /// The difference of the two.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation.
    case saturation
    /// The source's hue and saturation.
    case color
    /// The source's luminosity.
    case luminosity
    /// Transparent.
    case clear
    /// The source replaces the destination.
    case copy
    /// The source where the destination is.
    case sourceIn
    /// The source where the destination is not.
    case sourceOut
    /// The source over the destination, only where the destination is.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is.
    case destinationIn
    /// The destination where the source is not.
    case destinationOut
    /// The destination over the source, only where the source is.
    case destinationAtop
    /// Either, not both.
    case xor
    /// Darker sum: drawn as `normal` (Cairo has no such operator).
    case plusDarker
    /// Sum of the two, saturating.
    case plusLighter

    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
