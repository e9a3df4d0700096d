import FlipbookUIKit

/// `ListStyle`: how a `List` looks.
public protocol ListStyle {}

/// `InsetGroupedListStyle`: rounded groups inset from the edges on a grey background (a `List`'s
/// default on an iPhone, and a `Form`'s).
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// `PlainListStyle`: rows edge to edge on the system background.
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded groups inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

/// `Section`: a group of a list's rows, with a header and a footer.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` rows under `header` and over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title` (a string's value, shown as it is).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
    /// A section titled `titleKey` (a literal: its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` rows over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Footer == EmptyView {
    /// A section under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Section: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let header = graph.withEnvironment({ $0.font = .footnote; $0.foregroundColor = .secondaryLabel; $0.textCase = .uppercase }) {
            graph.nodes(for: self.header, path: path.appending("header"))
        }
        let footer = graph.withEnvironment({ $0.font = .footnote; $0.foregroundColor = .secondaryLabel }) {
            graph.nodes(for: self.footer, path: path.appending("footer"))
        }
        return [SectionNode(path: path, header: header, rows: graph.nodes(for: content, path: path.appending("rows")), footer: footer)]
    }
}

/// A section's parts, for the list that lays it out (alone, a section is its rows in a column).
@MainActor
final class SectionNode: ViewNode {
    let header: [ViewNode], rows: [ViewNode], footer: [ViewNode]

    init(path: ViewPath, header: [ViewNode], rows: [ViewNode], footer: [ViewNode]) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init(path: path, kind: "Section")
    }
}

/// `List`: rows in sections that scroll, drawn with the numbers FlipbookUIKit's inset grouped
/// tables use (choices, not measured for SwiftUI on a device: 16 points in, 10-point corners, rows at
/// least 44 points tall with their content 16 points in and 11 above and below, a separator
/// under each row but the last from the content's leading edge, headers in upper-case footnote
/// text, 35 points between sections); `.plain` puts the rows edge to edge.
public struct List<Content: View> {
    let content: Content

    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// `Form`: a list of controls in inset groups, as a settings screen.
public struct Form<Content: View> {
    let content: Content
    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Form: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension List: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { ListNode.make(content, graph: graph, path: path) }
}

extension Form: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        graph.withEnvironment({ $0.listStyleIsPlain = false }) { ListNode.make(content, graph: graph, path: path) }
    }
}

extension View {
    /// The style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.listStyleIsPlain = style is PlainListStyle })
    }
}

/// A list on screen: a scroll view of sections of rows.
@MainActor
final class ListNode: ViewNode {
    static let inset: CGFloat = 16, rowMinimum: CGFloat = 44, rowPadding = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let sectionGap: CGFloat = 35, cornerRadius: CGFloat = 10

    let plain: Bool
    let sections: [(header: [ViewNode], rows: [RowNode], footer: [ViewNode])]
    private var contentHeight: CGFloat = 0

