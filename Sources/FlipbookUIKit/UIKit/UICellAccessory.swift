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

    /// A chevron's options.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// A checkmark's options.
    public struct CheckmarkOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// Its colour (the tint).
        public var tintColor: UIColor?
        /// Options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// An info button's, a delete control's, a reorder control's or an outline control's options.
    public struct ControlOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// A label's options.
    public struct LabelOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// Its text colour (`.secondaryLabel`).
        public var tintColor: UIColor?
        /// Its font (the body font).
        public var font: UIFont?
        /// Options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    /// A view of your own, and where it goes.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Where it sits.
        public var placement: Placement
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// A configuration.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, detail, label(String, UIFont?), customView(UIView), delete, reorder, outlineDisclosure
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?
    let isLeading: Bool
    /// What a tap on an info button, a delete control or an outline control does, if given.
    var actionHandler: (() -> Void)? = nil

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }
    /// A checkmark in the tint.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }
    /// An info button; a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: ControlOptions = ControlOptions(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false,
                        actionHandler: actionHandler)
    }
    /// A label of text (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }
    /// A view of your own.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let displayed): (true, displayed)
        case .trailing(let displayed): (false, displayed)
        }
        return UICellAccessory(kind: .customView(configuration.customView), displayed: displayed, isHidden: configuration.isHidden ?? false,
                               tintColor: nil, isLeading: leading)
    }
    /// A red delete control before the content (shown while editing); a tap runs
    /// `actionHandler`, or without one opens the row over its trailing swipe actions (a choice:
    /// Flipbook has no device recording of what UIKit does then).
    public static func delete(displayed: DisplayedState = .whenEditing, options: ControlOptions = ControlOptions(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: true,
                        actionHandler: actionHandler)
    }
    /// A reorder control (shown while editing).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ControlOptions = ControlOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }
    /// An outline's expand control, a chevron in the tint; a tap runs `actionHandler`, or
    /// without one expands or collapses the row's item in its diffable data source's section
    /// snapshot.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: ControlOptions = ControlOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false,
                        actionHandler: actionHandler)
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

    /// Whether a tap on it does something: an info button, a delete control, an outline control.
    var takesTaps: Bool {
        switch kind {
        case .detail, .delete, .outlineDisclosure: return true
        default: return false
        }
    }

    /// The view drawing it.
    @MainActor
    func makeView() -> UIView {
        switch kind {
        case .disclosureIndicator: return CellAccessoryView(.disclosureIndicator)
        case .outlineDisclosure:
            let view = CellAccessoryView(.disclosureIndicator)
            view.tintColor = tintColor
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
        case .customView(let view): return view
        case .delete:
            // A table's editing control and reorder control (UITableViewCell+Editing.swift).
            let view = TableEditingControl(style: .delete)
            if let tintColor { view.backgroundColor = tintColor }
            return view
        case .reorder:
            return TableReorderControl()
        }
    }
}
