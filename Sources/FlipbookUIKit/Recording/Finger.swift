import Foundation

/// One scripted finger's touch sequence, delivered as UIKit delivers a real one: the window
/// hit-tests the point where it goes down; the touch stays with the view hit; the recognizers of
/// that view and of its superviews get each phase first, then the view (whose `touches…`
/// methods pass it up the responder chain by default), unless a recognizer that recognized
/// cancels the view's touches (`cancelsTouchesInView`).
///
/// As Apple documents `delaysTouchesBegan` and `delaysTouchesEnded`: while a recognizer that
/// delays began touches is still deciding, the view gets nothing; if it recognizes, the touch is
/// never the view's, and if it fails, the view gets `touchesBegan` then (and the moves after).
/// At the lift, while a recognizer that delays ended touches (the default) is still deciding — a
/// double tap waiting for its second tap, a single tap waiting for it to fail — the view's
/// `touchesEnded` waits: it gets `touchesCancelled` if that recognizer recognizes (and cancels
/// touches in view), `touchesEnded` once every such recognizer has failed.
@MainActor
final class Finger {
    let touch = UITouch()
    let event: UIEvent
    let hitView: UIView
    private let recognizers: [UIGestureRecognizer]
    /// Where the view stands in the touch sequence.
    private var viewSide = ViewSide.receiving
    /// Whether the finger lifted while the view's `touchesBegan` was held.
    private var liftedWhileHeld = false

    private enum ViewSide {
        /// `touchesBegan` waits for recognizers that delay it.
        case beganHeld
        /// The view got `touchesBegan` and gets the phases as they come.
        case receiving
        /// `touchesEnded` waits for recognizers that delay it.
        case endedHeld
        /// The touch is no longer the view's: ended, cancelled, or taken by a recognizer.
        case done
    }

    /// Where the window touched sits in the scripting window's coordinates (zero when it is
    /// that window, or one at the same place).
    private let windowOffset: CGPoint

    /// A finger going down at `point` in `window`'s coordinates at `time`, or nil when nothing
    /// there takes touches. The touch goes to the frontmost window on the screen that takes it
    /// (a toast window in front of `window`, say), and later points are given in `window`'s
    /// coordinates too. A second finger of the same gesture shares the first one's `event`.
    init?(at point: CGPoint, in window: UIWindow, time: TimeInterval, tapCount: Int, sharing event: UIEvent? = nil) {
        self.event = event ?? UIEvent()
        self.event.timestamp = time
        guard let target = window.touchTarget(at: point, with: self.event) else { return nil }
        hitView = target.view
        windowOffset = CGPoint(x: point.x - target.point.x, y: point.y - target.point.y)
        touch.view = target.view
        touch.window = target.window
        touch.windowLocation = target.point
        touch.previousWindowLocation = target.point
        touch.timestamp = time
        touch.tapCount = tapCount
        touch.phase = .began
        self.event.touches = (event?.touches ?? []).union([touch])
        var found: [UIGestureRecognizer] = []
        var view: UIView? = target.view
        while let current = view {
            found += (current.gestureRecognizers ?? []).filter { $0.isEnabled }
            view = current.superview
        }
        let touch = self.touch
        recognizers = found.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
        touch.gestureRecognizers = recognizers
        UIGestureRecognizer.setTouchesFailureRequirements(among: recognizers)
        for recognizer in recognizers {
            recognizer.trackedTouches.append(touch)
            recognizer.followTouches()
            recognizer.touchesBegan([touch], with: self.event)
        }
        resolve()
        guard viewSide == .receiving else { return }
        let delaying = active.filter(\.delaysTouchesBegan)
        if delaying.isEmpty {
            hitView.touchesBegan([touch], with: self.event)
        } else {
            viewSide = .beganHeld
            // The recognizers keep the finger until they decide: nothing else does after the lift.
            whenDecided(delaying) { recognizer in self.heldBeganDecided(by: recognizer) }
        }
    }

