import Foundation

/// The closure a `UIAction` runs, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIAction`: a closure a control calls, and a menu's command (what replaces target–selector
/// pairs here, as on iOS 14+).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`: a name for an action.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The name.
        public var rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private let handler: UIActionHandler
    /// The action's identifier (a unique one when none is given).
    public let identifier: Identifier
    /// A longer title, for help (kept).
    open var discoverabilityTitle: String?
    /// The image a menu shows while the action's `state` is `.on`, in place of `image`.
    open var selectedImage: UIImage?
    /// How a menu shows the action: disabled, destructive, hidden, or keeping the menu open.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether a menu shows a checkmark beside it.
    open var state: UIMenuElement.State = .off
    /// The control or bar button item that sent it, while its handler runs.
    open private(set) var sender: Any?

    /// An action that calls `handler` with itself.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.selectedImage = selectedImage
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(from sender: Any) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
