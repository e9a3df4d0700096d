import Foundation

/// A `UIMenu` on screen, opened by a bar button item's or a button's tap: a rounded platter of
/// the system material beside the control that opened it, one row per action, inline menus set
/// apart by a wider gap, a submenu's row leading into its children. A tap on an enabled action
/// runs it (its `sender` the item or control) and closes the menu, unless the action keeps the
/// menu presented; a tap outside closes it.
///
/// The look and motion are choices made to resemble iOS 17's menus, not measured on a device
/// (Apple documents no numbers): 250 points wide, 44-point rows, 13-point corners,
/// 8-point gaps between groups, opening from the control with a 0.4 s spring (damping 0.8)
/// from a fifth of its size, closing by fading out over 0.2 s. In a recording the menu's layer is
/// `menu` and its platter's `menu.platter`. A submenu's children replace the
/// menu's rows at once, where iOS 17 unfolds them in place.
@MainActor
final class MenuPresentation: UIView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let groupGap: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    static let openDuration: TimeInterval = 0.4
    static let closeDuration: TimeInterval = 0.2

    private let sender: Any
    private let sourceFrame: CGRect
    /// The platter's shadow, and the platter clipped to its corners inside it.
    private let shadow = UIView()
    private let platter = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private var isClosing = false

    /// Opens `menu` from `source` (a control, or a bar button item's view) in its window.
    @discardableResult
    static func present(_ menu: UIMenu, from source: UIView, sender: Any) -> MenuPresentation? {
        guard let window = source.window else {
            source.layer.report("a menu opens in the window of the control that shows it; this one is in no window, so the menu does not show", isWarning: true)
            return nil
        }
        let presentation = MenuPresentation(menu: menu, sourceFrame: source.convert(source.bounds, to: window), sender: sender, in: window.bounds)
        window.addSubview(presentation)
        presentation.open()
        return presentation
    }

    private init(menu: UIMenu, sourceFrame: CGRect, sender: Any, in bounds: CGRect) {
        self.sender = sender
        self.sourceFrame = sourceFrame
        super.init(frame: bounds)
        backgroundColor = .clear
        // Names for values and goldens: the menu (its fade) and its platter (its growth).
        accessibilityIdentifier = "menu"
        shadow.accessibilityIdentifier = "menu.platter"
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowOpacity = 0.15
        shadow.layer.shadowRadius = 24
        shadow.layer.shadowOffset = CGSize(width: 0, height: 8)
        platter.layer.cornerRadius = Self.cornerRadius
        platter.clipsToBounds = true
        shadow.addSubview(platter)
        addSubview(shadow)
        show(menu)
    }

    required init?(coder: NSCoder) { nil }

    /// Lays `menu`'s rows out in the platter and places it beside the control: below it when
    /// there is room (above otherwise), its trailing edge on the control's when the control is
    /// in the window's right half, its leading edge on the control's otherwise.
    private func show(_ menu: UIMenu) {
        platter.contentView.subviews.forEach { $0.removeFromSuperview() }
        // What the menu asks for that is drawn another way says so.
        if menu.preferredElementSize == .small || menu.preferredElementSize == .medium || menu.options.contains(.displayAsPalette) {
            layer.report("a menu's small or medium elements and palettes are drawn as rows of the large size (not yet modelled)", isWarning: true)
        }
        if menu.children.contains(where: { ($0 as? UIAction)?.state == .mixed }) {
            layer.report("a menu action's .mixed state is drawn as a checkmark (not yet modelled)", isWarning: true)
        }
        var y: CGFloat = 0
        if !menu.title.isEmpty {
            let title = UILabel(frame: CGRect(x: 16, y: 8, width: Self.width - 32, height: 20))
            title.text = menu.title
            title.font = .preferredFont(forTextStyle: .footnote)
            title.textColor = .secondaryLabel
            title.textAlignment = .center
            platter.contentView.addSubview(title)
            y = 36
        }
        for (index, group) in Self.groups(of: menu).enumerated() {
            if index > 0 || y > 0 {
                let gap = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: index > 0 ? Self.groupGap : 1))
                gap.backgroundColor = index > 0 ? UIColor.black.withAlphaComponent(0.08) : .separator
                platter.contentView.addSubview(gap)
                y += gap.frame.height
            }
            for (rowIndex, item) in group.elements.enumerated() {
                if rowIndex > 0 {
                    let separator = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: 0.5))
                    separator.backgroundColor = .separator
                    platter.contentView.addSubview(separator)
                }
                let row = MenuRow(element: item, singleSelection: group.singleSelection ? group.elements : nil, presentation: self)
                row.frame = CGRect(x: 0, y: y, width: Self.width, height: row.height)
                platter.contentView.addSubview(row)
                y += row.height
            }
        }
        let size = CGSize(width: Self.width, height: y)
        let opensRightward = sourceFrame.midX < bounds.midX
        var x = opensRightward ? sourceFrame.minX : sourceFrame.maxX - size.width
        x = min(max(x, 8), max(bounds.width - size.width - 8, 8))
        let below = sourceFrame.maxY + 8 + size.height <= bounds.height - 8
        let top = below ? sourceFrame.maxY + 8 : max(sourceFrame.minY - 8 - size.height, 8)
        shadow.frame = CGRect(origin: CGPoint(x: x, y: top), size: size)
        shadow.layer.shadowPath = CGPath(roundedRect: CGRect(origin: .zero, size: size), cornerWidth: Self.cornerRadius,
                                         cornerHeight: Self.cornerRadius, transform: nil)
        platter.frame = CGRect(origin: .zero, size: size)
    }

    /// The rows in groups: the menu's own children, each inline menu's apart; hidden actions left out.
    private static func groups(of menu: UIMenu) -> [(elements: [UIMenuElement], singleSelection: Bool)] {
        var groups: [(elements: [UIMenuElement], singleSelection: Bool)] = []
        var current: [UIMenuElement] = []
        for child in menu.children {
            if let inline = child as? UIMenu, inline.options.contains(.displayInline) {
                if !current.isEmpty { groups.append((current, menu.options.contains(.singleSelection))) }
                current = []
                let elements = inline.children.filter(isShown)
                if !elements.isEmpty { groups.append((elements, inline.options.contains(.singleSelection))) }
            } else if isShown(child) {
                current.append(child)
            }
        }
        if !current.isEmpty { groups.append((current, menu.options.contains(.singleSelection))) }
        return groups
    }

    private static func isShown(_ element: UIMenuElement) -> Bool {
        !((element as? UIAction)?.attributes.contains(.hidden) ?? false)
    }

    /// Grows out of the control: from a fifth of its size about the platter's corner nearest
    /// the control, fading in, on a spring.
    private func open() {
        let corner = CGPoint(x: sourceFrame.midX < bounds.midX ? shadow.frame.minX : shadow.frame.maxX,
                             y: shadow.frame.minY >= sourceFrame.maxY ? shadow.frame.minY : shadow.frame.maxY)
        let scale: CGFloat = 0.2
        let center = CGPoint(x: shadow.frame.midX, y: shadow.frame.midY)
        shadow.transform = CGAffineTransform(translationX: (corner.x - center.x) * (1 - scale), y: (corner.y - center.y) * (1 - scale))
            .scaledBy(x: scale, y: scale)
        shadow.alpha = 0
        UIView.animate(withDuration: Self.openDuration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            self.shadow.transform = .identity
            self.shadow.alpha = 1
        })
    }

    /// Fades out, then leaves the window.
    func close() {
        guard !isClosing else { return }
        isClosing = true
        isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.closeDuration, animations: { self.alpha = 0 }, completion: { _ in self.removeFromSuperview() })
    }

    /// A row was tapped: a submenu shows its children; an enabled action runs (in a
    /// single-selection group it turns on and the others off first) and the menu closes
    /// unless the action keeps it presented.
    fileprivate func rowTapped(_ row: MenuRow) {
        if let submenu = row.element as? UIMenu { return show(submenu) }
        guard let action = row.element as? UIAction, !action.attributes.contains(.disabled) else { return }
        if let group = row.singleSelection {
            for case let other as UIAction in group { other.state = other === action ? .on : .off }
        }
        if !action.attributes.contains(.keepsMenuPresented) { close() }
        action.perform(from: sender)
    }

    // A touch outside the platter closes the menu; it reaches nothing behind it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { close() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// One row of a menu on screen: a checkmark when on, the title (and subtitle) in the body
