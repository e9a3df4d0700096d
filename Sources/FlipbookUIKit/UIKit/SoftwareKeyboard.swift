import Foundation
import FlipbookScene

/// The software keyboard, which Flipbook does not draw: it comes up when a text field becomes
/// the first responder and goes when it resigns, posting the notifications iOS posts with the
/// frames and timing of a keyboard that slides up from the bottom of the screen, so
/// keyboard-avoiding code moves as it does on a device. A recording that shows it lists a
/// warning, once, saying it is not in the frames.
///
/// Its size is a choice (Apple documents none): 336 points tall across the screen's width, an
/// iPhone's English keyboard with its suggestions bar on a 390 × 844 point screen. It moves in
/// 0.25 s on animation curve 7, the values iOS puts in the notifications' `userInfo`; the
/// `did` notifications come when the move ends.
@MainActor
enum SoftwareKeyboard {
    /// The keyboard's height in points.
    static let height: CGFloat = 336
    /// How long it takes to come up or go.
    static let animationDuration: TimeInterval = 0.25
    /// The animation curve iOS reports for it (`UIView.AnimationCurve(rawValue: 7)`).
    static let animationCurve = 7

    /// Whether it is up (or coming up): for a responder that is still alive, in this recording
    /// (each recording is an app of its own: a keyboard a finished one left up is not this one's).
    static var isShown: Bool { owner != nil && ownerRecording == RecordingContext.current?.serial }
    /// The responder it is up for, and the recording it came up in (nil: outside any).
    private static weak var owner: UIResponder?
    private static var ownerRecording: Int?
    /// Bumped at each change, so a `did` notification overtaken by the next change is dropped.
    private static var generation = 0
    /// The recording (its serial) that was last told the keyboard is not drawn.
    private static var warnedRecording: Int?

    /// Where it is when up, in screen coordinates: across the bottom of the screen.
    static var shownFrame: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// Where it is when down: just below the screen.
    static var hiddenFrame: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: screen.height, width: screen.width, height: height)
    }

    /// The keyboard comes up for `responder` (it stays up when it is up already).
    static func show(for responder: UIResponder) {
        guard !isShown else { return owner = responder }
        owner = responder
        ownerRecording = RecordingContext.current?.serial
        move(from: hiddenFrame, to: shownFrame, will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification)
        if let context = RecordingContext.current, warnedRecording != context.serial {
            warnedRecording = context.serial
            let scene = context.scene
            scene.reportRecordingProblem(Timeline.warningPrefix + "the software keyboard came up at \(DecimalText.trimmed(scene.now)) s: Flipbook does not draw it "
                + "(its notifications and frames follow a \(Int(height))-point keyboard at the bottom of the screen)")
        }
    }

    /// The keyboard goes (nothing if it is down).
    static func hide() {
        guard isShown else { return }
        owner = nil
        move(from: shownFrame, to: hiddenFrame, will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
    }

    private static func move(from start: CGRect, to end: CGRect, will: Notification.Name, did: Notification.Name) {
        generation += 1
        let current = generation
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: start),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        NotificationCenter.default.post(name: will, object: nil, userInfo: info)
        KeyboardTracking.keyboardWillMove()
        // On the recording's clock (main-queue work runs there, in set-up from time 0).
        DispatchQueue.main.asyncAfter(deadline: .now() + animationDuration) {
            MainActor.assumeIsolated {
                guard generation == current else { return }
                NotificationCenter.default.post(name: did, object: nil, userInfo: info)
                NotificationCenter.default.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            }
        }
    }

}

extension UIResponder {
    /// Posted before the keyboard comes up.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard is up.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard is gone.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (as it comes up or goes).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change, an `NSValue` of a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, an `NSValue` of a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The change's duration in seconds, an `NSNumber`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The change's animation curve, an `NSNumber` of a `UIView.AnimationCurve` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` of a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView {
    /// Makes the first responder in this view's subtree (this view included) resign; with
    /// `force`, whatever its `canResignFirstResponder`. Returns whether one did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = FirstResponder.current as? UIView, responder === self || responder.isDescendant(of: self) else { return false }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        if let field = responder as? UITextField { field.endEditingNow(reason: .committed) } else { FirstResponder.resign(responder) }
        return true
    }
}
