import Foundation
import FlipbookTiming

/// `CGColor`: an sRGB colour with alpha, or a tiled image (what `UIColor(patternImage:)` makes).
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The colour; transparent for a pattern.
    let color: Color
    /// The tiled image's file, for a pattern colour.
    let patternFile: String?

    init(_ color: Color, patternFile: String? = nil) {
        self.color = color
        self.patternFile = patternFile
    }

    /// Creates an sRGB colour (`CGColor(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// Creates a grey (`CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Creates an sRGB colour (`CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(.black)
    /// Opaque white.
    public static let white = CGColor(.white)
    /// Transparent black.
    public static let clear = CGColor(.clear)

    /// Red, green, blue and alpha (nil for a pattern, as Core Graphics gives none).
    public var components: [CGFloat]? {
        patternFile == nil ? [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) } : nil
    }

    /// The number of components (4 for sRGB with alpha).
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var copy = color
        copy.alpha = Double(alpha)
        return CGColor(copy, patternFile: patternFile)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.color == rhs.color && lhs.patternFile == rhs.patternFile
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(patternFile)
    }
}