/// font, the image or a submenu's chevron at the trailing side; red when destructive, grey when
/// disabled; grey behind while a finger is on it.
@MainActor
final class MenuRow: UIView {
    let element: UIMenuElement
    /// The row's group, when it is a single-selection one.
    let singleSelection: [UIMenuElement]?
    private weak var presentation: MenuPresentation?
    let height: CGFloat

    init(element: UIMenuElement, singleSelection: [UIMenuElement]?, presentation: MenuPresentation) {
        self.element = element
        self.singleSelection = singleSelection
        self.presentation = presentation
        height = element.subtitle == nil ? MenuPresentation.rowHeight : 58
        super.init(frame: .zero)
        let action = element as? UIAction
        let attributes = action?.attributes ?? []
        let destructive = attributes.contains(.destructive) || ((element as? UIMenu)?.options.contains(.destructive) ?? false)
        let color: UIColor = attributes.contains(.disabled) ? .tertiaryLabel : destructive ? .systemRed : .label
        let isOn = action.map { $0.state != .off } ?? false
        let textX: CGFloat = isOn || singleSelection != nil ? 44 : 16
        if isOn {
            let check = CellAccessoryView(.checkmark)
            check.tintColor = color
            check.frame.origin = CGPoint(x: 16, y: (height - check.frame.height) / 2)
            addSubview(check)
        }
        let trailingRoom: CGFloat = 16 + 24 + 12
        let title = UILabel(frame: CGRect(x: textX, y: 0, width: MenuPresentation.width - textX - trailingRoom, height: 22))
        title.text = element.title
        title.font = .preferredFont(forTextStyle: .body)
        title.textColor = color
        addSubview(title)
        if let subtitle = element.subtitle {
            title.frame.origin.y = 9
            let second = UILabel(frame: CGRect(x: textX, y: 31, width: title.frame.width, height: 18))
            second.text = subtitle
            second.font = .preferredFont(forTextStyle: .subheadline)
            second.textColor = .secondaryLabel
            addSubview(second)
        } else {
            title.frame.origin.y = (height - 22) / 2
        }
        if element is UIMenu {
            let chevron = CellAccessoryView(.disclosureIndicator)
            chevron.chevronColor = color
            chevron.frame.origin = CGPoint(x: MenuPresentation.width - 16 - chevron.frame.width, y: (height - chevron.frame.height) / 2)
            addSubview(chevron)
        } else if let image = (isOn ? action?.selectedImage : nil) ?? element.image {
            let imageView = UIImageView(image: image)
            imageView.tintColor = color
            imageView.contentMode = .scaleAspectFit
            imageView.frame = CGRect(x: MenuPresentation.width - 16 - 24, y: (height - 24) / 2, width: 24, height: 24)
            addSubview(imageView)
        }
        subviews.forEach { $0.isUserInteractionEnabled = false }
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = UIColor.label.withAlphaComponent(0.1)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = nil }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = nil
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        presentation?.rowTapped(self)
    }
}
