import Foundation

/// `UILayoutGuide`: a rectangle in a view's layout that is not a view (a gap between views, a
/// content area). Constraints place it like a view; `layoutFrame` is where the last layout pass
/// put it. The system's guides (`layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide`) are guides the view places itself.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which system guide it is, if any.
    enum Kind {
        case custom, layoutMargins, safeArea, readableContent, keyboard
    }

    let kind: Kind

    /// The view the guide belongs to (`addLayoutGuide(_:)` sets it).
    open internal(set) weak var owningView: UIView?

    /// A name shown in messages about its constraints.
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    open internal(set) var layoutFrame: CGRect = .zero

    /// A custom guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        super.init()
        identifier = switch kind {
        case .custom: ""
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        }
    }

    /// A name for messages: the identifier, with the owning view's.
    var layoutName: String { "\(identifier.isEmpty ? "UILayoutGuide" : identifier)(\(owningView?.layoutName ?? "no view"))" }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
