import Foundation

/// `UIScrollViewDelegate`: what a scroll view tells its delegate as its content moves. Every
/// method is optional (empty by default), as in UIKit.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed: on every programmatic change, and at most once per tick of
    /// the 240 Hz clock while a finger drags or the content bounces back.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is about to lift; `velocity` is in points per millisecond (UIKit's unit), and
    /// `targetContentOffset` is where the content will come to rest, which the delegate may change.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` is true when the content goes on moving (bouncing back).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after moving on its own.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated: true)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
