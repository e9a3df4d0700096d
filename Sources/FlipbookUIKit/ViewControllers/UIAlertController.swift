import Foundation

/// `UIAlertAction`: a button of an alert, and what its tap runs.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button, in the tint colour.
        case `default` = 0
        /// The button that closes the alert without acting: semibold, last (or first of two).
        case cancel = 1
        /// A button that destroys something: red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// Its look.
    open private(set) var style: Style
    /// Whether a tap acts (a disabled button is dimmed); a change shows at once on a shown alert.
    open var isEnabled = true { didSet { enabledChanged?(isEnabled) } }
    /// Tells the shown alert's button.
    var enabledChanged: ((Bool) -> Void)?
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` whose tap closes the alert, then runs `handler`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// `UIAlertController`: an alert — a title, a message and buttons on a rounded, blurred platter
/// in the middle of the dimmed screen — presented with `present(_:animated:)`. A tap on a button
/// closes it and then runs the action's handler.
///
/// The look and the timing are choices, not measurements (approximate): 270 points wide with
/// 14-point corners over a `.systemMaterial` blur; the title in 17-point semibold and the
/// message in 13-point type, centred, 20 points from the top and from the buttons; 44-point
/// buttons under hairlines, two side by side (the cancel one on the left), more stacked (the
/// cancel one last); the cancel button and the preferred action semibold, a destructive one
/// red. It appears in 0.4 s (the screen dims to 20 % black, the alert fades in from 1.2 × its
/// size) and leaves in 0.2 s (both fade).
///
/// An `.actionSheet` stands 8 points in from the sides and above the bottom of the safe area:
/// its title (13-point semibold) and message (13-point) in `.secondaryLabel` and its 57-point
/// buttons (20-point type) on a blurred platter with 13-point corners, the cancel button on a
/// platter of its own 8 points below; it slides up over 0.4 s and down over 0.2 s. Text fields
/// are kept but not drawn, with a warning.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Where the alert shows.
    public enum Style: Int, Sendable {
        /// A sheet of buttons from the bottom of the screen.
        case actionSheet = 0
        /// A platter in the middle of the screen.
        case alert = 1
    }

    /// The text under the title.
    open var message: String?
    /// Alert or action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// The buttons, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn in semibold as the one to take.
    open var preferredAction: UIAlertAction?
    /// The text fields added, or nil when none is (they are not drawn: a warning says so).
    open private(set) var textFields: [UITextField]?

    private let transitionDelegate = AlertTransitionDelegate()

    /// An alert with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
        transitioningDelegate = transitionDelegate
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, configured by `configurationHandler` (kept, not drawn).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// The platter: the blur, the texts and the buttons, laid out for the alert's width.
    open override func loadView() {
        view = AlertView(alert: self)
    }

    /// The alert's size for its content: 270 points wide, or an action sheet `width` wide.
    func platterSize(width: CGFloat) -> CGSize { (view as? AlertView)?.fittingSize(width: width) ?? .zero }

    /// A tap on an action's button: the alert closes, then the handler runs.
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// What the alert cannot draw, said once it shows.
    func reportUndrawn() {
        if let textFields, !textFields.isEmpty {
            view.layer.report("an alert's text fields are kept (textFields) but not drawn", isWarning: true)
        }
    }
}
