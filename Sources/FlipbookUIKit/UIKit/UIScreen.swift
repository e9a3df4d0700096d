import Foundation

/// `UIScreen`: the scale frames are drawn at.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen recordings draw for.
    public static let main = UIScreen()

    /// Pixels per point of recorded frames (2 unless you set it: most iPhone screenshots).
    open var scale: CGFloat = 2 {
        didSet { if self === UIScreen.main { UIScreen.mainScale = scale } }
    }

    /// The main screen's scale, for code off the main actor (image renderers' default scale).
    nonisolated(unsafe) static var mainScale: CGFloat = 2

    /// The screen's size in points (an iPhone's 390 × 844 unless set; windows set their own).
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The scale of the physical screen: `scale` (frames are drawn at it).
    open var nativeScale: CGFloat { scale }

    /// The screen's size in pixels, upright.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

    /// The screen's brightness, 0 to 1 (stored; frames are drawn as they are).
    open var brightness: CGFloat = 0.5

    /// The display's refresh rate, which `CADisplayLink` fires at (60 unless set; 120 for a
    /// ProMotion iPhone).
    open var maximumFramesPerSecond = 60
}
