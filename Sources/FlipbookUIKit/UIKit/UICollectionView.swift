import Foundation

/// `UICollectionViewDataSource`: the items of a collection view.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; one when not implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A supplementary view (a section header or footer) of a kind.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// An empty view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// `UICollectionViewDelegate`: selection, and everything a scroll view's delegate hears.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a tap may select the item (true by default).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// A tap on another item deselected this one.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// An item came on screen with this cell (configured and placed), just before it is drawn.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// An item left the screen (or the collection view): its cell was given up for reuse.
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// `UICollectionReusableView`: a view a collection view shows and reuses (a header).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was made for.
    open internal(set) var reuseIdentifier: String?

    /// Called before the view is reused (does nothing by default).
    open func prepareForReuse() {}

    /// Applies a layout's attributes (its frame, alpha, transform).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have: the layout's, with the sides the layout only
    /// estimated (`.estimated` dimensions, a flow layout's `estimatedItemSize`) sized to the
    /// content, as UIKit's self-sizing cells are. Override it to size a view your own way.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copied()
        if !layoutAttributes.selfSizedAxes.isEmpty { preferred.size = fittingSize(layoutAttributes.size, sizing: layoutAttributes.selfSizedAxes) }
        return preferred
    }

    /// The size the content needs, the sides in `sizing` free and the others kept: the
    /// constraints' (`systemLayoutSizeFitting`); a side they leave empty keeps the estimate.
    func fittingSize(_ estimate: CGSize, sizing: SelfSizedAxes) -> CGSize {
        let fitted = layoutRoot.systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: sizing.contains(.width) ? .fittingSizeLevel : .required,
                                                        verticalFittingPriority: sizing.contains(.height) ? .fittingSizeLevel : .required)
        return CGSize(width: sizing.contains(.width) && fitted.width > 0 ? fitted.width : estimate.width,
                      height: sizing.contains(.height) && fitted.height > 0 ? fitted.height : estimate.height)
    }

    /// The view whose constraints size it: a cell's content view, or the view itself.
    var layoutRoot: UIView { self }

    /// A new view of this class, for a collection view that registered it. Swift without the
    /// Objective-C runtime can make an instance of a class given as a value only through a
    /// `required` initializer; so each class makes its own. The FlipbookPort plugin writes
    /// `override class func flipbookMakeReusableView() -> UICollectionReusableView { MyCell(frame: .zero) }`
    /// into your cell classes; code that does not go through it writes that line itself.
    /// Without it a class of your own gets the nearest UIKit class, and a problem says so.
    open class func flipbookMakeReusableView() -> UICollectionReusableView {
        self is UICollectionViewCell.Type ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
    }

    /// A new view of `type`, through its factory; a problem when the factory is missing.
    static func make(_ type: UICollectionReusableView.Type, identifier: String) -> UICollectionReusableView {
        let view = type.flipbookMakeReusableView()
        view.reuseIdentifier = identifier
        if !(Swift.type(of: view) == type) {
            view.layer.report("the class registered for '\(identifier)', \(type), has no flipbookMakeReusableView(): a \(Swift.type(of: view)) "
                + "stands in, so its content and a cast to \(type) are not the class's (the FlipbookPort plugin writes it; or write "
                + "`override class func flipbookMakeReusableView() -> UICollectionReusableView { \(type)(frame: .zero) }` in the class)")
        }
        return view
    }
}

