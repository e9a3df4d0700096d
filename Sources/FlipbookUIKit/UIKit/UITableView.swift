import Foundation

extension IndexPath {
    /// UIKit's row-and-section index path.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int { self[0] }
    /// The row in its section (the second index).
    public var row: Int { self[1] }
}

/// `UITableViewDataSource`: the rows of a table.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections; one when not implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of a section's header, shown in the table style's header look; nil for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; nil for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row shows its editing control while the table edits (true by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed a deletion (`.delete`) or tapped an insert control (`.insert`):
    /// change the data and tell the table (`deleteRows`, `insertRows`).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control while the table edits (true by default, for a
    /// data source that moves rows).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: move it in the data too (the table has moved its cell).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Whether the data source implements `tableView(_:commit:forRowAt:)`, which on iOS turns
    /// on swipe to delete: iOS asks the Objective-C runtime; here the FlipbookPort plugin
    /// writes this method, answering true, beside each implementation in the files it ports.
    func tableView(_ tableView: UITableView, flipbookCommitsEditingRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing changes.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Every row can move (when the data source moves rows).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Left out: the table shows no reorder controls (see `UITableView.isEditing`).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceLeftOutMoveRow = true
    }
    /// Not known to commit edits: no swipe to delete unless the delegate gives swipe actions.
    public func tableView(_ tableView: UITableView, flipbookCommitsEditingRowAt indexPath: IndexPath) -> Bool { false }
}

/// `UITableViewDelegate`: row heights, selection, and everything a scroll view's delegate hears.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row's height; `tableView.rowHeight` when not implemented.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The row a tap is about to select (`indexPath` by default); nil selects nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A tap on another row deselected this one (single selection).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// A view of your own for a section's header (nil: the title's, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view of your own for a section's footer (nil: the title's, if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A section header's height (`UITableView.automaticDimension`: its content's).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (`UITableView.automaticDimension`: its content's).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The actions a swipe to the left on the row reveals (nil: none).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe to the right on the row reveals (nil: none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The control the row shows while the table edits (`.delete` by default).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the button that confirms a deletion (nil: "Delete").
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves over for its editing control (true by default).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
}

