import Foundation

/// One scripted finger's touch sequence, delivered as UIKit delivers a real one: the window
/// hit-tests the point where it goes down; the touch stays with the view hit; the recognizers of
/// that view and of its superviews get each phase first, then the view (whose `touches…`
/// methods pass it up the responder chain by default), unless a recognizer that recognized
/// cancels the view's touches (`cancelsTouchesInView`).
@MainActor
final class Finger {
    let touch = UITouch()
    let event = UIEvent()
    let hitView: UIView
    private let recognizers: [UIGestureRecognizer]
    /// Whether the view's touches were cancelled by a recognizer.
    private var viewCancelled = false

    /// A finger going down at `point` in `window`'s coordinates at `time`, or nil when nothing
    /// there takes touches.
    init?(at point: CGPoint, in window: UIWindow, time: TimeInterval, tapCount: Int) {
        event.timestamp = time
        guard let hit = window.hitTest(point, with: event) else { return nil }
        hitView = hit
        touch.view = hit
        touch.window = window
        touch.windowLocation = point
        touch.previousWindowLocation = point
        touch.timestamp = time
        touch.tapCount = tapCount
        touch.phase = .began
        event.touches = [touch]
        var found: [UIGestureRecognizer] = []
        var view: UIView? = hit
        while let current = view {
            found += (current.gestureRecognizers ?? []).filter { $0.isEnabled }
            view = current.superview
        }
        let touch = self.touch
        recognizers = found.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.trackedTouches.append(touch)
            recognizer.followTouches()
            recognizer.touchesBegan([touch], with: event)
        }
        resolve()
        if !viewCancelled { hitView.touchesBegan([touch], with: event) }
    }

    /// The finger moves to `point` (window coordinates) at `time`.
    func move(to point: CGPoint, time: TimeInterval) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = time
        touch.phase = .moved
        event.timestamp = time
        for recognizer in active {
            recognizer.followTouches()
            recognizer.touchesMoved([touch], with: event)
        }
        resolve()
        if !viewCancelled { hitView.touchesMoved([touch], with: event) }
    }

    /// The finger lifts at `time`.
    func lift(time: TimeInterval) {
        touch.timestamp = time
        touch.phase = .ended
        event.timestamp = time
        for recognizer in active { recognizer.touchesEnded([touch], with: event) }
        resolve()
        if !viewCancelled { hitView.touchesEnded([touch], with: event) }
        for recognizer in recognizers {
            recognizer.trackedTouches.removeAll { $0 === touch }
            guard recognizer.trackedTouches.isEmpty else { continue }
            if [.ended, .failed, .cancelled].contains(recognizer.state) {
                recognizer.returnToPossible()
            } else if recognizer.state == .possible && !recognizer.isWaitingForMoreTouches {
                recognizer.reset()
            }
        }
    }

    /// The recognizers still taking part.
    private var active: [UIGestureRecognizer] {
        recognizers.filter { recognizer in
            recognizer.trackedTouches.contains { $0 === touch } && ![.failed, .cancelled].contains(recognizer.state)
        }
    }

    /// After a phase: recognizers that recognized make the others fail unless a delegate lets
    /// them recognize together, and cancel the view's touches if they cancel touches in view.
    private func resolve() {
        let recognized = recognizers.filter { [.began, .changed, .ended].contains($0.state) }
        for winner in recognized {
            for other in recognizers where other !== winner && other.state == .possible {
                let together = winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
                if !together { other.state = .failed }
            }
        }
        if !viewCancelled, recognized.contains(where: \.cancelsTouchesInView) {
            viewCancelled = true
            let phase = touch.phase
            touch.phase = .cancelled
            hitView.touchesCancelled([touch], with: event)
            touch.phase = phase
        }
    }
}