/// `UICollectionViewCell`: an item: a `contentView`, a background, a selection look.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the cell is selected or highlighted (none by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            updateSelection()
        }
    }
    /// Whether the item is selected.
    open var isSelected = false {
        didSet {
            updateSelection()
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether a finger is on the item.
    open var isHighlighted = false {
        didSet {
            updateSelection()
            setNeedsUpdateConfiguration()
        }
    }

    /// What the cell draws behind its content (iOS 14). Setting it clears `backgroundColor`,
    /// `backgroundView` and `selectedBackgroundView`, as on iOS; the configuration follows the
    /// cell's state (see `automaticallyUpdatesBackgroundConfiguration`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                backgroundView = nil
                selectedBackgroundView = nil
                backgroundConfigurationReplacedColour()
            }
            showBackgroundConfiguration()
        }
    }
    /// Whether the background configuration is updated for each state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the content configuration is updated for each state (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Runs after `updateConfiguration(using:)` whenever the state changes (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// What `configurationUpdateHandler` is.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The background of a plain list cell (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// The cell's state: its traits, whether it is selected or highlighted.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isListEditing
        return state
    }

    /// Asks for `updateConfiguration(using:)`: made at once (the state changes come from taps
    /// and calls, not from a layout pass).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
        configurationUpdateHandler?(self, configurationState)
    }

    /// Updates the configurations for a state: the background's, when it updates itself.
    /// Override it to set configurations of your own for each state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration { showBackgroundConfiguration(for: state) }
    }

    /// A background configuration took the place of the background colour.
    func backgroundConfigurationReplacedColour() {
        backgroundColor = nil
    }

    private var backgroundConfigurationView: BackgroundConfigurationView?

    /// Draws the background configuration (for the cell's state), or removes it.
    private func showBackgroundConfiguration(for state: UICellConfigurationState? = nil) {
        backgroundConfigurationView = BackgroundConfigurationView.show(backgroundConfiguration, for: state ?? configurationState,
                                                                       updating: automaticallyUpdatesBackgroundConfiguration, in: self,
                                                                       replacing: backgroundConfigurationView)
    }
    /// A content configuration shown in the content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredView)
            setNeedsLayout()
        }
    }
    private var configuredView: (UIView & UIContentView)?

    /// Whether the collection view showing the cell is editing (set as it places the cell).
    var isListEditing = false {
        didSet { if isListEditing != oldValue { listEditingChanged() } }
    }
    /// The collection view's editing changed: the state is new (a list cell's accessories follow).
    func listEditingChanged() { setNeedsUpdateConfiguration() }

    /// The content view's constraints size the cell.
    override var layoutRoot: UIView { contentView }

    /// A content configuration's view gives the height at the cell's width (a list row's);
    /// otherwise the content view's constraints size the cell.
    override func fittingSize(_ estimate: CGSize, sizing: SelfSizedAxes) -> CGSize {
        guard let configuredView, !sizing.contains(.width) else { return super.fittingSize(estimate, sizing: sizing) }
        let height = configuredView.sizeThatFits(CGSize(width: contentWidth(forCellWidth: estimate.width), height: 0)).height
        return CGSize(width: estimate.width, height: height > 0 ? height : estimate.height)
    }

    /// The content view's width in a cell `width` wide (a list cell's accessories take room).
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat { width }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.engine.idMayRepeat = true
        addSubview(contentView)
    }

    /// Called before the collection view hands the cell out again: it is no longer selected
    /// or highlighted; the rest stays as the code left it, as on iOS. An override calls `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func updateSelection() {
        guard let selectedBackgroundView else { return }
        if selectedBackgroundView.superview !== self {
            if let backgroundView { insertSubview(selectedBackgroundView, aboveSubview: backgroundView) } else { insertSubview(selectedBackgroundView, at: 0) }
        }
        selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentViewFrame
        backgroundConfigurationView?.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredView?.frame = contentView.bounds
    }

    /// Where the content view goes: the whole cell (a list cell's accessories take room).
    var contentViewFrame: CGRect { bounds }

    /// A finger down highlights the item.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = true }
    /// A finger off the item takes the highlight away.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }
    /// A finger lifted on the item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        isHighlighted = false
        // The collection view, or the strip of an orthogonal section inside it.
        if inside { (superview as? UICollectionView ?? superview?.superview as? UICollectionView)?.cellTapped(self) }
    }
    /// A recognizer took the touch.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = false }
}

