import Foundation
import Testing
import SwiftUI

/// A sign-in form whose fields take the focus from a `FocusState`.
struct SignInForm: View {
    enum Field: Hashable { case name, password }
    @State var name = ""
    @State var password = ""
    @FocusState var focus: Field?
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name).accessibilityIdentifier("name")
            SecureField("Password", text: $password).focused($focus, equals: .password).accessibilityIdentifier("password")
            Button("Next") { focus = .password }.accessibilityIdentifier("next")
            Text(focus == .name ? "on name" : focus == .password ? "on password" : "none").accessibilityIdentifier("focus")
        }
        .onAppear { focus = .name }
    }
}

@Suite("FocusState: text fields take the focus from a value, and set it when they take it", .expectsProblems)
@MainActor
struct FocusStateTests {
    @Test("On appearing the name field has the caret; Next moves it to the password field; a tap on the name field moves it back and sets the value")
    func focus() {
        var states: [String] = []
        _ = SignInForm().record(size: CGSize(width: 300, height: 300), duration: 1) { clock in
            func state() -> String {
                let name = (clock.view(withIdentifier: "name") as? UITextField)?.isFirstResponder == true
                let password = (clock.view(withIdentifier: "password") as? UITextField)?.isFirstResponder == true
                return "\(name ? "N" : "-")\(password ? "P" : "-") \((clock.view(withIdentifier: "focus") as? UILabel)?.text ?? "?")"
            }
            clock.wait(0.1)
            states.append(state())
            clock.tap("next")
            clock.wait(0.2)
            states.append(state())
            clock.tap("name")
            clock.wait(0.2)
            states.append(state())
        }
        #expect(states == ["N- on name", "-P on password", "N- on name"], "\(states)")
    }
}
