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
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// `UITableViewDelegate`: row heights, and everything a scroll view's delegate hears.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row's height; `tableView.rowHeight` when not implemented.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}

/// `UITableViewCell`: a row, with a `contentView` and a default `textLabel`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels. Every style draws the default style's `textLabel`.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned `textLabel`.
        case `default`
        /// On iOS, a detail label on the right; drawn as `default`.
        case value1
        /// On iOS, a blue label and a detail label side by side; drawn as `default`.
        case value2
        /// On iOS, a detail label under the text; drawn as `default`.
        case subtitle
    }
    /// The lines between a table's rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none
        /// A thin line (the default).
        case singleLine
        /// A thin etched line (deprecated on iOS; a thin line).
        case singleLineEtched
    }
    /// How a selected cell is highlighted. Rows are not selected here, so none is drawn.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// Blue (grey since iOS 7).
        case blue
        /// Grey.
        case gray
        /// The system's highlight, grey.
        case `default`
    }

    /// Stored: rows are not selected here, so no selection is drawn.
    open var selectionStyle: SelectionStyle = .default

    /// The identifier the cell was made for.
    public let reuseIdentifier: String?
    /// The view the cell's content goes in; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// The default style's label, 17 pt, inset 16 pt from the leading edge.
    open private(set) lazy var textLabel: UILabel? = {
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        return label
    }()

    /// A cell of a style for a reuse identifier, white.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The height the content view's constraints give it at `width` (a self-sizing row); the
    /// default style's label, placed by frame, counts as one line of text with its insets.
    func heightFromConstraints(width: CGFloat) -> CGFloat {
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : 44
    }

    /// Lays the content out in the cell's bounds (called by the table when it places the cell,
    /// and by `layoutSubviews`).
    func layoutForRow() {
        contentView.frame = bounds
        textLabel?.frame = CGRect(x: 16, y: 0, width: max(bounds.width - 32, 0), height: bounds.height)
        separator?.frame = separatorFrame
    }

    /// The hairline along the cell's bottom that its table draws between rows, if any.
    private var separator: UIView?
    private var separatorInset = UIEdgeInsets.zero

    /// One pixel high, across the cell less the inset, at its bottom.
    private var separatorFrame: CGRect {
        let height = 1 / max(pixelScale, 1)
        return CGRect(x: separatorInset.left, y: bounds.height - height,
                      width: max(bounds.width - separatorInset.left - separatorInset.right, 0), height: height)
    }

    /// Shows the table's separator along the bottom (or none), over the content, as a cell's
    /// own separator view is on iOS; `layoutForRow()` places it.
    func showSeparator(_ color: UIColor?, inset: UIEdgeInsets) {
        guard let color else {
            separator?.isHidden = true
            return
        }
        separatorInset = inset
        let line = separator ?? UIView()
        if separator == nil {
            separator = line
            addSubview(line)
        }
        line.isHidden = false
        line.backgroundColor = color
    }

    /// Makes the content view fill the cell, as UIKit's cells do in their layout pass (so a
    /// cell used on its own, outside a table, lays its content out too).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutForRow()
    }
}

/// `UITableView`, minimal: one column of rows from a data source, stacked at the heights the
/// delegate gives (or `rowHeight`), as subviews of a scroll view whose `contentSize` they fill.
/// As on iOS, the rows load at the table's first layout pass (or at `reloadData()`), and each
/// layout pass lays them out again at the table's width when it changed. Every row is made
/// when the rows load (no reuse: tables under test are short), and `dequeueReusableCell`
/// makes a new cell of the registered class.
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
    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
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
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { if hasLoadedRows { stackRows() } } }
    /// The separators' colour (`.separator` by default).
    open var separatorColor: UIColor? = .separator { didSet { if hasLoadedRows { stackRows() } } }
    /// How far the separators stay from the row's edges: 16 points from the leading edge by
    /// default, as iOS insets them to the cells' text.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { if hasLoadedRows { stackRows() } } }
    private var registered: [String: UITableViewCell.Type] = [:]
    /// The rows shown, by index path.
    open private(set) var visibleCells: [UITableViewCell] = []
    private var paths: [IndexPath] = []
    /// Whether the rows were loaded from the data source since it was set.
    private var hasLoadedRows = false
    /// The width the rows were last laid out at.
    private var stackedWidth: CGFloat?

    /// A table of a style; it shows rows after `reloadData()`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
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

    /// A new cell of the class registered for `identifier` (UITableViewCell when none).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        (registered[identifier] ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }

    /// A new cell of the class registered for `identifier`, or nil when none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
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
    open func reloadData() {
        loadRows()
        stackRows()
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
        for cell in visibleCells { cell.removeFromSuperview() }
        visibleCells = []
        paths = []
        hasLoadedRows = true
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

    /// Stacks the loaded rows at the table's width, at the heights the delegate gives.
    private func stackRows() {
        stackedWidth = bounds.width
        var y: CGFloat = 0
        for (cell, path) in zip(visibleCells, paths) {
            var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if height == UITableView.automaticDimension { height = cell.heightFromConstraints(width: bounds.width) }
            cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            cell.showSeparator(separatorStyle == .none ? nil : separatorColor, inset: separatorInset)
            cell.layoutForRow()
            y += height
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }
}
