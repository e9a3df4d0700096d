import Foundation

/// `UITableViewCell`: a row, with a `contentView`, the labels and image view of its style, an
/// accessory, and a selection look.
///
/// Styles, sizes and colours follow UIKit's (Apple documents the styles; the sizes are a choice
/// after iPhone screenshots): `textLabel` in 17-point system text, 16 points in from the leading
/// edge; `.subtitle` puts `detailTextLabel` (12 points, `.secondaryLabel`) under it; `.value1`
/// at the trailing side (17 points, `.secondaryLabel`); `.value2` puts a 15-point tinted
/// `textLabel` right-aligned in the leading quarter and `detailTextLabel` (15 points) after it.
/// `imageView` sits at the leading edge, the text 16 points after it. A selected or highlighted
/// cell shows `selectedBackgroundView`, `.systemGray4` by default (none with
/// `selectionStyle = .none`); a content configuration (`contentConfiguration`) replaces the
/// style's labels.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        /// A leading `textLabel`.
        case `default`
        /// `detailTextLabel` at the trailing side.
        case value1
        /// A tinted `textLabel` and `detailTextLabel` side by side.
        case value2
        /// `detailTextLabel` under `textLabel`.
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
    /// How a selected cell is highlighted.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// Blue on iOS 6; grey since iOS 7.
        case blue
        /// Grey.
        case gray
        /// The system's highlight, grey.
        case `default`
    }
    /// `UITableViewCell.AccessoryType`: the standard accessory at the trailing side.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint.
        case checkmark
        /// An info button in the tint.
        case detailButton
    }

    /// How the cell shows selection (`.default`: grey).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionLook() }
    }

    /// The identifier the cell was made for.
    public let reuseIdentifier: String?
    /// The style given at initialisation.
    let cellStyle: CellStyle
    /// The view the cell's content goes in; it fills the cell but for the accessory.
    public let contentView = UIView(frame: .zero)
    /// The style's main label (made when first asked for).
    open var textLabel: UILabel? {
        if madeTextLabel == nil { madeTextLabel = addStyleView(UILabel(frame: .zero), styled: styleTextLabel) }
        return madeTextLabel
    }
    private var madeTextLabel: UILabel?

    /// The style's secondary label (nil in the default style; made when first asked for).
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if madeDetailLabel == nil { madeDetailLabel = addStyleView(UILabel(frame: .zero), styled: styleDetailLabel) }
        return madeDetailLabel
    }
    private var madeDetailLabel: UILabel?

    /// The style's image view, at the leading side (made when first asked for).
    open var imageView: UIImageView? {
        if madeImageView == nil { madeImageView = addStyleView(UIImageView(frame: .zero)) { _ in } }
        return madeImageView
    }
    private var madeImageView: UIImageView?

    /// Puts a view of the style in the content view, styled.
    private func addStyleView<View: UIView>(_ view: View, styled: (View) -> Void) -> View {
        styled(view)
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The main label's look in the cell's style.
    private func styleTextLabel(_ label: UILabel) {
        guard cellStyle == .value2 else { return }
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = tintColor
        label.textAlignment = .right
    }

    /// The secondary label's look in the cell's style.
    private func styleDetailLabel(_ label: UILabel) {
        switch cellStyle {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
        case .value1:
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
        case .default:
            break
        }
    }

    /// The standard accessory (`.none` by default).
    open var accessoryType: AccessoryType = .none {
        didSet { updateAccessory() }
    }
    /// A view of your own at the trailing side (wins over `accessoryType`).
    open var accessoryView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    private var standardAccessory: CellAccessoryView?

    // MARK: Editing (UITableViewCell+Editing.swift)

    /// Whether the cell shows its editing look (the table sets it for its rows).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false
    /// Shows or hides the editing look: the control of the row's editing style before the
    /// content, which moves over, the reorder control after it; animated, over 0.3 s.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        showEditing(animated: animated)
    }
    /// The accessory while editing, in place of `accessoryType` (`.none` by default).
    open var editingAccessoryType: AccessoryType = .none {
        didSet { updateAccessory() }
    }
    /// A view of your own at the trailing side while editing (wins over `editingAccessoryType`).
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// Whether the reorder control shows while editing (the table also shows it for a data
    /// source that moves rows).
    open var showsReorderControl = false {
        didSet { showEditing(animated: false) }
    }
    /// Whether the content moves over for the editing control (true by default).
    open var shouldIndentWhileEditing = true {
        didSet { showEditing(animated: false) }
    }
    /// The row's editing style, as the table's delegate gives it.
    open internal(set) var editingStyle: EditingStyle = .delete
    /// Whether the table shows the reorder control on this row.
    var tableShowsReorderControl = false
    /// Whether the table's delegate lets the content move over while editing.
    var tableIndentsWhileEditing = true
    /// The editing control and the reorder control, made when first shown.
    var editingControl: TableEditingControl?
    var reorderControl: TableReorderControl?

    /// The view behind the content (nil: the background colour).
    open var backgroundView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            updateSelectionLook()
        }
    }
    /// The grey of the default selection look.
    private lazy var defaultSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        view.isUserInteractionEnabled = false
        return view
    }()

    /// Whether the cell is selected; `setSelected(_:animated:)` animates the change.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    private var selected = false
    /// Whether the cell is highlighted (a finger on it).
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false

    /// Called before the table hands the cell out again: it is no longer selected or
    /// highlighted. The rest (text, accessories, colours) stays as the code left it until the
    /// data source sets it, as on iOS; an override calls `super`.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// Selects or deselects the cell; animated, the selection look fades over 0.25 s (a choice).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        updateSelectionLook(animated: animated)
        setNeedsUpdateConfiguration()
    }

    /// Highlights the cell or not; animated, the look fades over 0.25 s.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectionLook(animated: animated)
        setNeedsUpdateConfiguration()
    }

    // MARK: Configurations and state

    /// What the cell draws behind its content (iOS 14). Setting it clears `backgroundColor`,
    /// `backgroundView` and `selectedBackgroundView`, as on iOS; the configuration follows the
    /// cell's state (see `automaticallyUpdatesBackgroundConfiguration`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                backgroundView = nil
                selectedBackgroundView = nil
                super.backgroundColor = nil
                hasDefaultBackground = false
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
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The background of a list cell in the style of the cell's table (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let style = (superview as? UITableView)?.style ?? .plain
        return style == .plain ? .listPlainCell() : .listGroupedCell()
    }

    /// The cell's state: its traits, whether it is selected, highlighted, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isEditing = editing
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

    private var backgroundConfigurationView: BackgroundConfigurationView?

    /// Draws the background configuration (for the cell's state), or removes it.
    private func showBackgroundConfiguration(for state: UICellConfigurationState? = nil) {
        backgroundConfigurationView = BackgroundConfigurationView.show(backgroundConfiguration, for: state ?? configurationState,
                                                                       updating: automaticallyUpdatesBackgroundConfiguration, in: self,
                                                                       replacing: backgroundConfigurationView)
        updateSelectionLook()
    }

    /// A content configuration replacing the style's labels (`defaultContentConfiguration()`
    /// gives the style's).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    private var configuredView: (UIView & UIContentView)?

    /// The configuration of a list cell's content in the cell's style: the text alone, or with
    /// a secondary text under it (`.subtitle`) or at the trailing side (`.value1`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        cellStyle == .value1 ? .valueCell() : cellStyle == .subtitle ? .subtitleCell() : .cell()
    }

    /// A cell of a style for a reuse identifier, white.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        super.init(frame: .zero)
        layer.engine.idMayRepeat = true
        super.backgroundColor = .systemBackground
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The height the content needs at `width` (a self-sizing row): the content view's
    /// constraints, or a content configuration's height, or one line of text with its insets.
    func heightFromConstraints(width: CGFloat) -> CGFloat {
        if let configuredView { return configuredView.sizeThatFits(CGSize(width: contentWidth(for: width), height: 0)).height }
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : 44
    }

    /// The width the content view gets: the cell's, less the accessory and its margins.
    private func contentWidth(for width: CGFloat) -> CGFloat {
        let trailing = [shownAccessory, editing && showsReorder ? reorderControl : nil].compactMap { $0 }
        return max(0, width - editingIndent - trailing.reduce(0) { $0 + $1.frame.width + 16 + 4 })
    }

    /// Lays the content out in the cell's bounds (called by the table when it places the cell,
    /// and by `layoutSubviews`).
    func layoutForRow() {
        backgroundConfigurationView?.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        defaultSelectedBackground.frame = bounds
        var trailingEdge = bounds.maxX - 16
        for view in [editing && showsReorder ? reorderControl : nil, shownAccessory].compactMap({ $0 }) {
            let size = view.frame.size
            view.frame = CGRect(x: trailingEdge - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            trailingEdge -= size.width + 16
        }
        layoutEditingControls()
        contentView.frame = CGRect(x: editingIndent, y: 0, width: contentWidth(for: bounds.width), height: bounds.height)
        configuredView?.frame = contentView.bounds
        layoutStyleLabels()
        separator?.frame = separatorFrame
    }

    /// The style's labels and image view in the content view.
    private func layoutStyleLabels() {
        let content = contentView.bounds
        var x: CGFloat = 16
        if let imageView = madeImageView, let image = imageView.image {
            imageView.frame = CGRect(x: 16, y: content.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
            x = imageView.frame.maxX + 16
        }
        let width = max(0, content.width - x - 16)
        guard let textLabel = madeTextLabel else { return }
        let detailTextLabel = madeDetailLabel
        switch cellStyle {
        case .default:
            textLabel.frame = CGRect(x: x, y: 0, width: width, height: content.height)
        case .value1:
            let detailWidth = min(width, detailTextLabel?.intrinsicContentSize.width ?? 0)
            detailTextLabel?.frame = CGRect(x: content.width - 16 - detailWidth, y: 0, width: detailWidth, height: content.height)
            textLabel.frame = CGRect(x: x, y: 0, width: max(0, width - detailWidth - 8), height: content.height)
        case .value2:
            let column = content.width * 0.25
            textLabel.frame = CGRect(x: 16, y: 0, width: max(0, column - 16), height: content.height)
            detailTextLabel?.frame = CGRect(x: column + 6, y: 0, width: max(0, content.width - column - 6 - 16), height: content.height)
        case .subtitle:
            let textHeight = ceil(textLabel.font.lineHeight), detailHeight = ceil(detailTextLabel?.font.lineHeight ?? 0)
            let top = content.midY - (textHeight + 2 + detailHeight) / 2
            textLabel.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detailTextLabel?.frame = CGRect(x: x, y: top + textHeight + 2, width: width, height: detailHeight)
        }
    }

    private func applyContentConfiguration() {
        configuredView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredView)
        setNeedsLayout()
    }

    /// Shows the accessory: the editing one while editing.
    func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        let (view, type) = editing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
        for other in [accessoryView, editingAccessoryView] where other !== view && other?.superview === self { other?.removeFromSuperview() }
        if let view {
            addSubview(view)
        } else if type != .none {
            let accessory = CellAccessoryView(type)
            addSubview(accessory)
            standardAccessory = accessory
        }
        setNeedsLayout()
    }

    /// The accessory shown now.
    private var shownAccessory: UIView? {
        (editing ? editingAccessoryView : accessoryView) ?? standardAccessory
    }

    /// Shows or hides the selection look.
    private func updateSelectionLook(animated: Bool = false) {
        let look = selectedBackgroundView ?? defaultSelectedBackground
        if look !== defaultSelectedBackground { defaultSelectedBackground.removeFromSuperview() }
        // A background configuration draws the state itself.
        let shows = (selected || highlighted) && selectionStyle != .none && backgroundConfiguration == nil
        if look.superview !== self {
            if let backgroundView { insertSubview(look, aboveSubview: backgroundView) } else { insertSubview(look, at: 0) }
            look.frame = bounds
            look.alpha = 0
        }
        let apply = { look.alpha = shows ? 1 : 0 }
        if animated { UIView.animate(withDuration: 0.25, animations: apply) } else { apply() }
    }

    // MARK: Touches

    /// A finger down highlights the cell.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        setHighlighted(true, animated: false)
    }

    /// A finger moving off the cell's bounds takes the highlight away.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        setHighlighted(bounds.contains(touch.location(in: self)), animated: false)
    }

    /// A finger lifted on the cell selects its row, as the table's tap does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        setHighlighted(false, animated: false)
        if inside { (superview as? UITableView)?.cellTapped(self) }
    }

    /// A recognizer (a drag) took the touch: no highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        setHighlighted(false, animated: false)
    }

    // MARK: Grouped tables

    /// Whether the background colour is the one the cell was made with.
    private var hasDefaultBackground = true

    /// A colour set by the code stays; the default one follows the table's style.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            super.backgroundColor = newValue
            hasDefaultBackground = false
        }
    }

    /// In a grouped table the cell is `.secondarySystemGroupedBackground`, unless the code gave
    /// it a colour.
    func takeGroupedBackground() {
        guard hasDefaultBackground else { return }
        super.backgroundColor = .secondarySystemGroupedBackground
    }

    /// In an inset grouped table a section's first row has rounded top corners, its last row
    /// rounded bottom corners (10 points).
    func roundCorners(first: Bool, last: Bool) {
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : 10
        layer.maskedCorners = corners
        clipsToBounds = !corners.isEmpty
    }

    // MARK: Separator

    /// The hairline along the cell's bottom that its table draws between rows, if any.
    private var separator: UIView?
    private var separatorInset = UIEdgeInsets.zero

    /// One pixel high, across the cell less the inset, at its bottom.
    private var separatorFrame: CGRect {
        // The line moves over with the content while editing.
        let height = 1 / max(pixelScale, 1), left = separatorInset.left + editingIndent
        return CGRect(x: left, y: bounds.height - height, width: max(bounds.width - left - separatorInset.right, 0), height: height)
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

/// A standard accessory, drawn: a chevron, a checkmark, an info button, or both.
@MainActor
final class CellAccessoryView: UIView {
    private let type: UITableViewCell.AccessoryType
    /// The chevron's colour: `.tertiaryLabel` unless a list accessory's options give one.
    var chevronColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    init(_ type: UITableViewCell.AccessoryType) {
        self.type = type
        let size: CGSize = switch type {
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 12 + 8, height: 22)
        case .none: .zero
        }
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .disclosureIndicator:
            drawChevron(in: bounds)
        case .checkmark:
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 1, y: bounds.height * 0.55))
            check.addLine(to: CGPoint(x: bounds.width * 0.38, y: bounds.height - 1.5))
            check.addLine(to: CGPoint(x: bounds.width - 1, y: 1.5))
            check.lineWidth = 2
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            tintColor.setStroke()
            check.stroke()
        case .detailButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            drawChevron(in: CGRect(x: bounds.width - 8, y: (bounds.height - 13) / 2, width: 8, height: 13))
        case .none:
            break
        }
    }

    private func drawChevron(in rect: CGRect) {
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: rect.minX + 1.5, y: rect.minY + 1.5))
        chevron.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.midY))
        chevron.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.maxY - 1.5))
        chevron.lineWidth = 2
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        (chevronColor ?? .tertiaryLabel).setStroke()
        chevron.stroke()
    }

    private func drawInfo(in rect: CGRect) {
        tintColor.setStroke()
        tintColor.setFill()
        let circle = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
        circle.lineWidth = 1.5
        circle.stroke()
        UIBezierPath(ovalIn: CGRect(x: rect.midX - 1.25, y: rect.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: rect.midX - 1, y: rect.minY + 9, width: 2, height: 8), cornerRadius: 1).fill()
    }
}
