import FlipbookUIKit

/// `Grid`: views in rows and columns, every cell laid out at once. Apple's `Grid` reference: a
/// grid "sizes each column to fit the widest cell in that column" and each row to its tallest
/// cell; a view in the grid that is not in a `GridRow` takes a row of its own across every
/// column. Cells line up by `alignment` (centred by default), or their column's
/// `gridColumnAlignment`, or their own `gridCellAnchor`; `gridCellColumns(_:)` spans columns.
/// Columns and rows are `horizontalSpacing` and `verticalSpacing` apart (8 points when nil).
/// Columns whose cells grow with the room they are offered (a `Color`, a flexible frame) share
/// what the grid has left over.
public struct Grid<Content: View> {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of `content`'s rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Grid: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let rows = graph.nodes(for: content, path: path.appending("Grid")).map { node in
            (node as? GridRowNode)?.row ?? GridRowNode.Row(cells: [node], alignment: nil, spansAll: true)
        }
        return [CellGridNode(path: path, rows: rows, alignment: alignment, spacing: CGSize(width: horizontalSpacing ?? 8, height: verticalSpacing ?? 8))]
    }
}

/// `GridRow`: one row of a `Grid`, a cell for each view (lined up vertically by `alignment`
/// when given, by the grid's otherwise).
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of `content`'s cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension GridRow: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [GridRowNode(path: path, row: GridRowNode.Row(cells: graph.nodes(for: content, path: path.appending("GridRow")), alignment: alignment?.key, spansAll: false))]
    }
}

/// A `GridRow` on its way into its grid (outside a grid, its cells side by side as an
/// `HStack`'s, with a warning).
@MainActor
final class GridRowNode: ViewNode {
    struct Row {
        let cells: [ViewNode]
        let alignment: AlignmentKey?
        /// A view outside a `GridRow`: one cell across the whole grid.
        let spansAll: Bool
    }
    let row: Row
    private let stack: StackNode

    init(path: ViewPath, row: Row) {
        self.row = row
        stack = StackNode(path: path.appending("row"), axis: .horizontal, alignment: row.alignment ?? VerticalAlignment.center.key, spacing: nil, items: row.cells)
        super.init(path: path, kind: "GridRow")
        warning = "a GridRow outside a Grid: its cells are laid out side by side, as an HStack's"
    }

    override var children: [ViewNode] { [stack] }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        stack.place(in: CGRect(origin: .zero, size: rect.size), proposal: proposal)
    }
}

/// A laid-out `Grid`: column widths and row heights from the cells, each cell placed in its
/// cell's rectangle by its alignment.
@MainActor
final class CellGridNode: ViewNode {
    let rows: [GridRowNode.Row]
    let alignment: Alignment
    let spacing: CGSize
    /// Each cell's row, first column and number of columns.
    private var places: [(cell: ViewNode, row: Int, column: Int, span: Int)] = []
    private let columnCount: Int
    /// The columns' alignments set by a cell's `gridColumnAlignment`.
    private var columnAlignments: [Int: AlignmentKey] = [:]

