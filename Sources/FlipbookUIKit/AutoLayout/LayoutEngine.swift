import Foundation
import FlipbookConstraintSolver

/// Auto Layout for one view hierarchy: the constraint solver, kept on the hierarchy's root view
/// and brought up to date incrementally at each layout pass.
///
/// Every view or layout guide a constraint names, and every ancestor of such a view, is a box
/// of four solver variables: left, top, width and height in the root's coordinates. A view
/// whose frame is not from constraints (`translatesAutoresizingMaskIntoConstraints`, true for
/// views made in code) has its frame as four required constraints, as UIKit's autoresizing
/// constraints; a view placed by constraints has its intrinsic size as content hugging and
/// compression resistance. At a pass the engine compares what the hierarchy asks for with what
/// the solver holds: constraints that went are removed, new ones added, and a constraint whose
/// only change is its constant is moved in place (the dual simplex, no re-solve).
///
/// A required constraint that cannot hold with those before it (frames first, then constraints
/// in the order they were activated) is the one broken, as UIKit breaks one: it is left out
/// and reported once in `Timeline.problems`, naming it and its views.
@MainActor
final class LayoutEngine {
    /// A view's or guide's rectangle in the root's coordinates.
    struct Box {
        let left: Variable, top: Variable, width: Variable, height: Variable
    }

    /// What a solver constraint stands for.
    enum Key: Hashable {
        case user(ObjectIdentifier)
        /// A view's frame (autoresizing constraints), a root's size, or a system guide's place: four each.
        case frame(ObjectIdentifier, Int)
        /// A view's intrinsic size: hugging and compression resistance per axis.
        case intrinsic(ObjectIdentifier, Int)
    }

    /// A constraint the engine wants, before it is compared with the solver's.
    struct Wanted {
        let key: Key
        let expression: LinearExpression
        let relation: Relation
        let strength: Strength
        /// Variables and coefficients (without the constant), relation and strength: when only
        /// the constant differs, the constraint moves in place.
        var signature: [String] {
            expression.terms.map { "\(ObjectIdentifier($0.variable).hashValue):\($0.coefficient)" } + ["\(relation)", "\(strength.level)"]
        }
    }

    private let solver = Solver()
    private var boxes: [ObjectIdentifier: Box] = [:]
    private var held: [Key: (constraint: Constraint, signature: [String])] = [:]
    /// Constraints broken and reported, so each is reported once.
    private var reportedBroken: Set<Key> = []
    /// Views whose ambiguous layout was reported, so each is reported once.
    private var reportedAmbiguous: Set<ObjectIdentifier> = []
    /// The margins the last sync used for views that preserve their superview's margins.
    private var preservedMargins: [ObjectIdentifier: UIEdgeInsets] = [:]
    /// The safe-area insets each view's guide was built with, to notice when they change.
    private var usedSafeAreas: [ObjectIdentifier: UIEdgeInsets] = [:]

    /// The margins constraints use: the view's own, raised where it preserves its superview's
    /// margins. Apple: "the superview's margins are also considered ... when the distance between
    /// the edge of a view and its superview is smaller than the corresponding margin ... the
    /// smallest amount needed to ensure that content is also inside the superview's margins".
    /// The distance is the view's frame from the last pass.
    ///
    /// A controller's root view keeps at least its controller's `systemMinimumLayoutMargins`
    /// (unless `viewRespectsSystemMinimumLayoutMargins` is false), and with
    /// `insetsLayoutMarginsFromSafeArea` the margins are measured from the safe area's edges
    /// (Apple: "margins that are outside the safe area are automatically modified to fall
    /// within the safe area boundary").
    static func effectiveMargins(of view: UIView) -> UIEdgeInsets {
        var margins = view.layoutMargins
        if let controller = view.owningController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins.left = max(margins.left, minimum.leading)
            margins.right = max(margins.right, minimum.trailing)
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
        }
        if view.insetsLayoutMarginsFromSafeArea {
            let safe = view.safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard view.preservesSuperviewLayoutMargins, let superview = view.superview else { return margins }
        let outer = effectiveMargins(of: superview)
        let frame = view.frame, bounds = superview.bounds
        margins.left = max(margins.left, outer.left - (frame.minX - bounds.minX))
        margins.top = max(margins.top, outer.top - (frame.minY - bounds.minY))
        margins.right = max(margins.right, outer.right - (bounds.maxX - frame.maxX))
        margins.bottom = max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
        return margins
    }

