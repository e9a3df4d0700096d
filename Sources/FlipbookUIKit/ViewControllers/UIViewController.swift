import Foundation

/// `UIViewController`: a view loaded on first use, the appearance and layout callbacks in
/// UIKit's order, child containment, safe-area insets of its own, and presentation
/// (UIViewController+Presentation.swift).
///
/// Appearance follows the view into and out of a visible window, as UIKit forwards it: when a
/// controller's view joins a window that shows (after `makeKeyAndVisible()`, or when a
/// recording of the window starts), `viewWillAppear(_:)` and `viewIsAppearing(_:)` run, then a
/// layout pass (`viewWillLayoutSubviews`, the view's `layoutSubviews`, `viewDidLayoutSubviews`),
/// then `viewDidAppear(_:)`; leaving it, `viewWillDisappear(_:)` then `viewDidDisappear(_:)`.
/// A transition (a presentation, a push) calls the "will" methods when it starts and the "did"
/// methods when it completes.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Where a controller is in its appearance.
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// The nib's name (nil: views are made in code here).
    open private(set) var nibName: String?
    /// The nib's bundle (nil here).
    open private(set) var nibBundle: Bundle?
    private var loadedView: UIView?
    var appearance = Appearance.disappeared

    /// A controller whose view `loadView()` makes (nibs are not read on Linux: pass nil, nil).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        VirtualWallClock.beginSetUp()
        super.init()
    }

    /// A controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Segues (Storyboards.swift)

    /// Called before a segue shows its destination. Storyboards do not load here, so only a
    /// segue your own code performs calls it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue with `identifier` should be performed (true unless overridden).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs a storyboard's segue. No storyboard is loaded here, so there is no segue to
    /// perform: nothing happens and the recording lists the call (iOS stops with "has no segue
    /// with identifier" for a controller not made from a storyboard).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        DrawingProblems.list(["\(type(of: self)).performSegue(withIdentifier: \"\(identifier)\"): storyboards cannot be loaded on Linux, "
            + "so there is no segue to perform; show the destination in code (present(_:animated:), show(_:sender:) or "
            + "pushViewController(_:animated:)), or make a UIStoryboardSegue(identifier:source:destination:performHandler:) and call prepare(for:sender:) and perform()"])
    }

    // MARK: The view

    /// The controller's view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
            // A root view's own margins are zero unless the code set some: the system minimum
            // gives its sides.
            if let newValue, newValue.layoutMargins == UIView.defaultLayoutMargins { newValue.layoutMargins = .zero }
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// The appearance this controller's view and its subviews have (`.unspecified`, the
    /// default, inherits it). `.dark` records the screen in dark mode.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { loadedView?.traitsMayHaveChanged() } }
    }

    /// The traits this controller sets for its view and what it contains (iOS 17): setting one
    /// updates them at once (`traitOverrides.preferredContentSizeCategory = .accessibilityLarge`).
    open var traitOverrides = UITraitOverrides() {
        didSet { loadedView?.traitsMayHaveChanged() }
    }

    /// The registrations of `registerForTraitChanges`.
    var traitChangeRegistrations = TraitChangeRegistrations()

    /// The controller's traits: its view's.
    open var traitCollection: UITraitCollection {
        if let loadedView { return loadedView.traitCollection }
        let inherited = parent?.traitCollection ?? UITraitCollection.app
        return (overrideUserInterfaceStyle == .unspecified ? inherited : inherited.with(userInterfaceStyle: overrideUserInterfaceStyle))
            .overridden(by: traitOverrides)
    }

    /// Called when the traits of the controller's view changed (its appearance, text size or size classes, here).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The controller that presented this one, else the view's superview, else the parent
    /// (Apple's "Using responders and the responder chain").
    open override var next: UIResponder? { presentingController ?? loadedView?.superview ?? parent }

    /// Makes the view: the default is a plain view the size of the screen. Override it to set
    /// `view` yourself (do not call `super` then, as UIKit asks).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// The least margins the root view keeps: none above and below, and at the sides 16 points
    /// on an iPhone up to 390 points wide and 20 points on the widest (from 414 points: the Plus
    /// and Max phones, and iPads), as iOS gives a root view.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (loadedView?.bounds.width ?? UIScreen.main.bounds.width) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue, let loadedView { LayoutEngine.structureChanged(loadedView) } }
    }

    /// The title (a navigation bar shows it); setting it sets `navigationItem.title`.
    open var title: String? {
        didSet { ownNavigationItem?.title = title }
    }

    /// What a navigation bar shows while the controller is on top: made on first use, with
    /// the controller's title.
    open var navigationItem: UINavigationItem {
        if let ownNavigationItem { return ownNavigationItem }
        let item = UINavigationItem()
        item.title = title
        item.onChange = { [weak self] in self?.navigationItemChanged() }
        ownNavigationItem = item
        return item
    }

    private var ownNavigationItem: UINavigationItem?

    /// The navigation item changed: the bar draws it again if the controller is on top.
    private func navigationItemChanged() {
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.showTopInBar()
    }

    /// The identifier state restoration would save the controller under (stored: nothing is
    /// restored in a recording).
    open var restorationIdentifier: String?

    /// The status bar content the controller wants (`.default`). A recording's window draws no
    /// status bar (see `UIWindowScene`), so it is only read.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden (false). Only read, as
    /// `preferredStatusBarStyle`.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to read `preferredStatusBarStyle` again: nothing to redraw, as no
    /// status bar is drawn.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Editing

    /// Whether the controller's view is editing (false by default).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    private var ownEditButtonItem: UIBarButtonItem?

    /// Turns editing on or off and updates `editButtonItem`; a table view controller's table
    /// follows. Override it to edit views of your own (and call `super`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        ownEditButtonItem?.title = editing ? "Done" : "Edit"
        ownEditButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button that turns editing on and off: "Edit", and "Done" (in the bold `.done`
    /// style) while editing; a tap calls `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem {
        if let ownEditButtonItem { return ownEditButtonItem }
        let item = UIBarButtonItem(title: editing ? "Done" : "Edit", style: editing ? .done : .plain, target: nil, action: nil)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        ownEditButtonItem = item
        return item
    }

    // MARK: Appearance

    /// Called before the view is added to a visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view is in the hierarchy with its geometry set, before it shows.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called once the view shows (at the end of the transition that brings it).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the view has left it (at the end of the transition that takes it away).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    /// Whether the controller is on its way in, in a presentation that is running.
    open var isBeingPresented: Bool { activePresentation != nil && transitionRole == .presented && appearance == .appearing }
    /// Whether the controller is on its way out, in a dismissal that is running.
    open var isBeingDismissed: Bool { activePresentation != nil && transitionRole == .presented && appearance == .disappearing }
    /// Whether the controller was added to a parent in the running appearance change.
    open var isMovingToParent: Bool { false }
    /// Whether the controller is leaving its parent in the running appearance change.
    open var isMovingFromParent: Bool { false }

    /// The role the controller plays in the transition running now, if any.
    enum TransitionRole { case none, presented, presenting }
    var transitionRole = TransitionRole.none

    /// Whether UIKit calls the appearance methods of the children itself (true by default). A
    /// container that returns false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on its children when it sees fit.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear or disappear: `viewWillAppear(_:)` (and
    /// `viewIsAppearing(_:)`) or `viewWillDisappear(_:)`, once per change, and the same for the
    /// children it forwards to automatically.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Ends the change begun: `viewDidAppear(_:)` or `viewDidDisappear(_:)`, and the same for the
    /// children it forwards to automatically.
    open func endAppearanceTransition() {
        let animated = appearanceIsAnimated
        endAppearance(animated: animated)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.endAppearanceTransition() }
        }
    }

    /// Whether the appearance change under way was begun animated.
    private var appearanceIsAnimated = false

    /// Starts appearing or disappearing: the "will" callbacks, once per change.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        appearanceIsAnimated = animated
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
            viewIsAppearing(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// Ends the change begun: the "did" callback, once.
    func endAppearance(animated: Bool) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            break
        }
    }

    // MARK: Presentation state (the API is in UIViewController+Presentation.swift)

    /// The controller this one presents, or, when it presents none, the one its nearest
    /// presenting ancestor presents (Apple: "the view controller that is presented by this view
    /// controller, or one of its ancestors in the view controller hierarchy").
    open var presentedViewController: UIViewController? { presentedController ?? parent?.presentedViewController }
    /// The controller presenting this one, or, when it is not presented, the one presenting its
    /// nearest presented ancestor (Apple's documentation of `presentingViewController`).
    open var presentingViewController: UIViewController? { presentingController ?? parent?.presentingViewController }
    /// The controller this one itself presents.
    var presentedController: UIViewController?
    /// The controller presenting this one itself.
    weak var presentingController: UIViewController?
    /// How the controller is shown when presented (`.automatic`, a sheet, by default).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// UIKit's animation for presenting it without a custom animator (`.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The object giving animators for presenting and dismissing it. Held weakly, as UIKit does.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The presentation showing the controller, while it is presented.
    var activePresentation: UIPresentationController?
    /// The coordinator of a transition the controller takes part in, while it runs.
    var runningCoordinator: TransitionCoordinator?
    /// The tab bar item, once made or set.
    var storedTabBarItem: UITabBarItem?

    /// The buttons a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (parent as? UINavigationController)?.toolbarItemsChanged(of: self, animated: false) }
    }

    /// Sets `toolbarItems`, cross-fading the toolbar's buttons when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
        if animated { (parent as? UINavigationController)?.toolbarItemsChanged(of: self, animated: true) }
    }

    // MARK: Safe area

    /// Insets added to the safe area the view gets from its place on screen (zero by default).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let loadedView else { return }
            LayoutEngine.structureChanged(loadedView)
            loadedView.setNeedsLayout()
        }
    }

    /// Called when the view's safe-area insets change.
    open func viewSafeAreaInsetsDidChange() {}

    /// The scroll views set by `setContentScrollView(_:for:)`, by edge.
    var contentScrollViews: [UInt: WeakScrollView] = [:]

    /// Insets a container adds for bars it draws over the view (a navigation bar's height).
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue, let loadedView else { return }
            LayoutEngine.structureChanged(loadedView)
            loadedView.setNeedsLayout()
        }
    }

    /// The navigation controller this controller is in (itself or an ancestor's).
    open var navigationController: UINavigationController? { nearest(UINavigationController.self) }

    /// This controller or its nearest ancestor of a kind.
    func nearest<Container>(_ kind: Container.Type) -> Container? {
        var current: UIViewController? = self
        while let controller = current {
            if let found = controller as? Container { return found }
            current = controller.parent
        }
        return nil
    }

    // MARK: Content sizes (UIContentContainer)

    /// The size the controller's content would like (zero unless set). Setting it tells the
    /// parent, or the presentation controller presenting it, through
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if let presentation = presentationController {
                presentation.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// A child's `preferredContentSize` changed (does nothing by default).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's fitting size changed (does nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size a child gets: `parentSize` by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The view is about to change size: passed on to the children by default.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
    /// The traits are about to change: passed on to the children by default.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Children

    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?

    /// Adds a child: calls its `willMove(toParent:)` first, as UIKit does. Add its view to
    /// yours and call its `didMove(toParent:)` yourself after.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.willMove(toParent: self)
        childController.removeFromParentQuietly()
        children.append(childController)
        childController.parent = self
    }

    /// Leaves the parent: calls `didMove(toParent: nil)` after, as UIKit does. Call
    /// `willMove(toParent: nil)` before, and remove the view yourself.
    open func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentQuietly()
        didMove(toParent: nil)
    }

    private func removeFromParentQuietly() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
}

