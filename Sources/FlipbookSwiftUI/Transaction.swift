import FlipbookUIKit

/// `AnimationCompletionCriteria`: when an animation's completion runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let isRemoval: Bool
    /// When the animation is logically done: a curve at its end, a spring at its perceptual
    /// duration (a choice: Apple documents only "logically complete"), or `logicallyComplete(after:)`.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoval: false)
    /// When the animation has ended and is removed: a spring once it settles.
    public static let removed = AnimationCompletionCriteria(isRemoval: true)
}

/// `Transaction`: the animation of the changes being made, and what runs when it completes.
public struct Transaction {
    /// The animation (nil: the changes happen at once).
    public var animation: Animation?
    /// Whether the views' own animations (`animation(_:value:)`) are turned off for these changes.
    public var disablesAnimations = false
    /// Whether the changes are part of a continuous interaction (a drag): kept for the code
    /// that reads it.
    public var isContinuous = false
    /// Whether the changes' velocity is tracked to start a following spring with it: kept for
    /// the code that reads it.
    public var tracksVelocity = false
    /// Completions to run when the changes' animation completes.
    var completions: [(criteria: AnimationCompletionCriteria, action: () -> Void)] = []
    /// The values of `TransactionKey`s set in it, by key type.
    private var values: [ObjectIdentifier: Any] = [:]

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// A transaction with no animation.
    public init() { self.animation = nil }

    /// The value of `key` in this transaction: its default until set.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` when the animation of these changes completes by `criteria` (at once
    /// when nothing animates).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append((criteria, completion))
    }

    /// The transaction of the code running now (`withAnimation` sets it).
    @MainActor static var current = Transaction()
    /// Completions of transactions whose changes wait for an update: the next update takes them.
    @MainActor static var pendingCompletions: [(criteria: AnimationCompletionCriteria, action: () -> Void)] = []
}

/// `TransactionKey`: a key for a value of your own carried by a transaction, from the change
/// that makes it to the views it updates (`transaction[MyKey.self]`).
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value where a transaction has not set one.
    static var defaultValue: Value { get }
}

/// Makes the changes `body` makes with `animation`: the views that depend on them move there
/// with it at the next update (at this instant in a recording).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Makes the changes `body` makes with `animation`, then runs `completion` when the animation
/// completes by `completionCriteria` (at once when nothing animates).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Makes the changes `body` makes in `transaction`. Its completions go with the update the
/// changes bring, or run at once when nothing is waiting to update.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer {
        Transaction.current = saved
        if ViewGraph.awaitingUpdate.isEmpty {
            transaction.completions.forEach { $0.action() }
        } else {
            Transaction.pendingCompletions += transaction.completions
        }
    }
    return try body()
}

/// Makes the changes `body` makes in a transaction whose `keyPath` is `value`.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