    private func usedMargins(of view: UIView) -> UIEdgeInsets {
        let margins = LayoutEngine.effectiveMargins(of: view)
        if view.preservesSuperviewLayoutMargins { preservedMargins[ObjectIdentifier(view)] = margins }
        return margins
    }

    /// Whether a view that preserves its superview's margins has moved so that they changed.
    func preservedMarginsChanged(in root: UIView) -> Bool {
        root.subtreeViews.contains { view in
            guard let used = preservedMargins[ObjectIdentifier(view)] else { return false }
            return used != LayoutEngine.effectiveMargins(of: view)
        }
    }

    /// Whether views' safe areas moved since their guides were built (a frame changed in the
    /// pass, or `additionalSafeAreaInsets`); their views and controllers are told.
    func safeAreasChanged(in root: UIView) -> Bool {
        var changed = false
        for view in root.subtreeViews {
            guard let used = usedSafeAreas[ObjectIdentifier(view)], used != view.safeAreaInsets else { continue }
            changed = true
            view.safeAreaInsetsDidChange()
            view.owningController?.viewSafeAreaInsetsDidChange()
        }
        return changed
    }
    /// Whether the hierarchy changed since the last sync.
    var isDirty = true
    /// For `systemLayoutSizeFitting`: the root's size is pulled towards a target at these
    /// priorities instead of pinned to its bounds.
    private var fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// Activation order of user constraints, so the one broken is the last one added.
    private static var activationCounter = 0
    private static var activationOrder: [ObjectIdentifier: Int] = [:]

    // MARK: Notifications from the API

    static func activate(_ constraint: NSLayoutConstraint) {
        let views = constraint.itemViews
        guard let first = views.first else {
            report("\(constraint): it has no view or layout guide in a view")
            return
        }
        guard let ancestor = views.dropFirst().reduce(Optional(first), { common($0, $1) }) else {
            report("\(constraint): its items have no common ancestor (add them to one hierarchy before activating); it stays inactive", on: first)
            return
        }
        let numbers = constraint.firstTerms.map(\.coefficient) + constraint.secondTerms.map(\.coefficient) + [constraint.constant, constraint.multiplier]
        guard numbers.allSatisfy(\.isFinite) else {
            report("\(constraint): its constant or multiplier is not a finite number; it stays inactive", on: first)
            return
        }
        if constraint.multiplier == 0, !constraint.secondTerms.isEmpty, !constraint.secondAttribute.isSize {
            report("\(constraint): a multiplier of 0 on a position makes the position the constant alone (UIKit raises an exception); it stays inactive", on: first)
            return
        }
        activationCounter += 1
        activationOrder[ObjectIdentifier(constraint)] = activationCounter
        constraint.owningView = ancestor
        ancestor.ownedConstraints.append(constraint)
        structureChanged(ancestor)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let owner = constraint.owningView else { return }
        owner.ownedConstraints.removeAll { $0 === constraint }
        constraint.owningView = nil
        activationOrder[ObjectIdentifier(constraint)] = nil
        structureChanged(owner)
    }

    /// A constraint's constant or priority changed.
    static func constraintChanged(_ constraint: NSLayoutConstraint) {
        if let owner = constraint.owningView { structureChanged(owner) }
    }

    /// Something the engine reads changed in `view`'s hierarchy: the next pass syncs.
    static func structureChanged(_ view: UIView) {
        view.needsLayoutFlag = true
        view.root.layoutEngine?.isDirty = true
    }

    /// A view whose frame the engine reads as constraints moved or resized.
    static func frameChanged(_ view: UIView) {
        view.root.layoutEngine?.isDirty = true
    }

