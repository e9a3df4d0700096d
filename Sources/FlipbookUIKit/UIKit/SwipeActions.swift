import Foundation

// Swipe actions: a finger moving sideways across a row (`clock.swipe(cell, by: CGPoint(x: -120,
// y: 0))`) of a table or of a list in a collection view slides it over, revealing the actions
// the table delegate's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (a move left)
// or `…leadingSwipeActionsConfigurationForRowAt:` (a move right) gives, or a list
// configuration's `trailingSwipeActionsConfigurationProvider` and
// `leadingSwipeActionsConfigurationProvider`. iOS's geometry is not
// documented; these are choices after iPhone screenshots, approximate: each button is its title
// in 15-point medium white type with 15 points either side (at least 74 points wide), the row's
// height, in the action's colour; while partly revealed the buttons share the opening in
// proportion to their widths. On the lift the row opens to show the buttons whole when more than
// half of them showed, and closes otherwise, over 0.3 s ease out. With
// `performsFirstActionWithFullSwipe`, a row moved more than half its width slides out of view
// and the first action runs at once. A tap on a button runs its handler; its completion
// closes the row (a row the handler deleted leaves with its cell). A touch elsewhere on the
// table closes an open row.

/// What swipe actions need of the view whose rows they slide: a table, or a collection view
/// showing a list.
@MainActor
protocol SwipeActionsHost: UIView {
    /// The row a swipe has opened or is moving.
    var swipe: SwipeState? { get set }
    /// The row under `point` (in the host's coordinates).
    func swipeRow(at point: CGPoint) -> UIView?
    /// A row's index path, while it is shown.
    func swipeIndexPath(of row: UIView) -> IndexPath?
    /// The configuration for a swipe on `path`: trailing for a move left, leading for a move
    /// right (nil or no actions: the row does not move).
    func swipeActionsConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// Where the row at `path` rests, in the host's coordinates.
    func swipeRowRect(at path: IndexPath) -> CGRect
}

/// The row a swipe has opened, or is moving.
@MainActor
final class SwipeState {
    let path: IndexPath
    let cell: UIView
    let configuration: UISwipeActionsConfiguration
    /// Trailing actions (a move left) or leading ones.
    let isTrailing: Bool
    let buttons: SwipeActionsView
    /// How far the row has moved (negative: left).
    var offset: CGFloat = 0

    init(path: IndexPath, cell: UIView, configuration: UISwipeActionsConfiguration, isTrailing: Bool, buttons: SwipeActionsView) {
        self.path = path
        self.cell = cell
        self.configuration = configuration
        self.isTrailing = isTrailing
        self.buttons = buttons
    }
}

/// How long an open or close takes (a choice).
let swipeSettleDuration: TimeInterval = 0.3

extension UITableView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> UIView? { visibleCells.first { $0.frame.contains(point) } }

    func swipeIndexPath(of row: UIView) -> IndexPath? { (row as? UITableViewCell).flatMap(indexPath(for:)) }

    func swipeActionsConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        // While editing only a deletion's confirmation opens a row (UITableView+Editing.swift).
        if let confirmation = deleteConfirmation, trailing, confirmation.path == path { return confirmation.configuration }
        if editing { return nil }
        guard trailing else { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path) }
        return tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) ?? defaultTrailingSwipeActions(at: path)
    }

    func swipeRowRect(at path: IndexPath) -> CGRect { rectForRow(at: path) }
}

extension SwipeActionsHost {
    /// The configuration for a swipe on `path`, when it has actions.
    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = swipeActionsConfiguration(for: path, trailing: trailing), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// A swipe began on `cell` moving left (`trailing`) or right: the buttons go behind it.
    func beginSwipe(on cell: UIView, trailing: Bool) -> Bool {
        if let open = swipe, open.cell !== cell { closeSwipe(animated: true) }
        if let open = swipe, open.cell === cell { return open.isTrailing == trailing || open.offset != 0 }
        guard let path = swipeIndexPath(of: cell), let configuration = swipeConfiguration(for: path, trailing: trailing) else { return false }
        let buttons = SwipeActionsView(actions: configuration.actions, trailing: trailing, host: self, path: path)
        buttons.frame = cell.frame
        insertSubview(buttons, belowSubview: cell)
        swipe = SwipeState(path: path, cell: cell, configuration: configuration, isTrailing: trailing, buttons: buttons)
        return true
    }

