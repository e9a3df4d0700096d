import FlipbookUIKit

/// `FocusState`: which text field has the keyboard, as a value a view keeps (`Bool`, or an
/// optional value naming the field) and binds to fields with `focused(_:)` or
/// `focused(_:equals:)`: setting it makes the field first responder (the caret shows) or
/// resigns it; a field that becomes first responder (a tap, typing) or ends editing sets it.
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// Whether the field bound with `focused(_:)` has the focus (false at first).
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// Which field bound with `focused(_:equals:)` has the focus (none at first).
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// The focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { if state.wrappedValue != newValue { state.wrappedValue = newValue } }
    }

    /// A binding for `focused(_:)`.
    public var projectedValue: Binding {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    /// `FocusState.Binding`: the focus, for `focused(_:)`.
    @MainActor @propertyWrapper
    public struct Binding {
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void
        /// The focus.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        /// Itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: GraphProperty {
    func bind(in graph: ViewGraph, key: String) { state.bind(in: graph, key: key) }
}

/// What a `focused` modifier asks of the text fields inside it: whether to have the focus, and
/// how to say they took or left it.
struct FocusRequest {
    let isFocused: Bool
    let set: @MainActor (Bool) -> Void

    /// Gives `view` the focus this request asks for, or takes it away, once it is on screen.
    @MainActor
    func apply(to view: UIView) {
        guard view.window != nil, isFocused != view.isFirstResponder else { return }
        _ = isFocused ? view.becomeFirstResponder() : view.resignFirstResponder()
    }
}

extension View {
    /// Binds the text field inside to `condition`: true gives it the focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _EnvironmentModifier> {
        let request = FocusRequest(isFocused: condition.wrappedValue) { condition.wrappedValue = $0 }
        return modifier(_EnvironmentModifier { $0.focusRequest = request })
    }

    /// Binds the text field inside to `binding`: it has the focus while the value is `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> ModifiedContent<Self, _EnvironmentModifier> {
        let request = FocusRequest(isFocused: binding.wrappedValue == value) { focused in
            if focused {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value {
                binding.wrappedValue = nil
            }
        }
        return modifier(_EnvironmentModifier { $0.focusRequest = request })
    }
}
