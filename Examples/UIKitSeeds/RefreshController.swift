#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// Seeds 1 and 2 together, as the seed app drives its `RefreshView` from a table's scrolling:
/// the arrow turns down when the offset crosses −50 and back up above it; released past the
/// 64 pt header, the content is held at −64 while the loading indicator spins; `endRefreshing()`
/// stops it and returns the content in 0.4 s.
final class RefreshController: NSObject, UIScrollViewDelegate {
    let headerHeight: CGFloat = 64
    let refreshView: RefreshView
    private(set) var isRefreshing = false
    private var arrowDown = false
    private weak var scrollView: UIScrollView?

    /// Puts a refresh view above `scrollView`'s content and becomes its delegate.
    init(scrollView: UIScrollView) {
        refreshView = RefreshView(frame: CGRect(x: 0, y: -headerHeight, width: scrollView.bounds.width, height: headerHeight),
                                  arrowFrame: CGRect(x: 110, y: 17, width: 15, height: 30),
                                  loadingCenter: CGPoint(x: 118, y: 32))
        refreshView.loadingPeriod = 1.0
        refreshView.loadingView.isHidden = true
        self.scrollView = scrollView
        super.init()
        scrollView.addSubview(refreshView)
        scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRefreshing else { return }
        let offset = scrollView.contentOffset.y
        if offset < -50 && !arrowDown {
            arrowDown = true
            refreshView.rotationArrow(flag: true)
        } else if offset >= -50 && arrowDown {
            arrowDown = false
            refreshView.rotationArrow(flag: false)
        }
    }

    /// Released past the header: hold the content under it and spin.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard scrollView.contentOffset.y < -headerHeight else { return }
        isRefreshing = true
        scrollView.contentInset.top = headerHeight
        targetContentOffset.pointee.y = -headerHeight
        refreshView.arrowView.isHidden = true
        refreshView.loadingView.isHidden = false
        refreshView.startLoadingView()
    }

    /// What the app calls when its data has arrived.
    func endRefreshing() {
        guard let scrollView, isRefreshing else { return }
        isRefreshing = false
        refreshView.stopLoadingView()
        refreshView.loadingView.isHidden = true
        refreshView.arrowView.isHidden = false
        UIView.animate(withDuration: 0.4) {
            scrollView.contentInset.top = 0
            scrollView.contentOffset = .zero
        }
    }
}
