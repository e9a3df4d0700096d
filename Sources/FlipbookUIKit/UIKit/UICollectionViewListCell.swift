import Foundation

/// `UICollectionViewListCell`: a row of a list layout: a content configuration, accessories
/// before and after it, the list's background, corners and separator (see
/// `UICollectionLayoutListConfiguration` for the look and its choices).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading ones before the content, trailing ones after it.
    open var accessories: [UICellAccessory] = [] {
        didSet { showAccessories() }
    }
    /// How deep the row is in an outline: the content and leading accessories move over by
    /// `indentationWidth` per level (a diffable data source sets it from a section snapshot).
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// The indentation per level (10 points by default, a choice).
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    /// Whether the leading accessories move over with the content (true by default).
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }
    /// Whether the row's outline item is expanded: its `.outlineDisclosure()` chevron points down.
    var isOutlineExpanded = false {
        didSet { turnOutlineChevron() }
    }

    private var accessoryViews: [(view: UIView, accessory: UICellAccessory)] = []
    private let separator = UIView()
    private var placement: ListPlacement?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        // Shown once a list places the cell as a row (a list cell used as a header has none).
        separator.isHidden = true
        addSubview(separator)
        let highlight = UIView()
        highlight.backgroundColor = .systemGray4
        selectedBackgroundView = highlight
    }

    public required init?(coder: NSCoder) { nil }

    /// A list cell of this class for a collection view that registered it.
    open override class func flipbookMakeReusableView() -> UICollectionReusableView { UICollectionViewListCell(frame: .zero) }

    /// A list content configuration in the cell style, to fill and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Takes its look from where the list places it.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let placement = layoutAttributes.listPlacement, placement != self.placement else { return }
        self.placement = placement
        let grouped = placement.appearance == .grouped || placement.appearance == .insetGrouped || placement.appearance == .sidebar
        if usesListBackground { super.backgroundColor = grouped ? .secondarySystemGroupedBackground : .systemBackground }
        let inset = placement.appearance == .insetGrouped || placement.appearance == .sidebar
        var corners: CACornerMask = []
        if inset, placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if inset, placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : 10
        layer.maskedCorners = corners
        clipsToBounds = !corners.isEmpty
        separator.isHidden = !placement.showsSeparator
        setNeedsLayout()
    }

    /// Whether the background is the list's (a colour the code sets stays).
    private var usesListBackground = true

    /// A colour set by the code stays; otherwise the list's appearance picks it.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            super.backgroundColor = newValue
            usesListBackground = false
        }
    }

    /// Where the content goes: between the accessories (see `layoutSubviews()`).
    private var contentRect: CGRect?
    override var contentViewFrame: CGRect { contentRect ?? bounds }

    /// The accessories' frames in a cell of a size, and where the content starts and ends.
    private func accessoryLayout(width cellWidth: CGFloat, height cellHeight: CGFloat) -> (frames: [(UIView, CGRect)], leading: CGFloat, trailing: CGFloat) {
        var frames: [(UIView, CGRect)] = []
        let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
        var leading: CGFloat = indent, trailing = cellWidth
        var leadingEdge: CGFloat = 16 + (indentsAccessories ? indent : 0), trailingEdge = cellWidth - 16
        // Trailing accessories are placed from the edge inwards: the last one first.
        for (view, accessory) in accessoryViews.filter(\.accessory.isLeading) + accessoryViews.filter({ !$0.accessory.isLeading }).reversed() {
            let size = Self.accessorySize(of: view, for: accessory)
            let width = max(size.width, 0), height = max(size.height, 0)
            // A `.custom` reserved width is room the accessory is centred in.
            let room = max(width, accessory.reservedWidth ?? 0)
            if accessory.isLeading {
                frames.append((view, CGRect(x: leadingEdge + (room - width) / 2, y: (cellHeight - height) / 2, width: width, height: height)))
                leading = max(leading, leadingEdge + room + 4)
                leadingEdge += room + 8
            } else {
                frames.append((view, CGRect(x: trailingEdge - room + (room - width) / 2, y: (cellHeight - height) / 2, width: width, height: height)))
                trailing = trailingEdge - room - 4
                trailingEdge -= room + 8
            }
        }
        return (frames, leading, trailing)
    }

    /// An accessory's size: a custom view that does not keep a fixed size is asked
    /// `sizeThatFits(_:)` (a plain view answers its own size), the others keep theirs.
    private static func accessorySize(of view: UIView, for accessory: UICellAccessory) -> CGSize {
        if case .customView(_, fixedSize: false) = accessory.kind { return view.sizeThatFits(view.bounds.size) }
        return view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
    }

    /// The room between the accessories.
    override func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        let layout = accessoryLayout(width: width, height: 0)
        return max(layout.trailing - layout.leading, 0)
    }

    /// Shows the accessories for the list's editing state; those that take taps in a control.
    private func showAccessories() {
        accessoryViews.forEach { $0.view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.shows(editing: isListEditing) }.map { accessory in
            var view = accessory.makeView()
            if accessory.takesTaps {
                let control = CellAccessoryControl(glyph: view)
                control.onTap = { [weak self] in self?.accessoryTapped(accessory) }
                control.isOutlineDisclosure = accessory.isOutlineDisclosure
                view = control
            }
            addSubview(view)
            return (view, accessory)
        }
        turnOutlineChevron()
        setNeedsLayout()
    }

    /// Turns the outline chevron down while the item is expanded, to the trailing side while not.
    private func turnOutlineChevron() {
        for case let control as CellAccessoryControl in accessoryViews.map(\.view) where control.isOutlineDisclosure {
            control.glyph.transform = isOutlineExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
    }

    /// The list started or stopped editing: the accessories follow.
    override func listEditingChanged() {
        super.listEditingChanged()
        showAccessories()
    }

    /// A finger lifted on the row itself: with an outline control in the `.header` style (a
    /// header's content configuration, for `.automatic`) it expands or collapses the item, and
    /// the row is not selected, as Apple documents the style.
    func tapExpandsOutline() -> Bool {
        let inHeader = (contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false
        guard let outline = accessories.first(where: { $0.shows(editing: isListEditing) && $0.outlineStyle(inHeader: inHeader) != nil }),
              outline.outlineStyle(inHeader: inHeader) == .header else { return false }
        accessoryTapped(outline)
        return true
    }

    /// An accessory was tapped: its handler runs; a delete control without one opens the row
    /// over its trailing swipe actions (a choice, see `UICellAccessory.delete`).
    private func accessoryTapped(_ accessory: UICellAccessory) {
        if let handler = accessory.actionHandler { return handler() }
        guard let collectionView = superview as? UICollectionView ?? superview?.superview as? UICollectionView else { return }
        switch accessory.kind {
        case .delete: collectionView.openTrailingActions(of: self)
        case .outlineDisclosure:
            // The item expands or collapses in its section snapshot.
            guard let path = collectionView.indexPath(for: self) else { return }
            if let outlines = collectionView.dataSource as? OutlineDataSource {
                _ = outlines.toggleOutline(at: path, in: collectionView)
            } else {
                layer.report("an outline disclosure without an actionHandler expands its item's children through a "
                    + "UICollectionViewDiffableDataSource's section snapshot; this collection view's data source is not one: the tap does nothing", isWarning: true)
            }
        default: break
        }
    }

    /// Accessories 16 points in from each edge, 8 apart, in the array's order from leading to
    /// trailing; the content between them (4 points from the nearest); the separator along the
    /// bottom, 16 points in from the content's leading edge.
    open override func layoutSubviews() {
        let (frames, leading, trailing) = accessoryLayout(width: bounds.width, height: bounds.height)
        for (view, frame) in frames { view.frame = frame }
        contentRect = CGRect(x: leading, y: 0, width: max(trailing - leading, 0), height: bounds.height)
        super.layoutSubviews()
        let pixel = 1 / max(UIScreen.main.scale, 1)
        separator.frame = CGRect(x: leading + 16, y: bounds.height - pixel, width: max(bounds.width - leading - 16, 0), height: pixel)
        bringSubviewToFront(separator)
    }
}
