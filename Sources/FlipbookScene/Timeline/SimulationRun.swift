import FlipbookTiming

/// The state of one simulation of a scene: the action queue, the layers it records (with their
/// values when they joined) and what it needs to restore afterwards.
///
/// A scene file's run registers every layer at time 0. A recording of live UIKit code also
/// registers layers added while it runs; they appear from the moment they were added.
final class SimulationRun {
    let limits: SceneLimits
    /// The scene's flags before the run, put back after it unless it keeps its final state.
    let flags: [String: Bool]
    let keepsFinalState: Bool
    /// Actions waiting for their time.
    var pending: ActionQueue
    /// The instant the last action ran at, and how many ran at it (a runaway-chain guard).
    var instant = -Double.infinity
    var actionsAtInstant = 0

    /// Every layer the run records, in the order they joined; operations name them by index.
    private(set) var layers: [Layer] = []
    /// Model values of each layer when it joined.
    private(set) var initialValues: [[LayerProperty: AnimationValue]] = []
    /// The clock each layer had when it joined.
    private(set) var initialClocks: [MediaTiming] = []
    /// When each layer joined the tree, or nil for layers there from the start.
    private(set) var insertionTimes: [Double?] = []
    /// Layers taken out of the tree during the run.
    private(set) var removed: [Layer] = []
    private var indices: [ObjectIdentifier: Int] = [:]
    private var ids: Set<String> = []

    init(limits: SceneLimits, flags: [String: Bool], keepsFinalState: Bool, pending: ActionQueue) {
        self.limits = limits
        self.flags = flags
        self.keepsFinalState = keepsFinalState
        self.pending = pending
    }

    /// The index operations use for a layer, if the run records it.
    func index(of layer: Layer) -> Int? { indices[ObjectIdentifier(layer)] }

    /// Queues an action.
    func enqueue(_ action: ScheduledAction) {
        pending.push(action)
    }

    /// Whether a layer is still in the scene: it or a superlayer is one of the scene's top-level
    /// layers, not removed.
    private func isInScene(_ layer: Layer, _ scene: Scene) -> Bool {
        var current: Layer? = layer
        while let candidate = current {
            if scene.layers.contains(where: { $0 === candidate }) { return !wasRemoved(candidate) }
            current = candidate.superlayer
        }
        return false
    }

    /// Starts recording a layer and its sublayers. Layers joining after the start attach the
    /// animations they were given while detached, at the moment they join.
    func register(_ root: Layer, scene: Scene, isInitial: Bool = false) {
        for layer in root.subtree where indices[ObjectIdentifier(layer)] == nil {
            if !ids.insert(layer.id).inserted {
                // An id the code gave may pass to a new layer once the layer that had it has
                // left the scene (a sheet shown again makes its views anew); two at once is
                // an error.
                let given = layer.id
                let leftTheScene = !layer.idIsGenerated && !layers.contains { $0.id == given && isInScene($0, scene) }
                guard layer.idIsGenerated || leftTheScene || layer.idMayRepeat else {
                    scene.simulationErrors.append("layer id '\(layer.id)' is used twice; ids must be unique")
                    continue
                }
                // A made-up id taken by another layer (views made before the window that
                // restarted the count), or a given one taken over: the next free `~N` form,
                // in the order layers join.
                var count = 2
                while ids.contains("\(layer.id)~\(count)") { count += 1 }
                layer.id = "\(layer.id)~\(count)"
                ids.insert(layer.id)
                if leftTheScene {
                    scene.reportRecordingProblem(Timeline.warningPrefix + "layer id '\(given)' was had by a layer that has left the scene; the new layer with it is recorded as '\(layer.id)'", once: true)
                } else if !layer.idIsGenerated {
                    scene.reportRecordingProblem(Timeline.warningPrefix + "layer id '\(given)' is had by a reused cell still in the scene (a cell keeps the id it was first recorded with, whatever row it shows later); the new cell with it is recorded as '\(layer.id)'", once: true)
                }
            }
            indices[ObjectIdentifier(layer)] = layers.count
            layers.append(layer)
            initialValues.append(layer.modelValues)
            initialClocks.append(layer.clock)
            insertionTimes.append(isInitial ? nil : scene.now)
            layer.attached.removeAll()
            layer.recorder = scene
            guard !isInitial else { continue }
            for (key, animation, observer) in layer.setupAnimations {
                scene.record(.add(key, animation), on: layer, observer: observer)
            }
        }
    }

    /// Notes a layer that left the tree.
    func noteRemoval(of layer: Layer) {
        if !removed.contains(where: { $0 === layer }) { removed.append(layer) }
    }

    /// Whether a layer left the tree during the run.
    func wasRemoved(_ layer: Layer) -> Bool { removed.contains { $0 === layer } }

    /// Orders of siblings that changed while the run went on: for each parent (nil: the
    /// scene's top-level layers), the order before the first change and after each change, as
    /// run indices. A parent without changes keeps its order (the timeline reads it at the end).
    private(set) var siblingOrders: [ObjectIdentifier?: [(time: Double, order: [Int])]] = [:]

    /// Notes that `parent`'s sublayers (or the scene's top-level layers, for nil) go from
    /// `before` to `after` at `time`, one of them brought to another place (`bringSubviewToFront`,
    /// `addSubview` of a subview already there).
    func noteReorder(of parent: Layer?, from before: [Layer], to after: [Layer], at time: Double) {
        let key = parent.map(ObjectIdentifier.init)
        if siblingOrders[key] == nil { siblingOrders[key] = [(-.infinity, indices(before))] }
        siblingOrders[key]?.append((time, indices(after)))
    }

    /// Notes a layer added among `parent`'s sublayers (nil: the top-level layers), now in the
    /// order `after`. Only a parent whose order changed before needs it: otherwise the order at
    /// the end holds at every time (a layer added shows from when it was added).
    func noteInsertion(into parent: Layer?, order after: [Layer], at time: Double) {
        let key = parent.map(ObjectIdentifier.init)
        guard siblingOrders[key] != nil else { return }
        siblingOrders[key]?.append((time, indices(after)))
    }

    private func indices(_ layers: [Layer]) -> [Int] { layers.compactMap(index(of:)) }

    /// A recorded layer put into the tree again: the timeline keeps one place per layer, so
    /// moving a layer to another parent or re-adding it while the scene runs is reported rather
    /// than drawn wrongly (a move among its siblings is an order change).
    func moved(_ layer: Layer, scene: Scene) {
        let what = removed.contains { $0 === layer } ? "added again after its removal" : "moved to another layer"
        scene.simulationErrors.append("layer '\(layer.id)' is \(what) at \(DecimalText.sixDecimals(scene.now)) s; "
            + "a recording keeps each layer under one parent: build the tree before the recording, or add a new layer")
    }
}