    static func make(_ content: some View, graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let plain = graph.environment.listStyleIsPlain
        let built = graph.withEnvironment({ $0.isInList = true }) { graph.nodes(for: content, path: path.appending("content")) }
        var sections: [(header: [ViewNode], rows: [ViewNode], footer: [ViewNode])] = []
        var loose: [ViewNode] = []
        for node in built {
            if let section = node as? SectionNode {
                if !loose.isEmpty { sections.append(([], loose, [])) }
                loose = []
                sections.append((section.header, section.rows, section.footer))
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { sections.append(([], loose, [])) }
        return [ListNode(path: path, plain: plain, sections: sections.map { section in
            (section.header, section.rows.enumerated().map { index, row in
                RowNode(content: row, isFirst: index == 0, isLast: index == section.rows.count - 1, plain: plain)
            }, section.footer)
        })]
    }

    /// Whether its grouped background is hidden (`scrollContentBackground(.hidden)`).
    let hidesBackground = ViewGraph.building?.environment.hidesScrollContentBackground ?? false

    init(path: ViewPath, plain: Bool, sections: [(header: [ViewNode], rows: [RowNode], footer: [ViewNode])]) {
        self.plain = plain
        self.sections = sections
        super.init(path: path, kind: "List")
    }

    override var children: [ViewNode] { sections.flatMap { $0.header + $0.rows + $0.footer } }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10)) }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let inset = plain ? 0 : Self.inset
        let width = rect.width - 2 * inset
        var y: CGFloat = plain ? 0 : Self.sectionGap
        for (index, section) in sections.enumerated() {
            if index > 0 { y += plain ? 0 : Self.sectionGap }
            for header in section.header {
                let offered = ProposedViewSize(width: width - 2 * Self.rowPadding.leading, height: nil)
                let size = header.sizeThatFits(offered)
                y += 6
                header.place(in: CGRect(x: inset + Self.rowPadding.leading, y: y, width: size.width, height: size.height), proposal: offered)
                y += size.height + 7
            }
            for row in section.rows {
                let height = row.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
                row.place(in: CGRect(x: inset, y: y, width: width, height: height), proposal: ProposedViewSize(width: width, height: nil))
                y += height
            }
            for footer in section.footer {
                let offered = ProposedViewSize(width: width - 2 * Self.rowPadding.leading, height: nil)
                let size = footer.sizeThatFits(offered)
                y += 7
                footer.place(in: CGRect(x: inset + Self.rowPadding.leading, y: y, width: size.width, height: size.height), proposal: offered)
                y += size.height
            }
        }
        contentHeight = y + (plain ? 0 : Self.sectionGap)
    }

    override func makeView() -> UIView { UIScrollView() }

    override func configure(_ view: UIView) {
        guard let scroll = view as? UIScrollView else { return }
        scroll.contentSize = CGSize(width: frame.width, height: contentHeight)
        scroll.alwaysBounceVertical = true
        scroll.backgroundColor = hidesBackground ? .clear : plain ? .systemBackground : .systemGroupedBackground
    }
}

/// A row of a list: its content padded, at least 44 points tall, on the row background, with
/// its group's corners and a separator under it.
@MainActor
final class RowNode: WrapperNode {
    let isFirst: Bool, isLast: Bool, plain: Bool
    /// What the row offers: swipe actions, and in edit mode its delete button and handle.
    let actions: RowSwipeActions
    /// Whether the screen is in edit mode: a deletable row makes room for its red button before
    /// it, a movable one for its handle after it.
    let isEditing: Bool

    init(content: ViewNode, isFirst: Bool, isLast: Bool, plain: Bool) {
        self.isFirst = isFirst
        self.isLast = isLast
        self.plain = plain
        actions = RowSwipeActions.of(content)
        isEditing = ViewGraph.building?.environment.editModeBinding?.wrappedValue == .active
        super.init(path: ViewPath().appending(content.key), kind: "row", content: content)
    }

    /// The room edit mode's controls take before and after the content.
    private var editInsets: (leading: CGFloat, trailing: CGFloat) {
        guard isEditing else { return (0, 0) }
        return (actions.delete != nil ? RowEditing.controlRoom : 0, actions.isMovable ? RowEditing.controlRoom : 0)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let padding = ListNode.rowPadding, edit = editInsets
        return ProposedViewSize(width: proposal.width.map { max($0 - padding.leading - padding.trailing - edit.leading - edit.trailing, 0) }, height: nil)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(inner(proposal))
        let padding = ListNode.rowPadding
        return CGSize(width: proposal.width ?? size.width + padding.leading + padding.trailing,
                      height: max(size.height + padding.top + padding.bottom, ListNode.rowMinimum))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let offered = inner(proposal)
        let size = content.sizeThatFits(offered)
        let padding = ListNode.rowPadding
        content.place(in: CGRect(x: padding.leading + editInsets.leading, y: (rect.height - size.height) / 2, width: size.width, height: size.height),
                      proposal: offered)
    }

    override func makeView() -> UIView { RowView() }

