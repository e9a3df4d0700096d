import Foundation

/// `NSCollectionLayoutItem`: one cell's place in a compositional layout: its size (against
/// the group that holds it) and the insets that shrink the cell inside that place.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, against its group's.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken off the item's place (the cell is drawn inside it).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Supplementary views anchored to the item (not drawn yet: a warning says so).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of a size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of a size with supplementary views anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// `NSCollectionLayoutGroup`: items (or groups) side by side (`horizontal`) or stacked
/// (`vertical`), repeated until the group is full.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items it holds, in order; repeated while they fit.
    public let subitems: [NSCollectionLayoutItem]
    /// How many times the subitem repeats, sized to share the group (`subitem:count:`).
    let count: Int?
    /// The space between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Items side by side, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` of one item side by side, each as wide as shares the group.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
    }

    /// `count` of one item side by side (iOS 16's name).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Items stacked, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` of one item stacked, each as tall as shares the group.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
    }

    /// `count` of one item stacked (iOS 16's name).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// Where a supplementary view sits on its container's edges.
public enum NSRectAlignment: Int, Sendable {
    /// Not on an edge.
    case none
    /// Along the top edge.
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Along the bottom edge.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

/// `NSCollectionLayoutSupplementaryItem`: a supplementary view (a badge) of an element kind
/// anchored to an item.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind it is registered and dequeued under.
    public let elementKind: String

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's (or the layout's) header or
/// footer: a supplementary view along an edge of its content.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge: `.top` for a header, `.bottom` for a footer (in a vertical layout).
    public let alignment: NSRectAlignment
    /// Moves it from its place.
    public let offset: CGPoint
    /// Whether it stays in view while its section scrolls (kept: not modelled yet).
    open var pinToVisibleBounds = false
    /// Whether it takes room of its own beside the content (true) or lies over it.
    open var extendsBoundary = true

    /// A header or footer of a size and kind along an edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer moved from its place by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// `NSCollectionLayoutDecorationItem`: a view the layout draws behind a section (its
/// background), of a kind registered with the layout's
/// `register(_:forDecorationViewOfKind:)`. It covers the section, headers and footers
/// included, across the collection view's whole width, less its `contentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of view drawn.
    public let elementKind: String
    /// The stacking order (0: behind the section's cells, as a background is drawn).
    open var zIndex = 0

    /// A decoration of a kind.
    public required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A section's background of a kind.
    open class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }
}
