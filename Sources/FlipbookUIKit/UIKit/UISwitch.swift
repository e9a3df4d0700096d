import Foundation

/// `UISwitch`: iOS's on/off switch, 51 × 31 points: a capsule track (grey off, `onTintColor`
/// on) and a white 27-point thumb with a soft shadow, built from views and layers.
/// `setOn(_:animated: true)` slides the thumb and fades the track in a 0.25 s ease-in-ease-out
/// block (a chosen value: Apple documents none). `clock.tap(_:)` toggles it with animation and
/// sends `.valueChanged`, as a tap on a device does.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (`systemGreen` by default).
    open var onTintColor: UIColor? { didSet { appearancePropertySet(\UISwitch.onTintColor); place() } }
    /// The thumb's colour (white by default).
    open var thumbTintColor: UIColor? { didSet { appearancePropertySet(\UISwitch.thumbTintColor); place() } }

    private var storedIsOn = false
    private let thumb = UIView(frame: CGRect(x: 2, y: 2, width: 27, height: 27))

    /// How long an animated change takes.
    public static let animationDuration: TimeInterval = 0.25

    /// A switch at its standard size, at `frame`'s origin (the size is always 51 × 31).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        layer.cornerRadius = 15.5
        thumb.layer.cornerRadius = 13.5
        thumb.castThumbShadow(opacity: 0.2)
        addSubview(thumb)
        place()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off, at once or, when `animated`, with a block animation.
    /// No action is sent, as on iOS (only a user's tap sends `.valueChanged`).
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut], animations: { self.place() })
        } else {
            place()
        }
    }

    private func place() {
        backgroundColor = storedIsOn ? (onTintColor ?? .systemGreen) : UIColor.secondarySystemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.center = CGPoint(x: storedIsOn ? 51 - 15.5 : 15.5, y: 15.5)
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// A tap toggles the switch with animation and reports the new value.
    override func tapped(at point: CGPoint) {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
