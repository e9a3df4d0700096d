import Foundation

/// `UIMenuElement`: what a menu lists: an action (`UIAction`) or a menu within it (`UIMenu`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// `UIMenuElement.Attributes`: how a menu shows an element.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Greyed out; a tap does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// In red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// A tap runs the action and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElement.State`: whether a menu shows a checkmark beside an action.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off
        /// A checkmark.
        case on
        /// A dash: partly on (drawn as a checkmark here).
        case mixed
    }

    /// The element's title.
    open var title: String
    /// A second line under the title, in smaller grey text.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
