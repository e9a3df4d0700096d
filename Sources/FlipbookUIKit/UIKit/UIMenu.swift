import Foundation

/// `UIMenu`: a list of actions and menus, shown by a bar button item's or a button's tap
/// (`UIBarButtonItem.menu`, `UIButton.menu` with `showsMenuAsPrimaryAction`). How it looks and
/// moves is in MenuPresentation.swift.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// `UIMenu.Identifier`: a name for a menu.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The name.
        public var rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenu.Options`: how a menu shows within its parent.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children show in the parent, set apart by a gap, rather than behind a row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its row is red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is on: a tap turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children show side by side (drawn as a list here).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// `UIMenu.ElementSize`: how large its children's rows are.
    public enum ElementSize: Int, Sendable {
        /// Side by side, icons only (drawn large here).
        case small
        /// Side by side, icon over title (drawn large here).
        case medium
        /// A row each.
        case large
        /// What the system picks: large.
        case automatic = -1
    }

    /// The menu's identifier (a unique one when none is given).
    public let identifier: Identifier
    /// How it shows within its parent.
    public let options: Options
    /// Its actions and menus, in order.
    public let children: [UIMenuElement]
    /// How large its children's rows are.
    open var preferredElementSize: ElementSize

    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The child actions that are on, in a single-selection menu and its inline menus.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }
}