    init(path: ViewPath, rows: [GridRowNode.Row], alignment: Alignment, spacing: CGSize) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        var count = 0
        for row in rows where !row.spansAll {
            count = max(count, row.cells.reduce(0) { $0 + max(GridCellSettings.of($1)?.columns ?? 1, 1) })
        }
        columnCount = max(count, 1)
        super.init(path: path, kind: "Grid")
        for (index, row) in rows.enumerated() {
            var column = 0
            for cell in row.cells {
                let span = row.spansAll ? columnCount : min(max(GridCellSettings.of(cell)?.columns ?? 1, 1), columnCount - column)
                guard span > 0 else { continue }
                places.append((cell, index, column, span))
                if let columnAlignment = GridCellSettings.of(cell)?.columnAlignment, columnAlignments[column] == nil {
                    columnAlignments[column] = columnAlignment
                }
                column += span
            }
        }
    }

    override var children: [ViewNode] { places.map(\.cell) }

    /// The columns' widths and the rows' heights for `proposal`.
    private func tracks(for proposal: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        var widths = [CGFloat](repeating: 0, count: columnCount)
        var flexible = Set<Int>()
        let ideal = places.map { $0.cell.sizeThatFits(.unspecified) }
        for (place, size) in zip(places, ideal) where place.span == 1 {
            widths[place.column] = max(widths[place.column], size.width)
            if place.cell.sizeThatFits(ProposedViewSize(width: size.width + 1000, height: nil)).width > size.width + 1 {
                flexible.insert(place.column)
            }
        }
        // Columns whose cells take more room share what the grid is offered beyond the widest
        // cells, equally.
        if let offered = proposal.width, offered.isFinite, !flexible.isEmpty {
            let used = widths.reduce(0, +) + spacing.width * CGFloat(columnCount - 1)
            let share = max(offered - used, 0) / CGFloat(flexible.count)
            for column in flexible { widths[column] += share }
        }
        var heights = [CGFloat](repeating: 0, count: rows.count)
        for place in places {
            let width = width(of: place, in: widths)
            let size = place.cell.sizeThatFits(ProposedViewSize(width: width, height: nil))
            heights[place.row] = max(heights[place.row], size.height)
        }
        return (widths, heights)
    }

    /// The width of a cell's columns (and the spacing between them).
    private func width(of place: (cell: ViewNode, row: Int, column: Int, span: Int), in widths: [CGFloat]) -> CGFloat {
        widths[place.column..<(place.column + place.span)].reduce(0, +) + spacing.width * CGFloat(place.span - 1)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let (widths, heights) = tracks(for: proposal)
        return CGSize(width: widths.reduce(0, +) + spacing.width * CGFloat(max(widths.count - 1, 0)),
                      height: heights.reduce(0, +) + spacing.height * CGFloat(max(heights.count - 1, 0)))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        let (widths, heights) = tracks(for: proposal)
        let lefts = widths.indices.map { column in widths[..<column].reduce(0, +) + spacing.width * CGFloat(column) }
        let tops = heights.indices.map { row in heights[..<row].reduce(0, +) + spacing.height * CGFloat(row) }
        for place in places {
            let box = CGRect(x: lefts[place.column], y: tops[place.row], width: width(of: place, in: widths), height: heights[place.row])
            let size = place.cell.sizeThatFits(ProposedViewSize(width: box.width, height: box.height))
            let settings = GridCellSettings.of(place.cell)
            let origin: CGPoint
            if let anchor = settings?.anchor {
                origin = CGPoint(x: box.minX + (box.width - size.width) * anchor.x, y: box.minY + (box.height - size.height) * anchor.y)
            } else {
                let horizontal = columnAlignments[place.column] ?? alignment.horizontal.key
                let vertical = rows[place.row].alignment ?? alignment.vertical.key
                let boxDimensions = ViewDimensions(size: box.size)
                origin = CGPoint(x: box.minX + horizontal.defaultValue(boxDimensions) - place.cell.guide(horizontal, size: size),
                                 y: box.minY + vertical.defaultValue(boxDimensions) - place.cell.guide(vertical, size: size))
            }
            place.cell.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(width: box.width, height: box.height))
        }
    }
}

/// What a cell says about its place in a grid: its columns, its column's alignment, its anchor.
@MainActor
final class GridCellSettings: WrapperNode {
    var columns: Int?
    var columnAlignment: AlignmentKey?
    var anchor: UnitPoint?

    init(path: ViewPath, content: ViewNode, change: (GridCellSettings) -> Void) {
        super.init(path: path, kind: "gridCell", content: content)
        // Settings made closer to the view are kept; this one adds its own.
        if let inner = content as? GridCellSettings {
            (columns, columnAlignment, anchor) = (inner.columns, inner.columnAlignment, inner.anchor)
        }
        change(self)
    }

    /// The settings of `cell`: on it, or on a modifier's content inside it.
    static func of(_ cell: ViewNode) -> GridCellSettings? { cell.firstWrapped(GridCellSettings.self) }
}

extension View {
    /// The cell spans `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in GridCellSettings(path: path, content: content) { $0.columns = count } })
    }

    /// The cell's whole column lines up by `guide` (the first cell of a column to say so sets it).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in GridCellSettings(path: path, content: content) { $0.columnAlignment = guide.key } })
    }

    /// The cell sits at `anchor` of its cell's rectangle, whatever the alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in GridCellSettings(path: path, content: content) { $0.anchor = anchor } })
    }
}
