import Testing
import UIKit

@MainActor
private final class ShareWatcher: ShareBarDelegate {
    var told: [Int] = []
    func shareBar(_ bar: ShareBar, didShare count: Int) { told.append(count) }
}

/// `iOSApp/ShareBar.swift`, written for iOS in the Swift 6 language mode, compiled unchanged
/// through FlipbookPort in a Swift 6 target.
@Suite("An iOS file in the Swift 6 language mode through FlipbookPort")
@MainActor
struct PortedShareBarTests {
    @Test("#selector actions, an implemented optional requirement, KVO of isHighlighted and perform(afterDelay:) on the clock")
    func shareBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        let bar = ShareBar(frame: window.bounds)
        let watcher = ShareWatcher()
        bar.delegate = watcher
        window.addSubview(bar)
        var hintsAt: [Int] = []
        let timeline = window.record(duration: 1) { clock in
            clock.tap(bar.shareButton)
            clock.wait(0.3)
            hintsAt.append(bar.hints)
            clock.wait(0.2)
            hintsAt.append(bar.hints)
        }
        #expect(bar.shares == 1 && watcher.told == [1])
        #expect(bar.highlights == [true, false], "down, then up")
        #expect(hintsAt == [0, 1], "the hint comes 0.5 s after the bar was made (before the recording: its time 0)")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }
}
