import Foundation
import FlipbookScene

/// `UIActivityIndicatorView`: iOS's spoked spinner. Eight capsule spokes; the light runs clockwise
/// a spoke every 0.08 s, each spoke flaring to 85 % opacity as the light reaches it and fading
/// evenly to 27 % over the next four steps, where it rests.
///
/// The evidence is iOS itself (iOS 13+ indicator, `.large`, white): two 3x screenshots and a
/// 25 fps screen recording in timonus/TJSpinny (`Images/light.png`, `dark.png`, `demo.gif`).
/// In the screenshots the spokes are 5 × 12 pt capsules whose centres lie 11.5 pt from the
/// indicator's centre, at 85, 71, 56 and 42 % opacity behind the light and 27 % for the other
/// four; in the recording the light moves one spoke every two frames (0.08 s) and a spoke dims
/// between the frames, so the fade is continuous. `.medium` is `.large` scaled to 20 points,
/// a choice (no device picture of it was measured). Drawn from ordinary layers — a
/// `CAShapeLayer` per spoke with a repeating opacity keyframe animation — so values, goldens
/// and frames see it like any other layer.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size.
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
        /// The pre-iOS 13 large white indicator: 37 × 37 points.
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        /// The pre-iOS 13 white indicator: 20 × 20 points.
        @available(*, deprecated, renamed: "medium") case white = 1
        /// The pre-iOS 13 grey indicator: 20 × 20 points.
        @available(*, deprecated, renamed: "medium") case gray = 2

        /// The indicator's side in points.
        var side: CGFloat { self == .large || rawValue == 0 ? 37 : 20 }   // 0: whiteLarge
    }

    /// Spokes, and the time the light takes from one spoke to the next.
    static let spokeCount = 8
    static let stepDuration = 0.08
    /// A spoke's opacity as the light reaches it, where its fade ends, and the steps it fades over.
    static let (litOpacity, restingOpacity, fadeSteps) = (0.85, 0.27, 4.0)

    /// The size; setting it redraws the spokes.
    open var style: Style { didSet { layoutSpokes() } }
    /// The spokes' colour (`UIColor.systemGray` unless set).
    open var color: UIColor! = .systemGray { didSet { appearancePropertySet(\UIActivityIndicatorView.color); layoutSpokes() } }
    /// Hidden while stopped (the default).
    open var hidesWhenStopped = true { didSet { updateVisibility() } }
    /// Whether the spokes are turning.
    open private(set) var isAnimating = false

    private let spokes = CALayer()

    /// A stopped indicator of a style, sized to it (and so hidden until it starts).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        layer.addSublayer(spokes)
        layoutSpokes()
        updateVisibility()
    }

    /// A stopped indicator of a style in a frame, the spokes centred in it.
    public convenience init(frame: CGRect, style: Style = .medium) {
        self.init(style: style)
        self.frame = frame
        layoutSpokes()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The style's size (20 or 37 points square), for Auto Layout and SwiftUI.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Starts the light running round the spokes, and shows the indicator.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        addSpokeAnimations()
        updateVisibility()
    }

    /// Stops the spokes, and hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.sublayers?.forEach { $0.removeAnimation(forKey: "fade") }
        updateVisibility()
    }

    /// Each spoke's opacity over one turn: lit, fading over four steps, resting for the rest.
    /// A spoke `index` steps behind the light starts that far into its turn.
    private func addSpokeAnimations() {
        let turn = Double(Self.spokeCount) * Self.stepDuration
        for (index, spoke) in (spokes.sublayers ?? []).enumerated() {
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [Self.litOpacity, Self.restingOpacity, Self.restingOpacity]
            fade.keyTimes = [0, NSNumber(value: Self.fadeSteps / Double(Self.spokeCount)), 1]
            fade.calculationMode = .linear
            fade.duration = turn
            fade.timeOffset = Double(index) * Self.stepDuration
            fade.repeatCount = .infinity
            spoke.add(fade, forKey: "fade")
        }
    }

    /// The opacity of the spoke `index` steps behind the light, at rest (stopped, not hidden).
    static func restingOpacity(ofSpoke index: Int) -> Double {
        max(litOpacity - (litOpacity - restingOpacity) * Double(index) / fadeSteps, restingOpacity)
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    /// Eight spokes around the centre of the bounds: `.large`'s 5 × 12 pt capsules 11.5 pt out,
    /// scaled to the style's size.
    private func layoutSpokes() {
        let side = style.side
        let scale = side / 37
        let (width, length, centreRadius) = (5 * scale, 12 * scale, 11.5 * scale)
        spokes.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        spokes.sublayers?.forEach { $0.removeFromSuperlayer() }
        for index in 0..<Self.spokeCount {
            // Spoke 0 is lit first (12 o'clock); the light runs clockwise, so the spokes behind
            // it lie anticlockwise.
            let angle = -Double.pi / 2 - Double(index) * 2 * .pi / Double(Self.spokeCount)
            let (inner, outer) = (centreRadius - (length - width) / 2, centreRadius + (length - width) / 2)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: side / 2 + inner * cos(angle), y: side / 2 + inner * sin(angle)))
            path.addLine(to: CGPoint(x: side / 2 + outer * cos(angle), y: side / 2 + outer * sin(angle)))
            let spoke = CAShapeLayer()
            spoke.frame = CGRect(x: 0, y: 0, width: side, height: side)
            spoke.path = path
            spoke.strokeColor = color.cgColor
            spoke.fillColor = nil
            spoke.lineWidth = width
            spoke.lineCap = .round
            spoke.opacity = Float(Self.restingOpacity(ofSpoke: index))
            spokes.addSublayer(spoke)
        }
        if isAnimating { addSpokeAnimations() }
    }
}