    /// Opens a row over its trailing actions without a finger, over 0.3 s (a table's deletion
    /// confirmation, a list's delete accessory).
    func openTrailingActions(of cell: UIView) {
        guard beginSwipe(on: cell, trailing: true), let swipe else { return }
        UIView.animate(withDuration: swipeSettleDuration, delay: 0, options: [.curveEaseOut]) {
            self.moveSwipe(to: -swipe.buttons.naturalWidth)
        }
    }

    /// The finger moved the row to `offset` (limited to its side, and to the row's width).
    func moveSwipe(to offset: CGFloat) {
        guard let swipe else { return }
        let width = swipe.cell.bounds.width
        let sided = swipe.isTrailing ? min(0, max(offset, -width)) : max(0, min(offset, width))
        // Past half the row, a full swipe shows the first action across the whole opening.
        place(swipe, at: sided, fullSwipe: swipe.configuration.performsFirstActionWithFullSwipe && abs(sided) > width / 2)
    }

    /// The finger lifted: the row opens, closes, or (a full swipe) performs its first action.
    func endSwipe() {
        guard let swipe else { return }
        let revealed = abs(swipe.offset), natural = swipe.buttons.naturalWidth
        if swipe.configuration.performsFirstActionWithFullSwipe, revealed > swipe.cell.bounds.width / 2 {
            let width = swipe.cell.bounds.width
            UIView.animate(withDuration: swipeSettleDuration, delay: 0, options: [.curveEaseOut]) {
                self.place(swipe, at: swipe.isTrailing ? -width : width, fullSwipe: true)
            }
            perform(swipe.configuration.actions[0], of: swipe)
        } else if revealed > natural / 2 {
            UIView.animate(withDuration: swipeSettleDuration, delay: 0, options: [.curveEaseOut]) {
                self.place(swipe, at: swipe.isTrailing ? -natural : natural)
            }
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Runs an action's handler; its completion closes the row, performed or not (a row the
    /// handler deleted just leaves).
    func perform(_ action: UIContextualAction, of swipe: SwipeState) {
        let button = swipe.buttons.button(for: action) ?? swipe.buttons
        action.handler(action, button) { [weak self] _ in
            guard let self, self.swipe === swipe else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Closes the open row (its cell slides back, the buttons go).
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        // A row the action deleted leaves as its deletion animates; only its buttons go.
        guard swipeIndexPath(of: swipe.cell) != nil else { return swipe.buttons.removeFromSuperview() }
        let close = { self.place(swipe, at: 0) }
        let finish = {
            swipe.buttons.removeFromSuperview()
            swipe.cell.transform = .identity
        }
        if animated, swipe.cell.superview === self {
            UIView.animate(withDuration: swipeSettleDuration, delay: 0, options: [.curveEaseOut], animations: close) { _ in finish() }
        } else {
            finish()
        }
    }

    private func place(_ swipe: SwipeState, at offset: CGFloat, fullSwipe: Bool = false) {
        swipe.offset = offset
        swipe.cell.transform = CGAffineTransform(translationX: offset, y: 0)
        swipe.buttons.frame = swipeRowRect(at: swipe.path)
        swipe.buttons.reveal(abs(offset), fullSwipe: fullSwipe)
    }
}

/// The action buttons behind a swiped row.
@MainActor
final class SwipeActionsView: UIView {
    private let actions: [UIContextualAction]
    private let trailing: Bool
    private var buttons: [UIView] = []
    private var widths: [CGFloat] = []
    private weak var host: (any SwipeActionsHost)?

    /// The buttons' total width when whole.
    var naturalWidth: CGFloat { widths.reduce(0, +) }

    init(actions: [UIContextualAction], trailing: Bool, host: any SwipeActionsHost, path: IndexPath) {
        self.actions = actions
        self.trailing = trailing
        self.host = host
        super.init(frame: .zero)
        clipsToBounds = true
        accessibilityIdentifier = "swipe-actions-\(path.section)-\(path.row)"
        let font = UIFont.systemFont(ofSize: 15, weight: .medium)
        for (index, action) in actions.enumerated() {
            let button = UIView()
            button.clipsToBounds = true
            button.backgroundColor = action.backgroundColor
            button.accessibilityIdentifier = "\(accessibilityIdentifier ?? "")-\(index)"
            let label = UILabel()
            label.text = action.title
            label.font = font
            label.textColor = .white
            label.textAlignment = .center
            button.addSubview(label)
            addSubview(button)
            buttons.append(button)
            widths.append(max(74, label.intrinsicContentSize.width + 30))
        }
    }

    required init?(coder: NSCoder) { nil }

    func button(for action: UIContextualAction) -> UIView? {
        actions.firstIndex { $0 === action }.map { buttons[$0] }
    }

    /// Lays the buttons out in the `width` the row has opened: shared in proportion to their
    /// widths up to their total, the first (the outermost) taking any more, or all of it in a
    /// full swipe.
    func reveal(_ width: CGFloat, fullSwipe: Bool) {
        let total = naturalWidth
        var shares = widths.map { total > 0 ? $0 * min(width, total) / total : 0 }
        if width > total, !shares.isEmpty { shares[0] += width - total }
        if fullSwipe { shares = shares.indices.map { $0 == 0 ? width : 0 } }
        // From the edge the row left: trailing buttons from the right, leading from the left.
        var edge: CGFloat = trailing ? bounds.width : 0
        for (index, button) in buttons.enumerated() {
            let share = shares[index]
            button.frame = CGRect(x: trailing ? edge - share : edge, y: 0, width: share, height: bounds.height)
            edge += trailing ? -share : share
            button.subviews.first?.frame = CGRect(x: 0, y: 0, width: max(share, widths[index]), height: bounds.height)
        }
    }

    /// A tap on a button runs its action.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let host, let swipe = host.swipe, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard let index = buttons.firstIndex(where: { $0.frame.contains(point) }) else { return }
        host.perform(actions[index], of: swipe)
    }
}

/// Follows a finger moving sideways across a row of its table or list.
@MainActor
final class SwipeActionsRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero
    private var startOffset: CGFloat = 0
    private weak var cell: UIView?

    private var table: (any SwipeActionsHost)? { view as? any SwipeActionsHost }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let table else { return state = .failed }
        start = touch.location(in: table)
        cell = table.swipeRow(at: start)
        startOffset = table.swipe.map { $0.cell === cell ? $0.offset : 0 } ?? 0
        // A touch off the open row (and off its buttons) closes it.
        if let open = table.swipe, open.cell !== cell, !open.buttons.frame.contains(start) { table.closeSwipe(animated: true) }
        if cell == nil { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let table, let cell else { return }
        let point = touch.location(in: table)
        let dx = point.x - start.x, dy = point.y - start.y
        if state == .possible {
            // Sideways more than 10 points, and more sideways than up or down.
            guard abs(dx) > 10 else { return }
            guard abs(dx) > abs(dy), table.beginSwipe(on: cell, trailing: startOffset + dx < 0) else { return state = .failed }
            state = .began
        } else {
            state = .changed
        }
        table.moveSwipe(to: startOffset + dx)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .began || state == .changed else { return state = .failed }
        table?.endSwipe()
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { table?.closeSwipe(animated: true) }
        state = .cancelled
    }
}
