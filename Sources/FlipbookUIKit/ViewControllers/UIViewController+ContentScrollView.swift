import Foundation

/// The scroll view whose edges a controller's bars follow (iOS 15): a navigation bar's large
/// title and scroll-edge appearance follow the top edge, a tab bar's and a toolbar's the bottom.
/// Without one set, the bars follow the controller's view when it scrolls, else the first scroll
/// view inside it (breadth first), and a controller with none is at its edges.
extension UIViewController {
    /// Sets the scroll view the bars at `edge` follow (nil: found as UIKit finds it).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            contentScrollViews[single.rawValue] = scrollView.map { WeakScrollView(view: $0) }
        }
        (navigationController ?? self as? UINavigationController)?.showTopInBar()
        tabBarController?.followSelectedContent()
    }

    /// Sets the scroll view the bars at every edge follow.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view set for `edge` by `setContentScrollView(_:for:)`, if any.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            if let view = contentScrollViews[single.rawValue]?.view { return view }
        }
        return nil
    }
}

/// A scroll view held weakly, as UIKit holds a content scroll view.
struct WeakScrollView {
    weak var view: UIScrollView?
}
