import Foundation

// Storyboards and nibs are compiled Interface Builder archives that only iOS's runtime reads:
// Flipbook cannot load them. Code that loads one does not compile, and the compiler's message
// says what to write instead. Segues compile (a controller's `prepare(for:sender:)` override is
// everyday code), and a segue performed by identifier, which needs a storyboard, is a problem
// the recording lists.

/// A storyboard. Not on Linux: build the view controller in code.
@available(*, unavailable, message: "storyboards cannot be loaded on Linux: make the view controller in code (its init, with the view built in loadView() or viewDidLoad()) and show it with present(_:animated:), show(_:sender:) or pushViewController(_:animated:)")
@MainActor
public final class UIStoryboard {
    /// The storyboard named `name`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}

    /// The controller with `identifier`.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }

    /// The initial controller.
    public func instantiateInitialViewController() -> UIViewController? { nil }
}

/// A nib. Not on Linux: build the view in code.
@available(*, unavailable, message: "nibs cannot be loaded on Linux: build the view in code (init(frame:) and subviews), and register a cell class with register(_:forCellReuseIdentifier:)")
@MainActor
public final class UINib {
    /// Options for loading a nib.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The option's name.
        public var rawValue: String
        /// An option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The nib named `name`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}

    /// The nib's top-level objects.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] { [] }
}

extension Bundle {
    /// Loads a nib. Not on Linux: build the view in code.
    @available(*, unavailable, message: "nibs cannot be loaded on Linux: build the view in code (init(frame:) and subviews)")
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? { nil }
}

/// A transition between two view controllers, as a storyboard describes it. Made in code here
/// (storyboards do not load): `perform()` runs the handler it was made with.
@MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller it shows.
    open private(set) var destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination`; a subclass overrides `perform()` to show it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue that runs `performHandler` to show `destination`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = handler
        super.init()
    }

    /// Shows the destination: runs the perform handler, if the segue has one.
    open func perform() {
        performHandler?()
    }
}
