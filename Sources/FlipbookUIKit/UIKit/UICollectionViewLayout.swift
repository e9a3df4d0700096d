import Foundation

extension IndexPath {
    /// UIKit's item-and-section index path.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item in its section (the second index).
    public var item: Int { self[1] }
}

/// `UICollectionViewLayoutAttributes`: where one item (or supplementary view) is, and how it looks.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    open var indexPath: IndexPath
    /// Its frame in the collection view's content.
    open var frame: CGRect
    /// Its size (the frame's).
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// Its centre (the frame's).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// Its transform.
    open var transform: CGAffineTransform = .identity
    /// Its stacking order.
    open var zIndex = 0
    /// Whether it is hidden.
    open var isHidden = false
    /// The kind of supplementary view it places (nil for an item).
    open private(set) var representedElementKind: String?
    /// A cell's, a supplementary view's or a decoration view's attributes.
    open var representedElementCategory: UICollectionView.ElementCategory {
        isDecoration ? .decorationView : representedElementKind == nil ? .cell : .supplementaryView
    }
    /// Whether the attributes place a decoration view (the layout's own, not the data source's).
    private var isDecoration = false
    /// Where an item of a list section sits in it, for a list cell's look.
    var listPlacement: ListPlacement?
    /// The sides the layout only estimated, which the cell sizes to its content
    /// (`preferredLayoutAttributesFitting(_:)`).
    var selfSizedAxes: SelfSizedAxes = []

    /// Attributes for an item.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        super.init()
    }

    /// Attributes for a supplementary view of a kind (a header).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementKind = elementKind
        super.init()
    }

    /// Attributes for a decoration view of a kind (a section's background): a view the layout
    /// registered, not one the data source gives.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(forSupplementaryViewOfKind: decorationViewKind, with: indexPath)
        isDecoration = true
    }

    /// A copy.
    func copied() -> UICollectionViewLayoutAttributes {
        let copy = representedElementKind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.isDecoration = isDecoration
        copy.frame = frame
        copy.alpha = alpha
        copy.transform = transform
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listPlacement = listPlacement
        copy.selfSizedAxes = selfSizedAxes
        return copy
    }
}

/// The sides of an item a layout estimated: the cell's content decides them.
struct SelfSizedAxes: OptionSet {
    let rawValue: Int
    static let width = SelfSizedAxes(rawValue: 1)
    static let height = SelfSizedAxes(rawValue: 2)
}

/// `UICollectionViewLayout`: where a collection view's items go. Subclass it (override
/// `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`), or use `UICollectionViewFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view laid out.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// Computes the layout before it is asked (does nothing by default).
    open func prepare() {}

    /// The size of the content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items in `rect` (none by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { prepared?.elements(in: rect) }

    /// The attributes of an item (nil by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { prepared?.items[indexPath] }

    /// The attributes of a decoration view (nil by default).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.decorations[elementKind]?[indexPath]
    }

    /// The classes of the decoration views the layout places, by kind.
    private(set) var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the view class drawn for decorations of a kind (a section's background).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// The attributes of a supplementary view (nil by default).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.supplementary[elementKind]?[indexPath]
    }

    /// What UIKit's own layouts computed in `prepare()`, which the lookups above answer from
    /// (nil for a layout of your own, which overrides them).
    var prepared: PreparedLayoutAttributes?

    /// The size the item's cell would rather have (`preferredLayoutAttributesFitting(_:)`) for
    /// attributes whose `selfSizedAxes` the layout estimated; the attributes' size without a cell.
    func preferredSize(of attributes: UICollectionViewLayoutAttributes) -> CGSize {
        guard !attributes.selfSizedAxes.isEmpty else { return attributes.size }
        return collectionView?.measure(itemAt: attributes.indexPath) { $0.preferredLayoutAttributesFitting(attributes).size } ?? attributes.size
    }

    /// Where an inserted item starts from: its place, transparent (a fade in), by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copied()
        attributes?.alpha = 0
        return attributes
    }

    /// Where a deleted item goes: its place, transparent (a fade out), by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = oldAttributes[itemIndexPath]?.copied()
        attributes?.alpha = 0
        return attributes
    }

    /// Whether a change of the bounds lays the items out again (false by default).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout for computing again at the next layout pass.
    open func invalidateLayout() {
        collectionView?.setNeedsLayout()
        collectionView?.layoutIsValid = false
    }

    /// The items' attributes before the update being animated, by index path.
    var oldAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
}

