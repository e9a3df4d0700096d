import CWallClock
import Dispatch
import Foundation

/// The wall clock (`Date()`, `Date.now`, `CFAbsoluteTimeGetCurrent()`) of the main thread while
/// a screen is set up and recorded: it stands still during set-up and moves with the
/// recording's virtual clock, so a view that measures time with dates (a countdown's
/// `Date().timeIntervalSince(start)`, a "just now" label) records the same frames on every
/// run, however loaded the machine.
///
/// The clock freezes at the whole second before the machine's time when the first view or view
/// controller is made on the main thread (or when a recording starts, if none was). From then
/// every wall-clock read in main-thread code (the main queue's work, main-actor code) gives that
/// instant plus the running recording's time (0 before it starts). It thaws when the recording
/// ends, or when the main queue next turns if no recording runs first (code that made a view
/// and never recorded). Other threads, and the monotonic clocks Dispatch and the test
/// frameworks measure with, keep the machine's time. How the reads are redirected:
/// `Sources/CWallClock/wall_clock.c`.
enum VirtualWallClock {
    /// The first view or controller made on the main thread, outside a recording: set-up
    /// begins, and its dates stand still until the recording.
    static func beginSetUp() {
        guard MainQueue.isCurrent, flipbook_wall_clock_is_frozen() == 0 else { return }
        freeze()
        // Code that never records gets the machine's clock back when the main queue turns.
        DispatchQueue.main.async {
            if RecordingContext.current == nil { flipbook_wall_clock_thaw() }
        }
    }

    /// A recording starts on the main thread: its dates are set-up's instant (or, with no
    /// set-up, the machine's whole second now) plus its time.
    static func beginRecording() {
        guard MainQueue.isCurrent, flipbook_wall_clock_is_frozen() == 0 else { return }
        freeze()
    }

    /// The recording ended: the main thread reads the machine's clock again.
    static func endRecording() {
        guard MainQueue.isCurrent else { return }
        flipbook_wall_clock_thaw()
    }

    private static func freeze() {
        // A whole second, so that dates a whole number of seconds apart on the recording's
        // clock are exactly that far apart once Foundation has converted them.
        flipbook_wall_clock_freeze(flipbook_wall_clock_machine_now().rounded(.down)) { instant in
            guard MainQueue.isCurrent else { return 0 }
            instant?.pointee = RecordingContext.current?.scene.now ?? 0
            return 1
        }
    }
}
