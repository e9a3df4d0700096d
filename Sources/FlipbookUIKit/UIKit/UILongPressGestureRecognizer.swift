import Foundation
import FlipbookScene

/// `UILongPressGestureRecognizer`: `.began` once a finger has stayed down
/// `minimumPressDuration` seconds (0.5 by default) without moving more than `allowableMovement`
/// points (10 by default), as Apple documents both; `.changed` as it moves after that, `.ended`
/// when it lifts. Lifted or moved too far before, it fails.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down (seconds).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far it may move before the press begins (points).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (0 by default; a scripted press has none before it).
    open var numberOfTapsRequired = 0
    /// Fingers needed (1 by default).
    open var numberOfTouchesRequired = 1
    private var downLocation: CGPoint = .zero
    private var pressGeneration = 0

    /// A long-press recognizer whose action is `action`.
    public convenience init(_ action: @escaping (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UILongPressGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        downLocation = touches.first?.location(in: nil) ?? .zero
        guard numberOfTouchesRequired == 1, numberOfTapsRequired == 0 else { return state = .failed }
        pressGeneration += 1
        let generation = pressGeneration
        guard let scene = RecordingContext.current?.scene else { return }
        scene.at(scene.now + minimumPressDuration) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.pressGeneration == generation, self.state == .possible, !self.trackedTouches.isEmpty else { return }
                self.followTouches()
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let point = touches.first?.location(in: nil) else { return }
        switch state {
        case .possible:
            if hypot(point.x - downLocation.x, point.y - downLocation.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { state = .failed }
    }

    open override func reset() {
        super.reset()
        pressGeneration += 1
    }
}