extension UIViewController {
    /// Swaps two children of this controller: `toViewController`'s view takes
    /// `fromViewController`'s place through `UIView.transition(from:to:duration:options:)` (so
    /// the options' transition animates it) while `animations` run in a block of the same
    /// duration; their appearance callbacks begin now and end with it, then `completion` runs.
    /// Both must be children of this controller (UIKit raises an exception otherwise; here it
    /// is listed in `Timeline.problems` and nothing happens).
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                           options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self, let fromView = fromViewController.viewIfLoaded,
              fromView.superview != nil else {
            return ModalTransition.report("transition(from:to:…) needs two children of \(type(of: self)), the first one's view in place; nothing is done", on: self)
        }
        let showing = fromView.isInShowingWindow
        let leaving = showing ? AppearanceForwarding.controllers(under: fromView) : []
        let toView: UIView = toViewController.view
        let arriving = showing ? AppearanceForwarding.controllers(under: toView) + [toViewController] : []
        var changing: [UIViewController] = []
        for controller in leaving + arriving where !changing.contains(where: { $0 === controller }) { changing.append(controller) }
        for controller in changing { controller.transitionRole = .presented }
        for controller in leaving { controller.beginAppearance(false, animated: duration > 0) }
        for controller in arriving { controller.beginAppearance(true, animated: duration > 0) }
        toView.frame = fromView.frame
        UIView.transition(from: fromView, to: toView, duration: duration, options: options) { finished in
            for controller in changing {
                controller.transitionRole = .none
                controller.endAppearance(animated: duration > 0)
            }
            completion?(finished)
        }
        if let animations { UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
    }
}
