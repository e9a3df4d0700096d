import Foundation
import Testing
@testable import FlipbookUIKit

@Suite("UIScrollView.isPagingEnabled: a released drag rests on a page")
@MainActor
struct ScrollPagingTests {
    /// Where a paging scroll view 300 points wide, with four pages, rests after a drag to `x`
    /// (a flick takes 0.05 s and lifts while moving; otherwise the finger rests before it lifts).
    private func released(at x: CGFloat, flick: Bool, paging: Bool = true) -> CGFloat {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let pages = UIScrollView(frame: window.bounds)
        pages.contentSize = CGSize(width: 1200, height: 200)
        pages.isPagingEnabled = paging
        window.addSubview(pages)
        _ = window.record(duration: 1.5) { clock in
            clock.drag(pages, to: CGPoint(x: x, y: 0), duration: flick ? 0.05 : 0.3)
            if !flick { clock.wait(0.1) }
            clock.endDrag(pages)
            clock.wait(0.8)
        }
        return pages.contentOffset.x
    }

    @Test("The nearest page after a slow drag, the next after a flick of 60 points, never more than one page away")
    func pages() {
        #expect(released(at: 140, flick: false) == 0)
        #expect(released(at: 160, flick: false) == 300)
        #expect(released(at: 60, flick: true) == 300, "1.2 points per millisecond: the next page")
        #expect(released(at: 800, flick: false) == 300, "one page from where the drag began")
        #expect(released(at: 140, flick: false, paging: false) == 140, "without paging it rests where it is")
    }
}
