import CCairo

/// Dashes laid along a path's true length, as Core Graphics lays them.
///
/// Cairo walks a dash pattern along the straight pieces it flattens curves into, each within
/// its tolerance of the curve (0.1 pixel by default). Every piece is shorter than the arc it
/// stands for, so dashes creep back along a curve, the more the tighter it bends: on
/// static_dynamic_dash's rounded star (a public Lottie file) the dashes drawn at Cairo's
/// default are 38.8 dB from the same drawing flattened to a ten-thousandth of a pixel. A dashed
/// stroke is therefore flattened to a thousandth of a pixel (50 dB from it); everything else
/// keeps Cairo's default, whose error does not add up along a path.
public enum DashedStroke {
    /// How far, in pixels, the pieces of a dashed stroke's curves may stray from them.
    public static let tolerance = 0.001
    /// Cairo's default, for all other drawing.
    public static let defaultTolerance = 0.1

    /// Sets the dash pattern (`lengths`, alternately on and off, starting `phase` into it) for
    /// the context's strokes, and the tolerance that lays it truly; an empty pattern, or one of
    /// zeros, draws solid lines at Cairo's default tolerance.
    public static func setDashes(_ lengths: [Double], phase: Double, in context: OpaquePointer) {
        if lengths.contains(where: { $0 > 0 }) {
            cairo_set_dash(context, lengths, Int32(lengths.count), phase)
            cairo_set_tolerance(context, tolerance)
        } else {
            cairo_set_dash(context, nil, 0, 0)
            cairo_set_tolerance(context, defaultTolerance)
        }
    }
}