/// `UITableView`, minimal: one column of rows from a data source, stacked at the heights the
/// delegate gives (or `rowHeight`), as subviews of a scroll view whose `contentSize` they fill.
/// As on iOS, the rows load at the table's first layout pass (or at `reloadData()`), and each
/// layout pass lays them out again at the table's width when it changed. Every row has a
/// cell, made when the rows load; cells and headers that leave (`reloadData()`, reloaded and
/// deleted rows) are reused by `dequeueReusableCell` and `dequeueReusableHeaderFooterView`
/// after their `prepareForReuse()` (see `ReuseQueue`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look. Rows are stacked the same way in every style.
    public enum Style: Int, Sendable {
        /// Rows edge to edge (the default).
        case plain
        /// Sections as groups on a grey background.
        case grouped
        /// Sections as rounded groups inset from the edges.
        case insetGrouped
    }

    /// The style given at initialisation.
    public let style: Style
    /// The object giving the table its sections, rows and cells. Held weakly, as UIKit does;
    /// setting it loads the rows again at the next layout pass.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            hasLoadedRows = false
            setNeedsLayout()
        }
    }
    /// The scroll view's `delegate`, when it is a table delegate (as on iOS, one property).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    /// The height of a row when the delegate gives none (44 pt, as UIKit's default style);
    /// `UITableView.automaticDimension` sizes each row from its cell's constraints.
    open var rowHeight: CGFloat = 44

    /// A height estimate for rows not laid out yet: stored (every row is laid out at
    /// `reloadData()` here). `automaticDimension` by default, as since iOS 11.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// A row height that asks the cell: its content view's constraints give its height for the
    /// table's width (`systemLayoutSizeFitting`, the width required, the height as small as fits).
    public static let automaticDimension: CGFloat = -1
    /// Whether a hairline is drawn along each row's bottom (`.singleLine` by default, as on iOS).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { appearancePropertySet(\UITableView.separatorStyle); if hasLoadedRows { stackRows() } } }
    /// The separators' colour (`.separator` by default).
    open var separatorColor: UIColor? = .separator { didSet { appearancePropertySet(\UITableView.separatorColor); if hasLoadedRows { stackRows() } } }
    /// How far the separators stay from the row's edges: 16 points from the leading edge by
    /// default, as iOS insets them to the cells' text.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { appearancePropertySet(\UITableView.separatorInset); if hasLoadedRows { stackRows() } } }
    private var registered: [String: UITableViewCell.Type] = [:]
    private var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells and headers off screen, for reuse.
    var reusableCells = ReuseQueue<UITableViewCell>()
    private var reusableHeaderFooters = ReuseQueue<UITableViewHeaderFooterView>()
    /// The rows shown, by index path.
    open internal(set) var visibleCells: [UITableViewCell] = []
    var paths: [IndexPath] = []
    /// Whether the rows were loaded from the data source since it was set.
    var hasLoadedRows = false
    /// The width the rows were last laid out at.
    private var stackedWidth: CGFloat?

    /// A table of a style; it shows rows after `reloadData()`. A grouped table is
    /// `.systemGroupedBackground`, its cells `.secondarySystemGroupedBackground`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        if style != .plain { backgroundColor = .systemGroupedBackground }
        addGestureRecognizer(SwipeActionsRecognizer())
    }

    /// The row a swipe has opened or is moving (UITableView+SwipeActions.swift).
    var swipe: SwipeState?

    // MARK: Editing (UITableView+Editing.swift)

    /// Whether the rows show their editing controls (false by default).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false
    /// Shows or hides every row's editing look, animated over 0.3 s when asked; an open swipe
    /// closes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        showEditing(animated: animated)
    }
    /// Whether a tap selects a row while editing (false by default).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (false by default).
    open var allowsMultipleSelectionDuringEditing = false
    /// Set by the data source's default `tableView(_:moveRowAt:to:)` when the table asks it to
    /// move a row onto itself: the data source does not move rows.
    var dataSourceLeftOutMoveRow = false
    /// Whether the data source moves rows, by data source, once asked.
    var movesRows: (source: ObjectIdentifier, answer: Bool)?
    /// The row its reorder control is moving (UITableView+Reordering.swift).
    var reorder: RowReorder?
    /// The row whose deletion a tap on its editing control asks to confirm.
    var deleteConfirmation: (path: IndexPath, configuration: UISwipeActionsConfiguration)?

    /// How deep `beginUpdates()` calls are nested, and the changes they gather.
    var updateDepth = 0
    var pendingUpdate: PendingUpdate?

    /// The height of section headers (`automaticDimension`: their content's).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers (`automaticDimension`: their content's).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The headers and footers shown, by section.
    var sectionViews: [(section: Int, isFooter: Bool, view: UIView)] = []

    /// The header shown for a section (a `UITableViewHeaderFooterView` for a title).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews.first { $0.section == section && !$0.isFooter }?.view as? UITableViewHeaderFooterView
    }

    /// The footer shown for a section.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews.first { $0.section == section && $0.isFooter }?.view as? UITableViewHeaderFooterView
    }

    /// The rectangle of a section's header in the table's content.
    open func rectForHeader(inSection section: Int) -> CGRect {
        sectionViews.first { $0.section == section && !$0.isFooter }?.view.frame ?? .zero
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the cell class `dequeueReusableCell` makes for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell that left the table for `identifier`, prepared for reuse, or a new cell of the
    /// class registered for it (UITableViewCell when none).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell that left the table for `identifier`, prepared for reuse, or a new cell of the
    /// class registered for it, or nil when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reusableCells.dequeue(identifier) { $0.prepareForReuse() }
            ?? registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers the header and footer class `dequeueReusableHeaderFooterView` makes for
    /// `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer that left the table for `identifier`, prepared for reuse, or a new
    /// one of the class registered for it, or nil when there is neither.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        reusableHeaderFooters.dequeue(identifier) { $0.prepareForReuse() }
            ?? registeredHeaderFooters[identifier].map { UITableViewHeaderFooterView.make($0, identifier: identifier) }
    }

    /// The number of sections the data source gives.
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// The number of rows the data source gives for `section`.
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    /// The cell shown for a row, or nil when the row is not shown.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        paths.firstIndex(of: indexPath).map { visibleCells[$0] }
    }

    /// The row a shown cell is at.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCells.firstIndex { $0 === cell }.map { paths[$0] }
    }

    /// The rectangle of a row in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        cellForRow(at: indexPath)?.frame ?? .zero
    }

    /// Asks the data source for every row and the delegate for every height, and stacks them.
    /// The selection is cleared, as on iOS.
    open func reloadData() {
        selectedPaths = []
        loadRows()
        stackRows()
    }

    // MARK: Selection

    /// `UITableView.ScrollPosition`: where a row selected in code is scrolled to.
    public enum ScrollPosition: Int, Sendable {
        /// Nowhere: the table does not scroll.
        case none
        /// To the top.
        case top
        /// To the middle.
        case middle
        /// To the bottom.
        case bottom
    }

    /// Whether a tap selects a row (true by default).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (false by default).
    open var allowsMultipleSelection = false
    /// The rows selected, in the order selected.
    var selectedPaths: [IndexPath] = []

    /// The selected row (the first, with several).
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }
    /// The selected rows, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects a row without telling the delegate, as on iOS; the table does not scroll (a
    /// `scrollPosition` other than `.none` is not modelled and is listed as a warning).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if scrollPosition != .none {
            layer.report("selectRow(at:animated:scrollPosition:): scrolling to the row is not modelled: the table stays where it is", isWarning: true)
        }
        guard let indexPath else { return deselectAll(animated: animated) }
        if !allowsMultipleSelection { deselectAll(animated: animated, except: indexPath) }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// Deselects a row without telling the delegate; animated, its highlight fades over 0.25 s.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    private func deselectAll(animated: Bool, except kept: IndexPath? = nil) {
        for path in selectedPaths where path != kept { deselectRow(at: path, animated: animated) }
    }

    /// A finger lifted on a cell: its row is selected, the delegate told (`willSelectRowAt`,
    /// the other row's `didDeselectRowAt`, `didSelectRowAt`), as a tap on a row does on iOS.
    func cellTapped(_ cell: UITableViewCell) {
        guard editing ? allowsSelectionDuringEditing : allowsSelection, let tapped = indexPath(for: cell) else { return }
        let allowsMultipleSelection = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if allowsMultipleSelection, selectedPaths.contains(tapped) {
            deselectRow(at: tapped, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: tapped)
            return
        }
        let asked: IndexPath?? = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) }
        guard let path = asked ?? tapped else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != path {
                deselectRow(at: other, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: other)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        cellForRow(at: path)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: path)
    }

    /// A table scrolls vertically however few its rows (it bounces), so the safe area's top
    /// and bottom always add to its `adjustedContentInset` under `.scrollableAxes` and `.automatic`.
    override var scrollsVertically: Bool { true }

    /// Loads the rows at the first layout pass, and lays them out again when the width changed
    /// (a table made before its controller's view had its size gets its rows at that size).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !hasLoadedRows {
            reloadData()
        } else if stackedWidth != bounds.width {
            stackRows()
        }
    }

    /// Makes a cell for every row the data source gives.
    private func loadRows() {
        for cell in visibleCells { reusableCells.enqueue(cell, identifier: cell.reuseIdentifier) }
        visibleCells = []
        paths = []
        hasLoadedRows = true
        loadSectionViews()
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                let path = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                addSubview(cell)
                visibleCells.append(cell)
                paths.append(path)
            }
        }
    }

    /// Asks for every section's header and footer again.
    func loadSectionViews() {
        for entry in sectionViews {
            if let view = entry.view as? UITableViewHeaderFooterView {
                reusableHeaderFooters.enqueue(view, identifier: view.reuseIdentifier)
            } else {
                entry.view.removeFromSuperview()
            }
        }
        sectionViews = []
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for isFooter in [false, true] {
                let view = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                    : tableDelegate?.tableView(self, viewForHeaderInSection: section)
                let title = isFooter ? dataSource.tableView(self, titleForFooterInSection: section)
                    : dataSource.tableView(self, titleForHeaderInSection: section)
                if let shown = view ?? title.map({ makeSectionView(title: $0, isFooter: isFooter) }) {
                    addSubview(shown)
                    sectionViews.append((section, isFooter, shown))
                }
            }
        }
    }

    /// Stacks the loaded rows at the table's width, at the heights the delegate gives.
    func stackRows() {
        stackedWidth = bounds.width
        // An inset grouped table's sections stand 16 points in from the sides (an iPhone's
        // margin; a choice), with 10-point corners.
        let inset: CGFloat = style == .insetGrouped ? 16 : 0
        let rowWidth = max(0, bounds.width - 2 * inset)
        var y: CGFloat = 0
        let sections = Set(paths.map(\.section)).union(sectionViews.map(\.section)).sorted()
        sectionExtents = []
        for section in sections {
            let sectionTop = y
            y += placeSectionView(section, isFooter: false, at: y)
            let rows = zip(visibleCells, paths).filter { $0.1.section == section }
            for (index, (cell, path)) in rows.enumerated() {
                if selectedPaths.contains(path), !cell.isSelected { cell.setSelected(true, animated: false) }
                syncEditing(cell, at: path)
                var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                if height == UITableView.automaticDimension { height = cell.heightFromConstraints(width: rowWidth) }
                cell.frame = CGRect(x: inset, y: y, width: rowWidth, height: height)
                if style != .plain { cell.takeGroupedBackground() }
                let isLast = index == rows.count - 1
                // A grouped section's last row has no separator: the section ends there.
                let showsSeparator = separatorStyle != .none && !(style != .plain && isLast)
                cell.showSeparator(showsSeparator ? separatorColor : nil, inset: separatorInset)
                if style == .insetGrouped { cell.roundCorners(first: index == 0, last: isLast) }
                cell.layoutForRow()
                y += height
            }
            let footerTop = y
            y += placeSectionView(section, isFooter: true, at: y)
            sectionExtents.append((section, sectionTop, footerTop, y))
        }
        contentSize = CGSize(width: bounds.width, height: y)
        pinSectionViews()
    }

    /// Each section's top, where its footer rests and its end, for pinning.
    private var sectionExtents: [(section: Int, top: CGFloat, footerTop: CGFloat, bottom: CGFloat)] = []

    /// In a plain table, section headers stick to the top of the visible content while their
    /// section shows, pushed up by the next section, and footers to the bottom, as on iOS;
    /// they draw over the rows.
    private func pinSectionViews() {
        guard style == .plain else { return }
        let visibleTop = contentOffset.y + adjustedContentInset.top
        let visibleBottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
        for extent in sectionExtents {
            let header = sectionViews.first { $0.section == extent.section && !$0.isFooter }?.view
            let footer = sectionViews.first { $0.section == extent.section && $0.isFooter }?.view
            let headerHeight = header?.frame.height ?? 0, footerHeight = footer?.frame.height ?? 0
            if let header {
                header.layer.zPosition = 1
                header.frame.origin.y = max(extent.top, min(visibleTop, extent.bottom - footerHeight - headerHeight))
            }
            if let footer {
                footer.layer.zPosition = 1
                footer.frame.origin.y = min(extent.footerTop, max(visibleBottom - footerHeight, extent.top + headerHeight))
            }
        }
    }

    /// The content moved: headers and footers stick to the edges.
    override func contentMoved() {
        super.contentMoved()
        pinSectionViews()
    }

    /// A header or footer showing a title in the table style's look.
    private func makeSectionView(title: String, isFooter: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.tableStyle = style
        view.isFooter = isFooter
        view.showTitle(title)
        return view
    }

    /// Places a section's header or footer at `y`; returns its height. A grouped section
    /// without a header still starts 35 points below the one before (a choice after iPhone
    /// screenshots); a plain one, and a footer, take no room without one.
    private func placeSectionView(_ section: Int, isFooter: Bool, at y: CGFloat) -> CGFloat {
        let view = sectionViews.first { $0.section == section && $0.isFooter == isFooter }?.view
        var height = isFooter ? tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            : tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height == UITableView.automaticDimension {
            if let header = view as? UITableViewHeaderFooterView {
                height = header.fittedHeight(width: bounds.width)
            } else if let view {
                height = view.frame.height > 0 ? view.frame.height : view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0)).height
            } else {
                height = style != .plain && !isFooter ? 35 : 0
            }
        }
        // An inset grouped table's headers line up with its inset rows.
        let inset: CGFloat = style == .insetGrouped && view is UITableViewHeaderFooterView ? 16 : 0
        view?.frame = CGRect(x: inset, y: y, width: max(0, bounds.width - 2 * inset), height: height)
        return height
    }
}
