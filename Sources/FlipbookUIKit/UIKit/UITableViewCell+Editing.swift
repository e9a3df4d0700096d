import Foundation

// A row's editing look, as iOS draws it while its table is editing: the control of the row's
// editing style (a red circle with a minus to delete, a green one with a plus to insert) 16
// points in from the leading edge, the content moved over by 38 points to make room, the
// accessory replaced by the editing accessory, and a reorder control (three grey lines) at the
// trailing edge for a row that can move. Apple documents the parts but not their sizes: the
// 22-point circles and the 38-point indent are choices, not measured on a device (approximate).

extension UITableViewCell {
    /// `UITableViewCell.EditingStyle`: the control a row shows while its table is editing.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red circle with a minus: a tap asks to confirm the deletion.
        case delete
        /// A green circle with a plus: a tap asks the data source to insert.
        case insert
    }

    /// How far the content moves over while editing.
    var editingIndent: CGFloat {
        editing && shouldIndentWhileEditing && tableIndentsWhileEditing && editingStyle != .none ? 38 : 0
    }

    /// Whether the reorder control shows while editing.
    var showsReorder: Bool { showsReorderControl || tableShowsReorderControl }

    /// Makes the controls the editing look needs and lays the row out again, animated when asked.
    func showEditing(animated: Bool) {
        if editingStyle != .none, editingControl == nil {
            let control = TableEditingControl(style: editingStyle)
            control.cell = self
            control.alpha = 0
            control.frame = CGRect(x: 16 - 38, y: bounds.midY - 11, width: 22, height: 22)
            addSubview(control)
            editingControl = control
        }
        editingControl?.style = editingStyle
        if showsReorder, reorderControl == nil {
            let control = TableReorderControl()
            control.alpha = 0
            control.frame = CGRect(x: bounds.maxX, y: bounds.midY - 11, width: 22, height: 22)
            addSubview(control)
            reorderControl = control
        }
        updateAccessory()
        let relayout = { self.layoutForRow() }
        if animated { UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: relayout) } else { relayout() }
    }

    /// Places the editing control before the content (off the leading edge, faded, while not
    /// editing) and fades the reorder control.
    func layoutEditingControls() {
        let shown = editing && editingStyle != .none
        editingControl?.frame = CGRect(x: shown ? 16 : 16 - 38, y: bounds.midY - 11, width: 22, height: 22)
        editingControl?.alpha = shown ? 1 : 0
        reorderControl?.alpha = editing && showsReorder ? 1 : 0
        if !(editing && showsReorder), let reorderControl {
            reorderControl.frame = CGRect(x: bounds.maxX, y: bounds.midY - 11, width: 22, height: 22)
        }
    }

    /// The editing control was tapped: the table asks to confirm a deletion, or inserts.
    func editingControlTapped() {
        (superview as? UITableView)?.editingControlTapped(on: self)
    }
}

/// The control before a row's content while its table edits: a red circle with a white minus
/// (`.delete`) or a green one with a white plus (`.insert`). A tap on it goes to the table.
@MainActor
final class TableEditingControl: UIView {
    weak var cell: UITableViewCell?
    private let horizontal = UIView()
    private let vertical = UIView()

    var style: UITableViewCell.EditingStyle {
        didSet { look() }
    }

    /// The minus or plus sign's colour (white).
    var signColor: UIColor = .white {
        didSet { [horizontal, vertical].forEach { $0.backgroundColor = signColor } }
    }

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        layer.cornerRadius = 11
        for bar in [horizontal, vertical] {
            bar.backgroundColor = .white
            bar.isUserInteractionEnabled = false
            addSubview(bar)
        }
        horizontal.frame = CGRect(x: 5, y: 10, width: 12, height: 2)
        vertical.frame = CGRect(x: 10, y: 5, width: 2, height: 12)
        look()
    }

    required init?(coder: NSCoder) { nil }

    private func look() {
        backgroundColor = style == .insert ? .systemGreen : .systemRed
        vertical.isHidden = style != .insert
    }

    // The control takes its touches: the row is not highlighted or selected by them.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.insetBy(dx: -11, dy: -11).contains(touch.location(in: self)) else { return }
        cell?.editingControlTapped()
    }
}

/// The reorder control after a row's content while its table edits (or a list cell's
/// `.reorder()` accessory): three grey lines. A finger that goes down on it moves the row up
/// and down its section (RowReorder.swift).
@MainActor
final class TableReorderControl: UIView {
    /// The three lines' colour.
    var gripColor: UIColor = .systemGray2 {
        didSet { subviews.forEach { $0.backgroundColor = gripColor } }
    }

    /// The row, and the table or collection view it is in.
    private var cell: UIView? { superview }
    private var host: (any RowReorderHost)? { superview?.superview as? any RowReorderHost }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell, let host, let touch = touches.first else { return }
        host.beginReorder(of: cell, finger: touch.location(in: host).y)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let host, let touch = touches.first else { return }
        host.moveReorder(finger: touch.location(in: host).y)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { host?.endReorder() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { host?.endReorder() }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        for index in 0..<3 {
            let line = UIView(frame: CGRect(x: 2, y: 6 + CGFloat(index) * 4.5, width: 18, height: 1.5))
            line.backgroundColor = .systemGray2
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    required init?(coder: NSCoder) { nil }
}
