import Foundation

/// `UISearchResultsUpdating`: told whenever the search text or the search controller's state
/// changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text or the controller's `isActive` changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate`: told as the search is presented and dismissed.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to show.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search has shown.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search has ended.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Asked to show the search instead of UIKit (Flipbook shows it itself, then calls this).
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing by default.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func presentSearchController(_ searchController: UISearchController) {}
}

/// `UISearchController`: a search bar and what searching shows. Put it in a screen with
/// `navigationItem.searchController`: the navigation bar shows its `searchBar` in a strip under
/// the title. A tap in the field (or `isActive = true`) starts the search, as on iOS: the
/// delegate is told, the cancel button slides in, the navigation bar slides its title row up
/// out of sight (`hidesNavigationBarDuringPresentation`), the content dims
/// (`obscuresBackgroundDuringPresentation`, black at 20 %), each over 0.3 s, ease in and out,
/// and `searchResultsUpdater` is told; each character typed tells it again, and the
/// `searchResultsController`'s view covers the content under the bar once there is text (or
/// always, with `showsSearchResultsController`). Cancel clears the text and ends the search,
/// reversing each step. The durations and the dimming are choices, not measured on a device
/// (Apple documents neither): approximate.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar, shown by the navigation bar of the screen whose item holds the controller.
    public let searchBar = UISearchBar(frame: .zero)
    /// The controller whose view shows the results over the content (nil: the content itself
    /// shows them).
    public let searchResultsController: UIViewController?
    /// Told when the text or the state changes. Held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as the search shows and ends. Held weakly.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content dims while searching (true by default).
    open var obscuresBackgroundDuringPresentation = true
    /// The same as `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row slides up out of sight while searching (true by
    /// default).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button shows while searching (true by default).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows once there is text (true by default).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now (with `automaticallyShowsSearchResultsController`
    /// it follows the text).
    open var showsSearchResultsController = false {
        didSet { if showsSearchResultsController != oldValue { placeResults(animated: false) } }
    }
    /// Whether a scope bar shows while searching (kept: scope bars are not drawn).
    open var automaticallyShowsScopeBar = true

    /// Whether the search is under way. Setting it starts or ends the search.
    open var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }
    private var active = false

    /// The navigation controller whose bar shows the search bar (set as it shows it).
    weak var hostingNavigationController: UINavigationController?
    private let dimmingView = UIView()

    /// How long the search takes to show and to end: 0.3 s, a choice.
    static let presentationDuration: TimeInterval = 0.3

    /// A search controller, its results shown by `searchResultsController` (nil: the content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.isUserInteractionEnabled = false
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) { nil }

    // MARK: The search bar's events

    /// The field became first responder.
    func searchBarBeganEditing() {
        setActive(true)
    }

    /// The text changed.
    func searchTextChanged() {
        guard active else { return }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The cancel button was tapped: the text clears and the search ends.
    func searchBarCancelled() {
        searchBar.text = ""
        setActive(false)
    }

    // MARK: Showing and ending

    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        let duration = Self.presentationDuration
        if newValue {
            delegate?.willPresentSearchController(self)
            active = true
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
            showPresentation(true)
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.presentSearchController(self)
            afterPresentation(duration) { $0.delegate?.didPresentSearchController($0) }
        } else {
            delegate?.willDismissSearchController(self)
            active = false
            if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
            if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
            showPresentation(false)
            searchResultsUpdater?.updateSearchResults(for: self)
            afterPresentation(duration) { $0.delegate?.didDismissSearchController($0) }
        }
    }

    /// Runs `body` once the presentation's animation has ended (at once outside a recording).
    private func afterPresentation(_ duration: TimeInterval, _ body: @escaping (UISearchController) -> Void) {
        UIView.animate(withDuration: duration, animations: {}, completion: { [weak self] _ in
            if let self { body(self) }
        })
    }

    /// Slides the navigation bar's title row up and dims the content under the search bar for
    /// the search (`showing`), or back; the content's safe area follows the bar, so a list
    /// resting at its top moves up with it.
    private func showPresentation(_ showing: Bool) {
        guard let navigation = hostingNavigationController, let hostView = navigation.viewIfLoaded else { return }
        let bar = navigation.navigationBar
        let hidden = hidesNavigationBarDuringPresentation ? UINavigationBar.height + bar.largeTitleShown : 0
        let searchBottom = bar.currentHeight - hidden
        if showing, obscuresBackgroundDuringPresentation {
            dimmingView.frame = CGRect(x: 0, y: bar.currentHeight, width: hostView.bounds.width, height: max(hostView.bounds.height - bar.currentHeight, 0))
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.alpha = 0
            dimmingView.layer.zPosition = UINavigationController.barZPosition - 2
            hostView.insertSubview(dimmingView, belowSubview: bar)
        }
        placeResults(animated: true)
        UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            if self.hidesNavigationBarDuringPresentation {
                bar.frame.origin.y = showing ? -hidden : 0
                navigation.searchHidesBarRow(showing ? hidden : 0)
                hostView.layoutIfNeeded()
            }
            let top = showing ? searchBottom : bar.currentHeight
            self.dimmingView.frame = CGRect(x: 0, y: top, width: hostView.bounds.width, height: max(hostView.bounds.height - top, 0))
            self.dimmingView.alpha = showing ? 1 : 0
        }, completion: { _ in
            if !self.active { self.dimmingView.removeFromSuperview() }
        })
    }

    /// Shows the results controller's view over the content, under the bar, while it should.
    private func placeResults(animated: Bool) {
        guard let results = searchResultsController, let navigation = hostingNavigationController,
              let hostView = navigation.viewIfLoaded else { return }
        let shows = active && showsSearchResultsController
        let resultsView: UIView = results.view
        if shows, resultsView.superview !== hostView {
            navigation.addChild(results)
            resultsView.frame = hostView.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            resultsView.layer.zPosition = UINavigationController.barZPosition - 1
            results.containerSafeAreaInsets = UIEdgeInsets(top: UINavigationBar.searchHeight, left: 0, bottom: 0, right: 0)
            hostView.insertSubview(resultsView, belowSubview: navigation.navigationBar)
            results.didMove(toParent: navigation)
        } else if !shows, resultsView.superview === hostView {
            results.willMove(toParent: nil)
            resultsView.removeFromSuperview()
            results.removeFromParent()
        }
    }
}
