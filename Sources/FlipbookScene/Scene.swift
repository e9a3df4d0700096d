import FlipbookTiming

/// The drawing area: size in points, the default pixel scale and the background.
public struct Canvas: Sendable, Equatable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point (1x, 2x, 3x); renders may override it.
    public var scale: Double
    /// What shows where no layer draws.
    public var background: Color

    /// Creates a canvas; 2x and white by default, like most iPhone screenshots.
    public init(width: Double, height: Double, scale: Double = 2, background: Color = .white) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }
}

/// Why a scene cannot become a timeline.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the layer or animation.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// A scene: layers, and actions at scene times that change them; simulated into a `Timeline`.
///
/// ```swift
/// let scene = Scene(name: "spinner", canvas: Canvas(width: 120, height: 120), duration: 6.5)
/// let spinner = Layer(id: "spinner")
/// scene.addLayer(spinner)
/// scene.at(0) { spinner.add(rotation, forKey: "lnj") }
/// scene.at(6) { spinner.removeAllAnimations() }
/// let timeline = try scene.timeline()
/// ```
public final class Scene {
    /// The scene's name (a file's base name by default); outputs are named after it.
    public var name: String
    /// The drawing area.
    public var canvas: Canvas
    /// Length in seconds; nil means "until the last change or animation ends".
    public var duration: Double?
    /// Top-level layers, back to front.
    public private(set) var layers: [Layer] = []
    /// The folder that relative file names (`contents`, `backgroundPattern`) are resolved
    /// against: the scene file's folder, or the current directory for Swift scenes.
    public var resourceDirectory: String = "."
    /// Whether animations may run past the scene's end without a warning. A Lottie document's
    /// keyframes often do (players stop at its out point), so imported documents set it; a
    /// scene's own animations are warned about (`Timeline.warnings`).
    public var animationsMayOutlastTheScene = false
    /// Called after each scheduled action runs, before its implicit transaction commits: the
    /// moment a run loop turn ends, when a recording's views that asked to be redrawn draw.
    public var actionDidRun: (() -> Void)?

    /// The scene time during simulation.
    public private(set) var now: Double = 0

