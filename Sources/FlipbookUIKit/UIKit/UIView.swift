import Foundation
import FlipbookScene
import FlipbookTiming

/// `UIView.ContentMode`: how a view's contents fit its bounds.
extension UIView {
    /// How a view's contents (an image view's image) fit its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds (the default).
        case scaleToFill
        /// Scaled to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping the aspect ratio.
        case scaleAspectFill
        /// Stretched, as `scaleToFill`; on iOS a bounds change also redraws the view.
        case redraw
        /// The contents keep their size, centred.
        case center
        /// The contents keep their size, centred on the top edge.
        case top
        /// The contents keep their size, centred on the bottom edge.
        case bottom
        /// The contents keep their size, centred on the left edge.
        case left
        /// The contents keep their size, centred on the right edge.
        case right
        /// The contents keep their size, in the top-left corner.
        case topLeft
        /// The contents keep their size, in the top-right corner.
        case topRight
        /// The contents keep their size, in the bottom-left corner.
        case bottomLeft
        /// The contents keep their size, in the bottom-right corner.
        case bottomRight

        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            // UIKit's y axis points down and Core Animation's gravity names follow its
            // flipped geometry, so UIKit's top is Core Animation's bottom.
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }

    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = FlipbookScene.AnimationOptions
    /// `UIView.KeyframeAnimationOptions`.
    public typealias KeyframeAnimationOptions = FlipbookScene.KeyframeAnimationOptions
}