/// A section that scrolls across the layout's direction (a compositional layout's
/// `orthogonalScrollingBehavior`): the strip it scrolls in, in the collection view's content,
/// how long its line of groups is, and where each group starts along the line.
struct OrthogonalLine {
    /// The strip, the whole width (or height) of the collection view.
    var frame: CGRect
    /// Whether the line runs horizontally (in a vertical layout).
    var horizontal: Bool
    /// The line's length, insets included.
    var length: CGFloat
    /// Where each group starts, from the strip's leading edge, and how long it is.
    var groups: [(start: CGFloat, length: CGFloat)]
    /// How a released drag comes to rest.
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
}

/// A header or footer that sticks to the visible bounds while its section shows
/// (`pinToVisibleBounds`): where it rests, and the stretch of content it stays within.
struct PinnedSupplementary {
    let kind: String
    let indexPath: IndexPath
    /// Where it rests, in the content.
    let rest: CGRect
    /// Its section's extent along the scrolling direction.
    let sectionStart: CGFloat, sectionEnd: CGFloat
    /// A header (at the leading edge) or a footer.
    let leading: Bool
    /// Whether the content scrolls vertically.
    let vertical: Bool

    /// Where it shows when the visible content runs from `visibleStart` to `visibleEnd` along
    /// the scrolling direction: stuck to the near edge while its section shows, pushed along by
    /// the section's end, at rest otherwise.
    func frame(visibleStart: CGFloat, visibleEnd: CGFloat) -> CGRect {
        let restAlong = vertical ? rest.minY : rest.minX
        let length = vertical ? rest.height : rest.width
        let along = leading ? max(restAlong, min(visibleStart, sectionEnd - length))
            : min(restAlong, max(visibleEnd - length, sectionStart))
        return vertical ? CGRect(x: rest.minX, y: along, width: rest.width, height: rest.height)
            : CGRect(x: along, y: rest.minY, width: rest.width, height: rest.height)
    }
}

/// The attributes a layout computes in `prepare()`, and the lookups a layout answers from them.
struct PreparedLayoutAttributes {
    /// The cells', by index path.
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// The supplementary views', by kind and index path.
    var supplementary: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    /// The sections that scroll across the layout's direction, by section.
    var orthogonalLines: [Int: OrthogonalLine] = [:]
    /// The supplementary views that stick to the visible edges while their section shows.
    var pinned: [PinnedSupplementary] = []
    /// The decoration views', by kind and index path.
    var decorations: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    /// The list configuration of each section drawn as a list.
    var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
    /// The sections whose visible items a handler changes, with the environment it is given.
    var visibleItemsHandlers: [Int: (handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler, environment: NSCollectionLayoutEnvironment)] = [:]

    /// Those of the elements in `rect` (all for an infinite one).
    @MainActor
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        (Array(items.values) + supplementary.values.flatMap(\.values) + decorations.values.flatMap(\.values))
            .filter { $0.frame.intersects(rect) || rect.isInfinite }
    }
}

