import Foundation
import FlipbookScene

/// Notices Foundation `Timer`s scheduled on the real clock while a recording runs.
///
/// In files that import UIKit, `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and
/// `RunLoop.add(_:forMode:)` run on the virtual clock (FoundationTimers.swift); code that does
/// not import UIKit reaches Foundation's own, and its timer fires on the real clock, after the
/// recording or never, so the frames show the view as if it had not. That must not pass silently: the
/// recording asks the thread's run loop when its next timer fires (`RunLoop.limitDate(forMode:)`,
/// which polls the loop once) each time the code returns to the clock, and a next fire date that
/// moved earlier means a timer was scheduled since. A timer that fires later than one scheduled
/// before the recording is not noticed until that one has fired.
final class RealClockTimerWatch {
    private var nextFireDate: Date
    private var reported = false

    init() { nextFireDate = Self.nextFireDate() }

    /// Lists a problem in `scene` (once) when a timer was scheduled since the last check.
    func check(in scene: Scene) {
        let next = Self.nextFireDate()
        defer { nextFireDate = next }
        guard next < nextFireDate, !reported else { return }
        reported = true
        scene.reportRecordingProblem("a Foundation Timer was scheduled inside the recording: it runs on the real clock, "
            + "not the recording's, so what it does is not in the frames; schedule it from a file that imports UIKit "
            + "(its Timer.scheduledTimer and RunLoop.add run on the virtual clock), or call clock.wait(_:) "
            + "and do the timer's work in the test")
    }

    private static func nextFireDate() -> Date {
        RunLoop.current.limitDate(forMode: .default) ?? .distantFuture
    }
}
