import FlipbookTiming

/// One `CATransaction` scope: its duration, curve, whether actions are disabled, and the
/// animations it made (for its completion block).
public final class TransactionScope {
    /// `CATransaction.animationDuration()`.
    public var duration: Double
    /// `CATransaction.animationTimingFunction()`.
    public var timingFunction: TimingFunction
    /// `CATransaction.disableActions()`.
    public var disablesActions: Bool
    let block: AnimationBlock
    /// `CATransaction.completionBlock()`.
    public var completion: ((Bool) -> Void)?
    /// Opened by a setter outside any `begin`; committed when the current action (or the code
    /// between two waits of a recording) ends, like the run loop's implicit transaction.
    var isImplicit = false

    init(duration: Double, timingFunction: TimingFunction, disablesActions: Bool) {
        self.duration = duration
        self.timingFunction = timingFunction
        self.disablesActions = disablesActions
        block = AnimationBlock(duration: duration, delay: 0, options: [])
        block.subject = "transaction"
    }
}

extension Scene {
    /// The implicit animation duration (`CATransaction.animationDuration`'s default).
    public static let implicitAnimationDuration = 0.25

    /// `CATransaction.begin()` … `commit()`: changes to standalone layers inside animate
    /// implicitly with this duration and curve (`setAnimationDuration`,
    /// `setAnimationTimingFunction`), or not at all with `disableActions`
    /// (`setDisableActions(true)`). The completion runs when every animation added inside
    /// it, implicit or explicit, has finished (`setCompletionBlock`), at once if it added none.
    public func transaction(
        duration: Double = Scene.implicitAnimationDuration, timingFunction: TimingFunction = .default,
        disableActions: Bool = false, _ changes: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let scope = beginTransaction()
        scope.duration = duration
        scope.timingFunction = timingFunction
        scope.disablesActions = disableActions
        scope.completion = completion
        changes()
        commitTransaction()
    }

    /// `CATransaction.begin()`: opens a scope with the defaults (0.25 s, the `default` curve,
    /// actions enabled) that its setters change until `commitTransaction()`.
    @discardableResult
    public func beginTransaction() -> TransactionScope {
        let scope = TransactionScope(duration: Self.implicitAnimationDuration, timingFunction: .default,
                                     disablesActions: false)
        transactions.append(scope)
        return scope
    }

    /// The innermost open scope, opening the implicit one when none is (what
    /// `CATransaction`'s setters change).
    public var currentTransaction: TransactionScope {
        if let scope = transactions.last { return scope }
        let scope = beginTransaction()
        scope.isImplicit = true
        return scope
    }

    /// `CATransaction.commit()`: closes the innermost scope; its completion runs when every
    /// animation added inside it has finished, at once if it added none.
    public func commitTransaction() {
        guard let scope = transactions.popLast() else { return }
        finish(scope.block, completion: scope.completion)
    }

    /// Commits the implicit transaction, if a setter opened one (the end of a run-loop turn,
    /// `CATransaction.flush()`).
    public func commitImplicitTransaction() {
        while let scope = transactions.last, scope.isImplicit { commitTransaction() }
    }

    /// Runs `changes` with implicit animations disabled (scene-file `set`, drivers).
    func withoutActions(_ changes: () -> Void) {
        transaction(disableActions: true, changes)
    }

    /// The implicit animation Core Animation adds when a standalone layer's property changes:
    /// a basic animation under the property's name from the presentation value before the
    /// change to the new model value. Text, booleans and other values that do not interpolate
    /// change at once.
    func addImplicitAnimation(on layer: Layer, property: LayerProperty, from old: AnimationValue) {
        let scope = transactions.last
        guard currentBlock == nil, scope?.disablesActions != true, property.isAnimatable else { return }
        switch property.kind {
        case .string, .bool: return
        default: break
        }
        let new = layer[property]
        guard old != new else { return }
        var animation = Animation.basic(LayerKeyPath(property), from: old)
        animation.duration = scope?.duration ?? Self.implicitAnimationDuration
        animation.timingFunction = scope?.timingFunction ?? .default
        // The transaction's completion waits for it (`record` tracks every added animation).
        layer.add(animation, forKey: property.rawValue)
    }
}