    private var actions: [ScheduledAction] = []
    private var actionCount = 0
    var operations: [TimedOperation] = []
    var eventLog: [SceneEvent] = []
    private var animationSerial = 0
    /// The UIKit `animate` block whose animations closure is running (simulation state).
    var currentBlock: AnimationBlock?
    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` in progress: how the
    /// block animations made inside repeat.
    var currentRepeat: (count: Double, autoreverses: Bool)?
    /// The `animateKeyframes` block whose animations closure is running (simulation state).
    var currentKeyframes: KeyframeBlock?
    /// Whether an animation block's closure is running, so changes made now animate (a stack
    /// view lays out at once when an arranged view is hidden inside one, as UIKit's does).
    public var isInsideAnimationBlock: Bool { currentBlock != nil || currentKeyframes != nil }
    /// Open `transaction` scopes, innermost last (simulation state).
    var transactions: [TransactionScope] = []
    /// The block each UIKit-made attachment belongs to, by serial.
    var blocksBySerial: [Int: AnimationBlock] = [:]
    /// The stepped motions UIKit-made attachments follow, by serial (a later one may take over).
    var steppedFlights: [Int: SteppedFlight] = [:]
    /// Where a scene file names each image (`layers[3].contents`), by the path it gives, so an
    /// image that cannot be drawn is reported at its place in the file.
    public var imageReferences: [String: String] = [:]
    /// The scene's own golden-check tolerances (a scene file's `"golden"`).
    public var golden = GoldenSettings()
    /// Named flags scripts set and test (the gauge's `stop`); each run starts from these values.
    public var flags: [String: Bool] = [:]
    /// Input curves applied at every tick.
    var drivers: [Driver] = []
    /// Conditions watched at every tick.
    var triggers: [Trigger] = []
    /// State machines; each run starts them in their initial state.
    var machines: [StateMachine] = []
    /// The run in progress while the scene simulates (simulation state).
    var run: SimulationRun?
    /// A scene file's scripts, parameters and machines, kept alive as long as the scene.
    var ownedScripts: AnyObject?
    /// Times of block completions scheduled after the scene's duration (they are not run).
    var completionsAfterEnd: [Double] = []
    /// Scripts running scripts and states entering states, by kind, outermost first (a
    /// runaway-nesting guard; see `nest`).
    var nestingChains: [String: [String]] = [:]
    /// Problems found while simulating (a missing layer, a runaway script), thrown at the end.
    var simulationErrors: [String] = []

    /// Creates an empty scene.
    public init(name: String, canvas: Canvas, duration: Double? = nil) {
        self.name = name
        self.canvas = canvas
        self.duration = duration
    }

    /// Adds a top-level layer in front of the others.
    public func addLayer(_ layer: Layer) {
        insertLayer(layer, at: layers.count)
    }

    /// Inserts a top-level layer just below another (at the back if `sibling` is not top-level).
    public func insertLayer(_ layer: Layer, below sibling: Layer) {
        insertLayer(layer, at: layers.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts a top-level layer at an index (0 = backmost). While a recording runs, the layer
    /// (and its sublayers) appear from this moment.
    public func insertLayer(_ layer: Layer, at index: Int) {
        if let run, layers.contains(where: { $0 === layer }) {
            // Brought to another place among the top-level layers: the order changes from now.
            guard !run.wasRemoved(layer) else { return run.moved(layer, scene: self) }
            let before = layers
            layers.removeAll { $0 === layer }
            layers.insert(layer, at: min(max(index, 0), layers.count))
            if layers.map(ObjectIdentifier.init) != before.map(ObjectIdentifier.init) {
                run.noteReorder(of: nil, from: before, to: layers, at: now)
            }
            return
        }
        layers.insert(layer, at: min(max(index, 0), layers.count))
        if let run {
            run.register(layer, scene: self)
            run.noteInsertion(into: nil, order: layers, at: now)
        }
    }

    /// Every layer, depth first, back to front.
    public var allLayers: [Layer] { layers.flatMap(\.subtree) }

    /// The layer with an id, anywhere in the tree.
    public func layer(withID id: String) -> Layer? {
        allLayers.first { $0.id == id }
    }

    /// Runs `action` at scene time `time` during simulation; actions at the same time run in
    /// the order they were scheduled. An action may schedule more actions at or after `now`.
    public func at(_ time: Double, perform action: @escaping () -> Void) {
        schedule(time, isTick: false, action)
    }

    /// Schedules an action; ticks run after every other action at the same instant, so drivers
    /// and triggers see the state that instant's scripts and completions left.
    func schedule(_ time: Double, isTick: Bool, _ action: @escaping () -> Void) {
        // Every instant the simulation reaches lies on the microsecond grid (SceneTime).
        let scheduled = ScheduledAction(time: SceneTime.instant(time), isTick: isTick, order: actionCount, action: action)
        actionCount += 1
        if let run { run.enqueue(scheduled) } else { actions.append(scheduled) }
    }

    /// A named timed step: like `at(_:perform:)`, and the event log says `step name=…` when it runs.
    public func at(_ time: Double, step name: String, perform action: @escaping () -> Void) {
        at(time) { [unowned self] in
            log(.step, self.name, [("name", name)])
            action()
        }
    }

    /// Simulates the scene on a virtual clock and returns its immutable timeline.
    ///
    /// The layers' model values are restored afterwards, so this can be called again.
    public func timeline() throws(SceneError) -> Timeline {
        try startSimulation(keepsFinalState: false)
        defer { endSimulation() }
        try runActions(through: .infinity)
        return try simulatedTimeline()
    }

    /// Checks the scene and sets up a run: every layer registered with its state at time 0,
    /// setup animations attached, ticks scheduled. `keepsFinalState` leaves the layers as the
    /// run leaves them (a recording of live code) instead of restoring their start values.
    func startSimulation(keepsFinalState: Bool) throws(SceneError) {
        let limits = SceneLimits.current
        if let duration, !(duration.isFinite && duration >= 0 && duration <= limits.maximumDuration) {
            throw SceneError("the scene's duration is \(duration) s; it must be from 0 to the limit of "
                + "\(DecimalText.trimmed(limits.maximumDuration)) s " + SceneLimits.raise("FLIPBOOK_MAX_DURATION"))
        }
        let layers = allLayers
        if let layer = layers.first(where: { !$0.refusedSublayers.isEmpty }) {
            throw SceneError("layer '\(layer.refusedSublayers[0])' cannot be a sublayer of '\(layer.id)': it contains "
                + "'\(layer.id)', and a layer tree cannot loop")
        }
        // Ids given twice are an error; made-up ones taken are renamed as the layers register.
        var seen: Set<String> = []
        for layer in layers where !seen.insert(layer.id).inserted && !layer.idIsGenerated {
            throw SceneError("layer id '\(layer.id)' is used twice; ids must be unique")
        }
        operations = []
        eventLog = []
        animationSerial = 0
        blocksBySerial = [:]
        steppedFlights = [:]
        currentBlock = nil
        currentKeyframes = nil
        transactions = []
        simulationErrors = []
        completionsAfterEnd = []
        now = 0
        let run = SimulationRun(limits: limits, flags: flags, keepsFinalState: keepsFinalState,
                                pending: ActionQueue(actions))
        self.run = run
        for machine in machines { machine.state = machine.initialState }
        let setupAnimations = layers.map(\.setupAnimations)
        for layer in layers { run.register(layer, scene: self, isInitial: true) }
        for (layer, animations) in zip(layers, setupAnimations) {
            for (key, animation, observer) in animations { record(.add(key, animation), on: layer, observer: observer) }
        }
        do {
            try scheduleTicks()
        } catch {
            endSimulation()
            throw error
        }
    }

    /// Ends a run: layers stop recording, and get their start values back unless the run keeps
    /// its final state (then layers removed during it leave the tree for good).
    func endSimulation() {
        guard let run else { return }
        self.run = nil
        if !run.keepsFinalState { flags = run.flags }
        for (layer, values) in zip(run.layers, run.initialValues) {
            layer.recorder = nil
            if run.keepsFinalState { layer.attached.removeAll() } else { layer.restore(values) }
        }
        if run.keepsFinalState {
            for layer in run.removed { detachForGood(layer) }
        }
    }

    /// The timeline of the run so far, up to the scene's duration.
    func simulatedTimeline() throws(SceneError) -> Timeline {
        guard let run else { throw SceneError("the scene is not simulating") }
        if let message = simulationErrors.first(where: { !Timeline.isWarning($0) }) { throw SceneError(message) }
        // Warnings met on the way (an action's `reportRecordingProblem`) stay in its problems.
        return try Timeline(scene: self, run: run, operations: operations, events: eventLog, problems: simulationErrors)
    }

    private func detachForGood(_ layer: Layer) {
        if layers.contains(where: { $0 === layer }) {
            layers.removeAll { $0 === layer }
        } else {
            layer.detachFromSuperlayer()
        }
    }

    /// Runs scheduled actions in time order up to `limit` (inclusive), from a heap ordered by
    /// time, ticks after other actions of an instant, then scheduling order.
    ///
    /// With a duration, actions after it are not run: the scene has ended, and a completion
    /// chain that goes on forever stops there. Without one, actions past the longest allowed
    /// scene, or too many at one instant (a chain of zero-length animations), are an error
    /// rather than a hang.
    func runActions(through limit: Double) throws(SceneError) {
        guard let run else { return }
        let limits = run.limits
        while let next = run.pending.next, next.time <= limit {
            run.pending.popNext()
            guard next.time.isFinite else { throw SceneError("an action is scheduled at a non-finite time (\(next.time))") }
            if let duration, next.time > duration { continue }
            if next.time > limits.maximumDuration {
                throw SceneError("the scene never ends: actions are still scheduled at \(DecimalText.trimmed(next.time)) s "
                    + "(a completion chain that runs forever?), past the longest scene allowed, "
                    + "\(DecimalText.trimmed(limits.maximumDuration)) s; give the scene a duration "
                    + SceneLimits.raise("FLIPBOOK_MAX_DURATION"))
            }
            if next.time == run.instant {
                run.actionsAtInstant += 1
                guard run.actionsAtInstant <= limits.maximumActionsPerInstant else {
                    throw SceneError("more than \(limits.maximumActionsPerInstant) actions (the limit) at "
                        + "t=\(DecimalText.sixDecimals(run.instant)) s without time passing: a completion chain that never ends? "
                        + "An animation of zero length, or one that changes nothing, completes at once "
                        + SceneLimits.raise("FLIPBOOK_MAX_ACTIONS_PER_INSTANT"))
                }
            } else {
                (run.instant, run.actionsAtInstant) = (next.time, 1)
            }
            now = max(now, next.time)
            next.action()
            actionDidRun?()
            commitImplicitTransaction()
        }
    }

    /// Moves the clock of a running simulation forward to `time` without running anything
    /// (after `runActions(through: time)`, for code that runs between waits).
    func advanceClock(to time: Double) {
        now = max(now, time)
    }

    /// Appends to the event log at `now`.
    func log(_ kind: SceneEvent.Kind, _ subject: String, _ details: [(key: String, value: String)] = []) {
        eventLog.append(SceneEvent(time: now, kind: kind, subject: subject, details: details))
    }

    /// Records an operation at `now` and keeps the layer's attached animations current: adding
    /// logs `add` and schedules `start` and `stop`; detaching early logs `stop finished=false`.
    func record(_ operation: LayerOperation, on layer: Layer, observer: AnimationObserver? = nil) {
        guard let index = run?.index(of: layer) else {
            simulationErrors.append("layer '\(layer.id)' is changed at \(now) s but is not in the scene")
            return
        }
        var operation = operation
        switch operation {
        case .set:
            break
        case .add(let key, var animation):
            // beginTime 0 means "now" in the layer's own time, as Core Animation resolves it.
            if animation.timing.beginTime == 0 {
                animation.timing.beginTime = LayerClock.localTime(now, chain: layer.clockChain)
            }
            if layer.attached.contains(key: key) { detach(on: layer) { $0.key == key } }
            animationSerial += 1
            let live = LiveAnimation(serial: animationSerial, key: key, animation: animation,
                                     endTime: LayerClock.endTime(of: animation, chain: layer.clockChain),
                                     observer: observer)
            layer.attached.append(live)
            operation = .add(key, animation)
            let localStart = animation.timing.activeIntervalInParent.start
            let begin = max(now, LayerClock.sceneTime(localStart, chain: layer.clockChain) ?? now)
            log(.add, layer.id, [("key", key), ("keyPath", animation.keyPath?.description ?? "group"),
                                 ("begin", DecimalText.sixDecimals(begin))])
            scheduleLifecycle(of: live, on: layer, begin: begin)
            // Apple's `CATransaction.setCompletionBlock`: the block runs "after all animations
            // subsequently added by this transaction group have completed (or have been
            // removed)": explicit ones (`add(_:forKey:)`) as well as implicit ones. A UIKit
            // block's own tracking, made just after, takes over the early-removal report.
            if let scope = transactions.last { track(live, in: scope.block) }
        case .remove(let key):
            detach(on: layer) { $0.key == key }
        case .removeAll:
            detach(on: layer) { _ in true }
        case .removeFromSuperlayer, .setClock:
            break
        }
        operations.append(TimedOperation(time: now, layerIndex: index, operation: operation))
    }

    /// Logs `start` at the begin time and `stop finished=true` at the end, if the animation is
    /// still attached then; a finished animation that is removed on completion is detached.
    private func scheduleLifecycle(of live: LiveAnimation, on layer: Layer, begin: Double) {
        at(begin) { [unowned self] in
            guard layer.attached.index(ofSerial: live.serial) != nil else { return }
            log(.start, layer.id, [("key", live.key)])
            live.observer?.didStart()
        }
        scheduleStop(of: live, on: layer, notBefore: begin)
    }

    /// Schedules `stop finished=true` at the animation's end; a later clock change that moves
    /// the end bumps the attachment's generation, so this stop then does nothing.
    private func scheduleStop(of live: LiveAnimation, on layer: Layer, notBefore begin: Double) {
        guard live.endTime.isFinite else { return }
        at(max(live.endTime, begin)) { [unowned self] in
            guard let index = layer.attached.index(ofSerial: live.serial),
                  !layer.attached[index].hasStopped, layer.attached[index].generation == live.generation else { return }
            layer.attached[index].hasStopped = true
            log(.stop, layer.id, [("key", live.key), ("finished", "true")])
            if live.animation.timing.isRemovedOnCompletion { layer.attached.remove(at: index) }
            live.observer?.didStop(true)
        }
    }

    /// Records a change of a layer's clock (`speed`, `timeOffset`, `beginTime`: pausing and
    /// resuming) and moves the ends of the animations it times, on it and below it.
    func clockChanged(on layer: Layer) {
        guard run?.index(of: layer) != nil else { return }
        record(.setClock(layer.clock), on: layer)
        for timed in layer.subtree {
            for index in timed.attached.indices where !timed.attached[index].hasStopped {
                var live = timed.attached[index]
                let end = LayerClock.endTime(of: live.animation, chain: timed.clockChain)
                guard end != live.endTime else { continue }
                live.endTime = end
                live.generation += 1
                timed.attached[index] = live
                scheduleStop(of: live, on: timed, notBefore: now)
            }
        }
    }

    /// Detaches matching animations, logging `stop finished=false` for those still running.
    private func detach(on layer: Layer, where matches: (LiveAnimation) -> Bool) {
        for live in layer.attached where matches(live) && !live.hasStopped {
            log(.stop, layer.id, [("key", live.key), ("finished", "false")])
            if let observer = live.observer { at(now) { observer.didStop(false) } }
            // A UIKit block whose animation is cut short completes at once, unfinished.
            if let block = blocksBySerial[live.serial] {
                at(now) { [unowned self] in self.complete(block, finished: false) }
            }
        }
        layer.attached.removeAll(where: matches)
    }

    /// Drops animations that finished and are removed on completion, as Core Animation does.
    /// An action at exactly an animation's end time may run before its scheduled stop; the stop
    /// is logged here then, so it is never lost.
    func pruneFinished(on layer: Layer) {
        let finished = { (live: LiveAnimation) in live.animation.timing.isRemovedOnCompletion && live.endTime <= self.now }
        for live in layer.attached where finished(live) && !live.hasStopped {
            log(.stop, layer.id, [("key", live.key), ("finished", "true")])
            if let observer = live.observer { at(now) { observer.didStop(true) } }
        }
        layer.attached.removeAll(where: finished)
    }
}

/// An action waiting for its scene time.
struct ScheduledAction {
    let time: Double
    /// Ticks come after the other actions of the same instant.
    let isTick: Bool
    /// Scheduling order, which breaks the remaining ties.
    let order: Int
    let action: () -> Void

    func precedes(_ other: ScheduledAction) -> Bool {
        (time, isTick ? 1 : 0, order) < (other.time, other.isTick ? 1 : 0, other.order)
    }
}

/// An animation attached to a layer during simulation.
struct LiveAnimation {
    /// Identifies this attachment among others with the same key.
    let serial: Int
    let key: String
    let animation: Animation
    /// Scene time at which the active duration ends (moved when a layer clock changes).
    var endTime: Double
    /// Told of the start and stop (a `CAAnimationDelegate`).
    let observer: AnimationObserver?
    /// Counts end-time changes; only the stop scheduled for the current one runs.
    var generation = 0
    /// Whether `stop` was logged (at its end, for animations kept after completion).
    var hasStopped = false
}

/// Callbacks for an attached animation's start and stop at their scene times.
public struct AnimationObserver {
    /// The animation reached its begin time.
    public let didStart: () -> Void
    /// It ended (`true`) or was removed or replaced before its end (`false`).
    public let didStop: (Bool) -> Void

    /// Creates an observer.
    public init(didStart: @escaping () -> Void, didStop: @escaping (Bool) -> Void) {
        self.didStart = didStart
        self.didStop = didStop
    }
}

/// Conversions between scene time and a layer's local time through its chain of layer clocks.
enum LayerClock {
    /// Scene time → layer local time.
    static func localTime(_ sceneTime: Double, chain: [MediaTiming]) -> Double {
        chain.reduce(sceneTime) { $1.localTime(fromParent: $0) }
    }

    /// The scene time at which an attached animation's active duration ends (`.infinity` if never).
    static func endTime(of animation: Animation, chain: [MediaTiming]) -> Double {
        sceneTime(animation.timing.activeIntervalInParent.end, chain: chain) ?? .infinity
    }

    /// Layer local time → scene time, or nil when a paused clock never reaches it.
    static func sceneTime(_ localTime: Double, chain: [MediaTiming]) -> Double? {
        guard localTime.isFinite else { return localTime == .infinity ? .infinity : nil }
        var time = localTime
        for clock in chain.reversed() {
            guard clock.speed != 0 else { return nil }
            time = (time - clock.timeOffset) / clock.speed + clock.beginTime
        }
        return time
    }
}