    /// The recognizers delaying `touchesBegan` decided: one recognized (the touch is never the
    /// view's), or all failed (the view gets it now, and the lift if it came meanwhile).
    private func heldBeganDecided(by recognizer: UIGestureRecognizer?) {
        guard viewSide == .beganHeld else { return }
        guard recognizer == nil else { return viewSide = .done }
        viewSide = .receiving
        let phase = touch.phase
        touch.phase = .began
        hitView.touchesBegan([touch], with: event)
        touch.phase = phase
        if liftedWhileHeld { endView() }
    }

    /// The view's side of the lift: `touchesEnded` now, or held while a recognizer that delays
    /// it is still deciding.
    private func endView() {
        let deciding = recognizers.filter { $0.delaysTouchesEnded && $0.isDecidingAfterLift }
        guard !deciding.isEmpty else {
            viewSide = .done
            return hitView.touchesEnded([touch], with: event)
        }
        viewSide = .endedHeld
        whenDecided(deciding) { recognizer in
            guard self.viewSide == .endedHeld else { return }
            if let recognizer, recognizer.cancelsTouchesInView { return self.cancelView() }
            self.viewSide = .done
            self.hitView.touchesEnded([self.touch], with: self.event)
        }
    }

    /// Calls `body` once `recognizers` have decided: with the first that recognizes, or nil once
    /// all have failed.
    private func whenDecided(_ recognizers: [UIGestureRecognizer], _ body: @escaping (UIGestureRecognizer?) -> Void) {
        var undecided = Set(recognizers.map(ObjectIdentifier.init))
        var done = false
        for recognizer in recognizers {
            let id = ObjectIdentifier(recognizer)
            recognizer.decisionWatchers.append { [weak recognizer] state in
                guard !done else { return }
                if [.began, .changed, .ended].contains(state) {
                    done = true
                    return body(recognizer)
                }
                undecided.remove(id)
                if undecided.isEmpty {
                    done = true
                    body(nil)
                }
            }
        }
    }

    /// The view's touches are cancelled (it got `touchesBegan`) or taken from it (it did not).
    private func cancelView() {
        let began = viewSide != .beganHeld
        viewSide = .done
        guard began else { return }
        let phase = touch.phase
        touch.phase = .cancelled
        hitView.touchesCancelled([touch], with: event)
        touch.phase = phase
    }

    /// Several fingers of one gesture move at once, to `points` at `time`: each recognizer gets
    /// one `touchesMoved` with all its fingers' touches (as UIKit sends one per event), then
    /// each view its finger's.
    static func move(_ fingers: [Finger], to points: [CGPoint], time: TimeInterval) {
        for (finger, point) in zip(fingers, points) {
            finger.place(at: CGPoint(x: point.x - finger.windowOffset.x, y: point.y - finger.windowOffset.y), phase: .moved, time: time)
        }
        for (recognizer, touches) in recognizersAndTouches(of: fingers) {
            recognizer.followTouches()
            recognizer.touchesMoved(touches, with: fingers[0].event)
        }
        for finger in fingers {
            finger.resolve()
            if finger.viewSide == .receiving { finger.hitView.touchesMoved([finger.touch], with: finger.event) }
        }
    }

    /// Several fingers of one gesture lift at once at `time`.
    static func lift(_ fingers: [Finger], time: TimeInterval) {
        for finger in fingers { finger.place(at: finger.touch.windowLocation, phase: .ended, time: time) }
        for (recognizer, touches) in recognizersAndTouches(of: fingers) { recognizer.touchesEnded(touches, with: fingers[0].event) }
        for finger in fingers {
            finger.resolve()
            switch finger.viewSide {
            case .receiving: finger.endView()
            case .beganHeld: finger.liftedWhileHeld = true
            case .endedHeld, .done: break
            }
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

    /// Where the finger is, in the scripting window's coordinates.
    var location: CGPoint {
        CGPoint(x: touch.windowLocation.x + windowOffset.x, y: touch.windowLocation.y + windowOffset.y)
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
            } else if recognizer.state == .possible && !recognizer.isDecidingAfterLift {
                // Not its gesture: a finger waiting on it hears that it failed.
                recognizer.abandonPossibleGesture()
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
        if [.receiving, .beganHeld].contains(viewSide), recognized.contains(where: \.cancelsTouchesInView) {
            cancelView()
        }
    }
}
