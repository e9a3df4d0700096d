import FlipbookUIKit

/// `SearchFieldPlacement`: where a `searchable` view's search field goes. On an iPhone every
/// placement is the navigation bar's drawer, under the title (stored).
public struct SearchFieldPlacement: Sendable {
    /// Whether the field stays shown as the content scrolls (`.navigationBarDrawer(displayMode: .always)`).
    let alwaysShown: Bool
    /// The platform's place: the navigation bar's drawer.
    public static let automatic = SearchFieldPlacement(alwaysShown: false)
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement(alwaysShown: false)
    /// The sidebar.
    public static let sidebar = SearchFieldPlacement(alwaysShown: false)
    /// The navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(alwaysShown: false)

    /// When the drawer's field shows.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Shown, and hidden as the content scrolls.
        case automatic
        /// Always shown.
        case always
    }

    /// The navigation bar's drawer, showing its field as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(alwaysShown: displayMode == .always)
    }
}

/// What a screen's `searchable` asks of its navigation bar: a search field for a binding.
@MainActor
struct SearchRequest {
    let text: Binding<String>
    let prompt: String
    let alwaysShown: Bool
}

/// `searchable`: notes the screen's search field, which its hosting controller puts in the
/// navigation bar (a `UISearchController` in its navigation item) after each update.
public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let prompt: String
    let placement: SearchFieldPlacement
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _SearchableModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        graph.searchRequest = SearchRequest(text: text, prompt: prompt, alwaysShown: placement.alwaysShown)
        return content()
    }
}

/// The search controller a hosting view keeps for its screen's `searchable`: typing in its
/// field writes the binding.
@MainActor
final class SearchFieldLink: UISearchResultsUpdating {
    let controller = UISearchController(searchResultsController: nil)
    var text: Binding<String>?

    init() {
        controller.searchResultsUpdater = self
        controller.obscuresBackgroundDuringPresentation = false
    }

    func updateSearchResults(for searchController: UISearchController) {
        guard let text, text.wrappedValue != (searchController.searchBar.text ?? "") else { return }
        text.wrappedValue = searchController.searchBar.text ?? ""
    }

    /// Shows `request` in `item`'s navigation bar.
    func show(_ request: SearchRequest, in item: UINavigationItem) {
        text = request.text
        controller.searchBar.placeholder = request.prompt
        if controller.searchBar.text != request.text.wrappedValue { controller.searchBar.text = request.text.wrappedValue }
        if item.searchController !== controller { item.searchController = controller }
        if item.hidesSearchBarWhenScrolling == request.alwaysShown { item.hidesSearchBarWhenScrolling = !request.alwaysShown }
    }
}

extension View {
    /// A search field for `text` in the navigation bar of the screen the view is in, showing
    /// `prompt` ("Search" by default) while empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(_SearchableModifier(text: text, prompt: prompt?.plainString ?? "Search", placement: placement))
    }

    /// A search field showing `prompt` while empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> ModifiedContent<Self, _SearchableModifier> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field showing `prompt` while empty.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> ModifiedContent<Self, _SearchableModifier> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
