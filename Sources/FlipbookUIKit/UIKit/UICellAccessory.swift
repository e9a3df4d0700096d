import Foundation

/// `UICellAccessory`: something a list cell shows beside its content: a chevron, a checkmark,
/// an info button, a label, a view of your own; delete, reorder and outline controls.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While the list is editing (never here: lists do not edit yet).
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

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }
    /// A checkmark in the tint.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }
    /// An info button.
    public static func detail(displayed: DisplayedState = .always, options: ControlOptions = ControlOptions(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
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
    /// A red delete control before the content (shown while editing).
    public static func delete(displayed: DisplayedState = .whenEditing, options: ControlOptions = ControlOptions(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: true)
    }
    /// A reorder control (shown while editing).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ControlOptions = ControlOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }
    /// An outline's expand control, a chevron in the tint.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: ControlOptions = ControlOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, isLeading: false)
    }

    /// Whether it shows in a list that is not editing.
    var shows: Bool { !isHidden && displayed != .whenEditing }

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
            let view = UIImageView(image: UIImage(systemName: "minus.circle.fill"))
            view.tintColor = tintColor ?? .systemRed
            return view
        case .reorder:
            let view = UIImageView(image: UIImage(systemName: "line.3.horizontal"))
            view.tintColor = tintColor ?? .tertiaryLabel
            return view
        }
    }
}
