import Foundation

/// `UIModalPresentationStyle`: how a presented controller covers its presenter.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window once the presentation ends.
    case fullScreen = 0
    /// A sheet: drawn here as a full-height card over the presenter, which stays.
    case pageSheet = 1
    /// A form sheet: drawn here as a full-height card over the presenter, which stays.
    case formSheet = 2
    /// Covers the presenter's context: drawn as `fullScreen` here.
    case currentContext = 3
    /// The transitioning delegate's presentation controller decides.
    case custom = 4
    /// Covers the screen; the presenter's view stays beneath.
    case overFullScreen = 5
    /// Over the presenter's context: drawn as `overFullScreen` here.
    case overCurrentContext = 6
    /// A popover: drawn as a full-height card here.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet for controllers of your own, as on iOS 13 and later.
    case automatic = -2

    /// Whether the presenter's view leaves the window when the presentation ends.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
}

/// `UIModalTransitionStyle`: UIKit's own animation for a presentation without a custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (the default).
    case coverVertical = 0
    /// The views turn over a vertical axis.
    case flipHorizontal = 1
    /// The presented view fades in.
    case crossDissolve = 2
    /// A page curls up: drawn as a cross-dissolve and listed in `Timeline.problems`.
    case partialCurl = 3
}

/// `UITransitionContextViewControllerKey`: the controllers a transition involves.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller on screen when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// `UITransitionContextViewKey`: the views a transition animates.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// `UIViewControllerContextTransitioning`: what an animator is given: the container, the
/// controllers and views, their frames, and `completeTransition(_:)` to call when done.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in; the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for a presentation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied to the container (identity here).
    var targetTransform: CGAffineTransform { get }
    /// Tells UIKit the transition ended (completed, or cancelled with `false`).
    func completeTransition(_ didComplete: Bool)
    /// An interactive transition moved to a fraction of the way.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// An interactive transition was let go to finish.
    func finishInteractiveTransition()
    /// An interactive transition was let go to cancel: `transitionWasCancelled` is now true.
    func cancelInteractiveTransition()
    /// An interactive transition was held.
    func pauseInteractiveTransition()
    /// A controller of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view of the transition: nil where the animator must not move it (the presenter's
    /// view when it stays beneath the presented one).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts (`.zero` when it is arriving).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view ends (`.zero` when it is leaving).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// `UIViewControllerAnimatedTransitioning`: an object that animates a transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition's animations and calls `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed or was cancelled (optional).
    func animationEnded(_ transitionCompleted: Bool)
    /// The property animator an interactive transition scrubs instead of calling
    /// `animateTransition(using:)` (optional; return the same one for the whole transition, and
    /// call `completeTransition(_:)` from its completion).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing by default (the method is optional).
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// Not implemented by default: an interactive transition then drives the block animations
    /// of `animateTransition(using:)`.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
}

/// The default `interruptibleAnimator(using:)`'s answer: "none".
final class NoInterruptibleAnimator {
    @MainActor static let shared = UIViewPropertyAnimator(duration: 0, curve: .linear)
}

/// `UIViewControllerTransitioningDelegate`: hands out the animators (and the presentation
/// controller) for a controller's presentation and dismissal. Every method is optional.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of a presentation, or nil for UIKit's own.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of a dismissal, or nil for UIKit's own.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The presentation controller of a `.custom` presentation, or nil for the default one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
    /// The object driving a presentation from a gesture, or nil for none.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The object driving a dismissal from a gesture, or nil for none.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil by default: UIKit's own animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil by default: UIKit's own animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil by default: the default presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
    /// Nil by default: the presentation runs by itself.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    /// Nil by default: the dismissal runs by itself.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}