/// `UICollectionViewFlowLayout`: items in lines, as a grid or a carousel.
///
/// As Apple documents it: each section's items fill lines across the scrolling direction
/// (rows for `.vertical`), `minimumInteritemSpacing` apart at least, lines
/// `minimumLineSpacing` apart, inside `sectionInset`; sizes from the delegate's
/// `collectionView(_:layout:sizeForItemAt:)` or `itemSize` (50 × 50); a header of
/// `headerReferenceSize` before each section and a footer of `footerReferenceSize` after it.
/// As UIKit's does (Apple does not document it; it is the flow layout's well-known look), a line
/// of several items is justified, its free space shared between the gaps, and a lone item is
/// centred on its line.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionView.ScrollDirection`-like: the direction the content runs.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// The direction the content scrolls (`.vertical`).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Each item's size when the delegate gives none (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A size estimate that asks the cells to size themselves (zero: none): each cell's size is
    /// then its `preferredLayoutAttributesFitting(_:)`, by default the size its content view's
    /// constraints give as small as they allow on both sides, as on iOS
    /// (`automaticSize`: the estimate is `itemSize` or the delegate's size).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of each section's header (zero: none).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (zero: none).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// A size that asks the cells to size themselves.
    public static let automaticSize = CGSize(width: -1, height: -1)

    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        prepared = PreparedLayoutAttributes()
        guard let collectionView, let dataSource = collectionView.dataSource else { return contentSize = .zero }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Along: the scrolling direction; across: the lines' direction.
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var along: CGFloat = 0
        for section in 0..<dataSource.numberOfSections(in: collectionView) {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            along += placeSupplementary(UICollectionView.elementKindSectionHeader, of: section, size: header, at: along, extent: extent)
            along += vertical ? inset.top : inset.left
            let lineStart = vertical ? inset.left : inset.top
            let lineExtent = max(0, extent - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
            let count = dataSource.collectionView(collectionView, numberOfItemsInSection: section)
            let sizes = (0..<count).map { item in
                let path = IndexPath(item: item, section: section)
                let given = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
                guard estimatedItemSize != .zero else { return given }
                // Self-sizing cells: the cell sizes both sides from the estimate.
                let estimate = UICollectionViewLayoutAttributes(forCellWith: path)
                estimate.size = estimatedItemSize == Self.automaticSize ? given : estimatedItemSize
                estimate.selfSizedAxes = [.width, .height]
                return preferredSize(of: estimate)
            }
            // Lines: as many items as fit at the minimum spacing.
            var lines: [[Int]] = []
            var current: [Int] = [], used: CGFloat = 0
            for (item, size) in sizes.enumerated() {
                let length = vertical ? size.width : size.height
                if !current.isEmpty, used + itemSpacing + length > lineExtent + 0.001 {
                    lines.append(current)
                    current = []
                    used = 0
                }
                used += (current.isEmpty ? 0 : itemSpacing) + length
                current.append(item)
            }
            if !current.isEmpty { lines.append(current) }
            for (index, line) in lines.enumerated() {
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let free = lineExtent - lengths.reduce(0, +)
                // A line of several items shares its free space between their gaps (justified);
                // a lone item is centred on its line: what UIKit's flow layout does.
                let gap = line.count > 1 ? free / CGFloat(line.count - 1) : 0
                var position = line.count > 1 ? lineStart : lineStart + free / 2
                for (item, length) in zip(line, lengths) {
                    let size = sizes[item]
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    // Items of a line are centred on it across their thickness.
                    let offset = (thickness - (vertical ? size.height : size.width)) / 2
                    attributes.frame = vertical ? CGRect(x: position, y: along + offset, width: size.width, height: size.height)
                        : CGRect(x: along + offset, y: position, width: size.width, height: size.height)
                    prepared?.items[attributes.indexPath] = attributes
                    position += length + gap
                }
                along += thickness + (index < lines.count - 1 ? lineSpacing : 0)
            }
            along += vertical ? inset.bottom : inset.right
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            along += placeSupplementary(UICollectionView.elementKindSectionFooter, of: section, size: footer, at: along, extent: extent)
        }
        contentSize = vertical ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
    }

    /// Places a section's header or footer of `size` at `along` (across the whole extent);
    /// returns the length it takes along the scrolling direction (0 for none).
    private func placeSupplementary(_ kind: String, of section: Int, size: CGSize, at along: CGFloat, extent: CGFloat) -> CGFloat {
        let vertical = scrollDirection == .vertical
        let length = vertical ? size.height : size.width
        guard length > 0 else { return 0 }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = vertical ? CGRect(x: 0, y: along, width: extent, height: length) : CGRect(x: along, y: 0, width: length, height: extent)
        prepared?.supplementary[kind, default: [:]][attributes.indexPath] = attributes
        return length
    }

    /// A bounds change of the width across the lines lays the items out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return true }
        return scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }
}

/// `UICollectionViewDelegateFlowLayout`: per-item sizes and per-section spacings.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// An item's size (nil: the layout's `itemSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// A section's inset.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    /// A section's line spacing.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// A section's item spacing.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// A section's header size.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// A section's footer size.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