/// `UIView`: a rectangle backed by a layer, whose property changes inside `UIView.animate`
/// blocks become UIKit's additive animations (iOS 8+: from old − new to zero, fill both).
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency KeyValueCodingClass {
    /// The properties key-value observing and `value(forKey:)` know by name (Objective-C names:
    /// `hidden` for `isHidden`); subclasses add theirs.
    package class func keyValueKeyPaths() -> [String: AnyKeyPath] { keyPaths(Self.self) }

    private static func keyPaths<View: UIView>(_: View.Type) -> [String: AnyKeyPath] {
        ["frame": \View.frame, "bounds": \View.bounds, "center": \View.center, "transform": \View.transform,
         "alpha": \View.alpha, "backgroundColor": \View.backgroundColor, "hidden": \View.isHidden,
         "layer": \View.layer, "superview": \View.superview, "tag": \View.tag,
         "userInteractionEnabled": \View.isUserInteractionEnabled, "contentMode": \View.contentMode, "clipsToBounds": \View.clipsToBounds]
    }

    /// The backing layer, of `layerClass`.
    public let layer: CALayer
    private var children: [UIView] = []
    private weak var parent: UIView?

    /// The class of the backing layer (override to back a view with a `CAShapeLayer`, …).
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with a frame.
    public init(frame: CGRect) {
        VirtualWallClock.beginSetUp()
        CALayer.creatingForViewType = String(describing: Self.self)
        layer = CALayer.instance(of: Self.layerClass)
        super.init()
        layer.engine.isViewBacked = true
        layer.hostView = self
        self.frame = frame
    }

    /// Archives are not read on Linux: views are made in code. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Identity

    /// The view's identifier; it becomes the layer's id in the timeline.
    open var accessibilityIdentifier: String? {
        didSet {
            layer.viewIdentifier = accessibilityIdentifier
            layer.updateID()
        }
    }

    /// Whether assistive technologies see the view as one element (false for a plain view;
    /// labels and buttons are).
    open var isAccessibilityElement = false

    /// What VoiceOver says for the view (nil by default; a label's text, a button's title).
    open var accessibilityLabel: String?

    /// What VoiceOver says after a pause: what acting on the element does.
    open var accessibilityHint: String?

    /// The element's value, for one that has one (a slider's percentage).
    open var accessibilityValue: String?

    /// What kind of element the view is (none by default; a label's `.staticText`, a
    /// button's `.button`).
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// Whether VoiceOver ignores the view's siblings while it is on screen (an alert's).
    open var accessibilityViewIsModal = false

    /// Whether the view and its subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden = false

    /// How the view's content is laid out in a right-to-left language. The app runs left to
    /// right; `.forceRightToLeft` lays the view out right to left: Auto Layout's leading and
    /// trailing (and a horizontal stack's order) flip, and natural text aligns right.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { directionChanged() } }
    }

    /// The direction the view lays out in: its own attribute's (right to left only for
    /// `.forceRightToLeft`), or, when it is `.unspecified`, its superview's. (On iOS an
    /// unspecified view takes the app's direction; inheriting the forced one is Flipbook's
    /// choice, so a screen forced right to left in its top view flips as a whole, as
    /// `UIView.appearance().semanticContentAttribute` would flip it.)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        guard semanticContentAttribute == .unspecified else { return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) }
        return superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// The layout direction changed: constraints and natural text lay out again.
    func directionChanged() {
        for view in subtreeViews {
            view.setNeedsLayout()
            (view as? UILabel)?.alignTextForDirection()
        }
        // Leading and trailing are read afresh at the next pass.
        LayoutEngine.structureChanged(self)
    }

    /// The direction content with `attribute` lays out in, in a left-to-right language.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The identifier state restoration would save the view under (stored: nothing is
    /// restored in a recording).
    open var restorationIdentifier: String?

    /// An integer you can use to find the view.
    open var tag = 0

    /// The first view in this one's subtree (itself included) with a tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in children { if let found = child.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Geometry

    /// The rectangle in the superview (for an identity transform, as UIKit documents).
    open var frame: CGRect {
        get { layer.frame }
        set {
            notifyingObservers(of: "frame") {
                let oldSize = layer.bounds.size
                layer.frame = newValue
                geometryChanged(oldSize: oldSize)
            }
        }
    }

    /// The view's own coordinate space: its origin is where its content scrolls from, its size
    /// the view's size before the transform. Animatable.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            notifyingObservers(of: "bounds") {
                let oldSize = layer.bounds.size
                layer.bounds = newValue
                geometryChanged(oldSize: oldSize)
            }
        }
    }

    /// The centre in the superview's coordinates (the layer's `position`). Animatable.
    open var center: CGPoint {
        get { layer.position }
        set {
            notifyingObservers(of: "center") {
                layer.position = newValue
                geometryChanged(oldSize: layer.bounds.size)
            }
        }
    }

    /// The affine transform about the centre; a 3-D layer transform reads as its affine part.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { notifyingObservers(of: "transform") { layer.setAffineTransform(newValue) } }
    }

    /// The 3-D transform (`transform3D`, iOS 13+).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// Opacity, 0 to 1 (the layer's `opacity`). Animatable.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { notifyingObservers(of: "alpha") { layer.opacity = Float(newValue) } }
    }

    /// The colour filling the bounds (the layer's `backgroundColor`). Animatable.
    /// A dynamic colour (`.systemBackground`) is resolved with the view's `traitCollection`,
    /// again when its traits change.
    open var backgroundColor: UIColor? {
        get {
            // The colour set, unless the layer's was set directly since.
            if let backgroundColorSet, backgroundColorSet.resolvedColor(with: traitCollection).cgColor == layer.backgroundColor { return backgroundColorSet }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            notifyingObservers(of: "backgroundColor") {
                backgroundColorSet = newValue
                layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
            }
            appearancePropertySet(\UIView.backgroundColor)
        }
    }
    /// The colour `backgroundColor` was set to (dynamic colours stay dynamic); nil once the
    /// layer's colour is set directly.
    private var backgroundColorSet: UIColor?

    /// Not animatable in UIKit: changes at once even inside a block; the event log says `hidden`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            notifyingObservers(of: "hidden") {
                let changed = newValue != layer.isHidden
                layer.isHidden = newValue
                if changed, let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityChanged(self) }
            }
        }
    }

    /// Whether subviews and contents are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha channel masks this view's content (its layer becomes `layer.mask`);
    /// it is not a subview, and its frame is in this view's bounds coordinates.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// How contents fit the bounds (an image view's image).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    /// Stored; touches are scripted on the clock (`RecordingClock.pan`, `drag`).
    open var isUserInteractionEnabled = true
    /// Stored: a scripted gesture is one finger.
    open var isMultipleTouchEnabled = false
    /// Stored: a scripted gesture is one finger.
    open var isExclusiveTouch = false

    /// The deepest view under `point` (in this view's coordinates) that takes touches: nil when
    /// this view is hidden, nearly transparent (alpha below 0.01), does not take touches or does
    /// not contain the point; else the last subview (the frontmost) that returns one, else this
    /// view, as Apple documents `hitTest(_:with:)`. Subviews outside the bounds are reached only
    /// where they overlap them, as on iOS.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether a recognizer attached to this view may begin (true by default; override it).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The gesture recognizers attached to the view (nil when none, as UIKit reports).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { recognizer.view = nil }
            recognizers = newValue ?? []
            for recognizer in recognizers { recognizer.view = self }
        }
    }

    private var recognizers: [UIGestureRecognizer] = []

    /// Attaches a gesture recognizer, taking it from the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
    /// Stored; the renderer treats every view as possibly translucent.
    open var isOpaque = true
    /// The tint: the one set on this view, else its superview's, else `.systemBlue` (a window's
    /// default), as UIKit inherits it; desaturated to gray while `tintAdjustmentMode` is `.dimmed`
    /// (here or inherited). Setting it (nil: inherit again) calls `tintColorDidChange()` on this
    /// view and on the subviews that inherit it.
    open var tintColor: UIColor! {
        get {
            let tint = inheritedTint
            return effectiveTintAdjustmentMode == .dimmed ? Self.desaturated(tint) : tint
        }
        set {
            ownTint = newValue
            tintDidChangeDownTheTree()
            appearanceSettingMade("tintColor") { [ownTint] in ($0 as? UIView)?.tintColor = ownTint }
        }
    }
    private var ownTint: UIColor?

    /// The tint set here or on the nearest superview, read without the `tintColor` getters
    /// (as UIKit does: a subclass whose `tintColor` returns a subview's must not loop).
    private var inheritedTint: UIColor { ownTint ?? parent?.inheritedTint ?? .systemBlue }

    /// `UIView.TintAdjustmentMode`: whether the tint is shown as is or dimmed.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top).
        case automatic
        /// The tint as it is.
        case normal
        /// The tint desaturated, as UIKit dims it behind an alert.
        case dimmed
    }

    /// Whether the tint is dimmed; `.automatic` follows the superview. Changing it calls
    /// `tintColorDidChange()` down the tree.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { tintDidChangeDownTheTree(dimming: true) } }
    }

    private var effectiveTintAdjustmentMode: TintAdjustmentMode {
        tintAdjustmentMode != .automatic ? tintAdjustmentMode : (parent?.effectiveTintAdjustmentMode ?? .normal)
    }

    /// Called when the tint (or its adjustment mode) this view shows changed; override it to
    /// recolour what uses the tint.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit what changed: the tint, or (`dimming`)
    /// the adjustment mode.
    // MARK: Traits

    /// The view's traits: the app's (an upright iPhone, light), with the appearance each view
    /// and view controller from the top down to this view overrides.
    open var traitCollection: UITraitCollection {
        var traits = parent?.traitCollection ?? UITraitCollection.root
        if let controller = owningController {
            let style = controller.overrideUserInterfaceStyle
            if style != .unspecified { traits = traits.with(userInterfaceStyle: style) }
            traits = traits.overridden(by: controller.traitOverrides)
        }
        if overrideUserInterfaceStyle != .unspecified { traits = traits.with(userInterfaceStyle: overrideUserInterfaceStyle) }
        return traits.overridden(by: traitOverrides)
    }

    /// The traits this view sets for itself and its subviews (iOS 17): setting one updates them
    /// at once (`view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge`).
    open var traitOverrides = UITraitOverrides() {
        didSet { traitsMayHaveChanged() }
    }

    /// The registrations of `registerForTraitChanges`.
    var traitChangeRegistrations = TraitChangeRegistrations()

    /// The appearance this view and its subviews have, whatever the superview's
    /// (`.unspecified`, the default, inherits it). `.dark` records a screen in dark mode.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsMayHaveChanged() } }
    }

    /// Called when the view's traits changed (its appearance, text size or size classes, here);
    /// override it to adapt.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits the view last adapted to (those it was made under until it first hears of a
    /// change).
    private lazy var adaptedTraits = UITraitCollection.root

    /// Something above this view or on it may have changed its traits: each view of the subtree
    /// whose traits changed adapts, with its traits current — a new appearance resolves its
    /// colours again (`tintColorDidChange()`), a new text size resizes fonts that adjust to it —
    /// and hears `traitCollectionDidChange(_:)`, then the registrations of the view and its
    /// controller watching a trait that changed, as UIKit tells them.
    func traitsMayHaveChanged() {
        let traits = traitCollection
        let previous = adaptedTraits
        if !traits.isEqual(previous) {
            adaptedTraits = traits
            traits.performAsCurrent {
                if traits.resolvedStyle != previous.resolvedStyle {
                    resolveColorsAgain()
                    tintColorDidChange()
                    setNeedsDisplay()
                }
                if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory { contentSizeCategoryDidChange() }
                traitCollectionDidChange(previous)
                owningController?.traitCollectionDidChange(previous)
                traitChangeRegistrations.notify(self, previous: previous, current: traits)
                if let controller = owningController { controller.traitChangeRegistrations.notify(controller, previous: previous, current: traits) }
            }
        }
        for child in children { child.traitsMayHaveChanged() }
    }

    /// The text size changed: a view that adjusts its fonts to it does so (labels, text fields
    /// and text views with `adjustsFontForContentSizeCategory`).
    func contentSizeCategoryDidChange() {}

    /// Resolves the dynamic colours the view was given with its traits (a subclass adds its
    /// own: a label's text colour).
    func resolveColorsAgain() {
        if let backgroundColorSet, backgroundColorSet.isDynamic {
            layer.backgroundColor = backgroundColorSet.resolvedColor(with: traitCollection).cgColor
        }
    }

    func tintDidChangeDownTheTree(dimming: Bool = false) {
        tintColorDidChange()
        for child in children where dimming ? child.tintAdjustmentMode == .automatic : child.ownTint == nil {
            child.tintDidChangeDownTheTree(dimming: dimming)
        }
    }

    /// Gray of the same luma (Rec. 601 weights): Flipbook's rendering of a dimmed tint (Apple
    /// documents only that the tint is desaturated).
    private static func desaturated(_ color: UIColor) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    // MARK: The view tree

    /// The subviews, back to front.
    open var subviews: [UIView] { children }
    /// The view this view is a subview of.
    open var superview: UIView? { parent }
    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningController ?? parent }
    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.parent
        }
        return nil
    }

    /// Adds `view` in front of the other subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        insert(view, at: children.count)
    }

    /// Inserts `view` at `index` of `subviews` (clamped to the array).
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just behind `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, at: children.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// Inserts `view` just in front of `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, at: (children.firstIndex { $0 === siblingSubview }).map { $0 + 1 } ?? children.count)
    }

    /// Moves a subview in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard children.contains(where: { $0 === view }) else { return }
        insert(view, at: children.count)
    }

    /// Moves a subview behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard children.contains(where: { $0 === view }) else { return }
        insert(view, at: 0)
    }

    /// Takes the view out of the tree; in a recording it stops being drawn from now on and
    /// the event log says `removed`.
    open func removeFromSuperview() {
        guard parent != nil else { return }
        let wasShowing = isInShowingWindow
        if wasShowing { AppearanceForwarding.beginDisappearing(under: self) }
        willMove(toSuperview: nil)
        parent?.willRemoveSubview(self)
        let oldWindow = window
        if oldWindow != nil { for view in subtreeViews { view.willMove(toWindow: nil) } }
        LayoutEngine.viewWillLeave(self)
        parent?.needsLayoutFlag = true
        parent?.children.removeAll { $0 === self }
        parent = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { for view in subtreeViews { view.didMoveToWindow() } }
        didMoveToSuperview()
        AppearanceForwarding.viewMoved(self, wasShowing: wasShowing)
    }

    // The order of the move callbacks is the one device logs show (published logs of a
    // UIView subclass's overrides): adding, willMove(toSuperview:), didMoveToSuperview(), the
    // superview's didAddSubview(_:), then willMove(toWindow:) and didMoveToWindow() down the
    // subtree when the window changes; removing, willMove(toSuperview: nil), the superview's
    // willRemoveSubview(_:), willMove(toWindow: nil), didMoveToWindow(), didMoveToSuperview().

    /// Called before the view moves to `newSuperview` (nil: it is being removed); override it.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or was removed); override it.
    open func didMoveToSuperview() {}

    /// Called before the view (or an ancestor) moves into `newWindow` (nil: out of its window).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view (or an ancestor) moved into a window, or out of one (`window` is
    /// nil then): where library views start and stop their animations.
    open func didMoveToWindow() {}

    /// Called when a subview was added; override it to react (does nothing by default).
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed or moved elsewhere; override it to react (does
    /// nothing by default).
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether `view` is this view or below it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.parent
        }
        return false
    }

    private func insert(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        let isNew = view.parent !== self
        if isNew { view.willMove(toSuperview: self) }
        if view.parent !== self, let old = view.parent {
            old.willRemoveSubview(view)
            LayoutEngine.viewWillLeave(view)
        }
        let wasShowing = view.isInShowingWindow
        let oldWindow = view.window
        let oldTint = view.tintColor
        let oldDirection = view.effectiveUserInterfaceLayoutDirection
        defer {
            if isNew {
                if view.tintColor != oldTint { view.tintDidChangeDownTheTree() }
                view.traitsMayHaveChanged()
                if view.effectiveUserInterfaceLayoutDirection != oldDirection { view.directionChanged() }
                view.didMoveToSuperview()
                didAddSubview(view)
                let newWindow = view.window
                if newWindow !== oldWindow {
                    let subtree = view.subtreeViews
                    // Appearance proxies' settings reach a view as it first joins a window.
                    if newWindow != nil, !AppearanceProxies.isEmpty {
                        for moved in subtree { moved.applyAppearanceIfNeeded(containers: moved.appearanceContainers, traits: moved.traitCollection) }
                    }
                    for moved in subtree { moved.willMove(toWindow: newWindow) }
                    for moved in subtree { moved.didMoveToWindow() }
                }
            }
            AppearanceForwarding.viewMoved(view, wasShowing: wasShowing)
            // UIKit lays out a superview that gains a subview, and the subview's constraints
            // join this hierarchy's engine.
            needsLayoutFlag = true
            LayoutEngine.structureChanged(view)
        }
        if let old = view.parent, let position = old.children.firstIndex(where: { $0 === view }) {
            old.children.remove(at: position)
            if old === self, position < index {
                children.insert(view, at: min(index - 1, children.count))
                view.parent = self
                attach(view, at: children.firstIndex { $0 === view } ?? 0)
                return
            }
        }
        let position = min(max(index, 0), children.count)
        children.insert(view, at: position)
        view.parent = self
        attach(view, at: position)
    }

    /// Puts the view's layer among this view's sublayers: a subview in front of its siblings
    /// goes in front of every sublayer, others just below the layer of the subview now after
    /// them. A subview's layer is a sublayer like any other, so a sublayer added with
    /// `layer.addSublayer(_:)` is drawn under the subviews added after it and over those added
    /// before, as on iOS (where `addSubview(_:)` adds the view's layer with `addSublayer`).
    func attach(_ view: UIView, at position: Int) {
        if position + 1 < children.count {
            layer.insertSublayer(view.layer, below: children[position + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    // MARK: Auto Layout state (the API is in AutoLayout/UIView+AutoLayout.swift)

    /// The constraints this view holds as their items' closest common ancestor.
    var ownedConstraints: [NSLayoutConstraint] = []
    /// The view's layout guides, custom and system.
    var ownedGuides: [UILayoutGuide] = []
    /// Whether the view's frame becomes constraints (true for views made in code): the layout
    /// engine then leaves its frame alone and places other views against it.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { LayoutEngine.structureChanged(self) } }
    }
    /// How the view follows its superview's size changes when its frame is not from constraints.
    open var autoresizingMask: AutoresizingMask = []
    /// The inset of the margin attributes and of `layoutMarginsGuide` (8 points on each side).
    open var layoutMargins = UIView.defaultLayoutMargins {
        didSet { if layoutMargins != oldValue { LayoutEngine.structureChanged(self) } }
    }
    /// A view's margins until the code sets its own.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the margin attributes and `layoutMarginsGuide` also keep content inside the
    /// superview's margins where the view comes closer to its superview's edges than they are.
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { LayoutEngine.structureChanged(self) } }
    }
    /// Whether the margins are measured from the safe area's edges (true) or the view's.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { LayoutEngine.structureChanged(self) } }
    }

    /// Called when `safeAreaInsets` changed; override it to react (does nothing by default).
    open func safeAreaInsetsDidChange() {}
    var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistancePriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// Whether `layoutSubviews` must run at the next layout pass (views start needing one).
    var needsLayoutFlag = true
    /// Whether `updateConstraints` must run at the next layout pass.
    var needsUpdateConstraintsFlag = true
    /// The layout engine, on the root of a hierarchy that has constraints.
    var layoutEngine: LayoutEngine?
    /// The view controller whose view this is.
    weak var owningController: UIViewController?

    /// Whether the view is an appearance proxy, and the appearance properties set on it.
    let appearanceState = AppearanceState()
    /// The system guides, made when first asked for.
    var systemGuides: [UILayoutGuide.Kind: UILayoutGuide] = [:]

    // MARK: Layout

    /// Lays out subviews. The default implementation places the subviews whose frames come
    /// from constraints where the layout engine solved them; override it to place subviews
    /// yourself (call `super` first to keep the constraint-based frames). Called top-down by
    /// each layout pass, for views that need layout: when a recording starts, at each
    /// `clock.wait`, and at `layoutIfNeeded()`.
    open func layoutSubviews() {
        LayoutEngine.applyFrames(toSubviewsOf: self)
    }

    /// Marks the view as needing layout: its `layoutSubviews` runs at the next layout pass.
    open func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Runs a layout pass now if the view, or an ancestor, needs one: constraints are updated
    /// and solved and `layoutSubviews` runs top-down. Inside an animation block the frames it
    /// moves animate.
    open func layoutIfNeeded() {
        LayoutEngine.layoutIfNeeded(from: self)
    }

    /// Updates the view's constraints before layout; override it to change constraints in one
    /// place (call `super` last, as UIKit requires). Called at a layout pass for views marked
    /// by `setNeedsUpdateConstraints()`, and for every view at the first pass.
    open func updateConstraints() {
        needsUpdateConstraintsFlag = false
    }

    /// Marks the view's constraints as needing `updateConstraints()` at the next layout pass.
    open func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
    }

    /// Runs `updateConstraints()` now, down the view's subtree, where it is needed.
    open func updateConstraintsIfNeeded() {
        LayoutEngine.updateConstraintsIfNeeded(in: self)
    }

    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// The size of the view's content, which constraints keep it at through content hugging and
    /// compression resistance; `UIView.noIntrinsicMetric` where it has none (a plain view).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size the view's constraints give it, as small as they allow
    /// (`layoutFittingCompressedSize`) or as large (`layoutFittingExpandedSize`), or as near a
    /// size as they allow; its frame is not changed.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it with its width and height pulled towards
    /// `targetSize` at the given priorities (`.required` fixes one: a cell's height for a width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The view's size changed (a hook for views whose intrinsic size depends on it).
    func boundsSizeDidChange() {}

    /// Tells the layout engine that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        LayoutEngine.structureChanged(self)
    }

    /// Marks the view for redrawing: `draw(_:)` runs at the next display pass (when a recording
    /// starts, and each time the code returns to the clock).
    open func setNeedsDisplay() {
        needsDisplayFlag = true
    }

    /// Marks part of the view for redrawing; the whole view is redrawn.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        needsDisplayFlag = true
    }

    /// Draws the view's content; override it to draw with `UIGraphicsGetCurrentContext()` (or
    /// `UIBezierPath`, `UIColor.set()`, …) in the view's bounds. Called by the display pass for
    /// views that need display: once at first, then after `setNeedsDisplay()` or, with
    /// `contentMode = .redraw`, a size change. What it draws becomes the layer's contents, at the
    /// screen's scale, over the background colour. A view that does not override it draws nothing.
    open func draw(_ rect: CGRect) {
        ViewDisplay.baseDrawReached = true
    }

    /// Draws the view's layer into `ctx`, as the layer's delegate: the display pass calls it,
    /// and by default it makes `ctx` current and calls `draw(_:)` with the bounds, as UIKit's
    /// does. Override it to draw the layer yourself.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    /// Whether the view draws its contents: nil leaves it to the display pass to find out from
    /// the class's `draw(_:)`; a view whose answer depends on its state (a label with drawn
    /// text) says so.
    var drawsOwnContents: Bool? { nil }

    /// Called by the display pass before the view draws.
    func drawingWillBegin() {}

    /// Called by the display pass after the view drew `picture` (`baseReached`: whether
    /// `UIView`'s own empty drawing ran); true when the view placed the picture itself, at each
    /// display (a label subclass does), instead of the pass deciding once per class.
    func drawingEnded(_ picture: @autoclosure () -> CGImage?, baseReached: Bool) -> Bool { false }

    /// Whether `draw(_:)` is due at the next display pass (views start needing display). Layers
    /// set it from any thread, as `setNeedsDisplay()` may be called from any.
    nonisolated(unsafe) var needsDisplayFlag = true
    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping the frame's origin
    /// (as UIKit does). A plain view's `sizeThatFits(_:)` is its current size, so it stays.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }
    /// The current size (no content measures itself here).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The "no intrinsic size" value.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Baselines and text size

    /// The view whose baseline constraints on this view's baselines use (the view itself).
    open func forBaselineLayout() -> UIView { self }
    /// The view the first-baseline attribute of this view is the baseline of (the view itself).
    open var forFirstBaselineLayout: UIView { self }
    /// The view the last-baseline attribute of this view is the baseline of (the view itself).
    open var forLastBaselineLayout: UIView { self }

    /// The smallest text size the view's text follows (stored; a recording's size is `.large`).
    open var minimumContentSizeCategory: UIContentSizeCategory?
    /// The largest text size the view's text follows (stored; a recording's size is `.large`).
    open var maximumContentSizeCategory: UIContentSizeCategory?
    /// The limits in effect, for debugging: the view's, as set.
    open var appliedContentSizeCategoryLimitsDescription: String {
        "\(type(of: self)): minimum \(minimumContentSizeCategory?.rawValue ?? "none"), maximum \(maximumContentSizeCategory?.rawValue ?? "none")"
    }
}
