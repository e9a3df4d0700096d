import Foundation

/// `UIStepper`: iOS's minus-and-plus control, 94 × 32 points: a rounded rectangle in
/// `tertiarySystemFill` (8-point corners), a hairline between its halves, and "−" and "+" in the
/// label colour, the one that cannot step further dimmed. The look is a choice (Apple documents
/// none; it was not measured on a device): approximate. A tap on a half steps `value` by
/// `stepValue`, kept between the bounds (or round to the other end when it `wraps`), and sends
/// `.valueChanged` when the value changed. A finger held down steps once: iOS repeats the step
/// while it is held (`autorepeat`), which is not modelled — the recording says so.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The value, kept between `minimumValue` and `maximumValue` (0 by default).
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            refresh()
        }
    }
    /// The least value (0 by default).
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The greatest value (100 by default).
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    /// How much a tap changes the value (1 by default).
    open var stepValue: Double = 1
    /// Whether a step past one end goes round to the other (false by default).
    open var wraps = false { didSet { refresh() } }
    /// Whether a held finger keeps stepping (kept: a held finger steps once, and the recording
    /// says so).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent while a finger is held (kept; a tap sends it once).
    open var isContinuous = true

    private var storedValue = 0.0
    /// When the finger now on the control came down (the recording's clock).
    private var pressStart: CFTimeInterval?
    /// How long a finger may stay down and still be a tap, not a hold (a choice).
    static let holdDuration: CFTimeInterval = 0.5
    private let minus = UILabel()
    private let plus = UILabel()
    private let divider = UIView()

    /// A stepper at its standard size, at `frame`'s origin (the size is always 94 × 32).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        for (label, text, x) in [(minus, "\u{2212}", 0.0), (plus, "+", 47.0)] {
            label.text = text
            label.font = .systemFont(ofSize: 22, weight: .regular)
            label.textAlignment = .center
            label.frame = CGRect(x: x, y: 0, width: 47, height: 32)
            addSubview(label)
        }
        divider.frame = CGRect(x: 46.5, y: 7, width: 1, height: 18)
        divider.backgroundColor = .separator
        addSubview(divider)
        refresh()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    private func refresh() {
        minus.textColor = wraps || storedValue > minimumValue ? .label : .tertiaryLabel
        plus.textColor = wraps || storedValue < maximumValue ? .label : .tertiaryLabel
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressStart = CACurrentMediaTime()
        return super.beginTracking(touch, with: event)
    }

    /// A tap on the left half steps down, on the right half up.
    override func tapped(at point: CGPoint) {
        if autorepeat, let pressStart, CACurrentMediaTime() - pressStart > Self.holdDuration {
            layer.report("UIStepper: a finger held \(CACurrentMediaTime() - pressStart) s steps once: iOS repeats the step while "
                         + "it is held (autorepeat), which is not modelled", isWarning: true)
        }
        pressStart = nil
        let step = point.x < bounds.midX ? -stepValue : stepValue
        var next = storedValue + step
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        value = next
        sendActions(for: .valueChanged)
    }
}
