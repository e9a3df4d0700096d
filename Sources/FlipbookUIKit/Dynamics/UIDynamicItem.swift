import Foundation

/// `UIDynamicItem`: what a dynamic animator moves (views do): its centre and bounds (and
/// transform, which Flipbook's dynamics leave alone: items do not turn).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, in its reference view's coordinates.
    var center: CGPoint { get set }
    /// The item's bounds: its size is what collides and what weighs.
    var bounds: CGRect { get }
    /// The item's transform (not changed: items do not turn here).
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
