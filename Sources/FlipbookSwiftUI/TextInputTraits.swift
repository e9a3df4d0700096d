import FlipbookUIKit

/// `TextInputAutocapitalization`: which letters the keyboard capitalizes in a text field.
public struct TextInputAutocapitalization: Sendable {
    let uiKit: UITextAutocapitalizationType
    /// None.
    public static let never = TextInputAutocapitalization(uiKit: .none)
    /// Each word's first letter.
    public static let words = TextInputAutocapitalization(uiKit: .words)
    /// Each sentence's first letter (the default).
    public static let sentences = TextInputAutocapitalization(uiKit: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(uiKit: .allCharacters)
}

/// `SubmitLabel`: the title of the keyboard's return key.
public struct SubmitLabel: Sendable {
    let uiKit: UIReturnKeyType
    /// Done.
    public static let done = SubmitLabel(uiKit: .done)
    /// Go.
    public static let go = SubmitLabel(uiKit: .go)
    /// Send.
    public static let send = SubmitLabel(uiKit: .send)
    /// Join.
    public static let join = SubmitLabel(uiKit: .join)
    /// Route.
    public static let route = SubmitLabel(uiKit: .route)
    /// Search.
    public static let search = SubmitLabel(uiKit: .search)
    /// Return.
    public static let `return` = SubmitLabel(uiKit: .default)
    /// Next.
    public static let next = SubmitLabel(uiKit: .next)
    /// Continue.
    public static let `continue` = SubmitLabel(uiKit: .continue)
}

/// `SubmitTriggers`: what submits (`onSubmit(of:_:)`): text fields' return key, or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A text field's return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's return key.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The traits the text fields inside take — the keyboard's kind, capitalization, correction and
/// return key (the keyboard is not drawn: these are for the code that reads them; the modifier
/// closest to the field wins) — and what the return key runs.
struct TextInputSettings {
    var keyboardType: UIKeyboardType?
    var autocapitalization: UITextAutocapitalizationType?
    var autocorrectionDisabled: Bool?
    var returnKeyType: UIReturnKeyType?
    /// The `onSubmit` actions around the field: the return key runs them all.
    var submitActions: [@MainActor () -> Void] = []

    /// Sets `field`'s traits.
    @MainActor
    func apply(to field: UITextField) {
        if let keyboardType { field.keyboardType = keyboardType }
        if let autocapitalization { field.autocapitalizationType = autocapitalization }
        if let autocorrectionDisabled { field.autocorrectionType = autocorrectionDisabled ? .no : .default }
        if let returnKeyType { field.returnKeyType = returnKeyType }
    }
}

extension View {
    /// The keyboard text fields inside ask for.
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textInput.keyboardType = type })
    }

    /// Which letters the keyboard capitalizes in the text fields inside.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textInput.autocapitalization = autocapitalization?.uiKit })
    }

    /// Whether the text fields inside turn autocorrection off.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textInput.autocorrectionDisabled = disable })
    }

    /// The return key's title for the text fields inside.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textInput.returnKeyType = submitLabel.uiKit })
    }

    /// Runs `action` when the return key is pressed in a text field inside (`"\n"` typed with
    /// `clock.type`); every `onSubmit` around the field runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if triggers.contains(.text) { $0.textInput.submitActions.append(action) } })
    }
}