    override func configure(_ view: UIView) {
        (view as? RowView)?.swipeActions = actions
        (view as? RowView)?.showEditControls(deleting: isEditing && actions.delete != nil, moving: isEditing && actions.isMovable)
        let settings = ListRowSettingsNode.of(content)
        view.backgroundColor = settings?.background ?? (plain ? .systemBackground : .secondarySystemGroupedBackground)
        var corners: CACornerMask = []
        if !plain, isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if !plain, isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        view.layer.cornerRadius = corners.isEmpty ? 0 : ListNode.cornerRadius
        view.layer.maskedCorners = corners
        // A row with swipe actions hides its buttons beyond its edges until it slides.
        view.clipsToBounds = !corners.isEmpty || !actions.isEmpty
        let pixel = 1 / max(UIScreen.main.scale, 1)
        if let separator = (view as? RowView)?.separator {
            separator.isHidden = isLast || settings?.separatorHidden == true
            let start = ListNode.rowPadding.leading + editInsets.leading   // under the content, as iOS insets it
            separator.frame = CGRect(x: start, y: frame.height - pixel, width: frame.width - start, height: pixel)
        }
    }
}

/// A row's view: its separator stays in front of the content the host puts in it. A row with
/// swipe actions slides under a finger (its bounds' origin moves, the content with it) to show
/// the action buttons beside it (RowActions.swift has the rules).
@MainActor
final class RowView: UIView {
    let separator = UIView()
    /// What a swipe reveals; the buttons are made again when the titles change.
    var swipeActions = RowSwipeActions() {
        didSet { if swipeActions.trailing.map(\.title) != oldValue.trailing.map(\.title) || swipeActions.leading.map(\.title) != oldValue.leading.map(\.title) { makeButtons() } }
    }
    private var trailingButtons: [UIButton] = []
    private var leadingButtons: [UIButton] = []
    private lazy var swipe = UIPanGestureRecognizer { [weak self] recognizer in self?.swiped(recognizer) }
    private var swipeStart: CGFloat = 0

    init() {
        super.init(frame: .zero)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    required init?(coder: NSCoder) { nil }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== separator, !(trailingButtons + leadingButtons).contains(where: { $0 === subview }) { bringSubviewToFront(separator) }
    }

    /// How far the row is slid: positive shows the trailing buttons, negative the leading ones.
    private var offset: CGFloat {
        get { bounds.origin.x }
        set { bounds.origin.x = newValue }
    }

    private func makeButtons() {
        (trailingButtons + leadingButtons).forEach { $0.removeFromSuperview() }
        trailingButtons = swipeActions.trailing.map(button)
        leadingButtons = swipeActions.leading.map(button)
        (trailingButtons + leadingButtons).forEach(addSubview)
        if swipeActions.isEmpty {
            removeGestureRecognizer(swipe)
        } else if !(gestureRecognizers ?? []).contains(where: { $0 === swipe }) {
            addGestureRecognizer(swipe)
        }
        setNeedsLayout()
    }

    private func button(for action: RowSwipeActions.Action) -> UIButton {
        let button = UIButton(type: .custom)
        button.backgroundColor = action.color
        if let name = action.systemImage {
            button.setImage(UIImage(systemName: name), for: .normal)
            button.tintColor = .white
        } else {
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
        }
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.addAction(UIAction { [weak self] _ in
            self?.settle(at: 0)
            action.run()
        }, for: .primaryActionTriggered)
        return button
    }

