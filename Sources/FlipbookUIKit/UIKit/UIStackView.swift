import Foundation

/// `UIStackView`: arranged subviews in a row or a column, placed by constraints the stack view
/// makes itself (as UIKit's does), so they take part in Auto Layout like any other.
///
/// Along the axis the arranged views are chained edge to edge with `spacing` (or the custom
/// spacing after a view); across it they follow `alignment`. A hidden arranged view leaves the
/// chain (its size along the axis becomes 0 and the spacing around it goes), and hiding or
/// showing one inside an animation block lays the stack out at once, so the others animate into
/// place, as on iOS.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// The views fill the length: the one with the lowest content hugging priority stretches,
        /// the one with the lowest compression resistance shrinks (the default).
        case fill
        /// Every view has the same length.
        case fillEqually
        /// The views' lengths keep the proportions of their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes and the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views' centres are equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// Where the arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// They fill the stack's breadth (the default).
        case fill
        /// Leading edges together (the left, in a column).
        case leading
        /// Top edges together, in a row (the same as `leading`).
        public static var top: Alignment { .leading }
        /// First baselines together, in a row (a label's text; the top edge of a view without text).
        case firstBaseline
        /// Centred.
        case center
        /// Trailing edges together (the right, in a column).
        case trailing
        /// Bottom edges together, in a row (the same as `trailing`).
        public static var bottom: Alignment { .trailing }
        /// Last baselines together, in a row (a label's text; the bottom edge of a view without text).
        case lastBaseline
    }

    /// The value of `customSpacing(after:)` when none was set: `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The standard spacing between views (8 points).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// The views the stack arranges, in order (each is also a subview).
    open private(set) var arrangedSubviews: [UIView] = []

    /// Row (horizontal, the default) or column (vertical).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rearrange() } }
    /// How the views share the length (fill by default).
    open var distribution: Distribution = .fill { didSet { rearrange() } }
    /// Where the views sit across the axis (fill by default).
    open var alignment: Alignment = .fill { didSet { rearrange() } }
    /// The gap between adjacent views (0 by default; `spacingUseSystem` is 8 points).
    open var spacing: CGFloat = 0 { didSet { rearrange() } }
    /// Whether the views are arranged inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { rearrange() } }
    /// Whether vertical spacing is measured between baselines: not modelled (it is measured
    /// between the views' edges), so setting it is listed as a warning.
    open var isBaselineRelativeArrangement = false {
        didSet {
            guard isBaselineRelativeArrangement, !oldValue else { return }
            layer.report("isBaselineRelativeArrangement is not modelled: spacing is measured between the views' edges", isWarning: true)
        }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made at its last arrangement.
    private var arrangement: [NSLayoutConstraint] = []

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a view at the end of the arrangement (and as a subview; its frame then comes from
    /// constraints).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rearrange()
    }

    /// Takes a view out of the arrangement; it stays a subview (call `removeFromSuperview()` too
    /// to remove it from the screen, as on iOS).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange()
    }

    /// Sets the gap after `arrangedSubview` only.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        rearrange()
    }

    /// The gap after `arrangedSubview`, or `spacingUseDefault` when `spacing` applies.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Removing an arranged view from the stack's subviews removes it from the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Makes the arrangement's constraints again.
    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    private var needsArrangement = true

    private func rearrange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// An arranged view was hidden or shown: inside an animation block the stack lays out now,
    /// so the others' moves animate (UIKit's stack view does the same).
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        rearrange()
        if RecordingContext.current?.scene.isInsideAnimationBlock == true { (superview ?? self).layoutIfNeeded() }
    }

    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? spacing : custom
        return value == UIStackView.spacingUseSystem ? systemSpacing : value
    }

    /// The constraints that place the arranged views, made afresh.
    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangement)
        for guide in layoutGuides where guide.identifier.hasPrefix("UISV-") { removeLayoutGuide(guide) }
        var made: [NSLayoutConstraint] = []
        let horizontal = axis == .horizontal
        let container: (leading: NSLayoutAnchor<AnyObject>, trailing: NSLayoutAnchor<AnyObject>, top: NSLayoutAnchor<AnyObject>,
                        bottom: NSLayoutAnchor<AnyObject>) = isLayoutMarginsRelativeArrangement
            ? (erase(layoutMarginsGuide.leadingAnchor), erase(layoutMarginsGuide.trailingAnchor), erase(layoutMarginsGuide.topAnchor),
               erase(layoutMarginsGuide.bottomAnchor))
            : (erase(leadingAnchor), erase(trailingAnchor), erase(topAnchor), erase(bottomAnchor))
        // Along the axis: start, end and length of a view; across it: start, end, centre.
        func start(_ view: UIView) -> NSLayoutAnchor<AnyObject> { horizontal ? erase(view.leadingAnchor) : erase(view.topAnchor) }
        func end(_ view: UIView) -> NSLayoutAnchor<AnyObject> { horizontal ? erase(view.trailingAnchor) : erase(view.bottomAnchor) }
        func length(_ view: UIView) -> NSLayoutAnchor<AnyObject> { horizontal ? erase(view.widthAnchor) : erase(view.heightAnchor) }
        func middle(_ view: UIView) -> NSLayoutAnchor<AnyObject> { horizontal ? erase(view.centerXAnchor) : erase(view.centerYAnchor) }
        let (axisStart, axisEnd) = horizontal ? (container.leading, container.trailing) : (container.top, container.bottom)
        let (crossStart, crossEnd) = horizontal ? (container.top, container.bottom) : (container.leading, container.trailing)
        func crossStartOf(_ view: UIView) -> NSLayoutAnchor<AnyObject> { horizontal ? erase(view.topAnchor) : erase(view.leadingAnchor) }
        func crossEndOf(_ view: UIView) -> NSLayoutAnchor<AnyObject> { horizontal ? erase(view.bottomAnchor) : erase(view.trailingAnchor) }
        func crossMiddle(_ view: UIView) -> NSLayoutAnchor<AnyObject> { horizontal ? erase(view.centerYAnchor) : erase(view.centerXAnchor) }
        let crossMiddleOfContainer: NSLayoutAnchor<AnyObject> = isLayoutMarginsRelativeArrangement
            ? (horizontal ? erase(layoutMarginsGuide.centerYAnchor) : erase(layoutMarginsGuide.centerXAnchor))
            : (horizontal ? erase(centerYAnchor) : erase(centerXAnchor))

        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Along the axis.
        var previous: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                // Out of the chain: no length, at the end of the views before it.
                made.append(NSLayoutConstraint(firstTerms: length(view).terms, .equal, secondTerms: [], multiplier: 1, constant: 0))
                made.append(start(view).make(.equal, previous.map(end) ?? axisStart, constant: 0))
                continue
            }
            if let previous {
                let spacing = gap(after: previous)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    made.append(start(view).make(.equal, end(previous), constant: spacing))
                case .equalSpacing, .equalCentering:
                    made.append(start(view).make(.greaterThanOrEqual, end(previous), constant: spacing))
                    // A hidden guide spans each gap (or from centre to centre); all are as long.
                    let guide = UILayoutGuide()
                    guide.identifier = "UISV-distributing"
                    addLayoutGuide(guide)
                    let from = distribution == .equalSpacing ? end(previous) : middle(previous)
                    let to = distribution == .equalSpacing ? start(view) : middle(view)
                    let guideStart = horizontal ? erase(guide.leadingAnchor) : erase(guide.topAnchor)
                    let guideEnd = horizontal ? erase(guide.trailingAnchor) : erase(guide.bottomAnchor)
                    made.append(guideStart.make(.equal, from, constant: 0))
                    made.append(guideEnd.make(.equal, to, constant: 0))
                    if let first = layoutGuides.first(where: { $0.identifier == "UISV-distributing" }), first !== guide {
                        let firstLength = horizontal ? erase(first.widthAnchor) : erase(first.heightAnchor)
                        let guideLength = horizontal ? erase(guide.widthAnchor) : erase(guide.heightAnchor)
                        made.append(guideLength.make(.equal, firstLength, constant: 0))
                    }
                }
            } else {
                made.append(start(view).make(.equal, axisStart, constant: 0))
            }
            previous = view
        }
        if let last = visible.last { made.append(end(last).make(.equal, axisEnd, constant: 0)) }
        if let first = visible.first {
            for view in visible.dropFirst() {
                switch distribution {
                case .fillEqually:
                    made.append(length(view).make(.equal, length(first), constant: 0))
                case .fillProportionally:
                    let size = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                    let firstSize = horizontal ? first.intrinsicContentSize.width : first.intrinsicContentSize.height
                    if size > 0, firstSize > 0 {
                        let proportion = NSLayoutConstraint(firstTerms: length(view).terms, .equal, secondTerms: length(first).terms,
                                                            multiplier: size / firstSize, constant: 0)
                        proportion.priority = UILayoutPriority(999)
                        made.append(proportion)
                    }
                default:
                    break
                }
            }
        }
        // Across the axis.
        let baselineReference = visible.first ?? arrangedSubviews.first
        for view in arrangedSubviews {
            if horizontal, alignment == .firstBaseline || alignment == .lastBaseline, let reference = baselineReference {
                // Baselines on the first view's; every view within the stack's breadth.
                let first = alignment == .firstBaseline
                func baseline(_ view: UIView) -> NSLayoutAnchor<AnyObject> {
                    first ? erase(view.firstBaselineAnchor) : erase(view.lastBaselineAnchor)
                }
                if view !== reference { made.append(baseline(view).make(.equal, baseline(reference), constant: 0)) }
                made.append(crossStartOf(view).make(.greaterThanOrEqual, crossStart, constant: 0))
                made.append(crossEndOf(view).make(.lessThanOrEqual, crossEnd, constant: 0))
                continue
            }
            switch alignment {
            case .fill:
                made.append(crossStartOf(view).make(.equal, crossStart, constant: 0))
                made.append(crossEndOf(view).make(.equal, crossEnd, constant: 0))
            case .leading, .firstBaseline:
                made.append(crossStartOf(view).make(.equal, crossStart, constant: 0))
                made.append(crossEndOf(view).make(.lessThanOrEqual, crossEnd, constant: 0))
            case .trailing, .lastBaseline:
                made.append(crossEndOf(view).make(.equal, crossEnd, constant: 0))
                made.append(crossStartOf(view).make(.greaterThanOrEqual, crossStart, constant: 0))
            case .center:
                made.append(crossMiddle(view).make(.equal, crossMiddleOfContainer, constant: 0))
                made.append(crossStartOf(view).make(.greaterThanOrEqual, crossStart, constant: 0))
            }
        }
        if alignment != .fill {
            // The stack is no broader than its broadest view unless something stretches it.
            let breadth = horizontal ? erase(heightAnchor) : erase(widthAnchor)
            let fit = NSLayoutConstraint(firstTerms: breadth.terms, .equal, secondTerms: [], multiplier: 1, constant: 0)
            fit.priority = UILayoutPriority(25)
            made.append(fit)
        }
        for constraint in made { constraint.identifier = constraint.identifier ?? "UISV-arrangement" }
        arrangement = made
        NSLayoutConstraint.activate(made)
    }

    private func erase<T>(_ anchor: NSLayoutAnchor<T>) -> NSLayoutAnchor<AnyObject> { NSLayoutAnchor(terms: anchor.terms) }
}
