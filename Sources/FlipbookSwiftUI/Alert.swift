import FlipbookUIKit

/// A button read from a builder's views, for an alert or a bar: its title and symbol, role and
/// action.
@MainActor
struct AlertButton {
    let title: String?
    var systemImage: String?
    let role: ButtonRole?
    let action: @MainActor () -> Void
}

/// Views buttons can be read from: buttons titled by a text, a symbol or a label of both, and
/// the builder's groupings.
@MainActor
protocol AlertButtonsProviding {
    /// The buttons, in order; `leftOut` gathers the views that are not such buttons.
    func alertButtons(leftOut: inout [String]) -> [AlertButton]
}

extension Button: AlertButtonsProviding {
    func alertButtons(leftOut: inout [String]) -> [AlertButton] {
        let plain = { (text: Text) in text.runs.map(\.string).joined() }
        switch label {
        case let text as Text:
            return [AlertButton(title: plain(text), role: role, action: action)]
        case let image as Image:
            guard case .system(let name) = image.source else { break }
            return [AlertButton(title: nil, systemImage: name, role: role, action: action)]
        case let label as FlipbookSwiftUI.Label<Text, Image>:
            guard case .system(let name) = label.icon.source else { break }
            return [AlertButton(title: plain(label.title), systemImage: name, role: role, action: action)]
        default:
            break
        }
        leftOut.append("a Button whose label is not a Text, a symbol Image or a Label of both")
        return []
    }
}

extension TupleView: AlertButtonsProviding {
    func alertButtons(leftOut: inout [String]) -> [AlertButton] {
        let children = Mirror(reflecting: value).children.map(\.value)
        return (children.isEmpty ? [value as Any] : children).flatMap { AlertButtons.read($0, leftOut: &leftOut) }
    }
}

extension _ConditionalContent: AlertButtonsProviding {
    func alertButtons(leftOut: inout [String]) -> [AlertButton] {
        switch storage {
        case .trueContent(let content): AlertButtons.read(content, leftOut: &leftOut)
        case .falseContent(let content): AlertButtons.read(content, leftOut: &leftOut)
        }
    }
}

extension Optional: AlertButtonsProviding where Wrapped: View {
    func alertButtons(leftOut: inout [String]) -> [AlertButton] {
        map { AlertButtons.read($0, leftOut: &leftOut) } ?? []
    }
}

extension EmptyView: AlertButtonsProviding {
    func alertButtons(leftOut: inout [String]) -> [AlertButton] { [] }
}

@MainActor
enum AlertButtons {
    /// The buttons of any view: a view that is neither a button nor a grouping of buttons is
    /// left out, and named in `leftOut`.
    static func read(_ view: Any, leftOut: inout [String]) -> [AlertButton] {
        if let provider = view as? AlertButtonsProviding { return provider.alertButtons(leftOut: &leftOut) }
        leftOut.append(String(describing: type(of: view)))
        return []
    }
}

/// An alert a view asks for in an update: shown while `isPresented` is true.
@MainActor
final class AlertHolder {
    var controller: UIAlertController?
}

/// `_AlertModifier`: `alert(_:isPresented:actions:message:)`.
public struct _AlertModifier<Actions: View, Message: View>: ViewModifier {
    let title: String
    let isPresented: Binding<Bool>
    let actions: () -> Actions
    let message: (() -> Message)?
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _AlertModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let holder = graph.storage(for: path.description + ".alert") { AlertHolder() }
        let wanted = isPresented.wrappedValue
        let isPresented = self.isPresented
        let title = self.title
        var leftOut: [String] = []
        let buttons = wanted ? AlertButtons.read(actions(), leftOut: &leftOut) : []
        let messageText = wanted ? message.map { ($0() as? Text)?.runs.map(\.string).joined() ?? "" } : nil
        graph.afterUpdate { [weak graph] in
            guard let host = graph?.host else { return }
            if !wanted {
                if let shown = holder.controller {
                    holder.controller = nil
                    shown.dismiss(animated: true)
                }
                return
            }
            guard holder.controller == nil else { return }
            guard let presenter = host.hostingController else {
                host.layer.report("an alert is presented from the view controller that hosts the view; this SwiftUI view is hosted by none: nothing is presented", isWarning: true)
                return
            }
            for view in leftOut {
                host.layer.report("an alert's actions are buttons with text titles: \(view) is left out", isWarning: true)
            }
            let alert = UIAlertController(title: title, message: messageText, preferredStyle: .alert)
            // With no button SwiftUI gives the alert an OK button.
            for button in buttons.isEmpty ? [AlertButton(title: "OK", role: .cancel, action: {})] : buttons {
                guard let title = button.title else {
                    host.layer.report("an alert's buttons need text titles: a button with only a symbol is left out", isWarning: true)
                    continue
                }
                let style: UIAlertAction.Style = button.role == .destructive ? .destructive : button.role == .cancel ? .cancel : .default
                alert.addAction(UIAlertAction(title: title, style: style) { _ in
                    // Any button closes the alert: the binding turns false, then the action runs.
                    holder.controller = nil
                    isPresented.wrappedValue = false
                    button.action()
                })
            }
            holder.controller = alert
            presenter.present(alert, animated: true)
        }
        return content()
    }
}

extension View {
    /// Shows an alert titled `titleKey` with the buttons `actions` gives while `isPresented` is
    /// true (UIKit's alert); any button closes it (the binding turns false) and runs its action.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A)
        -> ModifiedContent<Self, _AlertModifier<A, Text>> {
        modifier(_AlertModifier(title: Text(titleKey).runs.map(\.string).joined(), isPresented: isPresented, actions: actions, message: nil))
    }

    /// An alert titled `titleKey` with a message under the title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                        @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _AlertModifier<A, M>> {
        modifier(_AlertModifier(title: Text(titleKey).runs.map(\.string).joined(), isPresented: isPresented, actions: actions, message: message))
    }

    /// An alert titled `title` (a string's value, shown as it is).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A)
        -> ModifiedContent<Self, _AlertModifier<A, Text>> {
        modifier(_AlertModifier(title: String(title), isPresented: isPresented, actions: actions, message: nil))
    }

    /// An alert titled `title` (a string's value) with a message under the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                                           @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _AlertModifier<A, M>> {
        modifier(_AlertModifier(title: String(title), isPresented: isPresented, actions: actions, message: message))
    }
}
