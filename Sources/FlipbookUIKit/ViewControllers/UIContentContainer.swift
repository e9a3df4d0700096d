import Foundation

/// `UIContentContainer`: what a container (a view controller, a presentation controller) is
/// told about the sizes of the content it holds. A child's new `preferredContentSize` reaches
/// its parent, or the presentation controller presenting it, through
/// `preferredContentSizeDidChange(forChildContentContainer:)`, as on iOS.
///
/// A recording's window keeps its size (no rotation or split screen resizes it), so
/// `viewWillTransition(to:with:)` and `willTransition(to:with:)` are never called by
/// Flipbook itself.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
    /// A child container's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child container's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size a child container gets inside `parentSize` (`parentSize` by default).
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to change size.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
