import Foundation

extension NSLayoutConstraint {
    /// A direction of layout: content hugging and compression resistance are set per axis.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension UIView {
    /// `UIView.AutoresizingMask`: which of a view's margins and sizes stretch when its superview's
    /// size changes (springs and struts), for views whose frames are not from constraints.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The size `systemLayoutSizeFitting(_:)` returns as small as constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting(_:)` returns as large as constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// A name for messages about constraints: the accessibility identifier, else the layer's id.
    var layoutName: String { layer.resolvedID }

    // MARK: Anchors

    /// The leading edge (the left one: text runs left to right here).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right one).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line's baseline (the top edge of a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline (the bottom edge of a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// The active constraints this view holds (those whose items' closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { ownedConstraints }

    /// Activates a constraint (UIKit's older way; it is filed on the items' common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates a constraint this view holds.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.owningView === self { constraint.isActive = false }
    }

    /// Deactivates constraints this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the last layout pass left the view's position or size free to move without
    /// breaking any constraint (Auto Layout calls such a layout ambiguous).
    public var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self) }

    // MARK: Layout guides

    /// The view's custom layout guides.
    public var layoutGuides: [UILayoutGuide] { ownedGuides }

    /// Adds a custom layout guide to the view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        ownedGuides.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.structureChanged(self)
    }

    /// Removes a custom layout guide (its constraints stop applying).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        ownedGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
        LayoutEngine.structureChanged(self)
    }

    private func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = systemGuides[kind] { return guide }
        let guide = UILayoutGuide(kind: kind, owner: self)
        systemGuides[kind] = guide
        return guide
    }

    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }

    /// The area inside `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// The part of the margins a text column should use: at most 672 points wide (the readable
    /// width at the default text size), centred in the margins.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// The insets of the safe area: the part of the superview's safe area the view overlaps
    /// (from the frames of the last layout pass), plus, for a controller's view, the bars its
    /// container draws over it and its controller's `additionalSafeAreaInsets`. A `UIWindow(frame:)` has none of its
    /// own (no bars or rounded corners).
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview, !(self is UIWindow) {
            let outer = superview.safeAreaInsets
            if outer != .zero {
                let safe = superview.bounds.inset(by: outer), frame = self.frame
                insets = UIEdgeInsets(top: min(max(safe.minY - frame.minY, 0), frame.height),
                                      left: min(max(safe.minX - frame.minX, 0), frame.width),
                                      bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
                                      right: min(max(frame.maxX - safe.maxX, 0), frame.width))
            }
        }
        if let controller = owningController {
            for extra in [controller.containerSafeAreaInsets, controller.additionalSafeAreaInsets] {
                insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
        }
        return insets
    }

    /// `layoutMargins` by leading and trailing edge.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    // MARK: Content hugging and compression resistance

    /// How strongly the view resists growing past its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        LayoutEngine.structureChanged(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistancePriorities.horizontal : compressionResistancePriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionResistancePriorities.horizontal = priority } else { compressionResistancePriorities.vertical = priority }
        LayoutEngine.structureChanged(self)
    }

    // MARK: Geometry changes

    /// A frame, bounds or centre was set: a frame the layout engine reads (a view whose frame
    /// is not from constraints) must be read again, and a new size means new layout inside.
    func geometryChanged(oldSize: CGSize) {
        if translatesAutoresizingMaskIntoConstraints { LayoutEngine.frameChanged(self) }
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        needsLayoutFlag = true
        if contentMode == .redraw { needsDisplayFlag = true }
        boundsSizeDidChange()
        LayoutEngine.autoresizeSubviews(of: self, from: oldSize, to: newSize)
    }
}
