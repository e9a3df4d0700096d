import Foundation
import FlipbookTiming

/// `UIColor`: an sRGB colour, or a tiled image (`init(patternImage:)`).
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// The colour a `#colorLiteral(red:green:blue:alpha:)` names (sRGB components in 0…1).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0…1 (HSB, as UIKit converts it to sRGB).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// A colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// A pattern that tiles an image, as a view's `backgroundColor` shows it.
    public init(patternImage image: UIImage) {
        cgColor = CGColor(.clear, patternFile: image.cgImage?.file)
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Writes the components; false for a pattern, which has none. (Its result may be
    /// ignored, as an Objective-C method's may.)
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components = cgColor.components else { return false }
        red?.pointee = components[0]
        green?.pointee = components[1]
        blue?.pointee = components[2]
        alpha?.pointee = components[3]
        return true
    }

    /// Writes the grey level (the components' luma, Rec. 601) and alpha; false for a pattern.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components else { return false }
        white?.pointee = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
        alpha?.pointee = c[3]
        return true
    }

    /// Writes hue, saturation and brightness (HSB, each 0 to 1) and alpha; false for a pattern.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components else { return false }
        let (r, g, b) = (c[0], c[1], c[2])
        let maximum = max(r, g, b), minimum = min(r, g, b), range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            if maximum == r { h = (g - b) / range } else if maximum == g { h = 2 + (b - r) / range } else { h = 4 + (r - g) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c[3]
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.cgColor == cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    // Fixed colours.
    /// Opaque black: white 0.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: white 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light grey: white 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Opaque white: white 1.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Mid grey: white 0.5.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red: (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green: (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue: (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Red 0, green 1, blue 1.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Red 1, green 1, blue 0.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Red 1, green 0, blue 1.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Red 1, green 0.5, blue 0.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Red 0.5, green 0, blue 0.5.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Red 0.6, green 0.4, blue 0.2.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Transparent black: white 0, alpha 0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System colours in their light-mode values (iOS 13+; Apple's Human Interface Guidelines).
    /// The system red of the light appearance: sRGB (255, 59, 48) of 255.
    public class var systemRed: UIColor { rgb(255, 59, 48) }
    /// The system orange of the light appearance: sRGB (255, 149, 0) of 255.
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    /// The system yellow of the light appearance: sRGB (255, 204, 0) of 255.
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    /// The system green of the light appearance: sRGB (52, 199, 89) of 255.
    public class var systemGreen: UIColor { rgb(52, 199, 89) }
    /// The system mint of the light appearance: sRGB (0, 199, 190) of 255.
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    /// The system teal of the light appearance: sRGB (48, 176, 199) of 255.
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    /// The system cyan of the light appearance: sRGB (50, 173, 230) of 255.
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    /// The system blue of the light appearance: sRGB (0, 122, 255) of 255.
    public class var systemBlue: UIColor { rgb(0, 122, 255) }
    /// The system indigo of the light appearance: sRGB (88, 86, 214) of 255.
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// The system purple of the light appearance: sRGB (175, 82, 222) of 255.
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    /// The system pink of the light appearance: sRGB (255, 45, 85) of 255.
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    /// The system brown of the light appearance: sRGB (162, 132, 94) of 255.
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    /// The system gray of the light appearance: sRGB (142, 142, 147) of 255.
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    /// The system gray 2 of the light appearance: sRGB (174, 174, 178) of 255.
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    /// The system gray 3 of the light appearance: sRGB (199, 199, 204) of 255.
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    /// The system gray 4 of the light appearance: sRGB (209, 209, 214) of 255.
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    /// The system gray 5 of the light appearance: sRGB (229, 229, 234) of 255.
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    /// The system gray 6 of the light appearance: sRGB (242, 242, 247) of 255.
    public class var systemGray6: UIColor { rgb(242, 242, 247) }
    /// The background of the light appearance: white.
    public class var systemBackground: UIColor { .white }
    /// The secondary background of the light appearance: sRGB (242, 242, 247) of 255.
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// The grouped-table background of the light appearance: sRGB (242, 242, 247) of 255.
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// The text colour of the light appearance: black.
    public class var label: UIColor { .black }
    /// Secondary text of the light appearance: sRGB (60, 60, 67) of 255 at alpha 0.6.
    public class var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    /// Tertiary text of the light appearance: sRGB (60, 60, 67) of 255 at alpha 0.3.
    public class var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    /// Placeholder text (a text field's) of the light appearance: sRGB (60, 60, 67) of 255 at
    /// alpha 0.3.
    public class var placeholderText: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    /// Separator lines of the light appearance: sRGB (60, 60, 67) of 255 at alpha 0.29.
    public class var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    /// The default tint, `systemBlue` (a view's `tintColor` falls back to it).
    public class var tintColor: UIColor { systemBlue }
    /// Fill for thin and small shapes (a slider's track), light appearance: sRGB (120, 120, 128)
    /// of 255 at alpha 0.2.
    public class var systemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }
    /// Fill for medium shapes (a switch's track), light appearance: sRGB (120, 120, 128) of 255
    /// at alpha 0.16.
    public class var secondarySystemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) }
    /// Fill for large shapes (a segmented control), light appearance: sRGB (118, 118, 128) of
    /// 255 at alpha 0.12.
    public class var tertiarySystemFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    /// Fill for large areas holding complex content, light appearance: sRGB (116, 116, 128) of
    /// 255 at alpha 0.08.
    public class var quaternarySystemFill: UIColor { UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08) }
}

/// What a `#colorLiteral(…)` is when nothing else says: a `UIColor`, as UIKit makes it.
public typealias _ColorLiteralType = UIColor
