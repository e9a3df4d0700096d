import FlipbookUIKit

/// An alert a view asks for in an update: shown while `isPresented` is true.
@MainActor
final class AlertHolder {
    var controller: UIAlertController?
}

/// `Visibility`: whether something shows, or the system chooses.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// `_AlertModifier`: `alert(_:isPresented:actions:message:)`, and as an action sheet
/// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
public struct _AlertModifier<Actions: View, Message: View>: ViewModifier {
    /// The title, or nil when hidden.
    let title: String?
    let isPresented: Binding<Bool>
    let actions: () -> Actions
    let message: (() -> Message)?
    var style: UIAlertController.Style = .alert
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _AlertModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let holder = graph.storage(for: path.description + ".alert") { AlertHolder() }
        let wanted = isPresented.wrappedValue
        let isPresented = self.isPresented
        let title = self.title
        let style = self.style
        var leftOut: [String] = []
        let buttons = wanted ? ButtonReader.read(actions(), leftOut: &leftOut) : []
        let messageText = wanted ? message.map { ($0() as? Text)?.plainString ?? "" } : nil
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
            let alert = UIAlertController(title: title, message: messageText, preferredStyle: style)
            // With no button SwiftUI gives an alert an OK button; a dialog always has a Cancel one.
            var shownButtons = buttons.isEmpty && style == .alert ? [ReadButton(title: "OK", role: .cancel, action: {})] : buttons
            if style == .actionSheet, !shownButtons.contains(where: { $0.role == .cancel }) {
                shownButtons.append(ReadButton(title: "Cancel", role: .cancel, action: {}))
            }
            for button in shownButtons {
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
        modifier(_AlertModifier(title: Text(titleKey).plainString, isPresented: isPresented, actions: actions, message: nil))
    }

    /// An alert titled `titleKey` with a message under the title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                        @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _AlertModifier<A, M>> {
        modifier(_AlertModifier(title: Text(titleKey).plainString, isPresented: isPresented, actions: actions, message: message))
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

    /// A confirmation dialog (UIKit's action sheet from the bottom) titled `titleKey` with the
    /// buttons `actions` gives while `isPresented` is true; a Cancel button is added when none
    /// has the cancel role. The title shows only with `titleVisibility: .visible` (iOS hides it
    /// by default); the message shows.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: @escaping () -> A) -> ModifiedContent<Self, _AlertModifier<A, Text>> {
        modifier(_AlertModifier(title: titleVisibility == .visible ? Text(titleKey).plainString : nil,
                                isPresented: isPresented, actions: actions, message: nil, style: .actionSheet))
    }

    /// A confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: @escaping () -> A,
                                                     @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _AlertModifier<A, M>> {
        modifier(_AlertModifier(title: titleVisibility == .visible ? Text(titleKey).plainString : nil,
                                isPresented: isPresented, actions: actions, message: message, style: .actionSheet))
    }
}
