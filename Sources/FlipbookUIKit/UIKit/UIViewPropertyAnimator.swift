import Foundation
import FlipbookScene
import FlipbookTiming

/// `UIViewAnimatingState`: inactive (not started, or finished), active (running or paused),
/// stopped (by `stopAnimation(false)`, waiting for `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Running or paused.
    case active
    /// Stopped by `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped
}

/// `UIViewAnimatingPosition`: where an animator ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// At the start values (after a reversal, or `finishAnimation(at: .start)`).
    case start
    /// Where the properties were when it stopped.
    case current
}

/// `UIViewPropertyAnimator`: view property changes animated under the code's control, on the
/// recording's virtual clock: started, paused, scrubbed, reversed, continued, stopped.
///
/// How it maps onto Core Animation (Apple documents the API, not the curves in between; each
/// choice below is tested in `PropertyAnimatorTests`):
/// - The animations run when the animator starts (or is first paused): the views' model values
///   take the end values, and each changed property gets an animation the animator replaces as
///   its state changes.
/// - `fractionComplete` is the fraction of the animator's time. Running, each property follows
///   the timing curve; paused, it stays where it was; scrubbed while paused, it moves linearly
///   with the fraction (`scrubsLinearly`, the default) or along the curve.
/// - Resuming a pause that was not scrubbed continues the same curve where it stopped. After a
///   scrub, a reversal or `continueAnimation(withTimingParameters:durationFactor:)`, the
///   properties go from where they are to the target on the (new) curve, started afresh, over
///   the time left: `(1 − fraction) × duration` forwards, `fraction × duration` reversed, times
///   `durationFactor`. A reversed spring springs back to the start with the same parameters.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The duration given (a physical spring's settling time replaces it when the animator runs).
    public let duration: TimeInterval
    /// The timing; nil means the default ease-in-ease-out curve.
    public let timingParameters: UITimingCurveProvider?

    /// Inactive, active or stopped.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (not paused, stopped or finished).
    open private(set) var isRunning = false
    /// The delay `startAnimation(afterDelay:)` or `runningPropertyAnimator` was given.
    open private(set) var delay: TimeInterval = 0
    /// Whether setting `fractionComplete` while paused moves the properties linearly with it
    /// (the default) or along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing, so it can still be reversed
    /// or scrubbed.
    open var pausesOnCompletion = false
    /// Whether it can be paused, reversed and scrubbed; `runningPropertyAnimator` makes ones that cannot.
    open var isInterruptible = true
    /// Stored; touches are scripted on the clock.
    open var isUserInteractionEnabled = true
    /// Stored; touches are scripted on the clock.
    open var isManualHitTestingEnabled = false

    /// Animations waiting for the animator to start, with their delay factors.
    private var pending: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The properties the animations changed, each with where in the animator's time it starts.
    private var tracks: [(change: ViewPropertyChange, start: Double)] = []
    /// The running segment, in the animator's fraction of time.
    private var segment: (startTime: Double, from: Double, to: Double, seconds: Double)?
    /// The fraction while paused or after finishing.
    private var restingFraction = 0.0
    /// Whether the current pause continues the first run's curve (no scrub or re-target yet).
    private var followsFirstCurve = true
    /// Bumped on every state change so a superseded segment's end does nothing.
    private var generation = 0
    private let serial = UIViewPropertyAnimator.nextSerial()

    // MARK: Making one

    /// An inactive animator of a duration and timing; add animations, then start it.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(duration, 0)
        timingParameters = parameters
        super.init()
    }

    /// An inactive animator with a built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running after `delay`, with the curve of `options`; not
    /// interruptible, as Apple documents.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: OptionsCurve(options))
        animator.isInterruptible = false
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations; added while running, they start now and end with the others.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0…1) of the remaining time from now.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        guard state != .inactive else {
            pending.append((animation, factor))
            return
        }
        let now = fraction
        // New properties start from their old values, wherever the others are.
        for change in capture(animation, startingAt: now + factor * (1 - now)) { freeze(change, at: change.from) }
        if isRunning {
            followsFirstCurve = false
            retarget()
        }
    }

    /// Adds a block to run when the animator finishes, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts or resumes the animations now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts or resumes the animations after `delay` seconds of the clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        self.delay = max(delay, 0)
        isRunning = true
        if followsFirstCurve {
            runFirstCurve(from: restingFraction, delay: self.delay)
        } else {
            retarget(delay: self.delay)
        }
    }

    /// Pauses the animations where they are; an inactive animator becomes active at its start.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive {
            activate()
            for track in tracks { freeze(track.change, at: isReversed ? track.change.to : track.change.from) }
            return
        }
        guard isRunning else { return }
        restingFraction = fraction
        isRunning = false
        segment = nil
        generation += 1
        freezeAll()
    }

    /// The fraction of the animator's time done; settable while paused (scrubbing), which
    /// makes an inactive animator active and paused.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard state != .stopped, !isRunning else { return }
            if state == .inactive { activate() }
            restingFraction = min(max(Double(newValue), 0), 1)
            followsFirstCurve = false
            for index in tracks.indices {
                let track = tracks[index]
                let local = track.start >= 1 ? 0 : min(max((restingFraction - track.start) / (1 - track.start), 0), 1)
                freeze(track.change, at: track.change.value(at: scrubsLinearly ? local : curveProgress(local)))
            }
        }
    }

    /// Whether the animator runs back towards the start; changing it while running turns the
    /// properties round where they are.
    open var isReversed = false {
        didSet {
            guard oldValue != isReversed, state == .active else { return }
            followsFirstCurve = false
            if isRunning { retarget() }
        }
    }

    /// Continues a paused animator to its end (or start, reversed) with new timing, over the
    /// time left times `durationFactor` (0 or less keeps the time left).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if isRunning {
            restingFraction = fraction
            isRunning = false
            segment = nil
            generation += 1
        }
        if let parameters { overridingParameters = parameters }
        followsFirstCurve = false
        isRunning = true
        retarget(factor: durationFactor > 0 ? Double(durationFactor) : 1)
    }

    /// Stops where the properties are: `withoutFinishing` true ends the animator there
    /// (inactive, no completion); false leaves it stopped for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let scene = RecordingContext.current?.scene
        for track in tracks {
            let current = scene?.presentationValue(of: track.change.layer, at: track.change.keyPath) ?? track.change.to
            track.change.layer.removeAnimation(forKey: key(for: track.change))
            track.change.layer.setValue(current, for: track.change.keyPath)
        }
        restingFraction = fraction
        isRunning = false
        segment = nil
        generation += 1
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { tracks = [] }
    }

    /// Finishes a stopped animator at the end, the start or where it is, and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for track in tracks {
            switch finalPosition {
            case .end: track.change.layer.setValue(track.change.to, for: track.change.keyPath)
            case .start: track.change.layer.setValue(track.change.from, for: track.change.keyPath)
            case .current: break
            }
        }
        tracks = []
        state = .inactive
        runCompletions(finalPosition)
    }

    // MARK: Inside

    /// Cubic or spring parameters given to `continueAnimation`, replacing the original.
    private var overridingParameters: UITimingCurveProvider?

    private var parameters: UITimingCurveProvider { overridingParameters ?? timingParameters ?? UICubicTimingParameters() }

    /// Seconds the whole animator lasts (a physical spring's settling time for that form).
    private var totalSeconds: Double {
        parameters.springTimingParameters?.effectiveDuration(duration) ?? duration
    }

    /// The fraction of the animator's time done now.
    private var fraction: Double {
        guard let segment, let scene = RecordingContext.current?.scene else { return restingFraction }
        guard segment.seconds > 0 else { return segment.to }
        let elapsed = min(max((scene.now - segment.startTime) / segment.seconds, 0), 1)
        return segment.from + (segment.to - segment.from) * elapsed
    }

    /// The curve's progress at a fraction of its time, for scrubbing along the curve.
    private func curveProgress(_ fraction: Double) -> Double {
        if let spring = parameters.springTimingParameters {
            return spring.spring(duration: duration).progress(at: fraction * totalSeconds)
        }
        return (parameters.cubicTimingParameters?.timingFunction ?? .easeInEaseOut)(fraction)
    }

    private static var serials = 0
    private static func nextSerial() -> Int {
        serials += 1
        return serials
    }

    private func key(for change: ViewPropertyChange) -> String { "UIViewPropertyAnimator-\(serial)-\(change.keyPath)" }

    /// Runs the waiting animations: the models take their end values.
    private func activate() {
        state = .active
        restingFraction = isReversed ? 1 : 0
        followsFirstCurve = !isReversed
        for (animations, factor) in pending { capture(animations, startingAt: factor) }
        pending = []
    }

    @discardableResult
    private func capture(_ animations: () -> Void, startingAt start: Double) -> [ViewPropertyChange] {
        guard let scene = RecordingContext.current?.scene else {
            animations()
            return []
        }
        let changes = scene.captureViewChanges(animations)
        for change in changes { tracks.append((change, start)) }
        return changes
    }

    /// Holds every property where it is now.
    private func freezeAll() {
        let scene = RecordingContext.current?.scene
        for track in tracks {
            let current = scene?.presentationValue(of: track.change.layer, at: track.change.keyPath) ?? track.change.from
            freeze(track.change, at: current)
        }
    }

    private func freeze(_ change: ViewPropertyChange, at value: AnimationValue) {
        var held = Animation.basic(change.keyPath, from: value, to: value)
        held.duration = 1
        held.fillMode = .both
        held.isRemovedOnCompletion = false
        change.layer.add(held, forKey: key(for: change))
    }

    /// The animation of one property from `from` to `to` on the animator's curve over `seconds`,
    /// `offset` seconds into the curve already.
    private func animation(of change: ViewPropertyChange, from: AnimationValue, to: AnimationValue, seconds: Double,
                           offset: Double = 0) -> Animation {
        var animation: Animation
        if let springParameters = parameters.springTimingParameters {
            animation = .spring(change.keyPath, springParameters.spring(duration: duration), from: from, to: to)
        } else {
            animation = .basic(change.keyPath, from: from, to: to)
            animation.timingFunction = parameters.cubicTimingParameters?.timingFunction ?? .easeInEaseOut
        }
        animation.duration = seconds
        animation.timing.timeOffset = offset
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// The first run (or its resumption after an unscrubbed pause): each property on the curve
    /// from its start to its end value, `fraction` of the way through the animator's time.
    private func runFirstCurve(from fraction: Double, delay: Double) {
        guard let scene = RecordingContext.current?.scene else { return finishWithoutRecording() }
        let total = totalSeconds
        generation += 1
        let now = scene.now
        for track in tracks {
            let span = (1 - track.start) * total
            let wait = max(track.start - fraction, 0) * total + delay
            let offset = max(fraction - track.start, 0) * total
            let running = animation(of: track.change, from: track.change.from, to: track.change.to, seconds: span, offset: offset)
            let held = track.change.value(at: curveProgress(span > 0 ? offset / span : 1))
            attach(running, for: track.change, after: wait, holding: held, in: scene)
        }
        schedule(from: fraction, to: 1, seconds: (1 - fraction) * total, delay: delay, at: now, in: scene)
    }

    /// From where every property is to the end (or start, reversed) on the curve started afresh.
    private func retarget(delay: Double = 0, factor: Double = 1) {
        guard let scene = RecordingContext.current?.scene else { return finishWithoutRecording() }
        let start = fraction
        generation += 1
        let total = totalSeconds
        let target = isReversed ? 0.0 : 1.0
        let seconds = (isReversed ? start : 1 - start) * total * factor
        for track in tracks {
            let current = scene.presentationValue(of: track.change.layer, at: track.change.keyPath)
            let goal = isReversed ? track.change.from : track.change.to
            let wait = isReversed ? 0 : max(track.start - start, 0) * total * factor
            let running = animation(of: track.change, from: current, to: goal, seconds: max(seconds - wait, 0))
            attach(running, for: track.change, after: wait + delay, holding: current, in: scene)
        }
        schedule(from: start, to: target, seconds: seconds, delay: delay, at: scene.now, in: scene)
    }

    /// Attaches a running animation now, or after `wait`, holding the property at `held` until then.
    private func attach(_ running: Animation, for change: ViewPropertyChange, after wait: Double, holding held: AnimationValue,
                        in scene: Scene) {
        guard wait > 0 else { return change.layer.add(running, forKey: key(for: change)) }
        freeze(change, at: held)
        let generation = self.generation
        // Strongly: the recording keeps a running animator alive, as the system does on iOS.
        scene.at(scene.now + wait) { [self] in
            guard self.generation == generation else { return }
            change.layer.add(running, forKey: self.key(for: change))
        }
    }

    /// Records the segment and schedules its end.
    private func schedule(from: Double, to: Double, seconds: Double, delay: Double, at now: Double, in scene: Scene) {
        segment = (now + delay, from, to, seconds)
        let generation = self.generation
        // Strongly: the recording keeps a running animator alive, as the system does on iOS.
        scene.at(now + delay + seconds) { [self] in
            guard self.generation == generation else { return }
            self.reachEnd()
        }
    }

    /// The segment reached its end: the models take the final values and the animator finishes
    /// (or, with `pausesOnCompletion`, stays active and paused there).
    private func reachEnd() {
        let atStart = isReversed
        restingFraction = atStart ? 0 : 1
        segment = nil
        isRunning = false
        if pausesOnCompletion {
            freezeAll()
            return
        }
        for track in tracks {
            track.change.layer.removeAnimation(forKey: key(for: track.change))
            track.change.layer.setValue(atStart ? track.change.from : track.change.to, for: track.change.keyPath)
        }
        tracks = []
        state = .inactive
        runCompletions(atStart ? .start : .end)
    }

    /// Outside a recording nothing animates: the changes are made and the animator finishes.
    private func finishWithoutRecording() {
        isRunning = false
        state = .inactive
        restingFraction = isReversed ? 0 : 1
        runCompletions(isReversed ? .start : .end)
    }

    private func runCompletions(_ position: UIViewAnimatingPosition) {
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }
}

/// The curve of `UIView.AnimationOptions`, for `runningPropertyAnimator`.
final class OptionsCurve: UICubicTimingParameters {
    init(_ options: UIView.AnimationOptions) {
        let function = options.timingFunction
        if case .cubicBezier(let bezier) = function {
            super.init(controlPoint1: CGPoint(x: bezier.x1, y: bezier.y1), controlPoint2: CGPoint(x: bezier.x2, y: bezier.y2))
        } else {
            super.init(animationCurve: .easeInOut)
        }
    }
}
