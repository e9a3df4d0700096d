import FlipbookUIKit

/// `GridItem`: a column of a `LazyVGrid` (a row of a `LazyHGrid`): fixed, flexible, or as many
/// as fit (adaptive).
public struct GridItem: Sendable {
    /// `GridItem.Size`: how wide the column is.
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the room left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit, sharing the room.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How wide.
    public var size: Size
    /// The room after it (8 points when nil).
    public var spacing: CGFloat?
    /// How its views line up in their cells (centred when nil).
    public var alignment: Alignment?

    /// A column.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The grid layout of `LazyVGrid` (and, turned, `LazyHGrid`): the tracks' lengths from the room
/// across (fixed ones first, adaptive ones as many as fit at their minimum, flexible ones
/// sharing what is left within their bounds), then the views row by row in them, each row as
/// long as its longest view. (SwiftUI's rules as objc.io's "Thinking in SwiftUI" describes them.)
@MainActor
final class GridNode: ViewNode {
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat?
    let items: [ViewNode]
    private var resolved: [(length: CGFloat, spacing: CGFloat, alignment: Alignment)] = []

    init(path: ViewPath, axis: Axis, tracks: [GridItem], spacing: CGFloat?, items: [ViewNode]) {
        self.axis = axis
        self.tracks = tracks
        self.spacing = spacing
        self.items = items
        super.init(path: path, kind: axis == .vertical ? "LazyVGrid" : "LazyHGrid")
    }

    override var children: [ViewNode] { items }

    /// The tracks' lengths across a room of `room`.
    private func resolve(_ room: CGFloat) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment)] {
        var expanded: [(GridItem.Size, CGFloat, Alignment)] = []
        let fixedTotal = tracks.reduce(CGFloat(0)) { total, track in
            if case .fixed(let length) = track.size { return total + length + (track.spacing ?? defaultStackSpacing) }
            return total
        }
        for track in tracks {
            let gap = track.spacing ?? defaultStackSpacing
            if case .adaptive(let minimum, _) = track.size {
                let count = max(Int(((room - fixedTotal) + gap) / (minimum + gap)), 1)
                expanded += Array(repeating: (track.size, gap, track.alignment ?? .center), count: count)
            } else {
                expanded.append((track.size, gap, track.alignment ?? .center))
            }
        }
        let gaps = expanded.dropLast().reduce(CGFloat(0)) { $0 + $1.1 }
        var remaining = room - gaps
        var lengths = [CGFloat?](repeating: nil, count: expanded.count)
        for (index, track) in expanded.enumerated() {
            if case .fixed(let length) = track.0 {
                lengths[index] = length
                remaining -= length
            }
        }
        var open = expanded.indices.filter { lengths[$0] == nil }
        // Flexible and adaptive tracks share what is left; a track held to a bound gives the
        // rest back to the others.
        while !open.isEmpty {
            let share = max(remaining / CGFloat(open.count), 0)
            var settled = false
            for index in open {
                let (minimum, maximum): (CGFloat, CGFloat) = switch expanded[index].0 {
                case .flexible(let low, let high), .adaptive(let low, let high): (low, high)
                case .fixed(let length): (length, length)
                }
                if share < minimum || share > maximum {
                    let length = min(max(share, minimum), maximum)
                    lengths[index] = length
                    remaining -= length
                    open.removeAll { $0 == index }
                    settled = true
                    break
                }
            }
            if !settled {
                for index in open { lengths[index] = share }
                open = []
            }
        }
        return expanded.indices.map { (lengths[$0] ?? 0, expanded[$0].1, expanded[$0].2) }
    }

    /// The cells' sizes, row by row, for a room of `room` across.
    private func layout(_ room: CGFloat?) -> (lines: [[Int]], lineLengths: [CGFloat], size: CGSize) {
        resolved = resolve(room ?? tracks.reduce(0) { total, track in
            if case .fixed(let length) = track.size { return total + length }
            if case .adaptive(let minimum, _) = track.size { return total + minimum }
            if case .flexible(let minimum, _) = track.size { return total + minimum }
            return total
        })
        let columns = max(resolved.count, 1)
        let lines = stride(from: 0, to: items.count, by: columns).map { Array($0..<min($0 + columns, items.count)) }
        let lineGap = spacing ?? defaultStackSpacing
        let lineLengths = lines.map { line in
            line.enumerated().map { column, index in
                items[index].sizeThatFits(.make(along: nil, across: resolved[column].length, axis)).along(axis)
            }.max() ?? 0
        }
        let across = resolved.reduce(0) { $0 + $1.length } + resolved.dropLast().reduce(0) { $0 + $1.spacing }
        let along = lineLengths.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineGap
        return (lines, lineLengths, .make(along: along, across: across, axis))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { layout(proposal.across(axis)).size }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let (lines, lineLengths, _) = layout(rect.size.across(axis))
        let lineGap = spacing ?? defaultStackSpacing
        var along: CGFloat = 0
        for (line, indices) in lines.enumerated() {
            var across: CGFloat = 0
            for (column, index) in indices.enumerated() {
                let track = resolved[column]
                let cell = CGSize.make(along: lineLengths[line], across: track.length, axis)
                let offered = ProposedViewSize.make(along: nil, across: track.length, axis)
                let size = items[index].sizeThatFits(offered)
                let origin = axis == .vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
                let inCell = track.alignment.origin(of: size, in: cell)
                items[index].place(in: CGRect(x: origin.x + inCell.x, y: origin.y + inCell.y, width: size.width, height: size.height), proposal: offered)
                across += track.length + track.spacing
            }
            along += lineLengths[line] + lineGap
        }
    }
}

