import Foundation

/// Converting points and rectangles between views, as UIKit does: through each view's frame,
/// bounds (a scroll view's content offset included) and transform, by its layer's conversion.
extension UIView {
    /// `point`, in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// `point`, in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// `rect`, in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// `rect`, in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }
}
