import FlipbookTiming

/// How an `animate` block's changes move from old to new.
enum BlockCurve {
    /// The curve its options name (ease in and out unless they say otherwise).
    case options
    /// A timing curve of its own (`UIViewPropertyAnimator`'s control points, SwiftUI's
    /// `timingCurve`).
    case timingFunction(TimingFunction)
    /// UIKit's damping-ratio spring, fitted to the block's duration.
    case dampingRatio(Double, velocity: Double)
    /// A physical spring; the block lasts until it settles.
    case spring(Spring)
    /// A motion worked out step by step (SwiftUI's springs, custom animations); each
    /// property's animation lasts as long as its trajectory.
    case stepped(any SteppedMotion)
}

/// A running `animate` block: its parameters, the animations it made and its completion.
final class AnimationBlock {
    let duration: Double
    let delay: Double
    let options: AnimationOptions
    let curve: BlockCurve
    /// The first view the block changed, named in the `completion` event.
    var subject: String?
    /// Attachments the block made, by serial, and the latest end among them.
    var serials: Set<Int> = []
    var endTime = -Double.infinity
    var completion: ((Bool) -> Void)?
    var isComplete = false

    init(duration: Double, delay: Double, options: AnimationOptions, curve: BlockCurve = .options) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve
    }

    /// A block nested in another's animations closure takes the outer block's duration and
    /// curve unless its options override them. Apple's `UIView.AnimationOptions`:
    /// `overrideInheritedDuration` "force[s] the animation to use the original duration value
    /// specified when the animation was submitted. If this key is not present, the animation
    /// inherits the remaining duration of the in-flight animation", and likewise
    /// `overrideInheritedCurve`; `overrideInheritedOptions` keeps the inner repeat and
    /// autoreverse (otherwise those come from the outer block too).
    func inheriting(from outer: AnimationBlock) -> AnimationBlock {
        let curveBits = AnimationOptions(rawValue: 0xF << 16)
        var options = self.options
        if !options.contains(.overrideInheritedCurve) {
            options.subtract(curveBits)
            options.formUnion(outer.options.intersection(curveBits))
        }
        if !options.contains(.overrideInheritedOptions) {
            options.subtract([.repeat, .autoreverse])
            options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
        }
        let duration = options.contains(.overrideInheritedDuration) ? self.duration : outer.duration
        var curve = self.curve
        if case .options = curve, !options.contains(.overrideInheritedCurve) { curve = outer.curve }
        return AnimationBlock(duration: duration, delay: delay, options: options, curve: curve)
    }
}

extension Scene {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Property changes the block makes on views become additive animations; the completion
    /// runs when the last of them ends with `finished = true`, or as soon as one is removed
    /// early with `finished = false`. A block that animates nothing (or a duration ≤ 0)
    /// completes at once.
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(AnimationBlock(duration: duration, delay: delay, options: options),
                 animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(AnimationBlock(duration: duration, delay: delay, options: options, curve: .dampingRatio(dampingRatio, velocity: velocity)),
                 animations: animations, completion: completion)
    }

    /// A block whose changes follow a physical `spring` (`UIView.animate(springDuration:bounce:…)`,
    /// SwiftUI's springs): it lasts until the spring settles.
    public func animate(
        with spring: Spring, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(AnimationBlock(duration: spring.settlingDuration, delay: delay, options: options, curve: .spring(spring)),
                 animations: animations, completion: completion)
    }

    /// A block whose changes follow `timingFunction` over `duration` (SwiftUI's timing curves).
    public func animate(
        withDuration duration: Double, delay: Double = 0, timingFunction: TimingFunction, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(AnimationBlock(duration: duration, delay: delay, options: options, curve: .timingFunction(timingFunction)),
                 animations: animations, completion: completion)
    }