    /// A view left its superview: constraints that name a view of its subtree and are held
    /// outside it are deactivated (UIKit removes them with the view).
    static func viewWillLeave(_ view: UIView) {
        var ancestor = view.superview
        while let holder = ancestor {
            for constraint in holder.ownedConstraints where constraint.itemViews.contains(where: { $0.isDescendant(of: view) }) {
                deactivate(constraint)
            }
            ancestor = holder.superview
        }
        view.root.layoutEngine?.isDirty = true
    }

    static func report(_ message: String, on view: UIView? = nil, isWarning: Bool = false) {
        if let view {
            view.layer.report(message, isWarning: isWarning)
        } else {
            ProblemOutput.print(message)
        }
    }

    static func isAmbiguous(_ view: UIView) -> Bool {
        guard let engine = view.root.layoutEngine, let box = engine.boxes[ObjectIdentifier(view)] else { return false }
        return [box.left, box.top, box.width, box.height].contains(where: engine.solver.isAmbiguous)
    }

    /// `systemLayoutSizeFitting`: the size the view's own constraints and its subviews' give it
    /// when its width and height are pulled towards `target` at the given priorities, solved in
    /// an engine of its own (the view's frame and its hierarchy's layout are not touched).
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded(in: view)
        let engine = LayoutEngine()
        engine.fitting = (target, horizontal, vertical)
        engine.update(root: view)
        guard let box = engine.boxes[ObjectIdentifier(view)] else { return view.bounds.size }
        return engine.rect(box, scale: view.pixelScale).size
    }

    // MARK: Passes

    /// `layoutIfNeeded()`: constraints updated, the engine synced, then `layoutSubviews` top-down
    /// from the highest view that needs it (CALayer lays out from the topmost ancestor that
    /// needs layout), so `view` and everything above it that was waiting are laid out.
    static func layoutIfNeeded(from view: UIView) {
        let root = view.root
        var start = view
        var ancestor = view.superview
        // A pass can change what it depends on (a label that wraps at its width measures again
        // when the width changes): passes repeat until nothing changes, at most four.
        for _ in 0..<4 {
            updateConstraintsIfNeeded(in: root)
            sync(root)
            while let candidate = ancestor {
                if candidate.needsLayoutFlag { start = candidate }
                ancestor = candidate.superview
            }
            layOut(start, root: root)
            if let engine = root.layoutEngine, engine.preservedMarginsChanged(in: root) || engine.safeAreasChanged(in: root) {
                engine.isDirty = true
            }
            guard root.layoutEngine?.isDirty == true || start.subtreeViews.contains(where: \.needsLayoutFlag) else { break }
            ancestor = start.superview
        }
    }

    private static func layOut(_ view: UIView, root: UIView) {
        // Its frame and its ancestors' are placed by now, so its safe area is known.
        (view as? UIScrollView)?.applyContentInsetAdjustment()
        if view.needsLayoutFlag {
            view.needsLayoutFlag = false
            // A superview's `layoutSubviews` may have moved frames the engine reads.
            sync(root)
            // With the view's traits current, as UIKit lays it out.
            view.traitCollection.performAsCurrent {
                view.owningController?.viewWillLayoutSubviews()
                view.layoutSubviews()
                view.owningController?.viewDidLayoutSubviews()
            }
        }
        for subview in view.subviews { layOut(subview, root: root) }
    }

    /// Runs `updateConstraints()` where it is due, leaves first (UIKit updates constraints
    /// bottom-up, before layout).
    static func updateConstraintsIfNeeded(in view: UIView) {
        for subview in view.subviews { updateConstraintsIfNeeded(in: subview) }
        if view.needsUpdateConstraintsFlag { view.updateConstraints() }
    }

    /// Brings the root's engine up to date with its hierarchy, if anything changed.
    private static func sync(_ root: UIView) {
        if root.layoutEngine == nil {
            guard root.hasConstraintsInSubtree else { return }
            root.layoutEngine = LayoutEngine()
        }
        guard let engine = root.layoutEngine, engine.isDirty else { return }
        engine.isDirty = false
        engine.update(root: root)
    }

    /// The default `layoutSubviews`: the subviews placed by constraints go where the engine put
    /// them, and the view's layout guides get their frames.
    static func applyFrames(toSubviewsOf view: UIView) {
        let root = view.root
        guard let engine = root.layoutEngine, let parentBox = engine.boxes[ObjectIdentifier(view)] else { return }
        let parent = engine.rect(parentBox, scale: root.pixelScale)
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let box = engine.boxes[ObjectIdentifier(subview)] else { continue }
            let rect = engine.rect(box, scale: root.pixelScale)
            let origin = CGPoint(x: rect.minX - parent.minX + view.bounds.minX, y: rect.minY - parent.minY + view.bounds.minY)
            // Auto Layout sets the bounds' size and the centre (the rectangle's midpoint).
            if subview.bounds.size != rect.size { subview.bounds = CGRect(origin: subview.bounds.origin, size: rect.size) }
            let center = CGPoint(x: origin.x + rect.width / 2, y: origin.y + rect.height / 2)
            if subview.center != center { subview.center = center }
        }
        for guide in view.ownedGuides + Array(view.systemGuides.values) {
            guard let box = engine.boxes[ObjectIdentifier(guide)] else { continue }
            let rect = engine.rect(box, scale: root.pixelScale)
            guide.layoutFrame = CGRect(x: rect.minX - parent.minX + view.bounds.minX, y: rect.minY - parent.minY + view.bounds.minY,
                                       width: rect.width, height: rect.height)
        }
    }

    /// Springs and struts: a subview whose frame is not from constraints follows its superview's
    /// size change as its `autoresizingMask` says. Along each axis the change is shared among the
    /// flexible parts (margins, size) in proportion to their current lengths, equally when they
    /// are all zero (Apple's documentation of `autoresizingMask`).
    static func autoresizeSubviews(of view: UIView, from oldSize: CGSize, to newSize: CGSize) {
        for subview in view.subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            func share(_ delta: CGFloat, _ parts: [(flexible: Bool, length: CGFloat)]) -> [CGFloat] {
                let flexible = parts.filter(\.flexible)
                guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
                let total = flexible.reduce(0) { $0 + max($1.length, 0) }
                return parts.map { part in
                    guard part.flexible else { return 0 }
                    return total > 0 ? delta * max(part.length, 0) / total : delta / CGFloat(flexible.count)
                }
            }
            let x = share(newSize.width - oldSize.width, [(mask.contains(.flexibleLeftMargin), frame.minX),
                                                          (mask.contains(.flexibleWidth), frame.width),
                                                          (mask.contains(.flexibleRightMargin), oldSize.width - frame.maxX)])
            let y = share(newSize.height - oldSize.height, [(mask.contains(.flexibleTopMargin), frame.minY),
                                                            (mask.contains(.flexibleHeight), frame.height),
                                                            (mask.contains(.flexibleBottomMargin), oldSize.height - frame.maxY)])
            frame.origin.x += x[0]
            frame.size.width += x[1]
            frame.origin.y += y[0]
            frame.size.height += y[1]
            if frame != subview.frame { subview.frame = frame }
        }
    }

    // MARK: Syncing with the hierarchy

    /// A box's rectangle with its edges rounded to the pixel grid, each to the nearest pixel
    /// (ties away from zero). Devices do the same: a 173.5-point width lays out as 173.67 at
    /// 3x and 173.5 at 2x, and an origin of 950.25 as 950.5 at 2x but 950.2 as 950 (published
    /// measurements; docs/testing-uikit.md, "Auto Layout").
    func rect(_ box: Box, scale: CGFloat) -> CGRect {
        func round(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let minX = round(box.left.value), minY = round(box.top.value)
        let maxX = round(box.left.value + box.width.value), maxY = round(box.top.value + box.height.value)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func box(for item: AnyObject, named name: String) -> Box {
        let key = ObjectIdentifier(item)
        if let box = boxes[key] { return box }
        let box = Box(left: Variable("\(name).left"), top: Variable("\(name).top"), width: Variable("\(name).width"),
                      height: Variable("\(name).height"))
        boxes[key] = box
        return box
    }

    /// Compares what the hierarchy asks for with what the solver holds, and updates the solver:
    /// removals first (so swapped constraints never meet), then constants moved, then additions.
    private func update(root: UIView) {
        let oldFrames = Dictionary(uniqueKeysWithValues: boxes.map { ($0.key, rect($0.value, scale: root.pixelScale)) })
        let wanted = wantedConstraints(root: root)
        let wantedKeys = Set(wanted.map(\.key))
        for (key, entry) in held where !wantedKeys.contains(key) {
            try? solver.remove(entry.constraint)
            held[key] = nil
        }
        var additions: [Wanted] = []
        for want in wanted {
            if let entry = held[want.key] {
                if entry.signature == want.signature {
                    if entry.constraint.expression.constant != want.expression.constant {
                        do {
                            try solver.setConstant(want.expression.constant, of: entry.constraint)
                        } catch {
                            reportBroken(want.key, root: root)
                        }
                    }
                    continue
                }
                try? solver.remove(entry.constraint)
                held[want.key] = nil
            }
            additions.append(want)
        }
        for want in additions {
            let constraint = Constraint(want.expression, want.relation, LinearExpression(), strength: want.strength)
            do {
                try solver.add(constraint)
                held[want.key] = (constraint, want.signature)
                reportedBroken.remove(want.key)
            } catch {
                reportBroken(want.key, root: root)
            }
        }
        solver.updateVariables()
        guard fitting == nil else { return }
        // A subview placed elsewhere is placed by its superview's `layoutSubviews`.
        for view in root.subtreeViews where !view.translatesAutoresizingMaskIntoConstraints {
            guard let box = boxes[ObjectIdentifier(view)] else { continue }
            reportAmbiguity(of: view, box: box)
            let frame = rect(box, scale: root.pixelScale)
            if oldFrames[ObjectIdentifier(view)] != frame || view.bounds.size != frame.size {
                view.superview?.needsLayoutFlag = true
            }
        }
    }

    /// Auto Layout's ambiguity warning: what of the view's frame its constraints leave free.
    private func reportAmbiguity(of view: UIView, box: Box) {
        let free = [("x", box.left), ("y", box.top), ("width", box.width), ("height", box.height)].filter { solver.isAmbiguous($0.1) }.map(\.0)
        guard !free.isEmpty else {
            reportedAmbiguous.remove(ObjectIdentifier(view))
            return
        }
        guard reportedAmbiguous.insert(ObjectIdentifier(view)).inserted else { return }
        LayoutEngine.report("ambiguous layout: the constraints leave its \(free.joined(separator: ", ")) free to move "
            + "(hasAmbiguousLayout); it is placed where the solver left it", on: view, isWarning: true)
    }

    private func reportBroken(_ key: Key, root: UIView) {
        guard !reportedBroken.contains(key) else { return }
        reportedBroken.insert(key)
        guard case .user(let id) = key, let constraint = root.subtreeViews.lazy.flatMap(\.ownedConstraints).first(where: { ObjectIdentifier($0) == id })
        else { return }
        let views = constraint.itemViews.map(\.layoutName).joined(separator: ", ")
        LayoutEngine.report("unable to satisfy constraints: \(constraint) conflicts with the required constraints added before it "
            + "(views \(views)); it is broken (left out), as UIKit breaks one", on: constraint.itemViews.first)
    }

    /// Everything the hierarchy asks of the solver, in the order it should be added.
    private func wantedConstraints(root: UIView) -> [Wanted] {
        let views = root.subtreeViews
        let userConstraints = views.flatMap(\.ownedConstraints).sorted {
            (LayoutEngine.activationOrder[ObjectIdentifier($0)] ?? 0) < (LayoutEngine.activationOrder[ObjectIdentifier($1)] ?? 0)
        }
        // The items constraints name, and every ancestor of their views.
        var involvedViews: [ObjectIdentifier: UIView] = [:]
        var involvedGuides: [ObjectIdentifier: UILayoutGuide] = [:]
        func involve(_ view: UIView) {
            var current: UIView? = view
            while let next = current, involvedViews[ObjectIdentifier(next)] == nil {
                involvedViews[ObjectIdentifier(next)] = next
                current = next.superview
            }
        }
        if fitting != nil { involve(root) }
        for constraint in userConstraints {
            for term in constraint.firstTerms + constraint.secondTerms {
                if let view = term.item as? UIView { involve(view) }
                if let guide = term.item as? UILayoutGuide, let owner = guide.owningView {
                    involve(owner)
                    involvedGuides[ObjectIdentifier(guide)] = guide
                }
            }
        }
        var wanted: [Wanted] = []
        func pin(_ key: (Int) -> Key, _ pairs: [(Variable, LinearExpression)]) {
            for (index, (variable, target)) in pairs.enumerated() {
                wanted.append(Wanted(key: key(index), expression: LinearExpression(variable) - target, relation: .equal, strength: .required))
            }
        }
        // Views in tree order, so a superview's box is pinned before its subviews'.
        for view in views where involvedViews[ObjectIdentifier(view)] != nil {
            let id = ObjectIdentifier(view)
            let box = box(for: view, named: view.layoutName)
            if view === root, let fitting {
                pin({ .frame(id, $0) }, [(box.left, LinearExpression(constant: 0)), (box.top, LinearExpression(constant: 0))])
                wanted.append(Wanted(key: .frame(id, 2), expression: LinearExpression(box.width) - LinearExpression(constant: Double(fitting.target.width)),
                                     relation: .equal, strength: Strength(Double(fitting.horizontal.rawValue))))
                wanted.append(Wanted(key: .frame(id, 3), expression: LinearExpression(box.height) - LinearExpression(constant: Double(fitting.target.height)),
                                     relation: .equal, strength: Strength(Double(fitting.vertical.rawValue))))
                wanted += intrinsicConstraints(of: view, box: box)
            } else if view === root {
                pin({ .frame(id, $0) }, [(box.left, LinearExpression(constant: 0)), (box.top, LinearExpression(constant: 0)),
                                        (box.width, LinearExpression(constant: Double(view.bounds.width))),
                                        (box.height, LinearExpression(constant: Double(view.bounds.height)))])
            } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
                let parentBox = self.box(for: parent, named: parent.layoutName)
                let frame = view.frame
                pin({ .frame(id, $0) }, [(box.left, LinearExpression(parentBox.left) + Double(frame.minX - parent.bounds.minX)),
                                        (box.top, LinearExpression(parentBox.top) + Double(frame.minY - parent.bounds.minY)),
                                        (box.width, LinearExpression(constant: Double(frame.width))),
                                        (box.height, LinearExpression(constant: Double(frame.height)))])
            } else {
                wanted += intrinsicConstraints(of: view, box: box)
            }
            for guide in view.systemGuides.values where involvedGuides[ObjectIdentifier(guide)] != nil {
                wanted += systemGuideConstraints(guide, in: view, box: box)
            }
        }
        for constraint in userConstraints {
            guard let expression = expression(for: constraint) else { continue }
            let relation: Relation = switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            wanted.append(Wanted(key: .user(ObjectIdentifier(constraint)), expression: expression, relation: relation,
                                 strength: Strength(Double(min(constraint.priority.rawValue, 1000)))))
        }
        return wanted
    }

    /// A view's intrinsic size as content hugging (at most) and compression resistance (at least).
    private func intrinsicConstraints(of view: UIView, box: Box) -> [Wanted] {
        let id = ObjectIdentifier(view)
        let size = view.intrinsicContentSize
        let axes: [(Variable, CGFloat, UILayoutPriority, UILayoutPriority)] = [
            (box.width, size.width, view.huggingPriorities.horizontal, view.compressionResistancePriorities.horizontal),
            (box.height, size.height, view.huggingPriorities.vertical, view.compressionResistancePriorities.vertical)]
        var wanted: [Wanted] = []
        for (axis, (variable, length, hugging, resistance)) in axes.enumerated() where length != UIView.noIntrinsicMetric && length.isFinite {
            let target = LinearExpression(constant: Double(length))
            wanted.append(Wanted(key: .intrinsic(id, 2 * axis), expression: LinearExpression(variable) - target, relation: .lessThanOrEqual,
                                 strength: Strength(Double(hugging.rawValue))))
            wanted.append(Wanted(key: .intrinsic(id, 2 * axis + 1), expression: LinearExpression(variable) - target,
                                 relation: .greaterThanOrEqual, strength: Strength(Double(resistance.rawValue))))
        }
        return wanted
    }

    /// The margins, safe-area and readable-content guides placed in their view.
    private func systemGuideConstraints(_ guide: UILayoutGuide, in view: UIView, box: Box) -> [Wanted] {
        let id = ObjectIdentifier(guide)
        let guideBox = self.box(for: guide, named: guide.layoutName)
        let margins = usedMargins(of: view)
        var wanted: [Wanted] = []
        func equal(_ index: Int, _ variable: Variable, _ target: LinearExpression) {
            wanted.append(Wanted(key: .frame(id, index), expression: LinearExpression(variable) - target, relation: .equal, strength: .required))
        }
        switch guide.kind {
        case .custom:
            break
        case .safeArea:
            let insets = view.safeAreaInsets
            usedSafeAreas[ObjectIdentifier(view)] = insets
            equal(0, guideBox.left, LinearExpression(box.left) + Double(insets.left))
            equal(1, guideBox.top, LinearExpression(box.top) + Double(insets.top))
            equal(2, guideBox.width, LinearExpression(box.width) + Double(-insets.left - insets.right))
            equal(3, guideBox.height, LinearExpression(box.height) + Double(-insets.top - insets.bottom))
        case .layoutMargins:
            equal(0, guideBox.left, LinearExpression(box.left) + Double(margins.left))
            equal(1, guideBox.top, LinearExpression(box.top) + Double(margins.top))
            equal(2, guideBox.width, LinearExpression(box.width) + Double(-margins.left - margins.right))
            equal(3, guideBox.height, LinearExpression(box.height) + Double(-margins.top - margins.bottom))
        case .keyboard:
            // Along the bottom edge, as tall as the keyboard covers (UIKeyboardLayoutGuide.swift).
            let height = (guide as? UIKeyboardLayoutGuide)?.height(in: view) ?? 0
            equal(0, guideBox.left, LinearExpression(box.left))
            equal(1, guideBox.width, LinearExpression(box.width))
            equal(2, guideBox.height, LinearExpression(constant: Double(height)))
            equal(3, guideBox.top, LinearExpression(box.top) + LinearExpression(box.height) + Double(-height))
        case .readableContent:
            // Centred in the margins, as wide as they are up to the readable width.
            let marginsWidth = LinearExpression(box.width) + Double(-margins.left - margins.right)
            equal(0, guideBox.top, LinearExpression(box.top) + Double(margins.top))
            equal(1, guideBox.height, LinearExpression(box.height) + Double(-margins.top - margins.bottom))
            equal(2, guideBox.left, LinearExpression(box.left) + Double(margins.left) + (marginsWidth - LinearExpression(guideBox.width)) * 0.5)
            wanted.append(Wanted(key: .frame(id, 3), expression: LinearExpression(guideBox.width) - LinearExpression(constant: 672),
                                 relation: .lessThanOrEqual, strength: .required))
            wanted.append(Wanted(key: .frame(id, 4), expression: LinearExpression(guideBox.width) - marginsWidth, relation: .lessThanOrEqual,
                                 strength: .required))
            wanted.append(Wanted(key: .frame(id, 5), expression: LinearExpression(guideBox.width) - marginsWidth, relation: .equal,
                                 strength: Strength(999)))
        }
        return wanted
    }

    /// `first − (multiplier × second + constant)`, each side a sum of item attributes.
    private func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        func side(_ terms: [AnchorTerm]) -> LinearExpression? {
            var sum = LinearExpression()
            for term in terms {
                guard let item = term.item, let value = attribute(term.attribute, of: item) else { return nil }
                sum = sum + value * Double(term.coefficient)
            }
            return sum
        }
        guard let first = side(constraint.firstTerms), let second = side(constraint.secondTerms) else { return nil }
        return first - (second * Double(constraint.multiplier) + Double(constraint.constant))
    }

    /// An attribute of a view or guide as an expression of its box.
    private func attribute(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> LinearExpression? {
        let view = item as? UIView
        let name = view?.layoutName ?? (item as? UILayoutGuide)?.layoutName ?? "item"
        let box = self.box(for: item, named: name)
        let margins = view.map(usedMargins) ?? UIEdgeInsets()
        let (left, top, width, height) = (LinearExpression(box.left), LinearExpression(box.top), LinearExpression(box.width), LinearExpression(box.height))
        // A label's text is centred vertically in its bounds, as the renderer draws it: its
        // baselines sit half the free height below the top, plus their place in the text.
        let metrics = (item as? UILabel)?.textMetrics
        // Leading and trailing follow the item's layout direction (a guide goes the way of its
        // view): right to left, leading is the right edge and they are measured leftwards, so
        // `leading = superview.leading + 16` is 16 points in from the right, as on iOS.
        let direction = (view ?? (item as? UILayoutGuide)?.owningView)?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let rightToLeft = direction == .rightToLeft
        switch attribute {
        case .leading: return rightToLeft ? (left + width) * -1 : left
        case .trailing: return rightToLeft ? left * -1 : left + width
        case .leadingMargin: return rightToLeft ? (left + width + Double(-margins.right)) * -1 : left + Double(margins.left)
        case .trailingMargin: return rightToLeft ? (left + Double(margins.left)) * -1 : left + width + Double(-margins.right)
        case .left: return left
        case .right: return left + width
        case .firstBaseline:
            guard let metrics else { return top }
            return top + height * 0.5 + (metrics.firstBaseline - metrics.size.height / 2)
        case .lastBaseline:
            guard let metrics else { return top + height }
            return top + height * 0.5 + (metrics.lastBaseline - metrics.size.height / 2)
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .leftMargin: return left + Double(margins.left)
        case .rightMargin: return left + width + Double(-margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height + Double(-margins.bottom)
        case .centerXWithinMargins: return left + Double(margins.left) + (width + Double(-margins.left - margins.right)) * 0.5
        case .centerYWithinMargins: return top + Double(margins.top) + (height + Double(-margins.top - margins.bottom)) * 0.5
        case .notAnAttribute: return nil
        }
    }
}

extension NSLayoutConstraint {
    /// The views of its items (a guide's owning view for a guide).
    var itemViews: [UIView] {
        (firstTerms + secondTerms).compactMap { term in
            (term.item as? UIView) ?? (term.item as? UILayoutGuide)?.owningView
        }
    }
}

extension UIView {
    /// The top of the view's hierarchy.
    var root: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The view and every view below it, parents before children.
    var subtreeViews: [UIView] {
        var views: [UIView] = [self]
        var index = 0
        while index < views.count {
            views += views[index].subviews
            index += 1
        }
        return views
    }

    /// Whether any view of the subtree holds an active constraint.
    var hasConstraintsInSubtree: Bool { subtreeViews.contains { !$0.ownedConstraints.isEmpty } }

    /// The screen's scale, the grid frames from constraints are rounded to.
    var pixelScale: CGFloat { max(UIScreen.main.scale, 1) }
}

/// The closest view that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
@MainActor
private func common(_ a: UIView?, _ b: UIView) -> UIView? {
    var candidate = a
    while let view = candidate {
        if b.isDescendant(of: view) { return view }
        candidate = view.superview
    }
    return nil
}
