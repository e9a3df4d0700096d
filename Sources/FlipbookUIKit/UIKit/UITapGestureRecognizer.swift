import Foundation
import FlipbookScene

/// `UITapGestureRecognizer`: recognized when a finger lifts after `numberOfTapsRequired` taps,
/// each lifting within 10 points of where it went down and the next going down within 0.35 s
/// of the last lift. Apple documents neither distance nor interval; these are Flipbook's choice
/// (the README's "rules that are choices"), so a test's taps are clearly inside or outside them.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move and still tap (points).
    public static let allowableMovement: CGFloat = 10
    /// How long after a lift the next tap of a multiple tap may go down (seconds).
    public static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1 by default; a scripted gesture is one finger).
    open var numberOfTouchesRequired = 1
    private var taps = 0
    private var downLocation: CGPoint = .zero
    /// Bumped at each tap, so a wait for the next one that is overtaken does nothing.
    private var waitGeneration = 0

    /// A tap recognizer whose action is `action`.
    public convenience init(_ action: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UITapGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        waitGeneration += 1
        downLocation = touches.first?.location(in: nil) ?? .zero
        if numberOfTouchesRequired > 1 { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - downLocation.x, point.y - downLocation.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        taps += 1
        if taps >= numberOfTapsRequired {
            state = .ended
            return
        }
        // Wait for the next tap; none in time, and this is not the gesture.
        waitGeneration += 1
        let generation = waitGeneration
        guard let scene = RecordingContext.current?.scene else { return }
        scene.at(scene.now + Self.maximumIntervalBetweenTaps) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.waitGeneration == generation, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    /// Whether it is between the taps of a multiple tap (kept across touch sequences).
    override var isWaitingForMoreTouches: Bool { state == .possible && taps > 0 }

    open override func reset() {
        super.reset()
        taps = 0
        waitGeneration += 1
    }
}
