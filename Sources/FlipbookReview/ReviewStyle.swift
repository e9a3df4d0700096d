import FlipbookPNG
import FlipbookRender
import FlipbookTiming

/// The look shared by every review picture: a light grey sheet, dark text, thin frame borders,
/// and a palette that tells lines apart (Apple's system colours, as designers know them).
enum ReviewStyle {
    static let background = Color(red: 0.89, green: 0.89, blue: 0.91)
    static let ink = Color(red: 0.11, green: 0.11, blue: 0.12)
    static let secondaryInk = Color(red: 0.36, green: 0.36, blue: 0.39)
    static let frameBorder = Color(red: 0.68, green: 0.68, blue: 0.7)
    static let grid = Color(red: 0.86, green: 0.86, blue: 0.88)
    static let margin = 16.0
    static let gap = 12.0
    static let titleSize = 15.0
    static let captionSize = 11.0

    /// Line colours: blue, red, green, orange, purple, teal, pink, brown, then again.
    static let series: [Color] = [
        Color(red8: 0x00, green8: 0x7A, blue8: 0xFF), Color(red8: 0xFF, green8: 0x3B, blue8: 0x30),
        Color(red8: 0x34, green8: 0xC7, blue8: 0x59), Color(red8: 0xFF, green8: 0x95, blue8: 0x00),
        Color(red8: 0xAF, green8: 0x52, blue8: 0xDE), Color(red8: 0x30, green8: 0xB0, blue8: 0xC7),
        Color(red8: 0xFF, green8: 0x2D, blue8: 0x55), Color(red8: 0xA2, green8: 0x84, blue8: 0x5E),
    ]
}

extension Sketch {
    /// A frame at its place with a thin border just outside it, so white frames stand out
    /// from the sheet.
    func framed(_ frame: RGBAImage, in rect: Rect) {
        image(frame, in: rect)
        outline(Rect(x: rect.origin.x - 1, y: rect.origin.y - 1, width: rect.size.width + 2, height: rect.size.height + 2),
                ReviewStyle.frameBorder)
    }
}
