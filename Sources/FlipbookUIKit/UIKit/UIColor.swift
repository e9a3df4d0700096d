import Foundation
import FlipbookTiming

/// `UIColor`: an sRGB colour, or a tiled image (`init(patternImage:)`).
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The Core Graphics colour: for a dynamic colour, resolved with
    /// `UITraitCollection.current` now.
    public var cgColor: CGColor { provider.map { $0(UITraitCollection.current).cgColor } ?? fixed }
    private let fixed: CGColor
    /// A dynamic colour's provider.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour that depends on the traits (light or dark appearance): `provider` gives the
    /// colour for the traits it is resolved with.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.provider = provider
        fixed = provider(.app).cgColor
    }

    /// The colour for `traitCollection` (itself, unless it is dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether it depends on the traits.
    var isDynamic: Bool { provider != nil }

    /// A colour of the light and the dark appearance, as the semantic colours are.
    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.resolvedStyle == .dark ? dark : light }
    }

    /// The colour a `#colorLiteral(red:green:blue:alpha:)` names (sRGB components in 0…1).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
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
        fixed = CGColor(gray: white, alpha: alpha)
        provider = nil
    }

    /// A colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        fixed = cgColor
        provider = nil
    }

    /// A pattern that tiles an image, as a view's `backgroundColor` shows it.
    public init(patternImage image: UIImage) {
        fixed = CGColor(.clear, patternFile: image.cgImage?.file)
        provider = nil
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { provider($0).withAlphaComponent(alpha) } }
        return UIColor(cgColor: fixed.copy(alpha: alpha) ?? fixed)
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
        grey(r, g, b, 1)
    }

    private static func grey(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
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

    // System colours in their light and dark values (iOS 13+; Apple's Human Interface Guidelines,
    // "Color": the default, not the increased-contrast, values).
    /// The system red light: sRGB (255, 59, 48) of 255; dark: (255, 69, 58).
    public class var systemRed: UIColor { .dynamic(light: rgb(255, 59, 48), dark: rgb(255, 69, 58)) }
    /// The system orange light: sRGB (255, 149, 0) of 255; dark: (255, 159, 10).
    public class var systemOrange: UIColor { .dynamic(light: rgb(255, 149, 0), dark: rgb(255, 159, 10)) }
    /// The system yellow light: sRGB (255, 204, 0) of 255; dark: (255, 214, 10).
    public class var systemYellow: UIColor { .dynamic(light: rgb(255, 204, 0), dark: rgb(255, 214, 10)) }
    /// The system green light: sRGB (52, 199, 89) of 255; dark: (48, 209, 88).
    public class var systemGreen: UIColor { .dynamic(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)) }
    /// The system mint light: sRGB (0, 199, 190) of 255; dark: (102, 212, 207).
    public class var systemMint: UIColor { .dynamic(light: rgb(0, 199, 190), dark: rgb(102, 212, 207)) }
    /// The system teal light: sRGB (48, 176, 199) of 255; dark: (64, 200, 224).
    public class var systemTeal: UIColor { .dynamic(light: rgb(48, 176, 199), dark: rgb(64, 200, 224)) }
    /// The system cyan light: sRGB (50, 173, 230) of 255; dark: (100, 210, 255).
    public class var systemCyan: UIColor { .dynamic(light: rgb(50, 173, 230), dark: rgb(100, 210, 255)) }
    /// The system blue light: sRGB (0, 122, 255) of 255; dark: (10, 132, 255).
    public class var systemBlue: UIColor { .dynamic(light: rgb(0, 122, 255), dark: rgb(10, 132, 255)) }
    /// The system indigo light: sRGB (88, 86, 214) of 255; dark: (94, 92, 230).
    public class var systemIndigo: UIColor { .dynamic(light: rgb(88, 86, 214), dark: rgb(94, 92, 230)) }
    /// The system purple light: sRGB (175, 82, 222) of 255; dark: (191, 90, 242).
    public class var systemPurple: UIColor { .dynamic(light: rgb(175, 82, 222), dark: rgb(191, 90, 242)) }
    /// The system pink light: sRGB (255, 45, 85) of 255; dark: (255, 55, 95).
    public class var systemPink: UIColor { .dynamic(light: rgb(255, 45, 85), dark: rgb(255, 55, 95)) }
    /// The system brown light: sRGB (162, 132, 94) of 255; dark: (172, 142, 104).
    public class var systemBrown: UIColor { .dynamic(light: rgb(162, 132, 94), dark: rgb(172, 142, 104)) }
    /// The system gray light: sRGB (142, 142, 147) of 255; dark: (142, 142, 147).
    public class var systemGray: UIColor { .dynamic(light: rgb(142, 142, 147), dark: rgb(142, 142, 147)) }
    /// The system gray 2 light: sRGB (174, 174, 178) of 255; dark: (99, 99, 102).
    public class var systemGray2: UIColor { .dynamic(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)) }
    /// The system gray 3 light: sRGB (199, 199, 204) of 255; dark: (72, 72, 74).
    public class var systemGray3: UIColor { .dynamic(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)) }
    /// The system gray 4 light: sRGB (209, 209, 214) of 255; dark: (58, 58, 60).
    public class var systemGray4: UIColor { .dynamic(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)) }
    /// The system gray 5 light: sRGB (229, 229, 234) of 255; dark: (44, 44, 46).
    public class var systemGray5: UIColor { .dynamic(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)) }
    /// The system gray 6 light: sRGB (242, 242, 247) of 255; dark: (28, 28, 30).
    public class var systemGray6: UIColor { .dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    /// The background: white; dark: black.
    public class var systemBackground: UIColor { .dynamic(light: .white, dark: .black) }
    /// The tertiary background: white; dark: sRGB (44, 44, 46) of 255.
    public class var tertiarySystemBackground: UIColor { .dynamic(light: .white, dark: rgb(44, 44, 46)) }
    /// The secondary background: sRGB (242, 242, 247) of 255; dark: (28, 28, 30).
    public class var secondarySystemBackground: UIColor { .dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    /// The grouped-table background: sRGB (242, 242, 247) of 255; dark: black.
    public class var systemGroupedBackground: UIColor { .dynamic(light: rgb(242, 242, 247), dark: .black) }
    /// The grouped-table cells' background: white; dark: sRGB (28, 28, 30) of 255.
    public class var secondarySystemGroupedBackground: UIColor { .dynamic(light: .white, dark: rgb(28, 28, 30)) }
    /// Content inside grouped cells: sRGB (242, 242, 247) of 255; dark: (44, 44, 46).
    public class var tertiarySystemGroupedBackground: UIColor { .dynamic(light: rgb(242, 242, 247), dark: rgb(44, 44, 46)) }
    /// The text colour: black; dark: white.
    public class var label: UIColor { .dynamic(light: .black, dark: .white) }
    /// Secondary text: sRGB (60, 60, 67) of 255 at alpha 0.6; dark: (235, 235, 245) at 0.6.
    public class var secondaryLabel: UIColor { .dynamic(light: grey(60, 60, 67, 0.6), dark: grey(235, 235, 245, 0.6)) }
    /// Tertiary text: sRGB (60, 60, 67) of 255 at alpha 0.3; dark: (235, 235, 245) at 0.3.
    public class var tertiaryLabel: UIColor { .dynamic(light: grey(60, 60, 67, 0.3), dark: grey(235, 235, 245, 0.3)) }
    /// Quaternary text: sRGB (60, 60, 67) of 255 at alpha 0.18; dark: (235, 235, 245) at 0.18.
    public class var quaternaryLabel: UIColor { .dynamic(light: grey(60, 60, 67, 0.18), dark: grey(235, 235, 245, 0.18)) }
    /// Placeholder text (a text field's): sRGB (60, 60, 67) of 255 at alpha 0.3; dark: (235,
    /// 235, 245) at 0.3.
    public class var placeholderText: UIColor { .dynamic(light: grey(60, 60, 67, 0.3), dark: grey(235, 235, 245, 0.3)) }
    /// Separator lines: sRGB (60, 60, 67) of 255 at alpha 0.29; dark: (84, 84, 88) at 0.6.
    public class var separator: UIColor { .dynamic(light: grey(60, 60, 67, 0.29), dark: grey(84, 84, 88, 0.6)) }
    /// Opaque separator lines: sRGB (198, 198, 200) of 255; dark: (56, 56, 58).
    public class var opaqueSeparator: UIColor { .dynamic(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)) }
    /// Links: sRGB (0, 122, 255) of 255; dark: (9, 132, 255).
    public class var link: UIColor { .dynamic(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)) }
    /// The default tint, `systemBlue` (a view's `tintColor` falls back to it).
    public class var tintColor: UIColor { systemBlue }
    /// Fill for thin and small shapes (a slider's track), sRGB (120, 120, 128) of 255 at
    /// alpha 0.2; dark: at 0.36.
    public class var systemFill: UIColor { .dynamic(light: grey(120, 120, 128, 0.2), dark: grey(120, 120, 128, 0.36)) }
    /// Fill for medium shapes (a switch's track), sRGB (120, 120, 128) of 255 at alpha
    /// 0.16; dark: at 0.32.
    public class var secondarySystemFill: UIColor { .dynamic(light: grey(120, 120, 128, 0.16), dark: grey(120, 120, 128, 0.32)) }
    /// Fill for large shapes (a segmented control), sRGB (118, 118, 128) of 255 at alpha
    /// 0.12; dark: at 0.24.
    public class var tertiarySystemFill: UIColor { .dynamic(light: grey(118, 118, 128, 0.12), dark: grey(118, 118, 128, 0.24)) }
    /// Fill for large areas holding complex content, sRGB (116, 116, 128) of 255 at
    /// alpha 0.08; dark: (118, 118, 128) at 0.18.
    public class var quaternarySystemFill: UIColor { .dynamic(light: grey(116, 116, 128, 0.08), dark: grey(118, 118, 128, 0.18)) }
}

/// What a `#colorLiteral(…)` is when nothing else says: a `UIColor`, as UIKit makes it.
public typealias _ColorLiteralType = UIColor
