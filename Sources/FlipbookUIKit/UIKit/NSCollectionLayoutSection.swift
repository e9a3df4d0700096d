import Foundation

/// How a compositional section's groups scroll across the layout's direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// They wrap in the layout's direction, as rows of a grid.
    case none
    /// They run in one line across, scrolling freely.
    case continuous
    /// In one line, scrolling to a group's leading edge.
    case continuousGroupLeadingBoundary
    /// In one line, a page at a time.
    case paging
    /// In one line, a group at a time.
    case groupPaging
    /// In one line, a group at a time, centred.
    case groupPagingCentered
}

/// `NSCollectionLayoutSection`: a section of a compositional layout: its group repeated until
/// its items are placed, `interGroupSpacing` apart, inside `contentInsets`, with headers and
/// footers along its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated to hold the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between the groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the groups run in one line across the layout (a carousel) or wrap.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views the layout draws behind the section (a background).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers are inset as the groups are across the layout (true).
    open var supplementariesFollowContentInsets = true
    /// Called whenever the section's visible items move (its strip scrolls, or the collection
    /// view does), to change how they are drawn: their transform, alpha, centre, z-index.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list this section draws, when `list(using:layoutEnvironment:)` made it.
    var list: UICollectionLayoutListConfiguration?

    /// A section of a group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// `NSCollectionLayoutContainer`: the space a section (or group) is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// Its insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets (the same as `contentInsets` here).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider knows: the container and traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The collection view's content area.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout hands its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
        super.init()
    }

    var container: NSCollectionLayoutContainer { self }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentSize: CGSize { contentSize }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
