import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration`: the layout's direction, the space
/// between its sections, and headers and footers of the whole layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow one another and scroll.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The default: vertical, no spacing.
    public override init() {
        super.init()
    }
}

/// Makes the section at an index, given the environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayout`: sections built from items and groups.
///
/// As Apple documents it: an item's size is a fraction of its group's, or points; a group
/// lays its items side by side (`horizontal`) or stacked (`vertical`), repeating them while
/// they fit (`subitem:count:` divides the group among `count` of them), `interItemSpacing`
/// apart (flexible spacing shares the free space); a section repeats its group until its
/// items are placed, `interGroupSpacing` apart, inside `contentInsets`, the group sized
/// against the section's width inside its insets and the collection view's height; headers
/// (`.top`) and footers (`.bottom`) sit outside the insets along the scrolling direction and,
/// with `supplementariesFollowContentInsets`, inside them across it; sections follow one
/// another `interSectionSpacing` apart. A section with `orthogonalScrollingBehavior` lays its
/// groups in one line across (a carousel), as tall as its group, which the collection view
/// scrolls in a strip of its own (see `UICollectionView`). An item's `.estimated` side is its cell's
/// (`preferredLayoutAttributesFitting(_:)`: the content view's constraints, or a content
/// configuration's height at the item's width), its `contentInsets` ignored on that side as Apple
/// documents; a group's `.estimated` side is its items' (a row as tall as its tallest item, a
/// column as long as its items and their spacing), and how many items a group holds follows
/// their sized lengths. `pinToVisibleBounds` headers stick to the top of the visible
/// content while their section shows, footers to the bottom.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The direction, section spacing and layout-wide headers.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var contentSize: CGSize = .zero
    private var warned: Set<String> = []
    /// The section being placed, while it is.
    private var listSection: NSCollectionLayoutSection?

    /// One section layout for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// One section layout for every section, in a configuration.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A section layout made for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A section layout made for each section, in a configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        prepared = PreparedLayoutAttributes()
        contentSize = .zero
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let bounds = collectionView.bounds.size
        let vertical = configuration.scrollDirection == .vertical
        let environment = CompositionalLayoutEnvironment(contentSize: bounds, traitCollection: collectionView.traitCollection)
        // `along`: the scrolling direction; `across`: the other.
        var along: CGFloat = 0
        along += placeBoundaryItems(configuration.boundarySupplementaryItems, leading: true, section: 0, at: along,
                                    across: (0, vertical ? bounds.width : bounds.height), bounds: bounds)
        let sections = dataSource.numberOfSections(in: collectionView)
        for index in 0..<sections {
            if index > 0 { along += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                warn("the section provider gave no section for section \(index): its items are not shown", on: collectionView)
                continue
            }
            let count = dataSource.collectionView(collectionView, numberOfItemsInSection: index)
            along = place(section, index: index, items: count, at: along, bounds: bounds, in: collectionView)
            if let handler = section.visibleItemsInvalidationHandler { prepared?.visibleItemsHandlers[index] = (handler, environment) }
        }
        along += placeBoundaryItems(configuration.boundarySupplementaryItems, leading: false, section: 0, at: along,
                                    across: (0, vertical ? bounds.width : bounds.height), bounds: bounds)
        pin(configuration.boundarySupplementaryItems, section: 0, from: 0, to: along)
        contentSize = vertical ? CGSize(width: bounds.width, height: along) : CGSize(width: along, height: bounds.height)
    }

    /// Places a section from `start` along the scrolling direction; returns where it ends.
    private func place(_ section: NSCollectionLayoutSection, index: Int, items count: Int, at start: CGFloat,
                       bounds: CGSize, in collectionView: UICollectionView) -> CGFloat {
        let vertical = configuration.scrollDirection == .vertical
        let insets = section.contentInsets
        // The insets along and across the scrolling direction.
        let (alongBefore, alongAfter) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let (acrossBefore, acrossAfter) = vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let extent = vertical ? bounds.width : bounds.height
        let inner = max(0, extent - acrossBefore - acrossAfter)
        listSection = section
        defer { listSection = nil }
        if let list = section.list, collectionView.backgroundColor == nil { collectionView.backgroundColor = list.listBackground }
        if let list = section.list { prepared?.listConfigurations[index] = list }
        let follows = section.supplementariesFollowContentInsets
        let headerAcross = follows ? (acrossBefore, inner) : (0, extent)
        var along = start
        along += placeBoundaryItems(section.boundarySupplementaryItems, leading: true, section: index, at: along, across: headerAcross, bounds: bounds)
        along += alongBefore
        // The group is sized against the section's width inside its insets and the collection
        // view's height (the other way round when scrolling across).
        let container = vertical ? CGSize(width: inner, height: bounds.height) : CGSize(width: bounds.width, height: inner)
        let groupSize = section.group.layoutSize.resolved(in: container)
        var next = 0
        if section.orthogonalScrollingBehavior != .none {
            // One line across, as a carousel: the collection view scrolls it in a strip of its own.
            var across = acrossBefore
            var groups: [(start: CGFloat, length: CGFloat)] = []
            var lineThickness: CGFloat = 0
            while next < count {
                let origin = vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
                let result = place(section.group, in: CGRect(origin: origin, size: groupSize), section: index, next: &next, count: count)
                guard result.placed > 0 else { break }
                let groupLength = vertical ? result.size.width : result.size.height
                groups.append((across, groupLength))
                across += groupLength + section.interGroupSpacing
                lineThickness = max(lineThickness, vertical ? result.size.height : result.size.width)
            }
            let length = (groups.last.map { $0.start + $0.length } ?? acrossBefore) + acrossAfter
            let strip = vertical ? CGRect(x: 0, y: along, width: bounds.width, height: lineThickness)
                : CGRect(x: along, y: 0, width: lineThickness, height: bounds.height)
            prepared?.orthogonalLines[index] = OrthogonalLine(frame: strip, horizontal: vertical, length: length, groups: groups,
                                                               behavior: section.orthogonalScrollingBehavior)
            along += lineThickness
        } else {
            var first = true
            while next < count {
                if !first { along += section.interGroupSpacing }
                let origin = vertical ? CGPoint(x: acrossBefore, y: along) : CGPoint(x: along, y: acrossBefore)
                let result = place(section.group, in: CGRect(origin: origin, size: groupSize), section: index, next: &next, count: count)
                guard result.placed > 0 else { break }
                along += vertical ? result.size.height : result.size.width
                first = false
            }
        }
        along += alongAfter
        along += placeBoundaryItems(section.boundarySupplementaryItems, leading: false, section: index, at: along, across: headerAcross, bounds: bounds)
        pin(section.boundarySupplementaryItems, section: index, from: start, to: along)
        for decoration in section.decorationItems {
            let whole = vertical ? CGRect(x: 0, y: start, width: bounds.width, height: along - start)
                : CGRect(x: start, y: 0, width: along - start, height: bounds.height)
            let insets = decoration.contentInsets
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: index))
            attributes.frame = whole.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
            attributes.zIndex = decoration.zIndex
            prepared?.decorations[decoration.elementKind, default: [:]][attributes.indexPath] = attributes
        }
        return along
    }

    /// Notes the pinned headers and footers of a section (or of the layout) placed between
    /// `start` and `end`, for the collection view to keep at the visible edges.
    private func pin(_ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, from start: CGFloat, to end: CGFloat) {
        let vertical = configuration.scrollDirection == .vertical
        let leadingEdges: [NSRectAlignment] = vertical ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        for item in items where item.pinToVisibleBounds {
            let path = IndexPath(item: 0, section: section)
            guard let rest = prepared?.supplementary[item.elementKind]?[path]?.frame else { continue }
            prepared?.pinned.append(PinnedSupplementary(kind: item.elementKind, indexPath: path, rest: rest, sectionStart: start, sectionEnd: end,
                                                        leading: leadingEdges.contains(item.alignment), vertical: vertical))
        }
    }

    /// Lays a group's items out in `outer`, from item `next` of the section; returns how many
    /// it placed and the size the group took: `outer`'s, except along a side the group
    /// estimates, where its items decide it (the tallest of a row, the sum of a column).
    private func place(_ group: NSCollectionLayoutGroup, in outer: CGRect, section: Int, next: inout Int, count: Int) -> (placed: Int, size: CGSize) {
        let insets = effectiveInsets(of: group)
        let frame = outer.inset(by: insets)
        let horizontal = group.axis == .horizontal
        let length = horizontal ? frame.width : frame.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // An item's index while the slots are worked out, when the subitems are all cells (a
        // nested group takes a number of items known only once it is placed).
        let allCells = !group.subitems.contains { $0 is NSCollectionLayoutGroup }
        func index(ofSlot slot: Int) -> Int? { allCells && next + slot < count ? next + slot : nil }
        // The slots: the subitems repeated while they fit, or `count` sharing the group.
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let repeats = group.count, let item = group.subitems.first {
            let share = max(0, (length - spacing * CGFloat(repeats - 1)) / CGFloat(repeats))
            let resolved = item.layoutSize.resolved(in: frame.size)
            let size = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            slots = (0..<repeats).map { (item, selfSized(item, size, at: index(ofSlot: $0), section: section)) }
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            while slots.count < 1000 {
                let item = group.subitems[slots.count % group.subitems.count]
                let size = selfSized(item, item.layoutSize.resolved(in: frame.size), at: index(ofSlot: slots.count), section: section)
                let itemLength = horizontal ? size.width : size.height
                let needed = (slots.isEmpty ? 0 : spacing) + itemLength
                guard slots.isEmpty || used + needed <= length + 0.001 else { break }
                slots.append((item, size))
                used += needed
                // An item with no length would repeat forever: one is enough.
                if itemLength <= 0 { break }
            }
        }
        let lengths = slots.map { horizontal ? $0.size.width : $0.size.height }
        let free = length - lengths.reduce(0, +) - spacing * CGFloat(max(slots.count - 1, 0))
        let gap = spacing + ((group.interItemSpacing?.isFlexibleSpacing ?? false) && slots.count > 1 ? max(free, 0) / CGFloat(slots.count - 1) : 0)
        var cursor = horizontal ? frame.minX : frame.minY
        var placed = 0
        var taken: [CGSize] = []
        for slot in slots {
            guard next < count else { break }
            var rect = horizontal ? CGRect(x: cursor, y: frame.minY, width: slot.size.width, height: slot.size.height)
                : CGRect(x: frame.minX, y: cursor, width: slot.size.width, height: slot.size.height)
            if let inner = slot.item as? NSCollectionLayoutGroup {
                let result = place(inner, in: rect, section: section, next: &next, count: count)
                placed += result.placed
                rect.size = result.size
            } else {
                if !slot.item.supplementaryItems.isEmpty, let collectionView {
                    warn("supplementary items anchored to items (badges) are not drawn yet", on: collectionView)
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: section))
                attributes.frame = rect.inset(by: effectiveInsets(of: slot.item))
                if let list = listSection?.list {
                    attributes.listPlacement = ListPlacement(appearance: list.appearance, isFirst: next == 0, isLast: next == count - 1,
                                                             showsSeparator: list.showsSeparators && !(list.isGrouped && next == count - 1))
                }
                prepared?.items[attributes.indexPath] = attributes
                next += 1
                placed += 1
            }
            taken.append(rect.size)
            cursor += (horizontal ? rect.width : rect.height) + gap
        }
        // Along a side the group estimates, its items decide its size. Each item keeps its own
        // height: developers ask how to make a row's self-sized items equally tall, which
        // compositional layout does not do (Apple Developer Forums thread 719750).
        var size = outer.size
        if !taken.isEmpty {
            let widths = taken.map(\.width), heights = taken.map(\.height)
            let gaps = spacing * CGFloat(taken.count - 1)
            if group.layoutSize.widthDimension.isEstimated {
                size.width = (horizontal ? widths.reduce(0, +) + gaps : widths.max() ?? 0) + insets.leading + insets.trailing
            }
            if group.layoutSize.heightDimension.isEstimated {
                size.height = (horizontal ? heights.max() ?? 0 : heights.reduce(0, +) + gaps) + insets.top + insets.bottom
            }
        }
        return (placed, size)
    }

    /// An item's content insets, less those along a side it estimates: Apple documents that
    /// `contentInsets` are ignored on an axis with an estimated dimension.
    private func effectiveInsets(of item: NSCollectionLayoutItem) -> NSDirectionalEdgeInsets {
        var insets = item.contentInsets
        if item.layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if item.layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }

    /// A cell item's place, sized along the sides it estimates by its cell
    /// (`preferredLayoutAttributesFitting(_:)`, as UIKit's self-sizing cells are); a group's,
    /// or one whose item is not known yet, as it resolves.
    private func selfSized(_ item: NSCollectionLayoutItem, _ size: CGSize, at index: Int?, section: Int) -> CGSize {
        guard let index, !(item is NSCollectionLayoutGroup) else { return size }
        var axes: SelfSizedAxes = []
        if item.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
        if item.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
        guard !axes.isEmpty else { return size }
        let insets = effectiveInsets(of: item)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: section))
        attributes.frame = CGRect(origin: .zero, size: size).inset(by: insets)
        attributes.selfSizedAxes = axes
        let preferred = preferredSize(of: attributes)
        return CGSize(width: preferred.width + insets.leading + insets.trailing, height: preferred.height + insets.top + insets.bottom)
    }

    /// Places the headers (`leading`) or footers of a section (or of the layout) at `along`;
    /// returns the room they take along the scrolling direction.
    private func placeBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], leading: Bool, section: Int,
                                    at along: CGFloat, across: (start: CGFloat, length: CGFloat), bounds: CGSize) -> CGFloat {
        let vertical = configuration.scrollDirection == .vertical
        let edges: [NSRectAlignment] = vertical ? (leading ? [.top, .topLeading, .topTrailing] : [.bottom, .bottomLeading, .bottomTrailing])
            : (leading ? [.leading, .topLeading, .bottomLeading] : [.trailing, .topTrailing, .bottomTrailing])
        var room: CGFloat = 0
        for item in items where edges.contains(item.alignment) {
            let container = vertical ? CGSize(width: across.length, height: bounds.height) : CGSize(width: bounds.width, height: across.length)
            let size = item.layoutSize.resolved(in: container)
            let thickness = vertical ? size.height : size.width
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
            let origin = vertical ? CGPoint(x: across.start, y: along + room) : CGPoint(x: along + room, y: across.start)
            attributes.frame = CGRect(origin: CGPoint(x: origin.x + item.offset.x, y: origin.y + item.offset.y), size: size)
            attributes.zIndex = 1
            prepared?.supplementary[item.elementKind, default: [:]][attributes.indexPath] = attributes
            if item.extendsBoundary { room += thickness }
        }
        return room
    }

    /// Lists what the layout does not model, once per layout.
    private func warn(_ message: String, on collectionView: UICollectionView) {
        guard warned.insert(message).inserted else { return }
        collectionView.layer.report("UICollectionViewCompositionalLayout: " + message, isWarning: true)
    }

    /// A change of the bounds' size lays the sections out again (fractions of it change).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return true }
        return newBounds.size != bounds.size
    }
}

extension CGRect {
    /// The rectangle with directional insets taken off (leading on the left).
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }
}
