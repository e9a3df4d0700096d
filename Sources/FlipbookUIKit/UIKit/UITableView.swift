import Foundation

extension IndexPath {
    /// UIKit's row-and-section index path.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

/// `UITableViewDataSource`: the rows of a table.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
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
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    /// Stored: rows are not selected here, so no selection is drawn.
    open var selectionStyle: SelectionStyle = .default

    public let reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    /// The default style's label, 17 pt, inset 16 pt from the leading edge.
    open private(set) lazy var textLabel: UILabel? = {
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        return label
    }()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays the content out in the cell's bounds (called by the table when it places the cell).
    func layoutForRow() {
        contentView.frame = bounds
        textLabel?.frame = CGRect(x: 16, y: 0, width: max(bounds.width - 32, 0), height: bounds.height)
    }
}

/// `UITableView`, minimal: one column of rows from a data source, stacked at the heights the
/// delegate gives (or `rowHeight`), as subviews of a scroll view whose `contentSize` they fill.
/// Every row is made at `reloadData()` (no reuse: tables under test are short), and
/// `dequeueReusableCell` makes a new cell of the registered class.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    public let style: Style
    open weak var dataSource: UITableViewDataSource?
    /// The scroll view's `delegate`, when it is a table delegate (as on iOS, one property).
    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    /// The height of a row when the delegate gives none (44 pt, as UIKit's default style).
    open var rowHeight: CGFloat = 44
    open var separatorStyle = 1
    private var registered: [String: UITableViewCell.Type] = [:]
    /// The rows shown, by index path.
    open private(set) var visibleCells: [UITableViewCell] = []
    private var paths: [IndexPath] = []

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

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A new cell of the class registered for `identifier` (UITableViewCell when none).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        (registered[identifier] ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        paths.firstIndex(of: indexPath).map { visibleCells[$0] }
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCells.firstIndex { $0 === cell }.map { paths[$0] }
    }

    /// The rectangle of a row in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        cellForRow(at: indexPath)?.frame ?? .zero
    }

    /// Asks the data source for every row and the delegate for every height, and stacks them.
    open func reloadData() {
        for cell in visibleCells { cell.removeFromSuperview() }
        visibleCells = []
        paths = []
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        var y: CGFloat = 0
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                let path = IndexPath(row: row, section: section)
                let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                let cell = dataSource.tableView(self, cellForRowAt: path)
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                cell.layoutForRow()
                addSubview(cell)
                visibleCells.append(cell)
                paths.append(path)
                y += height
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }
}
