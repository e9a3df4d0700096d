import Foundation
import FlipbookScene

/// `UIActivityIndicatorView`: iOS's spoked spinner. Eight rounded spokes, the leading one
/// opaque and each one behind it 10 % fainter, turn clockwise one spoke (45°) at a time, eight
/// steps a second, as the iOS 13+ indicator steps. It is drawn from ordinary layers (a
/// `CAShapeLayer` per spoke, a discrete `transform.rotation.z` keyframe animation on their
/// container), so values, goldens and frames see it like any other layer.
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

    /// Spokes, one turn, and steps per second.
    static let spokeCount = 8
    static let stepsPerSecond = 8.0

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

    /// Starts turning the spokes, and shows the indicator.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0..<Self.spokeCount).map { Double($0) * 2 * .pi / Double(Self.spokeCount) }
        turn.calculationMode = .discrete
        turn.duration = Double(Self.spokeCount) / Self.stepsPerSecond
        turn.repeatCount = .infinity
        spokes.add(turn, forKey: "spin")
        updateVisibility()
    }

    /// Stops the spokes, and hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.removeAnimation(forKey: "spin")
        updateVisibility()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    /// Eight spokes around the centre of the bounds, scaled to the style's size.
    private func layoutSpokes() {
        let side = style.side
        let scale = side / 20
        spokes.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        spokes.sublayers?.forEach { $0.removeFromSuperlayer() }
        for index in 0..<Self.spokeCount {
            // Spoke 0 leads (12 o'clock after no turn); spokes behind it, anticlockwise, fade.
            let angle = -Double.pi / 2 - Double(index) * 2 * .pi / Double(Self.spokeCount)
            let spoke = CAShapeLayer()
            let path = CGMutablePath()
            let (inner, outer) = (4.5 * scale, 9 * scale)
            path.move(to: CGPoint(x: side / 2 + inner * cos(angle), y: side / 2 + inner * sin(angle)))
            path.addLine(to: CGPoint(x: side / 2 + outer * cos(angle), y: side / 2 + outer * sin(angle)))
            spoke.frame = CGRect(x: 0, y: 0, width: side, height: side)
            spoke.path = path
            spoke.strokeColor = color.cgColor
            spoke.fillColor = nil
            spoke.lineWidth = 2 * scale
            spoke.lineCap = .round
            spoke.opacity = Float(1 - 0.1 * Double(index))
            spokes.addSublayer(spoke)
        }
    }
}
