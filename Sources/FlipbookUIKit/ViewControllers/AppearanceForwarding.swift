import Foundation

/// Appearance callbacks that follow views into and out of a showing window, as UIKit forwards
/// them to the controllers whose views move (`shouldAutomaticallyForwardAppearanceMethods`):
/// a controller's view added to a showing window appears at once (will, then did), and one
/// removed disappears at once. Controllers in a transition get theirs from the transition.
@MainActor
enum AppearanceForwarding {
    /// The controllers whose views are in `view`'s subtree, parents first.
    /// Those whose parents forward to them automatically (a container returning false from
    /// `shouldAutomaticallyForwardAppearanceMethods` forwards by hand).
    static func controllers(under view: UIView) -> [UIViewController] {
        view.subtreeViews.compactMap(\.owningController).filter { controller in
            sequence(first: controller, next: \.parent).dropFirst().allSatisfy(\.shouldAutomaticallyForwardAppearanceMethods)
        }
    }

    /// `view` moved: if it went from a hidden place to a showing window, its controllers
    /// appear; the other way, they finish disappearing.
    static func viewMoved(_ view: UIView, wasShowing: Bool) {
        let isShowing = view.isInShowingWindow
        guard isShowing != wasShowing else { return }
        for controller in controllers(under: view) where controller.transitionRole == .none {
            if isShowing {
                controller.beginAppearance(true, animated: false)
                controller.endAppearance(animated: false)
            } else {
                controller.endAppearance(animated: false)
            }
        }
    }

    /// A transition ended: the controllers it moved leave its hands and their appearance
    /// changes end ("did"); cancelled, each first turns back to where it was ("will" the other
    /// way).
    static func endTransition(of controllers: [UIViewController], completed: Bool, animated: Bool) {
        for controller in controllers { controller.transitionRole = .none }
        if !completed {
            for controller in controllers { controller.beginAppearance(controller.appearance == .disappearing, animated: animated) }
        }
        for controller in controllers { controller.endAppearance(animated: animated) }
    }

    /// `view` is about to leave a showing window: its controllers start disappearing.
    static func beginDisappearing(under view: UIView) {
        for controller in controllers(under: view) where controller.transitionRole == .none {
            controller.beginAppearance(false, animated: false)
        }
    }
}

extension UIView {
    /// Whether the view is in a window that shows (`makeKeyAndVisible()` was called, or a
    /// recording of it runs).
    var isInShowingWindow: Bool { window?.showsContent == true }
}
