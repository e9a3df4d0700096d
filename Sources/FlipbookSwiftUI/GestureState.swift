import FlipbookUIKit

/// `@GestureState`: a value a gesture sets while it is under way (`updating(_:body:)`), back
/// to its start when the gesture ends or fails. Setting it updates the view, as `@State` does,
/// in the transaction the gesture gave (or `resetTransaction` when it goes back).
@MainActor @propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let link: StateLink<Value>
    let resetTransaction: @MainActor (Value) -> Transaction

    /// A state that starts, and goes back, at `value`.
    public init(wrappedValue value: Value) {
        self.init(wrappedValue: value, resetTransaction: Transaction())
    }

    /// A state that starts, and goes back, at `value`.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// A state that goes back to `value` in `resetTransaction` (an animation, say).
    public init(wrappedValue value: Value, resetTransaction: Transaction) {
        link = StateLink(initialValue: value)
        self.resetTransaction = { _ in resetTransaction }
    }

    /// A state that goes back to `value` in `resetTransaction`.
    public init(initialValue value: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: value, resetTransaction: resetTransaction)
    }

    /// A state that goes back to `value` in the transaction `reset` makes from its value then.
    public init(wrappedValue value: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        link = StateLink(initialValue: value)
        resetTransaction = { current in
            var transaction = Transaction()
            reset(current, &transaction)
            return transaction
        }
    }

    /// The current value (read-only: a gesture sets it).
    public var wrappedValue: Value { link.storage?.value ?? link.initialValue }

    /// The state itself, for `updating(_:body:)` (`$state`).
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value in `transaction`.
    func set(_ value: Value, in transaction: Transaction) {
        guard let storage = link.storage else { return }
        withTransaction(transaction) { storage.value = value }
    }

    /// Back to the start, in the reset transaction.
    func reset() {
        guard let storage = link.storage else { return }
        let transaction = resetTransaction(storage.value)
        withTransaction(transaction) { storage.value = link.initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A state that starts, and goes back, at nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}

extension GestureState: GraphProperty {
    func bind(in graph: ViewGraph, key: String) {
        link.storage = graph.storage(for: key) { StateStorage(value: link.initialValue) { [weak graph] in graph?.changed() } }
    }
}
