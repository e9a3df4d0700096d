import FlipbookTiming

/// An input curve over time that sets a layer's model value at every tick while it lasts
/// (a scripted drag setting a scroll view's content offset).
struct Driver {
    let layer: Layer
    let keyPath: LayerKeyPath
    /// (time, value) points, times increasing; linear in between.
    let points: [(time: Double, value: Double)]

    /// The value at `time`, or nil outside the curve.
    func value(at time: Double) -> Double? {
        guard let first = points.first, let last = points.last, time >= first.time, time <= last.time else { return nil }
        for (a, b) in zip(points, points.dropFirst()) where time <= b.time {
            let span = b.time - a.time
            return span > 0 ? a.value + (b.value - a.value) * (time - a.time) / span : b.value
        }
        return last.value
    }
}

/// A condition watched at every tick; its action runs when it becomes true.
struct Trigger {
    let name: String
    let subject: String
    let condition: () -> Bool
    let reportedValue: (() -> Double)?
    let action: () -> Void
}

/// A named state machine (`idle`, `pulling`, `refreshing`) with actions on entering a state.
public final class StateMachine {
    /// Its id, the subject of `state` events.
    public let id: String
    /// The state it starts each simulation in.
    public let initialState: String
    /// Every state it knows (those with enter actions, and the initial one), for checking names.
    public var states: [String] {
        ([initialState] + declaredStates + enterActions.keys.sorted()).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }
    /// States declared without enter actions.
    var declaredStates: [String] = []
    /// The current state (simulation state).
    public internal(set) var state: String
    var enterActions: [String: [() -> Void]] = [:]
    weak var scene: Scene?

    init(id: String, initialState: String, scene: Scene) {
        self.id = id
        self.initialState = initialState
        state = initialState
        self.scene = scene
    }

    /// Declares a state that has no enter action (so scene files may name it).
    public func declare(_ state: String) {
        if !declaredStates.contains(state) { declaredStates.append(state) }
    }

    /// Runs `action` whenever the machine enters `state`.
    public func onEnter(_ state: String, perform action: @escaping () -> Void) {
        enterActions[state, default: []].append(action)
    }

    /// Moves to `state` (logging `state … from=…`) and runs its enter actions; entering the
    /// current state does nothing.
    ///
    /// Enter actions that enter other states nest; like scripts running scripts, the nesting
    /// stops at the script depth limit with an error (two states entering each other would
    /// otherwise recurse until the stack overflows).
    public func enter(_ newState: String) {
        guard newState != state else { return }
        guard let scene else {
            transition(to: newState)
            return
        }
        scene.nest("\(id).\(newState)", chain: "states", problem: "state machines enter states without end",
                   advice: "an enter action that enters another state nests inside it", levels: "nested entries") {
            transition(to: newState)
        }
    }

    private func transition(to newState: String) {
        let old = state
        state = newState
        scene?.log(.state, id, [("state", newState), ("from", old)])
        for action in enterActions[newState] ?? [] { action() }
    }

    /// Whether the machine is in `state`.
    public func isIn(_ state: String) -> Bool { self.state == state }
}

extension Scene {
    /// Ticks per second at which drivers apply and triggers are evaluated: times k/240,
    /// independent of any output frame rate.
    public static let tickRate = 240

    /// Drives a layer key path's model value along a curve of (time, value) points, applied
    /// at every tick from the first point's time to the last's.
    public func drive(_ layer: Layer, _ keyPath: LayerKeyPath, through points: [(time: Double, value: Double)]) {
        drivers.append(Driver(layer: layer, keyPath: keyPath, points: points.sorted { $0.time < $1.time }))
    }

    /// Watches `condition` at every tick and runs `action` when it turns from false to true
    /// (also at the first tick, if it holds there). The event log says
    /// `trigger subject name=… value=…` with `value` reported by the closure, if given.
    public func trigger(
        _ name: String, subject: String? = nil, reporting value: (() -> Double)? = nil,
        when condition: @escaping () -> Bool, perform action: @escaping () -> Void
    ) {
        triggers.append(Trigger(name: name, subject: subject ?? self.name, condition: condition,
                                reportedValue: value, action: action))
    }

    /// Creates a state machine that starts in `initial`.
    public func stateMachine(_ id: String, initial: String) -> StateMachine {
        let machine = StateMachine(id: id, initialState: initial, scene: self)
        machines.append(machine)
        return machine
    }

    /// The presentation value of a layer key path now, during simulation: the model value with
    /// the animations attached now applied (what triggers watch).
    public func presentationValue(of layer: Layer, at keyPath: LayerKeyPath) -> AnimationValue {
        let model = [keyPath.property: layer[keyPath.property]]
        let animations = layer.attached.map(\.animation)
        let values = Animation.present(
            animations, atLocalTime: LayerClock.localTime(now, chain: layer.clockChain), model: model,
            previous: { _, path in layer.value(for: path) }, only: keyPath.property)
        return keyPath.read(from: values[keyPath.property] ?? keyPath.property.defaultValue)
    }

    /// Schedules the ticks that apply drivers and evaluate triggers over [0, duration].
    func scheduleTicks() throws(SceneError) {
        guard !drivers.isEmpty || !triggers.isEmpty else { return }
        guard let duration else {
            throw SceneError("a scene with drivers or triggers needs a duration (they are evaluated until it ends)")
        }
        var previous = [Bool](repeating: false, count: triggers.count)
        let lastTick = Int((duration * Double(Self.tickRate)).rounded(.down))
        for tick in 0...lastTick {
            schedule(Double(tick) / Double(Self.tickRate), isTick: true) { [unowned self] in
                // Drivers set model values directly: no implicit animation follows them.
                withoutActions {
                    for driver in drivers {
                        if let value = driver.value(at: now) { driver.layer.setValue(.number(value), for: driver.keyPath) }
                    }
                }
                for (index, trigger) in triggers.enumerated() {
                    let holds = trigger.condition()
                    defer { previous[index] = holds }
                    guard holds, !previous[index] else { continue }
                    var details = [(key: "name", value: trigger.name)]
                    if let value = trigger.reportedValue?() { details.append(("value", DecimalText.sixDecimals(value))) }
                    log(.trigger, trigger.subject, details)
                    trigger.action()
                }
            }
        }
    }
}
