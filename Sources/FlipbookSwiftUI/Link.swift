import Foundation
import FlipbookUIKit

/// `OpenURLAction`: what opening a URL does where the view is (`@Environment(\.openURL)`).
/// The system's action leaves the app on iOS (Safari, or the URL's app), which a recording
/// cannot show: it stays on the screen and lists a warning naming the URL. A handler of your
/// own (`.environment(\.openURL, OpenURLAction { url in … })`) runs instead.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system }
        let kind: Kind
        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler could not open it.
        public static let discarded = Result(kind: .discarded)
        /// The system opens it.
        public static let systemAction = Result(kind: .system)
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system) }
    }

    let handler: @MainActor (URL) -> Result
    /// Where the system's action tells what it cannot show.
    weak var host: UIView?

    /// An action that runs `handler` with the URL; a `systemAction` result opens it as the
    /// system does.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    init(host: UIView?) {
        handler = { _ in .systemAction }
        self.host = host
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) { _ = open(url) }

    /// Opens `url`, then tells `completion` whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(open(url)) }

    /// Runs the handler; the system's part is a warning. Whether the URL was opened.
    @MainActor
    private func open(_ url: URL) -> Bool {
        let result = handler(url)
        if result.kind == .system {
            host?.layer.report("openURL(\(url.absoluteString)): iOS leaves the app to open it (not modelled): the recording stays on this screen", isWarning: true)
        }
        return result.kind != .discarded
    }
}

extension EnvironmentValues {
    /// What opening a URL does here: the system's action unless a view above set one.
    public var openURL: OpenURLAction {
        // A hosting view sets the system's action, reporting on itself, at the environment's root.
        get { openURLAction ?? OpenURLAction(host: nil) }
        // An action set below the root keeps the root's host, for its `systemAction` results.
        set {
            var action = newValue
            action.host = action.host ?? openURLAction?.host
            openURLAction = action
        }
    }
}

/// `Link`: a control that opens a URL when tapped, drawn as a button in the tint colour; it
/// opens it with the environment's `openURL`.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the destination.
    public var body: some View {
        Button { openURL(destination) } label: { label }
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `titleKey` (a literal: its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
