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
    /// A row came on screen with this cell (configured and placed), just before it is drawn.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A row left the screen (or the table): its cell was given up for reuse.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
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
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

/// `UITableView`: one column of rows from a data source, stacked at the heights the delegate
/// gives (or `rowHeight`), in a scroll view whose `contentSize` they fill. As on iOS, the rows
/// load at the table's first layout pass (or at `reloadData()`), and each layout pass lays them
/// out again at the table's width when it changed. Only the rows on screen have cells: as the
/// content scrolls, a row that leaves gives its cell up and one that comes in asks the data
/// source for its cell, which `dequeueReusableCell` hands back from those given up, after their
/// `prepareForReuse()` (see `ReuseQueue` and UITableView+VisibleRows.swift).
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

    /// A height estimate for rows not laid out yet: stored (every row is measured when the rows
    /// are laid out here, see `layOutRows()`). `automaticDimension` by default, as since iOS 11.
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
    /// Every row in order: its index path, its place in the content, and its cell while it is
    /// on screen.
    var rows: [TableRow] = []
    /// While above zero, rows keep the cells they have and get none as the content moves (an
    /// update's animation, a reorder: their cells move themselves).
    var visibleRowsFrozen = 0
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

    /// The cells of the rows on screen, in the rows' order.
    open var visibleCells: [UITableViewCell] { rows.compactMap(\.cell) }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { rows.filter { $0.cell != nil }.map(\.path) }

    /// The cell shown for a row, or nil when the row is off screen (or does not exist).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rowIndex(of: indexPath).flatMap { rows[$0].cell }
    }

    /// The row a shown cell is at; nil for a cell given up for reuse.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        rows.first { $0.cell === cell }?.path
    }

    /// The rectangle of a row in the table's content, on screen or not (zero for a row that
    /// does not exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        rowIndex(of: indexPath).map { rows[$0].frame } ?? .zero
    }

    /// The row at a point of the table's content, or nil where there is none.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        rows.first { $0.frame.contains(point) }?.path
    }

    /// The rows meeting a rectangle of the table's content, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        rows.filter { $0.frame.intersects(rect) }.map(\.path)
    }

    /// Scrolls so the row stands at the top, middle or bottom of the visible content (inside
    /// the adjusted content inset, below a plain table's pinned header), or (`.none`) just
    /// enough to bring it into view; never past the content's resting range.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let index = rowIndex(of: indexPath) else {
            layer.report("scrollToRow(at:at:animated:): there is no row \(indexPath.row) in section \(indexPath.section) (iOS raises an exception): the table stays where it is", isWarning: true)
            return
        }
        let frame = rows[index].frame
        let insets = adjustedContentInset
        let header = style == .plain ? (headerView(forSection: indexPath.section)?.frame.height ?? 0) : 0
        let top = frame.minY - insets.top - header
        let bottom = frame.maxY + insets.bottom - bounds.height
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = top
        case .middle: y = frame.midY - (insets.top + header + bounds.height - insets.bottom) / 2
        case .bottom: y = bottom
        case .none: y = y > top ? top : (y < bottom ? bottom : y)
        }
        setContentOffset(restingOffset(nearest: CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    /// Asks the data source for the rows again and the delegate for every height, stacks them,
    /// and asks for the cells of the rows on screen. The selection is cleared, as on iOS.
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

    /// Selects a row without telling the delegate, as on iOS, and scrolls it to
    /// `scrollPosition` (`.none`: the table does not move, as Apple documents for this method).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll(animated: animated) }
        if !allowsMultipleSelection { deselectAll(animated: animated, except: indexPath) }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
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
    /// (a table made before its controller's view had its size gets its rows at that size);
    /// rows that came on screen get their cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !hasLoadedRows {
            reloadData()
        } else if stackedWidth != bounds.width {
            stackRows()
        } else {
            showVisibleRows()
        }
    }

    /// Gives every cell up and asks the data source for its rows (their cells come when they
    /// are laid out, see `stackRows()`).
    private func loadRows() {
        for row in rows { if let cell = row.cell { giveUp(cell, at: row.path) } }
        rows = []
        hasLoadedRows = true
        loadSectionViews()
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                rows.append(TableRow(path: IndexPath(row: row, section: section)))
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

    /// Stacks the rows at the table's width, at the heights the delegate gives, shows the cells
    /// of the rows on screen and gives them their row's look.
    func stackRows() {
        layOutRows()
        for index in rows.indices where rows[index].cell != nil { present(at: index) }
        showVisibleRows()
    }

    /// The width of a row: the table's, less an inset grouped table's insets.
    var rowWidth: CGFloat { max(0, bounds.width - 2 * rowInset) }

    /// How far an inset grouped table's sections stand in from the sides: 16 points (an
    /// iPhone's margin; a choice), with 10-point corners.
    var rowInset: CGFloat { style == .insetGrouped ? 16 : 0 }

    /// Places every row, header and footer, and sets the content size. A self-sizing row
    /// (`automaticDimension`) is measured with its cell: the one it shows, or one the data
    /// source gives for it and that is given up again at once when the row is off screen, so
    /// every row's place is exact (iOS starts rows off screen at `estimatedRowHeight` and
    /// corrects them as they come on screen; a choice, so a recording does not depend on the
    /// order rows were seen in).
    func layOutRows() {
        stackedWidth = bounds.width
        var y: CGFloat = 0
        let sections = Set(rows.map(\.path.section)).union(sectionViews.map(\.section)).sorted()
        sectionExtents = []
        var index = 0
        for section in sections {
            let sectionTop = y
            y += placeSectionView(section, isFooter: false, at: y)
            let first = index
            while index < rows.count, rows[index].path.section == section {
                let path = rows[index].path
                var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                if height == UITableView.automaticDimension { height = measuredHeight(at: index, top: y) }
                rows[index].frame = CGRect(x: rowInset, y: y, width: rowWidth, height: height)
                rows[index].isFirstInSection = index == first
                rows[index].isLastInSection = index + 1 == rows.count || rows[index + 1].path.section != section
                y += height
                index += 1
            }
            let footerTop = y
            y += placeSectionView(section, isFooter: true, at: y)
            sectionExtents.append((section, sectionTop, footerTop, y))
        }
        contentSize = CGSize(width: bounds.width, height: y)
        pinSectionViews()
    }

    /// The height a self-sizing row's cell needs at the row width; a cell asked for only to be
    /// measured is given up again when its row, starting at `top`, is off screen.
    private func measuredHeight(at index: Int, top: CGFloat) -> CGFloat {
        let path = rows[index].path
        if let cell = rows[index].cell { return cell.heightFromConstraints(width: rowWidth) }
        guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return rowHeight }
        if cell.superview !== self { addSubview(cell) }
        syncEditing(cell, at: path)
        let height = cell.heightFromConstraints(width: rowWidth)
        if isOnScreen(CGRect(x: rowInset, y: top, width: rowWidth, height: height)) {
            rows[index].cell = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        } else {
            reusableCells.enqueue(cell, identifier: cell.reuseIdentifier, first: true)
        }
        return height
    }

    /// Gives a shown row's cell its row's place and look: selection, editing, background,
    /// separator and corners.
    func present(at index: Int) {
        guard let cell = rows[index].cell else { return }
        let row = rows[index]
        if selectedPaths.contains(row.path), !cell.isSelected { cell.setSelected(true, animated: false) }
        if !selectedPaths.contains(row.path), cell.isSelected { cell.setSelected(false, animated: false) }
        syncEditing(cell, at: row.path)
        cell.frame = row.frame
        if style != .plain { cell.takeGroupedBackground() }
        // A grouped section's last row has no separator: the section ends there.
        let showsSeparator = separatorStyle != .none && !(style != .plain && row.isLastInSection)
        cell.showSeparator(showsSeparator ? separatorColor : nil, inset: separatorInset)
        if style == .insetGrouped { cell.roundCorners(first: row.isFirstInSection, last: row.isLastInSection) }
        cell.layoutForRow()
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

    /// The content moved: rows that came on screen get cells, those that left give theirs up,
    /// and headers and footers stick to the edges.
    override func contentMoved() {
        super.contentMoved()
        showVisibleRows()
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
