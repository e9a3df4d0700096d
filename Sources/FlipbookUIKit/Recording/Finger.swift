import Foundation

/// One scripted finger's touch sequence, delivered as UIKit delivers a real one: the window
/// hit-tests the point where it goes down; the touch stays with the view hit; the recognizers of
/// that view and of its superviews get each phase first, then the view (whose `touches…`
/// methods pass it up the responder chain by default), unless a recognizer that recognized
/// cancels the view's touches (`cancelsTouchesInView`).
@MainActor
final class Finger {
    let touch = UITouch()
    let event: UIEvent
    let hitView: UIView
    private let recognizers: [UIGestureRecognizer]
    /// Whether the view's touches were cancelled by a recognizer.
    private var viewCancelled = false

    /// A finger going down at `point` in `window`'s coordinates at `time`, or nil when nothing
    /// there takes touches.
    /// A second finger of the same gesture shares the first one's `event`.
    init?(at point: CGPoint, in window: UIWindow, time: TimeInterval, tapCount: Int, sharing event: UIEvent? = nil) {
        self.event = event ?? UIEvent()
        self.event.timestamp = time
        guard let hit = window.hitTest(point, with: self.event) else { return nil }
        hitView = hit
        touch.view = hit
        touch.window = window
        touch.windowLocation = point
        touch.previousWindowLocation = point
        touch.timestamp = time
        touch.tapCount = tapCount
        touch.phase = .began
        self.event.touches = (event?.touches ?? []).union([touch])
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
            recognizer.touchesBegan([touch], with: self.event)
        }
        resolve()
        if !viewCancelled { hitView.touchesBegan([touch], with: self.event) }
    }

    /// Several fingers of one gesture move at once, to `points` at `time`: each recognizer gets
    /// one `touchesMoved` with all its fingers' touches (as UIKit sends one per event), then
    /// each view its finger's.
    static func move(_ fingers: [Finger], to points: [CGPoint], time: TimeInterval) {
        for (finger, point) in zip(fingers, points) { finger.place(at: point, phase: .moved, time: time) }
        for (recognizer, touches) in recognizersAndTouches(of: fingers) {
            recognizer.followTouches()
            recognizer.touchesMoved(touches, with: fingers[0].event)
        }
        for finger in fingers {
            finger.resolve()
            if !finger.viewCancelled { finger.hitView.touchesMoved([finger.touch], with: finger.event) }
        }
    }

    /// Several fingers of one gesture lift at once at `time`.
    static func lift(_ fingers: [Finger], time: TimeInterval) {
        for finger in fingers { finger.place(at: finger.touch.windowLocation, phase: .ended, time: time) }
        for (recognizer, touches) in recognizersAndTouches(of: fingers) { recognizer.touchesEnded(touches, with: fingers[0].event) }
        for finger in fingers {
            finger.resolve()
            if !finger.viewCancelled { finger.hitView.touchesEnded([finger.touch], with: finger.event) }
        }
        for finger in fingers { finger.release() }
    }

    /// The recognizers still taking part in any of `fingers`, each with the touches it tracks.
    private static func recognizersAndTouches(of fingers: [Finger]) -> [(UIGestureRecognizer, Set<UITouch>)] {
        var found: [(UIGestureRecognizer, Set<UITouch>)] = []
        for finger in fingers {
            for recognizer in finger.active {
                if let index = found.firstIndex(where: { $0.0 === recognizer }) {
                    found[index].1.insert(finger.touch)
                } else {
                    found.append((recognizer, [finger.touch]))
                }
            }
        }
        return found
    }

    private func place(at point: CGPoint, phase: UITouch.Phase, time: TimeInterval) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = time
        touch.phase = phase
        event.timestamp = time
    }

    /// The finger moves to `point` (window coordinates) at `time`.
    func move(to point: CGPoint, time: TimeInterval) {
        Finger.move([self], to: [point], time: time)
    }

    /// The finger lifts at `time`.
    func lift(time: TimeInterval) {
        Finger.lift([self], time: time)
    }

    /// The lifted touch leaves its recognizers; one left with no touch is done with the gesture.
    private func release() {
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
