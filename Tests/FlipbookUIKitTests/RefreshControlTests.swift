import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookUIKit

@Suite("UIRefreshControl")
@MainActor
struct RefreshControlTests {
    func refreshWindow() -> (UIWindow, UIScrollView, UIRefreshControl) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 200, height: 600)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        content.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        scrollView.addSubview(content)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        return (window, scrollView, control)
    }

    @Test("Pulling 100 pt refreshes at once, finger still down; release rests 60 pt lower until endRefreshing")
    func pullToRefresh() throws {
        let (window, scrollView, control) = refreshWindow()
        var changed: [Double] = []
        control.addAction(UIAction { action in
            #expect(action.sender as? UIRefreshControl === control)
            changed.append(CACurrentMediaTime())
        }, for: .valueChanged)
        var alphaAtHalf: CGFloat = -1
        let timeline = window.record(duration: 2.2) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -50), duration: 0.25)
            alphaAtHalf = control.subviews[0].alpha
            clock.drag(scrollView, to: CGPoint(x: 0, y: -120), duration: 0.35)
            #expect(control.isRefreshing && scrollView.isDragging)
            clock.endDrag(scrollView)
            clock.wait(0.9)
            #expect(scrollView.contentOffset.y == -60, "held for the spinner")
            control.endRefreshing()
        }
        #expect(abs(alphaAtHalf - 0.5) < 1e-9, "the spinner fades in with the pull")
        #expect(changed.count == 1 && abs(changed[0] - 0.5) < 1e-6, "−100 is reached 0.25 s into the second drag")
        #expect(!control.isRefreshing && scrollView.contentOffset.y == 0)
        let offset = { (time: Double) in timeline.value(ofLayer: "scroll", at: LayerKeyPath("bounds.origin.y")!, time: time)?.number ?? .nan }
        #expect(offset(1.4) == -60 && offset(2.2) == 0)
        assertFrames(of: timeline, at: .times([0.25, 0.6, 1.4]), scale: 2)
    }

    @Test("beginRefreshing shows the spinner without sending .valueChanged; a short pull does not refresh")
    func rules() {
        let (window, scrollView, control) = refreshWindow()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        _ = window.record(duration: 2) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -80), duration: 0.4)
            clock.endDrag(scrollView)
            clock.wait(0.6)
            #expect(!control.isRefreshing && scrollView.contentOffset.y == 0)
            control.beginRefreshing()
            #expect(control.isRefreshing)
        }
        #expect(sent == 0)
    }
}