/// `UICollectionView`: items placed by a layout (`UICollectionViewFlowLayout`, or one of your
/// own) in a scroll view. As on iOS the items load at the first layout pass (or at
/// `reloadData()`), and the layout is computed again when the width across its lines changes.
/// Every item has a cell, made when the items load; cells and supplementary views that leave
/// (`reloadData()`, reloaded and deleted items, headers loading again) are reused by the
/// `dequeueReusable…` calls after their `prepareForReuse()` (see `ReuseQueue`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`: the direction the content runs.
    public enum ScrollDirection: Int, Sendable {
        /// Down (rows of items).
        case vertical
        /// Across (columns of items).
        case horizontal
    }

    /// The kind of a section header's supplementary view.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer's supplementary view.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutIsValid = false
            setNeedsLayout()
        }
    }
    /// The object giving the items and their cells. Held weakly; setting it loads the items
    /// again at the next layout pass.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            hasLoadedItems = false
            setNeedsLayout()
        }
    }
    /// The scroll view's `delegate`, when it is a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Whether the collection view is editing: list cells show their `.whenEditing` accessories
    /// and hide their `.whenNotEditing` ones (false by default).
    open var isEditing = false {
        didSet { for (_, cell) in cells { cell.isListEditing = isEditing } }
    }
    /// Whether a tap selects an item (true by default).
    open var allowsSelection = true
    /// Whether several items can be selected (false by default).
    open var allowsMultipleSelection = false

    private var registeredCells: [String: UICollectionViewCell.Type] = [:]
    private var registeredViews: [String: UICollectionReusableView.Type] = [:]
    /// Cells off screen, for reuse, by identifier.
    var reusableCells = ReuseQueue<UICollectionReusableView>()
    /// Supplementary views off screen, for reuse, by kind and identifier.
    var reusableViews = ReuseQueue<UICollectionReusableView>()
    /// Every item's index path, in order, whether it has a cell or not.
    var itemPaths: [IndexPath] = []
    /// The cells of the items on screen, by index path, in order.
    var cells: [(path: IndexPath, cell: UICollectionViewCell)] = [] {
        didSet { cellsByPath = nil }
    }
    /// While above zero, items keep the cells they have and get none as the content moves (a
    /// batch update's animation, a reorder: their cells move themselves).
    var visibleItemsFrozen = 0
    /// `cells` by index path, made when first asked for after a change.
    private var cellsByPath: [IndexPath: UICollectionViewCell]?
    /// The supplementary views shown.
    var supplementaryViews: [(kind: String, path: IndexPath, view: UICollectionReusableView)] = []
    var selectedPaths: [IndexPath] = []
    var hasLoadedItems = false
    /// How deep `performBatchUpdates` calls are nested, the changes they gather and their completions.
    var batchDepth = 0
    var pendingBatch: IndexPathUpdate?
    var batchCompletions: [(Bool) -> Void] = []
    /// Whether the layout's attributes are current.
    var layoutIsValid = false
    private var laidOutBounds: CGRect?

    /// A collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        // A list's rows slide over their swipe actions (SwipeActions.swift).
        addGestureRecognizer(SwipeActionsRecognizer())
    }

    /// The row a swipe has opened or is moving (SwipeActions.swift).
    var swipe: SwipeState?
    /// The item its reorder control is moving (UICollectionView+Reordering.swift).
    var reorder: RowReorder?

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the cell class `dequeueReusableCell` makes for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Registers the class of a supplementary view of a kind.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredViews[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell that left the collection view for `identifier`, prepared for reuse, or a new
    /// cell of the class registered for it (UICollectionViewCell when none).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        reusableCells.dequeue(reuseKey(identifier, section: indexPath.section)) { $0.prepareForReuse() } as? UICollectionViewCell
            ?? UICollectionReusableView.make(registeredCells[identifier] ?? UICollectionViewCell.self, identifier: identifier) as? UICollectionViewCell
            ?? UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view that left for the kind and identifier, prepared for reuse, or a new
    /// one of the class registered for them.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        reusableViews.dequeue(elementKind + "/" + identifier) { $0.prepareForReuse() }
            ?? UICollectionReusableView.make(registeredViews[elementKind + "/" + identifier] ?? UICollectionReusableView.self, identifier: identifier)
    }

    /// Takes a cell off screen for reuse (`first`: at the head of its queue, see `ReuseQueue`);
    /// a cell the items took back meanwhile stays.
    func retire(_ cell: UICollectionViewCell, first: Bool = false) {
        guard indexPath(for: cell) == nil else { return }
        let strip = orthogonalScrollers.first { $0.value === cell.superview }?.key
        reusableCells.enqueue(cell, identifier: cell.reuseIdentifier.map { reuseKey($0, strip: strip) }, first: first)
    }

    /// The number of sections the data source gives.
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// The number of items the data source gives for `section`.
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }

    /// The cells of the items on screen.
    open var visibleCells: [UICollectionViewCell] { cells.map(\.cell) }

    /// The index paths of the items on screen.
    open var indexPathsForVisibleItems: [IndexPath] { cells.map(\.path) }

    /// The item at a point of the content, or nil where there is none (an orthogonal
    /// section's item where its strip has scrolled it).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        itemPaths.first { path in
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: path) else { return false }
            return shownFrame(of: attributes).contains(point)
        }
    }

    /// Scrolls so the item stands where `scrollPosition` says (`.top`, `.centeredVertically`,
    /// `.bottom` move the content up or down; `.left`, `.centeredHorizontally`, `.right`
    /// across, or an orthogonal section's strip), inside the adjusted content inset and never
    /// past the content's resting range; `.none` brings it just into view.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard itemPaths.contains(indexPath), let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            layer.report("scrollToItem(at:at:animated:): there is no item \(indexPath.item) in section \(indexPath.section) (iOS raises an exception): the view stays where it is", isWarning: true)
            return
        }
        scroll(to: attributes, at: scrollPosition, animated: animated)
    }

    /// The cell shown for an item, or nil when the item is off screen (or does not exist).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if cellsByPath == nil { cellsByPath = Dictionary(cells.map { ($0.path, $0.cell) }, uniquingKeysWith: { first, _ in first }) }
        return cellsByPath?[indexPath]
    }

    /// The item a shown cell is at.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.first { $0.cell === cell }?.path
    }

    /// The layout's attributes of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Asks the data source for every item again and lays them out.
    open func reloadData() {
        selectedPaths = []
        loadItems()
        layOutItems()
    }

    /// Loads the items at the first layout pass, and lays them out again when the layout says
    /// a bounds change needs it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !hasLoadedItems {
            reloadData()
        } else if !layoutIsValid || (laidOutBounds.map { collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) && $0.size != bounds.size } ?? true) {
            layOutItems()
        }
    }

    /// Gives every cell up, asks the data source for its items (their cells come when they are
    /// laid out on screen, see `showVisibleItems()`), and makes a view for every supplementary
    /// element.
    func loadItems() {
        let leaving = cells
        cells = []
        for (path, cell) in leaving { giveUp(cell, at: path) }
        itemPaths = []
        hasLoadedItems = true
        guard let dataSource else { return loadSupplementaryViews() }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for item in 0..<dataSource.collectionView(self, numberOfItemsInSection: section) {
                itemPaths.append(IndexPath(item: item, section: section))
            }
        }
        loadSupplementaryViews()
    }

    /// Asks for the supplementary views the layout places (computing it first).
    func loadSupplementaryViews() {
        for entry in supplementaryViews {
            reusableViews.enqueue(entry.view, identifier: entry.view.reuseIdentifier.map { entry.kind + "/" + $0 })
        }
        supplementaryViews = []
        collectionViewLayout.prepare()
        layoutIsValid = true
        guard let dataSource else { return }
        let elements = collectionViewLayout.layoutAttributesForElements(in: .infinite) ?? []
        loadDecorationViews(elements.filter { $0.representedElementCategory == .decorationView })
        for attributes in elements where attributes.representedElementCategory == .supplementaryView {
            guard let kind = attributes.representedElementKind else { continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            addSubview(view)
            supplementaryViews.append((kind, attributes.indexPath, view))
        }
    }

    /// The decoration views the layout places (its registered classes), by kind and index path.
    private var decorationViews: [(kind: String, path: IndexPath, view: UICollectionReusableView)] = []

    /// Makes the layout's decoration views, behind everything else: a kind nobody registered is
    /// a problem (UIKit raises an exception) and draws nothing.
    private func loadDecorationViews(_ elements: [UICollectionViewLayoutAttributes]) {
        for entry in decorationViews { entry.view.removeFromSuperview() }
        decorationViews = []
        for attributes in elements {
            guard let kind = attributes.representedElementKind else { continue }
            guard let type = collectionViewLayout.decorationClasses[kind] else {
                layer.report("no class is registered for decoration views of kind '\(kind)' (register(_:forDecorationViewOfKind:) on the layout): it is not drawn")
                continue
            }
            let view = UICollectionReusableView.make(type, identifier: kind)
            insertSubview(view, at: 0)
            decorationViews.append((kind, attributes.indexPath, view))
            place(view, attributes)
        }
    }

    /// The strips orthogonal sections scroll in, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]

    /// Makes, places or removes the strip of each section the layout scrolls across.
    private func placeOrthogonalScrollers() {
        let lines = collectionViewLayout.prepared?.orthogonalLines ?? [:]
        for (section, scroller) in orthogonalScrollers where lines[section] == nil {
            for cell in scroller.subviews.compactMap({ $0 as? UICollectionViewCell }) { addSubview(cell) }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, line) in lines {
            let scroller = orthogonalScrollers[section] ?? OrthogonalScrollView(frame: line.frame)
            if scroller.superview !== self { addSubview(scroller) }
            orthogonalScrollers[section] = scroller
            if scroller.frame != line.frame { scroller.frame = line.frame }
            scroller.line = line
        }
    }

    /// Places every cell and supplementary view where the layout says; items that came on
    /// screen get cells, those that left give theirs up.
    func layOutItems() {
        collectionViewLayout.prepare()
        layoutIsValid = true
        laidOutBounds = bounds
        placeOrthogonalScrollers()
        for (path, cell) in cells {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: path) else { continue }
            place(cell, attributes)
            if selectedPaths.contains(path), !cell.isSelected { cell.isSelected = true }
        }
        for (kind, path, view) in supplementaryViews {
            if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) { place(view, attributes) }
        }
        for (kind, path, view) in decorationViews {
            if let attributes = collectionViewLayout.layoutAttributesForDecorationView(ofKind: kind, at: path) { place(view, attributes) }
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        pinSupplementaryViews()
        showVisibleItems()
        invalidateVisibleItems()
    }

    /// `UICollectionView.ElementCategory`: what a layout attribute places.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// Hands the visible items of each section with a `visibleItemsInvalidationHandler` to it
    /// (only `section` when given: its strip scrolled), and draws them as it leaves them.
    func invalidateVisibleItems(inSection only: Int? = nil) {
        guard let handlers = collectionViewLayout.prepared?.visibleItemsHandlers, !handlers.isEmpty,
              let items = collectionViewLayout.prepared?.items else { return }
        for (section, entry) in handlers where only == nil || only == section {
            let strip = orthogonalScrollers[section]
            let offset = strip?.contentOffset ?? contentOffset
            // What shows, in the collection view's content (before a strip's scrolling).
            let visible = strip.map { CGRect(origin: CGPoint(x: $0.frame.minX + offset.x, y: $0.frame.minY + offset.y), size: $0.bounds.size) } ?? bounds
            let shown = items.values.filter { $0.indexPath.section == section && $0.frame.intersects(visible) }
                .sorted { $0.indexPath.item < $1.indexPath.item }
                .map { VisibleLayoutItem($0.copied()) }
            entry.handler(shown, offset, entry.environment)
            for item in shown {
                if let cell = cellForItem(at: item.indexPath) { place(cell, item.attributes) }
            }
        }
    }

    /// An orthogonal section's strip scrolled.
    func orthogonalContentMoved(_ strip: OrthogonalScrollView) {
        guard let section = orthogonalScrollers.first(where: { $0.value === strip })?.key else { return }
        showVisibleItems()
        invalidateVisibleItems(inSection: section)
    }

    /// Keeps pinned headers and footers at the visible edges while their section shows.
    private func pinSupplementaryViews() {
        guard let pinned = collectionViewLayout.prepared?.pinned, !pinned.isEmpty else { return }
        let insets = adjustedContentInset
        for entry in pinned {
            guard let view = supplementaryViews.first(where: { $0.kind == entry.kind && $0.path == entry.indexPath })?.view else { continue }
            let frame = entry.vertical
                ? entry.frame(visibleStart: contentOffset.y + insets.top, visibleEnd: contentOffset.y + bounds.height - insets.bottom)
                : entry.frame(visibleStart: contentOffset.x + insets.left, visibleEnd: contentOffset.x + bounds.width - insets.right)
            if view.frame != frame { view.frame = frame }
        }
    }

    /// The content moved: items that came on screen get cells, those that left give theirs
    /// up, and pinned headers and footers stick to the edges.
    override func contentMoved() {
        super.contentMoved()
        pinSupplementaryViews()
        showVisibleItems()
        invalidateVisibleItems()
    }

    /// Gives a view a layout's attributes: a cell of an orthogonal section in its section's
    /// strip, at the same place in the strip's content.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        var frame = attributes.frame
        if view is UICollectionViewCell {
            if let scroller = orthogonalScrollers[attributes.indexPath.section] {
                if view.superview !== scroller { scroller.addSubview(view) }
                frame = frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
            } else if view.superview is OrthogonalScrollView {
                addSubview(view)
            }
        }
        (view as? UICollectionViewCell)?.isListEditing = isEditing
        view.transform = .identity
        view.frame = frame
        view.transform = attributes.transform
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    // MARK: Selection

    /// The selected items, or nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects an item without telling the delegate, and scrolls it to `scrollPosition`
    /// (`.none`: the view does not move).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) } }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// `UICollectionView.ScrollPosition`: where `scrollToItem` and `selectItem` put an item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Nowhere.
        public static let none = ScrollPosition([])
        /// The top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The vertical middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The horizontal middle.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// A finger lifted on a cell: its item is selected and the delegate told.
    func cellTapped(_ cell: UICollectionViewCell) {
        if let row = cell as? UICollectionViewListCell, row.tapExpandsOutline() { return }
        guard allowsSelection, let path = indexPath(for: cell) else { return }
        if allowsMultipleSelection, selectedPaths.contains(path) {
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != path {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        cell.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }
}

extension UICollectionView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> UIView? {
        visibleCells.first { $0.superview === self && $0.frame.contains(point) }
    }

    func swipeIndexPath(of row: UIView) -> IndexPath? { (row as? UICollectionViewCell).flatMap(indexPath(for:)) }

    /// A list section's swipe actions, from its list configuration's providers.
    func swipeActionsConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = collectionViewLayout.prepared?.listConfigurations[path.section] else { return nil }
        return trailing ? list.trailingSwipeActionsConfigurationProvider?(path) : list.leadingSwipeActionsConfigurationProvider?(path)
    }

    func swipeRowRect(at path: IndexPath) -> CGRect { layoutAttributesForItem(at: path)?.frame ?? .zero }
}
