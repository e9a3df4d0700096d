import Foundation

/// `UIPresentationController`: where a presented controller's view goes and what happens
/// around it (dimming views, chrome), for the whole time it is presented. The default one
/// places the view over the whole container.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it.
    public let presentingViewController: UIViewController
    /// The view the presentation happens in, once it begins.
    open internal(set) var containerView: UIView?

    /// A presentation controller for a pair of controllers.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view animated in: the presented controller's.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view rests: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation ends (false by
    /// default: it stays beneath).
    open var shouldRemovePresentersView: Bool { false }

    /// Called as the presentation starts (add dimming views here).
    open func presentationTransitionWillBegin() {}
    /// Called as it ends (`completed` false when cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal starts.
    open func dismissalTransitionWillBegin() {}
    /// Called as it ends.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content sizes (UIContentContainer)

    /// The size the presentation's content would like (zero unless set).
    open var preferredContentSize: CGSize = .zero
    /// The presented controller's `preferredContentSize` changed (does nothing by default).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The presented controller's fitting size changed (does nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size the presented controller gets: `parentSize` by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The container is about to change size (does nothing by default).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The traits are about to change (does nothing by default).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

extension UIPresentationController: UIContentContainer {}

/// The presentation controller UIKit uses when none is given: full screen, or a full-height
/// card for the sheet styles, removing the presenter's view only for `fullScreen`.
final class StandardPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { style.removesPresentersView }
}
