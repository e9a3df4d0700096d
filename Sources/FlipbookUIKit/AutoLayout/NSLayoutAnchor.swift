import Foundation

/// One item's attribute times a coefficient: what an anchor stands for. An anchor made by
/// `anchorWithOffset(to:)` is two of them (the other anchor minus this one).
struct AnchorTerm {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: CGFloat
}

/// `NSLayoutAnchor`: an edge, centre or size of a view or layout guide, from which constraints
/// are made (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`). The type
/// parameter keeps x positions, y positions and sizes apart, as UIKit's does.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let terms: [AnchorTerm]

    init(terms: [AnchorTerm]) {
        self.terms = terms
        super.init()
    }

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        terms = [AnchorTerm(item: item, attribute: attribute, coefficient: 1)]
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { terms.first?.item }

    /// The anchor's attribute.
    var attribute: NSLayoutConstraint.Attribute { terms.first?.attribute ?? .notAnAttribute }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstTerms: terms, relation, secondTerms: other?.terms ?? [], multiplier: multiplier, constant: constant)
    }

    /// `other − self`: the distance from this anchor to another, as terms.
    func offsetTerms(to other: NSLayoutAnchor<AnchorType>) -> [AnchorTerm] {
        other.terms + terms.map { AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) }
    }

    /// This anchor equal to another.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    /// This anchor at least another.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// This anchor at most another.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// This anchor equal to another plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// This anchor at least another plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// This anchor at most another plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard spacing between sibling views: 8 points (`constraint(equalToSystemSpacingAfter:multiplier:)`).
let systemSpacing: CGFloat = 8

/// `NSLayoutXAxisAnchor`: a horizontal position (leading, trailing, left, right, centre x).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a size that can be constrained.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: offsetTerms(to: otherAnchor))
    }
    /// This anchor `multiplier` × the system spacing (8 points) after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor at least `multiplier` × the system spacing after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor at most `multiplier` × the system spacing after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// `NSLayoutYAxisAnchor`: a vertical position (top, bottom, centre y, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a size that can be constrained.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: offsetTerms(to: otherAnchor))
    }
    /// This anchor `multiplier` × the system spacing (8 points) below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor at least `multiplier` × the system spacing below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor at most `multiplier` × the system spacing below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// `NSLayoutDimension`: a width or a height (or the distance between two anchors).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This size equal to `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// This size at least `c` points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// This size at most `c` points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    /// This size `m` × another.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// This size at least `m` × another.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// This size at most `m` × another.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// This size `m` × another plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// This size at least `m` × another plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// This size at most `m` × another plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
