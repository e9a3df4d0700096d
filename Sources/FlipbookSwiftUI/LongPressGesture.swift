import FlipbookUIKit

/// `LongPressGesture`: a finger held on the view. It changes to `true` as the finger goes
/// down and ends (with `true`) once it has stayed `minimumDuration` seconds (0.5 by default)
/// without moving more than `maximumDistance` points (10); lifted or moved away before, it
/// fails. (UIKit's long-press recognizer, which Apple documents with the same two defaults.)
public struct LongPressGesture: Gesture {
    /// Whether the finger is down (`true` while pressing, and at the end).
    public typealias Value = Bool
    /// How long the finger must stay down (seconds).
    public var minimumDuration: Double
    /// How far it may move meanwhile (points).
    public var maximumDistance: CGFloat

    /// A press of `minimumDuration` seconds, moving at most `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// A primitive gesture: a long-press recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = LongPressRecognizer()
        recognizer.minimumPressDuration = max(minimumDuration, 0)
        recognizer.allowableMovement = max(maximumDistance, 0)
        context.link(recognizer) { recognizer in
            switch recognizer.state {
            case .possible: return recognizer.isPressing ? .changed(true) : nil
            case .began: return .ended(true)
            case .cancelled, .failed: return .failed
            default: return nil   // the finger moving or lifting after the press: it has ended
            }
        }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Bool>? { report.primitivePhase(Bool.self) }
}

/// A long press that also tells when the finger goes down and when the press is over
/// (`onLongPressGesture`'s `onPressingChanged`).
struct PressingGesture: Gesture {
    typealias Value = Bool
    let press: LongPressGesture
    let pressingChanged: (@MainActor (Bool) -> Void)?
    let action: @MainActor () -> Void

    func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] { press._makeRecognizers(context) }

    func _phase(of report: _GestureReport) -> _GesturePhase<Bool>? {
        let phase = press._phase(of: report)
        switch phase {
        case .changed?: pressingChanged?(true)
        case .ended?:
            pressingChanged?(false)
            action()
        case .failed?: pressingChanged?(false)
        case nil: break
        }
        return phase
    }
}

extension View {
    /// Runs `action` once a finger has stayed on the view `minimumDuration` seconds (0.5)
    /// without moving more than `maximumDistance` points (10); `onPressingChanged` hears
    /// `true` as the finger goes down and `false` when the press ends or fails.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil) -> ModifiedContent<Self, _WrapModifier> {
        gesture(PressingGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                pressingChanged: onPressingChanged, action: action))
    }

    /// The same, in iOS 13's order (`pressing` before `perform`).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: (@MainActor (Bool) -> Void)? = nil,
                                   perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _WrapModifier> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
