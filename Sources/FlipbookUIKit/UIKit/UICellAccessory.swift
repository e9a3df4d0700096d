import Foundation

/// `UICellAccessory`: something a list cell shows beside its content: a chevron, a checkmark,
/// an info button, a label, a view of your own; delete, reorder and outline controls.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While the list is editing (`UICollectionView.isEditing`).
        case whenEditing
        /// While it is not.
        case whenNotEditing
    }

    /// Where a custom view sits.
    public enum Placement: Sendable {
        /// Before the content.
        case leading(displayed: DisplayedState = .always)
        /// After the content.
        case trailing(displayed: DisplayedState = .always)
    }

    /// How wide the room an accessory takes is.
    public enum LayoutDimension: Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for accessories: here the accessory's own width (a
        /// choice: Apple does not give the number).
        case standard
        /// This many points, the accessory centred in them when it is narrower.
        case custom(CGFloat)
    }

    /// What a tap on an accessory that takes taps runs.
    public typealias ActionHandler = () -> Void

    /// A chevron's options.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (`.tertiaryLabel` when nil).
        public var tintColor: UIColor?
        /// Options; nil leaves each at its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// A checkmark's options.
    public struct CheckmarkOptions {
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (the cell's tint when nil).
        public var tintColor: UIColor?
        /// Options; nil leaves each at its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// An info button's options.
    public struct DetailOptions {
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (the cell's tint when nil).
        public var tintColor: UIColor?
        /// Options; nil leaves each at its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// A delete control's options.
    public struct DeleteOptions {
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The minus sign's colour (white when nil).
        public var tintColor: UIColor?
        /// The circle's colour (`.systemRed` when nil).
        public var backgroundColor: UIColor?
        /// Options; nil leaves each at its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// An insert control's options.
    public struct InsertOptions {
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The plus sign's colour (white when nil).
        public var tintColor: UIColor?
        /// The circle's colour (`.systemGreen` when nil).
        public var backgroundColor: UIColor?
        /// Options; nil leaves each at its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// A reorder control's options.
    public struct ReorderOptions {
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The grip's colour (`.systemGray2` when nil).
        public var tintColor: UIColor?
        /// Whether a vertical separator shows before the control (true): not drawn yet, a warning.
        public var showsVerticalSeparator: Bool
        /// Options; nil leaves each at its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// An outline control's options.
    public struct OutlineDisclosureOptions {
        /// Where a tap toggles the item.
        public enum Style: Sendable {
            /// `.header` in a cell whose content configuration is a header's
            /// (`UIListContentConfiguration.plainHeader()`, `groupedHeader()`, …), `.cell` otherwise.
            case automatic
            /// A tap anywhere on the row expands or collapses it, and the row is not selected.
            case header
            /// Only a tap on the chevron expands or collapses it; a tap elsewhere selects the row.
            case cell
        }

        /// Where a tap toggles the item (`.automatic`).
        public var style: Style
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour (`.tertiaryLabel` when nil).
        public var tintColor: UIColor?
        /// Options; nil leaves each at its default.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// A label's options.
    public struct LabelOptions {
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its text colour (`.secondaryLabel` when nil).
        public var tintColor: UIColor?
        /// Its font (the body font when nil).
        public var font: UIFont?
        /// Whether the font follows the text size (true): a recording's text size is fixed.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options; nil leaves each at its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// A view of your own, and where it goes.
    public struct CustomViewConfiguration {
        /// The view.
        public let customView: UIView
        /// Where it sits.
        public var placement: Placement
        /// Whether it is hidden (false).
        public var isHidden: Bool
        /// The room it takes (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint (its own when nil).
        public var tintColor: UIColor?
        /// Whether the view keeps the size it has (false: it is sized to fit, `sizeThatFits`).
        public var maintainsFixedSize: Bool
        /// A configuration; nil leaves each option at its default.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, detail, label(String, UIFont?), customView(UIView, fixedSize: Bool), delete, insert, reorder
        case outlineDisclosure(OutlineDisclosureOptions.Style)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?
    var backgroundColor: UIColor? = nil
    /// A reorder control's vertical separator, asked for but not drawn (a warning says so).
    var showsVerticalSeparator = false
    let isLeading: Bool
    /// The room it takes, when more than its own width (`.custom`).
    let reservedWidth: CGFloat?
    /// What a tap on an info button, a delete or insert control or an outline control does, if given.
    var actionHandler: ActionHandler? = nil

    private static func reserved(_ dimension: LayoutDimension) -> CGFloat? {
        if case .custom(let width) = dimension { return width }
        return nil
    }

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, isLeading: false,
                        reservedWidth: reserved(options.reservedLayoutWidth))
    }
    /// A checkmark in the tint.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, isLeading: false,
                        reservedWidth: reserved(options.reservedLayoutWidth))
    }
    /// An info button; a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, isLeading: false,
                        reservedWidth: reserved(options.reservedLayoutWidth), actionHandler: actionHandler)
    }
    /// A label of text (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, isLeading: false,
                        reservedWidth: reserved(options.reservedLayoutWidth))
    }
    /// A view of your own.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let displayed): (true, displayed)
        case .trailing(let displayed): (false, displayed)
        }
        return UICellAccessory(kind: .customView(configuration.customView, fixedSize: configuration.maintainsFixedSize), displayed: displayed,
                               isHidden: configuration.isHidden, tintColor: configuration.tintColor, isLeading: leading,
                               reservedWidth: reserved(configuration.reservedLayoutWidth))
    }
    /// A red delete control before the content (shown while editing); a tap runs
    /// `actionHandler`, or without one opens the row over its trailing swipe actions (a choice:
    /// Flipbook has no device recording of what UIKit does then).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, isLeading: true, reservedWidth: reserved(options.reservedLayoutWidth),
                        actionHandler: actionHandler)
    }
    /// A green insert control before the content (shown while editing); a tap runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, isLeading: true, reservedWidth: reserved(options.reservedLayoutWidth),
                        actionHandler: actionHandler)
    }
    /// A reorder control (shown while editing).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        showsVerticalSeparator: options.showsVerticalSeparator, isLeading: false, reservedWidth: reserved(options.reservedLayoutWidth))
    }
    /// An outline's expand control, a chevron (`.tertiaryLabel` unless the options' `tintColor`
    /// says otherwise) that turns down while the item is expanded; a tap runs `actionHandler`, or
    /// without one expands or collapses the row's item in its diffable data source's section
    /// snapshot (in the `.header` style, a tap anywhere on the row does).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        isLeading: false, reservedWidth: reserved(options.reservedLayoutWidth), actionHandler: actionHandler)
    }

    /// Whether it shows in a list that is editing or not.
    func shows(editing: Bool) -> Bool {
        !isHidden && (displayed == .always || (displayed == .whenEditing) == editing)
    }

    /// Whether it is an outline's expand control.
    var isOutlineDisclosure: Bool {
        if case .outlineDisclosure = kind { return true }
        return false
    }

    /// An outline control's style, `.automatic` resolved for a cell that does or does not show
    /// a header's content configuration.
    func outlineStyle(inHeader: Bool) -> OutlineDisclosureOptions.Style? {
        guard case .outlineDisclosure(let style) = kind else { return nil }
        return style == .automatic ? (inHeader ? .header : .cell) : style
    }

    /// Whether a tap on it does something: an info button, a delete control, an outline control.
    var takesTaps: Bool {
        switch kind {
        case .detail, .delete, .insert, .outlineDisclosure: return true
        default: return false
        }
    }

    /// The view drawing it.
    @MainActor
    func makeView() -> UIView {
        switch kind {
        case .disclosureIndicator, .outlineDisclosure:
            let view = CellAccessoryView(.disclosureIndicator)
            view.chevronColor = tintColor
            return view
        case .checkmark:
            let view = CellAccessoryView(.checkmark)
            if let tintColor { view.tintColor = tintColor }
            return view
        case .detail:
            let view = CellAccessoryView(.detailButton)
            if let tintColor { view.tintColor = tintColor }
            return view
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = tintColor ?? .secondaryLabel
            label.sizeToFit()
            return label
        case .customView(let view, _):
            if let tintColor { view.tintColor = tintColor }
            return view
        case .delete, .insert:
            // A table's editing control and reorder control (UITableViewCell+Editing.swift).
            let view = TableEditingControl(style: { if case .insert = kind { return .insert } else { return .delete } }())
            if let backgroundColor { view.backgroundColor = backgroundColor }
            if let tintColor { view.signColor = tintColor }
            return view
        case .reorder:
            let view = TableReorderControl()
            if let tintColor { view.gripColor = tintColor }
            if showsVerticalSeparator {
                view.layer.report("a reorder accessory's vertical separator (ReorderOptions.showsVerticalSeparator, true by default) is not drawn yet", isWarning: true)
            }
            return view
        }
    }
}