    /// The width of `buttons` side by side.
    private func widths(_ buttons: [UIButton]) -> [CGFloat] {
        buttons.map { max(RowSwipe.minimumButtonWidth, $0.intrinsicContentSize.width + 2 * RowSwipe.buttonPadding) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeEditControls()
        // Trailing buttons beyond the right edge, the first outermost; leading ones before the
        // left edge, the first outermost.
        var x = bounds.width
        for (button, width) in zip(trailingButtons, widths(trailingButtons)).reversed() {
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
        x = 0
        for (button, width) in zip(leadingButtons, widths(leadingButtons)).reversed() {
            x -= width
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    private func swiped(_ recognizer: UIPanGestureRecognizer) {
        let trailingWidth = widths(trailingButtons).reduce(0, +), leadingWidth = widths(leadingButtons).reduce(0, +)
        switch recognizer.state {
        case .began:
            swipeStart = offset
            fallthrough
        case .changed:
            let wanted = swipeStart - recognizer.translation(in: self).x
            offset = min(max(wanted, leadingWidth > 0 ? -bounds.width : 0), trailingWidth > 0 ? bounds.width : 0)
        case .ended, .cancelled:
            if offset > 0 {
                if swipeActions.fullSwipeTrailing, offset > bounds.width * RowSwipe.fullSwipeFraction, let first = swipeActions.trailing.first {
                    settle(at: 0)
                    first.run()
                } else {
                    settle(at: offset > trailingWidth / 2 ? trailingWidth : 0)
                }
            } else if offset < 0 {
                if swipeActions.fullSwipeLeading, -offset > bounds.width * RowSwipe.fullSwipeFraction, let first = swipeActions.leading.first {
                    settle(at: 0)
                    first.run()
                } else {
                    settle(at: -offset > leadingWidth / 2 ? -leadingWidth : 0)
                }
            }
        default:
            break
        }
    }

    /// Slides the row to `target` over the settle time.
    func settle(at target: CGFloat) {
        UIView.animate(withDuration: RowSwipe.settleDuration, delay: 0, options: [.curveEaseOut]) { self.offset = target }
    }

    // MARK: Edit mode

    private lazy var deleteControl = RowEditing.deleteControl { [weak self] in
        guard let self else { return }
        settle(at: offset > 0 ? 0 : widths(trailingButtons).reduce(0, +))
    }
    private lazy var moveHandle = RowEditing.moveHandle { [weak self] in
        self?.layer.report("onMove: dragging a row to a new place is not modelled; reorder the data from code", isWarning: true)
    }

    /// Shows or hides edit mode's red delete button before the content and handle after it.
    func showEditControls(deleting: Bool, moving: Bool) {
        for (control, shown) in [(deleteControl, deleting), (moveHandle, moving)] {
            if shown, control.superview !== self { addSubview(control) }
            if !shown, control.superview === self { control.removeFromSuperview() }
        }
        if !deleting, offset != 0, swipeActions.trailing.isEmpty { offset = 0 }
        setNeedsLayout()
    }

    /// Places the edit controls: the delete button 16 points in, the handle 16 from the end.
    private func placeEditControls() {
        let side = RowEditing.controlSide
        deleteControl.frame = CGRect(x: ListNode.rowPadding.leading, y: (bounds.height - side) / 2, width: side, height: side)
        moveHandle.frame = CGRect(x: bounds.width - ListNode.rowPadding.trailing - side, y: (bounds.height - side) / 2, width: side, height: side)
    }
}

/// Edit mode's controls in a list row, drawn as iOS draws them: a 22-point red disc with a white
/// bar before a deletable row (its tap reveals the row's Delete), three grey lines after a
/// movable one; each takes 38 points of the row. (Sizes are a choice: Apple documents none, and
/// they were not measured on a device.)
@MainActor
enum RowEditing {
    static let controlSide: CGFloat = 22
    static let controlRoom: CGFloat = 38

    /// The red delete button, running `tapped`.
    static func deleteControl(_ tapped: @escaping @MainActor () -> Void) -> UIView {
        let disc = UIButton(type: .custom)
        disc.backgroundColor = .systemRed
        disc.layer.cornerRadius = controlSide / 2
        let bar = UIView(frame: CGRect(x: 5, y: controlSide / 2 - 1, width: controlSide - 10, height: 2))
        bar.backgroundColor = .white
        bar.isUserInteractionEnabled = false
        disc.addSubview(bar)
        disc.addAction(UIAction { _ in tapped() }, for: .primaryActionTriggered)
        return disc
    }

    /// The grey reorder handle; a drag on it runs `dragged` (it is not modelled).
    static func moveHandle(_ dragged: @escaping @MainActor () -> Void) -> UIView {
        let handle = UIView()
        for line in 0..<3 {
            let bar = UIView(frame: CGRect(x: 2, y: 5 + CGFloat(line) * 5.5, width: controlSide - 4, height: 1.5))
            bar.backgroundColor = .systemGray3
            handle.addSubview(bar)
        }
        handle.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
            if recognizer.state == .began { dragged() }
        })
        return handle
    }
}
