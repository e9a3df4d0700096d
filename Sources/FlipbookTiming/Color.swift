/// An sRGB colour with straight (not premultiplied) alpha, components in [0, 1].
///
/// Core Animation interpolates `CGColor` components in the colour's own space; for the sRGB
/// colours UIKit makes that is a straight per-component blend, which is what `interpolated`
/// does. Rendering premultiplies later.
public struct Color: Sendable, Hashable, Codable, Animatable {
    /// Red, green, blue and alpha.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from components in [0, 1].
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit components, as design tools give them.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// Transparent black; also the additive identity.
    public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Transparent black (`UIColor.clear`).
    public static let clear = zero
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// Each component clamped to [0, 1], for drawing after additive animations overshoot.
    public var clamped: Color {
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    public func adding(_ other: Color) -> Color {
        Color(red: red + other.red, green: green + other.green, blue: blue + other.blue,
              alpha: alpha + other.alpha)
    }
    public func subtracting(_ other: Color) -> Color {
        Color(red: red - other.red, green: green - other.green, blue: blue - other.blue,
              alpha: alpha - other.alpha)
    }
    public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
    public func distance(to other: Color) -> Double {
        let delta = other.subtracting(self)
        return (delta.red * delta.red + delta.green * delta.green + delta.blue * delta.blue
            + delta.alpha * delta.alpha).squareRoot()
    }
}