    func runBlock(_ block: AnimationBlock, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = currentBlock
        var block = block
        if let outer {
            block = block.inheriting(from: outer)
        }
        currentBlock = block.duration > 0 ? block : nil
        animations()
        currentBlock = outer
        finish(block, completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)`: changes inside take effect at once, even inside an
    /// animation block, and standalone layers get no implicit animation.
    public func performWithoutAnimation(_ actions: () -> Void) {
        let (outerBlock, outerKeyframes) = (currentBlock, currentKeyframes)
        (currentBlock, currentKeyframes) = (nil, nil)
        withoutActions(actions)
        (currentBlock, currentKeyframes) = (outerBlock, outerKeyframes)
    }

    /// Schedules a block's (or transaction's) completion: when its last animation ends, or at
    /// once when it made none.
    func finish(_ block: AnimationBlock, completion: ((Bool) -> Void)?) {
        // A transaction without a completion block has nothing to report.
        guard completion != nil || block.subject != "transaction" else { return }
        block.completion = completion
        if block.serials.isEmpty {
            at(now) { [unowned self] in self.complete(block, finished: true) }
        } else if block.endTime.isFinite {
            if let duration, block.endTime > duration { completionsAfterEnd.append(block.endTime) }
            at(block.endTime) { [unowned self] in self.complete(block, finished: true) }
        }
    }

    /// Runs a block's completion once, logging it.
    func complete(_ block: AnimationBlock, finished: Bool) {
        guard !block.isComplete else { return }
        block.isComplete = true
        log(.completion, block.subject ?? "block", [("finished", String(finished))])
        block.completion?(finished)
    }

    /// What a view property change inside a block becomes: the new model value now, plus an
    /// additive animation from old − new to zero (fill both, so a delay shows the old value).
    /// A value with nothing in between — a flag, a name, an image's contents — changes at once:
    /// there is no "old − new" to add (an image view given a new image inside a block showed no
    /// image at all while the block ran).
    func animateChange(of keyPath: LayerKeyPath, on layer: Layer, to value: AnimationValue, in block: AnimationBlock) {
        let old = layer.value(for: keyPath)
        layer.setValue(value, for: keyPath)
        guard old != value, keyPath.kind != .bool, keyPath.kind != .string else { return }
        let delta = old.subtracting(value)
        let zero = AnimationValue.zero(of: keyPath.kind)
        var animation: Animation
        var flight: SteppedFlight?
        switch block.curve {
        case .dampingRatio(let ratio, let velocity):
            animation = .spring(keyPath, Spring(dampingRatio: ratio, duration: block.duration, initialVelocity: velocity),
                                from: delta, to: zero)
        case .spring(let spring):
            animation = .spring(keyPath, spring, from: delta, to: zero)
        case .timingFunction(let function):
            animation = .basic(keyPath, from: delta, to: zero)
            animation.timingFunction = function
        case .options:
            animation = .basic(keyPath, from: delta, to: zero)
            animation.timingFunction = block.options.timingFunction
        case .stepped(let motion):
            (animation, flight) = steppedAnimation(of: keyPath, on: layer, from: old, to: value, motion: motion, delay: block.delay)
        }
        if flight == nil { animation.duration = block.duration }
        animation.isAdditive = true
        animation.fillMode = .both
        if block.delay > 0 {
            animation.beginTime = LayerClock.localTime(now + block.delay, chain: layer.clockChain)
        }
        if block.options.contains(.repeat) { animation.repeatCount = MediaTiming.repeatForever }
        if block.options.contains(.autoreverse) { animation.autoreverses = true }
        if let repeating = currentRepeat {
            animation.repeatCount = repeating.count
            animation.autoreverses = repeating.autoreverses
        }
        let serial = attach(animation, to: layer, keyPath: keyPath, block: block)
        if let flight, let serial { steppedFlights[serial] = flight }
    }

    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`: the block animations
    /// `animations` makes repeat `count` times (forever for `.infinity`), reversing each other
    /// time when `autoreverses` — Core Animation's `repeatCount` and `autoreverses`, so a count of
    /// 1.5 reversing goes there, back and there again.
    public func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations: () -> Void) {
        let outer = currentRepeat
        currentRepeat = (count.isFinite ? count : MediaTiming.repeatForever, autoreverses)
        animations()
        currentRepeat = outer
    }

    /// Adds a block's animation under the key path's name, or `name-2`, `-3`, … when taken:
    /// UIKit gives overlapping animations distinct keys so none replaces another.
    /// Returns the attachment's serial (nil when the layer is not in a recording yet).
    @discardableResult
    func attach(_ animation: Animation, to layer: Layer, keyPath: LayerKeyPath, block: AnimationBlock) -> Int? {
        var key = keyPath.description
        var suffix = 1
        while layer.animationKeys.contains(key) {
            suffix += 1
            key = "\(keyPath.description)-\(suffix)"
        }
        layer.add(animation, forKey: key)
        if block.subject == nil { block.subject = layer.id }
        guard let live = layer.attached.last, live.key == key else { return nil }
        track(live, in: block)
        return live.serial
    }

    /// Makes a block wait for an attachment: it completes when the last of its animations ends,
    /// and at once, unfinished, when one is removed early.
    func track(_ live: LiveAnimation, in block: AnimationBlock) {
        block.serials.insert(live.serial)
        block.endTime = max(block.endTime, live.endTime)
        blocksBySerial[live.serial] = block
    }
}
