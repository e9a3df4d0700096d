import FlipbookUIKit

/// `onChanged(_:)`: the gesture, running an action at each change.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// Recognized as its content is.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] { content._makeRecognizers(context) }

    /// Runs the action on a change, then passes it on.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? {
        let phase = content._phase(of: report)
        if case .changed(let value)? = phase { action(value) }
        return phase
    }
}

/// `onEnded(_:)`: the gesture, running an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// Recognized as its content is.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] { content._makeRecognizers(context) }

    /// Runs the action at the end, then passes it on.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? {
        let phase = content._phase(of: report)
        if case .ended(let value)? = phase { action(value) }
        return phase
    }
}

/// `map(_:)`: the gesture with its values transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: @MainActor (Content.Value) -> Value

    /// Recognized as its content is.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] { content._makeRecognizers(context) }

    /// The content's phase with its value transformed.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? {
        content._phase(of: report).map { phase in phase.map { transform($0) } }
    }
}

/// `updating(_:body:)`: the gesture, updating a `GestureState` at each change; the state goes
/// back to its start when the gesture ends or fails.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base's value.
    public typealias Value = Base.Value
    /// The gesture it updates the state for.
    public var base: Base
    /// The state.
    public var state: GestureState<State>
    /// What a change does to the state (and to the transaction it is made in).
    public var body: @MainActor (Base.Value, inout State, inout Transaction) -> Void

    /// Recognized as its base is.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] { base._makeRecognizers(context) }

    /// Updates the state on a change, resets it at the end, then passes the phase on.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? {
        let phase = base._phase(of: report)
        switch phase {
        case .changed(let value)?:
            var newState = state.wrappedValue
            var transaction = Transaction.current
            body(value, &newState, &transaction)
            state.set(newState, in: transaction)
        case .ended?, .failed?:
            state.reset()
        case nil:
            break
        }
        return phase
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with the value at each change of the gesture.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` with the last value when the gesture ends (not when it fails).
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture with its values made by `body` from the gesture's.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` with `body` at each change; it goes back to its start when the gesture
    /// ends or fails.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