/// `LazyVGrid`: views in rows across `columns` (all made at once here: nothing is lazy).
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content
    /// What the grid asks for that is not yet modelled, for a warning.
    let unmodelled: String?

    /// A grid of `columns`, its rows `spacing` apart (8 points when nil).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
        unmodelled = alignment != .center || !pinnedViews.isEmpty
            ? "a LazyVGrid's alignment and pinned views are not yet modelled: the grid is drawn centred, its headers unpinned" : nil
    }
}

/// `PinnedScrollableViews`: the section headers and footers a lazy grid or stack pins while it
/// scrolls (kept; sections are not yet modelled in lazy containers).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// `LazyHGrid`: views in columns down `rows`.
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content
    /// What the grid asks for that is not yet modelled, for a warning.
    let unmodelled: String?

    /// A grid of `rows`, its columns `spacing` apart (8 points when nil).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
        unmodelled = alignment != .center ? "a LazyHGrid's alignment is not yet modelled: the grid is drawn centred" : nil
    }
}

extension LazyVGrid: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let grid = GridNode(path: path, axis: .vertical, tracks: columns, spacing: spacing, items: graph.nodes(for: content, path: path.appending("LazyVGrid")))
        grid.warning = unmodelled
        return [grid]
    }
}

extension LazyHGrid: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let grid = GridNode(path: path, axis: .horizontal, tracks: rows, spacing: spacing, items: graph.nodes(for: content, path: path.appending("LazyHGrid")))
        grid.warning = unmodelled
        return [grid]
    }
}

/// `LazyVStack`: a `VStack` as wide as it is offered (all its views made at once here).
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Views one above the other across the width offered.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// `LazyHStack`: an `HStack` as tall as it is offered (all its views made at once here).
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Views side by side across the height offered.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let stack = StackNode(path: path, axis: .vertical, alignment: alignment.key, spacing: spacing, items: graph.nodes(for: content, path: path.appending("LazyVStack")))
        stack.fillsAcross = true
        return [stack]
    }
}

extension LazyHStack: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let stack = StackNode(path: path, axis: .horizontal, alignment: alignment.key, spacing: spacing, items: graph.nodes(for: content, path: path.appending("LazyHStack")))
        stack.fillsAcross = true
        return [stack]
    }
}
