import Foundation

/// `UICollectionLayoutListConfiguration`: a section (or a layout) of full-width rows, as a
/// table's: plain, grouped or inset grouped.
///
/// Rows size themselves, as on iOS: 44 points estimated, each row as tall as its cell's content
/// (a content configuration's text at the row's width, at least 44 points; or the content view's
/// constraints); a grouped section starts 35 points below the last unless it has a
/// header, an inset-grouped one stands 16 points in with 10-point corners on its first and last
/// rows; headers (`headerMode = .supplementary`) are 28 points tall in a plain list and 40 in a
/// grouped one; rows are separated by a one-pixel line in `.separator` inset 16 points from the
/// leading edge, none under a grouped section's last row. The list's background is
/// `.systemBackground` (plain, sidebar plain) or `.systemGroupedBackground`, and a list
/// cell's is `.systemBackground` or `.secondarySystemGroupedBackground`. As tables are:
/// choices after iPhone screenshots, approximate.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the list's background.
        case plain
        /// Sections of rows on the grouped background.
        case grouped
        /// Sections of rows inset, with rounded corners.
        case insetGrouped
        /// A sidebar (drawn as inset grouped).
        case sidebar
        /// A plain sidebar (drawn as plain).
        case sidebarPlain
    }

    /// What shows a section's header.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item (drawn as an ordinary row here).
        case firstItemInSection
    }

    /// What shows a section's footer.
    public enum FooterMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows are separated by lines.
    public var showsSeparators = true
    /// The list's background (the appearance's unless set).
    public var backgroundColor: UIColor?
    /// What shows section headers.
    public var headerMode: HeaderMode = .none
    /// What shows section footers.
    public var footerMode: FooterMode = .none
    /// Space above headers (kept).
    public var headerTopPadding: CGFloat?
    /// What gives a row's swipe actions: called with the row's index path.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe to the left on a row reveals, as a table's delegate gives them (see
    /// the guide's "tables" row for the look and the gestures).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe to the right on a row reveals.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether rows sit in grouped sections.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// The list's background.
    var listBackground: UIColor { backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground) }
}

/// Where an item of a list section sits, for its cell's background, corners and separator.
struct ListPlacement: Equatable {
    let appearance: UICollectionLayoutListConfiguration.Appearance
    let isFirst: Bool
    let isLast: Bool
    let showsSeparator: Bool
}

extension NSCollectionLayoutSection {
    /// A list section (see `UICollectionLayoutListConfiguration`).
    @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [row])
        let section = NSCollectionLayoutSection(group: group)
        let inset: CGFloat = configuration.appearance == .insetGrouped || configuration.appearance == .sidebar ? 16 : 0
        let hasHeader = configuration.headerMode == .supplementary
        section.contentInsets = NSDirectionalEdgeInsets(top: configuration.isGrouped && !hasHeader ? 35 : 0, leading: inset,
                                                        bottom: 0, trailing: inset)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(configuration.isGrouped ? 40 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.list = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (see `UICollectionLayoutListConfiguration`).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}
