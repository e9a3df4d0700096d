import Foundation

/// `NSLayoutConstraint`: `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// solved by the window's layout engine (FlipbookConstraintSolver's Cassowary solver) at each
/// layout pass.
///
/// An active constraint belongs to the closest common ancestor of its items' views (it is in
/// that view's `constraints`), as UIKit files it. Changing `constant` or `priority` of an active
/// constraint marks the layout as needing a pass; the change takes effect at the next one
/// (`layoutIfNeeded()`, the recording's next `clock.wait`), which inside an animation block
/// animates the frames it moves.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attributes of an item a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left one, or the right one in a right-to-left view.
        case leading
        /// The trailing edge: the right one, or the left one in a right-to-left view.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last line's baseline: a label's, or the bottom edge of a view without text.
        case lastBaseline
        /// The first line's baseline: a label's, or the top edge of a view without text.
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin
        /// The horizontal centre of the margins.
        case centerXWithinMargins
        /// The vertical centre of the margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constant size (`width = 80`).
        case notAnAttribute = 0

        /// `lastBaseline`, under its old name.
        public static var baseline: Attribute { .lastBaseline }

        /// Whether the attribute is a size rather than a position.
        var isSize: Bool { self == .width || self == .height }

        /// Whether the attribute is horizontal.
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins:
                return true
            default:
                return false
            }
        }
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1
    }

    /// The first item: a `UIView` or a `UILayoutGuide`.
    open var firstItem: AnyObject? { first }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item, nil for a constant (`width = 80`).
    open var secondItem: AnyObject? { second }
    /// The second item's attribute (`notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The factor applied to the second item's attribute.
    public let multiplier: CGFloat
    // Held weakly: a view's constraints must not keep it alive.
    private weak var first: AnyObject?
    private weak var second: AnyObject?

    /// The constant added to the second side. Changing it moves the layout at the next pass.
    open var constant: CGFloat {
        didSet { if constant != oldValue { LayoutEngine.constraintChanged(self) } }
    }

    /// How much the constraint matters (`required` by default). Like UIKit, a required
    /// constraint cannot become optional (or the reverse) once active: such a change is
    /// reported and ignored.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                priority = oldValue
                LayoutEngine.report("\(self): the priority of an active constraint cannot change between required and optional")
                return
            }
            LayoutEngine.constraintChanged(self)
        }
    }

    /// A name shown in messages about the constraint.
    open var identifier: String?

    /// Whether the constraint takes part in layout. Activating it adds it to its items' closest
    /// common ancestor; an item in no hierarchy shared with the other is reported and the
    /// constraint stays inactive (UIKit raises an exception).
    open var isActive: Bool {
        get { owningView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// The view whose `constraints` hold it while it is active.
    weak var owningView: UIView?

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(terms: firstTerms) }

    /// The second item's anchor, nil for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerms.isEmpty ? nil : NSLayoutAnchor(terms: secondTerms) }

    /// `view1.attr1 relation multiplier × view2.attr2 + c`: UIKit's designated form. Items are
    /// views or layout guides; `view2` is nil (and `attr2` `.notAnAttribute`) for a constant.
    ///
    /// It is a designated initializer here, so that a subclass of your own with no
    /// initializers (SnapKit's `LayoutConstraint`) inherits it, as it does on iOS.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject, second = view2.map { $0 as AnyObject }
        self.first = first
        self.firstAttribute = attr1
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = c
        firstTerms = [AnchorTerm(item: first, attribute: attr1, coefficient: 1)]
        secondTerms = second.map { [AnchorTerm(item: $0, attribute: attr2, coefficient: 1)] } ?? []
        super.init()
    }

    /// A constraint between anchors (an offset between two anchors is two terms).
    init(firstTerms: [AnchorTerm], _ relation: Relation, secondTerms: [AnchorTerm], multiplier: CGFloat, constant: CGFloat) {
        first = firstTerms.first?.item
        firstAttribute = firstTerms.first?.attribute ?? .notAnAttribute
        self.relation = relation
        second = secondTerms.first?.item
        secondAttribute = secondTerms.first?.attribute ?? .notAnAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.firstTerms = firstTerms
        self.secondTerms = secondTerms
        super.init()
    }

    /// What each side stands for: items' attributes times coefficients.
    let firstTerms: [AnchorTerm]
    let secondTerms: [AnchorTerm]

    /// Activates each constraint (faster than one by one on iOS; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// As UIKit prints it: `<NSLayoutConstraint banner.top == superview.top + 8 (identifier)>`
    /// (read off the main queue, only the class name: the constraint's values are the main
    /// actor's).
    open override var description: String {
        guard MainQueue.isCurrent else { return "<NSLayoutConstraint>" }
        return MainActor.assumeIsolated { mainThreadDescription }
    }

    private var mainThreadDescription: String {
        func name(_ item: AnyObject?) -> String {
            if let view = item as? UIView { return view.layoutName }
            if let guide = item as? UILayoutGuide { return guide.layoutName }
            return "nil"
        }
        let relation = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        var right = secondItem.map { "\(multiplier == 1 ? "" : "\(multiplier)×")\(name($0)).\(secondAttribute)" } ?? ""
        if constant != 0 || right.isEmpty { right += right.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)") }
        let priorityText = priority == .required ? "" : " @\(priority.rawValue)"
        return "<NSLayoutConstraint \(name(firstItem)).\(firstAttribute) \(relation) \(right)\(priorityText)\(identifier.map { " (\($0))" } ?? "")>"
    }
}
