import Foundation

/// `UISlider`: a value between `minimumValue` and `maximumValue`, shown as a 4-point capsule
/// track, tinted up to the value (`minimumTrackTintColor`, the tint by default) and light grey
/// after it (`systemFill`), and a white 28-point thumb with a soft shadow, built from views and
/// layers as iOS 13 and later draw it. `setValue(_:animated: true)` moves the thumb and the
/// tinted track in a 0.25 s ease-in-ease-out block (Apple gives no duration; a chosen value).
/// A tap does not move a slider, as on iOS.
@preconcurrency @MainActor
open class UISlider: UIControl {
    package override class func keyValueKeyPaths() -> [String: AnyKeyPath] {
        super.keyValueKeyPaths().merging(["value": keyPath(Self.self)]) { $1 }
    }

    private static func keyPath<Slider: UISlider>(_: Slider.Type) -> AnyKeyPath { \Slider.value }

    /// The value, kept between `minimumValue` and `maximumValue` (0 by default).
    open var value: Float {
        get { storedValue }
        set { notifyingObservers(of: "value") { setValue(newValue, animated: false) } }
    }
    /// The value at the track's left end (0 by default).
    open var minimumValue: Float = 0 { didSet { setValue(storedValue, animated: false) } }
    /// The value at the track's right end (1 by default).
    open var maximumValue: Float = 1 { didSet { setValue(storedValue, animated: false) } }
    /// The track's colour up to the thumb (the tint by default).
    open var minimumTrackTintColor: UIColor? { didSet { appearancePropertySet(\UISlider.minimumTrackTintColor); refreshColours() } }
    /// The track's colour after the thumb (`systemFill` by default).
    open var maximumTrackTintColor: UIColor? { didSet { appearancePropertySet(\UISlider.maximumTrackTintColor); refreshColours() } }
    /// The thumb's colour (white by default).
    open var thumbTintColor: UIColor? { didSet { appearancePropertySet(\UISlider.thumbTintColor); refreshColours() } }
    /// Whether a drag sends `.valueChanged` as it goes (true) or once at its end. Stored.
    open var isContinuous = true

    private var storedValue: Float = 0
    private let track = UIView(frame: .zero)
    private let filledTrack = UIView(frame: .zero)
    private let thumb = UIView(frame: CGRect(x: 0, y: 0, width: UISlider.thumbDiameter, height: UISlider.thumbDiameter))

    /// How long an animated value change takes.
    public static let animationDuration: TimeInterval = 0.25
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    /// A slider in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        track.layer.cornerRadius = Self.trackHeight / 2
        filledTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.castThumbShadow(opacity: 0.2)
        addSubview(track)
        addSubview(filledTrack)
        addSubview(thumb)
        refreshColours()
        place()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the value (clamped to the range), moving the thumb at once or, when `animated`,
    /// with a block animation. No action is sent, as on iOS.
    open func setValue(_ value: Float, animated: Bool) {
        let low = min(minimumValue, maximumValue), high = max(minimumValue, maximumValue)
        storedValue = value.isFinite ? min(max(value, low), high) : low
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut], animations: { self.place() })
        } else {
            place()
        }
    }

    /// The tint this control shows changed (set here or inherited): recolour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColours()
    }

    private func refreshColours() {
        track.backgroundColor = maximumTrackTintColor ?? .systemFill
        filledTrack.backgroundColor = minimumTrackTintColor ?? tintColor ?? .systemBlue
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// The thumb's centre runs from half a thumb inside the left edge to half a thumb inside
    /// the right, so it never leaves the bounds; the track spans the whole width.
    private func place() {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((storedValue - minimumValue) / range) : 0
        let radius = Self.thumbDiameter / 2
        let thumbX = radius + (bounds.width - Self.thumbDiameter) * fraction
        track.frame = CGRect(x: 0, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
        filledTrack.frame = CGRect(x: 0, y: track.frame.minY, width: thumbX, height: Self.trackHeight)
        thumb.center = CGPoint(x: thumbX, y: bounds.midY)
    }

    /// As wide as constraints make it; 31 points tall (a chosen height, as Interface Builder's).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Places the track and thumb for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    /// A tap leaves a slider as it is.
    override func tapped(at point: CGPoint) {}

    /// A slider's own gesture is a drag of its thumb: a tap recognizer of a view it is in wins a tap.
    override var takesSingleTaps: Bool { false }
}
