import Foundation

/// `UILayoutSupport`: the edge of a bar a controller's content lays out against (the
/// `topLayoutGuide` of iOS 7–10, replaced by the safe area). A `UILayoutGuide` is one: its
/// `length` is its height at the last layout pass.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the bar reaches into the view.
    var length: CGFloat { get }
    /// The edge nearest the top of the screen.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The edge nearest the bottom.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The height.
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height at the last layout pass.
    public var length: CGFloat { layoutFrame.height }
}
