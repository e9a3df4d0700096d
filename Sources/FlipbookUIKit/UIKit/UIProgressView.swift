import Foundation

/// `UIProgressView`: a bar filled as far as `progress`, from a track view and a bar view
/// (4 points tall and rounded, as since iOS 14), so values and goldens see it like any other
/// view. `setProgress(_:animated: true)` moves the bar with a 0.25 s ease-in-ease-out block
/// animation (Apple gives no duration; a chosen value, close to what a device shows).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    package override class func keyValueKeyPaths() -> [String: AnyKeyPath] {
        super.keyValueKeyPaths().merging(["progress": keyPath(Self.self)]) { $1 }
    }

    private static func keyPath<Bar: UIProgressView>(_: Bar.Type) -> AnyKeyPath { \Bar.progress }

    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// A toolbar's bar: drawn as `default`.
        case bar
    }

    /// The style given at creation.
    open var progressViewStyle: Style = .default
    /// How far the bar is filled, 0 to 1.
    open var progress: Float {
        get { storedProgress }
        set { notifyingObservers(of: "progress") { setProgress(newValue, animated: false) } }
    }
    /// The filled part's colour (the tint by default).
    open var progressTintColor: UIColor? { didSet { appearancePropertySet(\UIProgressView.progressTintColor); refreshColours() } }
    /// The track's colour (a light grey by default).
    open var trackTintColor: UIColor? { didSet { appearancePropertySet(\UIProgressView.trackTintColor); refreshColours() } }

    private var storedProgress: Float = 0
    private let bar = UIView(frame: .zero)

    /// How long an animated progress change takes.
    public static let animationDuration: TimeInterval = 0.25

    /// A progress view of a style, 4 points tall.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
        progressViewStyle = style
    }

    /// A progress view in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(bar)
        refreshColours()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the progress, moving the bar at once or, when `animated`, with a block animation.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isFinite ? min(max(progress, 0), 1) : 0
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut], animations: { self.placeBar() })
        } else {
            placeBar()
        }
    }

    /// The tint this control shows changed (set here or inherited): recolour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColours()
    }

    private func refreshColours() {
        backgroundColor = trackTintColor ?? UIColor.systemFill
        bar.backgroundColor = progressTintColor ?? tintColor ?? .systemBlue
    }

    private func placeBar() {
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        layer.cornerRadius = bounds.height / 2
        bar.layer.cornerRadius = bounds.height / 2
    }

    /// 4 points tall; as wide as constraints make it.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    /// Places the bar for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBar()
    }
}
