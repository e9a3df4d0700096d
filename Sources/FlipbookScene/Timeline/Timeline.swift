import FlipbookTiming

/// An animation as attached to a layer: when, and until when.
struct Attachment: Sendable {
    let key: String
    /// The animation with its beginTime resolved to the layer's local time.
    let animation: Animation
    let attachTime: Double
    /// When it was removed or replaced, if it was.
    var detachTime: Double?
    /// Scene time at which its active duration ends (`.infinity` if never).
    let endTime: Double
}

/// The order of a layer's sublayers (or of the top-level layers) from a time on, as track
/// indices, back to front.
struct SiblingOrder: Sendable {
    let time: Double
    let children: [Int]
}

/// One layer's history: its start state, model changes and attached animations.
struct LayerTrack: Sendable {
    let id: String
    let kind: LayerKind
    let parent: Int?
    /// The sublayers, back to front, as they are at the end.
    var children: [Int]
    /// Their orders over time when code brought one to another place while recording: the
    /// order before the first change, then after each (empty when the order never changed).
    var childOrders: [SiblingOrder] = []
    /// The layer's masks, in the order set: at any time the last one present masks it.
    var masks: [Int] = []
    /// The layer's own clock at the start, and its changes.
    let initialClock: MediaTiming
    var clockChanges: [(time: Double, clock: MediaTiming)] = []
    let initialValues: [LayerProperty: AnimationValue]
    var changes: [(time: Double, keyPath: LayerKeyPath, value: AnimationValue)] = []
    var attachments: [Attachment] = []
    /// When the layer joined the tree, if it was not there from the start.
    var insertionTime: Double?
    /// When the layer left the tree, if it did.
    var removalTime: Double?

    /// The layer's own clock in effect at a time.
    func clock(at time: Double) -> MediaTiming {
        clockChanges.last { $0.time <= time }?.clock ?? initialClock
    }

    /// The model value of a property at a time: the start value, then every change up to it.
    func modelValue(_ property: LayerProperty, at time: Double, droppingLast: Bool = false) -> AnimationValue {
        var relevant = changes.filter { $0.time <= time && $0.keyPath.property == property }
        if droppingLast, !relevant.isEmpty { relevant.removeLast() }
        return relevant.reduce(initialValues[property] ?? property.defaultValue) { value, change in
            change.keyPath.write(change.value, into: value)
        }
    }
}

/// A simulated scene: immutable, `Sendable`, and sampled by the pure function `presentation(at:)`.
public struct Timeline: Sendable {
    /// The scene's name.
    public let name: String
    /// The drawing area.
    public let canvas: Canvas
    /// Length in seconds.
    public let duration: Double
    /// The folder relative file names are resolved against.
    public let resourceDirectory: String
    /// The scene's `animationsMayOutlastTheScene`.
    public let animationsMayOutlastTheScene: Bool
    /// The event log: adds, starts, stops, completions, …, in the order the simulation performed them.
    public let events: [SceneEvent]
    /// Times of UIKit completions that fell after the scene's duration and were not run.
    public let completionsAfterEnd: [Double]
    /// The scene's own golden-check tolerances.
    public let golden: GoldenSettings
    /// Where the scene file names each image (`layers[3].contents`), by its path.
    public let imageReferences: [String: String]
    /// What a recording of live code could not model (an animation of an unknown key path, a
    /// value of the wrong type): the timeline shows everything else. Scene files never have
    /// problems (they are errors there); golden checks fail on any but warnings.
    public let problems: [String]

    /// How a warning starts: something the recording animates as iOS does but the code should
    /// not rely on (keyframe arrays whose counts do not match). Warnings are listed in
    /// `problems` and printed, but fail no golden check and are not thrown by `record`.
    public static let warningPrefix = "warning: "

    /// Whether a problem is a warning.
    public static func isWarning(_ problem: String) -> Bool { problem.hasPrefix(warningPrefix) }
    let layers: [LayerTrack]
    /// The orders of the top-level layers over time, as `LayerTrack.childOrders`.
    let rootOrders: [SiblingOrder]

    /// A timeline with nothing in it but problems: a recording that could not start.
    init(failed scene: Scene, problems: [String]) {
        name = scene.name
        canvas = scene.canvas
        duration = scene.duration ?? 0
        resourceDirectory = scene.resourceDirectory
        animationsMayOutlastTheScene = scene.animationsMayOutlastTheScene
        events = []
        completionsAfterEnd = []
        golden = scene.golden
        imageReferences = scene.imageReferences
        self.problems = problems
        layers = []
        rootOrders = []
    }

    init(scene: Scene, run: SimulationRun, operations: [TimedOperation], events: [SceneEvent],
         problems: [String] = []) throws(SceneError) {
        self.problems = problems
        name = scene.name
        canvas = scene.canvas
        resourceDirectory = scene.resourceDirectory
        animationsMayOutlastTheScene = scene.animationsMayOutlastTheScene
        // Tracks go depth first, back to front, whenever their layers joined the run.
        let sceneLayers = scene.layers.flatMap(\.subtree).filter { run.index(of: $0) != nil }
        let indices = Dictionary(uniqueKeysWithValues: sceneLayers.enumerated().map { (ObjectIdentifier($1), $0) })
        // A mask replaced during the run has left its layer (no superlayer) but keeps that
        // layer's place and clock for the time it masked it: it is never a layer of its own.
        var maskedLayer: [ObjectIdentifier: Layer] = [:]
        for layer in sceneLayers {
            for mask in layer.replacedMasks + [layer.mask].compactMap({ $0 }) { maskedLayer[ObjectIdentifier(mask)] = layer }
        }
        var tracks = sceneLayers.enumerated().map { index, layer in
            // Every layer in the list is recorded (filtered above).
            let runIndex = run.index(of: layer) ?? 0
            let parent = layer.superlayer ?? maskedLayer[ObjectIdentifier(layer)]
            var track = LayerTrack(
                id: layer.id, kind: layer.kind, parent: parent.flatMap { indices[ObjectIdentifier($0)] },
                children: layer.sublayers.compactMap { indices[ObjectIdentifier($0)] },
                initialClock: run.initialClocks[runIndex], initialValues: run.initialValues[runIndex])
            track.masks = (layer.replacedMasks + [layer.mask].compactMap { $0 }).compactMap { indices[ObjectIdentifier($0)] }
            track.insertionTime = run.insertionTimes[runIndex]
            return track
        }
        let trackOfRunIndex = Dictionary(uniqueKeysWithValues: sceneLayers.enumerated().map { index, layer in
            (run.index(of: layer) ?? 0, index)
        })
        func tracked(_ orders: [(time: Double, order: [Int])]) -> [SiblingOrder] {
            orders.map { SiblingOrder(time: $0.time, children: $0.order.compactMap { trackOfRunIndex[$0] }) }
        }
        rootOrders = tracked(run.siblingOrders[nil] ?? [])
        for (key, orders) in run.siblingOrders {
            guard let key, let track = indices[key] else { continue }
            tracks[track].childOrders = tracked(orders)
        }
        // Tracks are changed in place and attachments still attached are found by key, so a
        // layer with thousands of animations is not copied or searched at each operation.
        var attachedByKey: [[String: [Int]]] = Array(repeating: [:], count: tracks.count)
        for operation in operations {
            let time = operation.time
            // Operations on layers that left the tree before the run ended belong to no track.
            guard let trackIndex = trackOfRunIndex[operation.layerIndex] else { continue }
            func detach(_ indices: [Int]) {
                for index in indices { tracks[trackIndex].attachments[index].detachTime = time }
            }
            switch operation.operation {
            case .set(let keyPath, let value):
                tracks[trackIndex].changes.append((time, keyPath, value))
            case .add(let key, let animation):
                detach(attachedByKey[trackIndex].removeValue(forKey: key) ?? [])
                let chain = Self.clockChain(of: trackIndex, at: time, in: tracks)
                attachedByKey[trackIndex][key, default: []].append(tracks[trackIndex].attachments.count)
                tracks[trackIndex].attachments.append(Attachment(key: key, animation: animation, attachTime: time,
                                                                 endTime: LayerClock.endTime(of: animation, chain: chain)))
            case .setClock(let clock):
                tracks[trackIndex].clockChanges.append((time, clock))
            case .remove(let key):
                detach(attachedByKey[trackIndex].removeValue(forKey: key) ?? [])
            case .removeAll:
                detach(attachedByKey[trackIndex].values.flatMap { $0 })
                attachedByKey[trackIndex] = [:]
            case .removeFromSuperlayer:
                tracks[trackIndex].removalTime = tracks[trackIndex].removalTime ?? time
            }
        }
        layers = tracks
        self.events = events
        completionsAfterEnd = scene.completionsAfterEnd
        golden = scene.golden
        imageReferences = scene.imageReferences
        if let explicit = scene.duration {
            duration = explicit
        } else {
            duration = try Self.naturalDuration(tracks, operations)
        }
    }

    /// Without an explicit duration: until the last change or animation end.
    private static func naturalDuration(_ tracks: [LayerTrack], _ operations: [TimedOperation]) throws(SceneError) -> Double {
        var end = operations.map(\.time).max() ?? 0
        for track in tracks {
            for attachment in track.attachments {
                let stop = min(attachment.endTime, attachment.detachTime ?? .infinity)
                guard stop.isFinite else {
                    throw SceneError("animation '\(attachment.key)' on layer '\(track.id)' never ends; "
                        + "give the scene a duration")
                }
                end = max(end, stop)
            }
        }
        return end
    }

    /// The clocks from the outermost layer down to a track's own, as they were at a time.
    /// Walks up the parents iteratively: trees may be a thousand levels deep.
    static func clockChain(of index: Int, at time: Double, in tracks: [LayerTrack]) -> [MediaTiming] {
        var chain: [MediaTiming] = []
        var current: Int? = index
        while let at = current {
            chain.append(tracks[at].clock(at: time))
            current = tracks[at].parent
        }
        return chain.reversed()
    }

    /// Every track's local time at a scene time, parents first (tracks are in depth-first
    /// order, so a parent's time is known before its children's).
    func localTimes(at time: Double) -> [Double] {
        var times = [Double](repeating: time, count: layers.count)
        for index in layers.indices {
            let parentTime = layers[index].parent.map { times[$0] } ?? time
            times[index] = layers[index].clock(at: time).localTime(fromParent: parentTime)
        }
        return times
    }

    /// Ids of every layer, depth first, back to front.
    public var layerIDs: [String] { layers.map(\.id) }

    /// The kind of the layer with an id.
    public func kind(ofLayer id: String) -> LayerKind? {
        layers.first { $0.id == id }?.kind
    }

    /// The presentation tree at a scene time: every layer's model values with its animations applied.
    public func presentation(at time: Double) -> PresentationTree {
        let roots = (rootOrders.last { $0.time <= time }?.children ?? layers.indices.filter { layers[$0].parent == nil })
            .filter { isPresent($0, at: time) }
        return PresentationTree(time: time, canvas: canvas, layers: build(roots, at: time))
    }

    /// A track's sublayers present at a time, back to front in the order they had then.
    private func children(of index: Int, at time: Double) -> [Int] {
        let track = layers[index]
        return (track.childOrders.last { $0.time <= time }?.children ?? track.children).filter { isPresent($0, at: time) }
    }

    private func isPresent(_ index: Int, at time: Double) -> Bool {
        (layers[index].insertionTime ?? -.infinity) <= time && time < (layers[index].removalTime ?? .infinity)
    }

    /// The layers at `indices` with their subtrees as they are at `time`. A replicator's copies
    /// are its sublayers built again at `time − k × instanceDelay` (Core Animation's delay: each
    /// copy runs its sublayers' animations that much later).
    private func build(_ indices: [Int], at time: Double) -> [PresentationLayer] {
        let local = localTimes(at: time)
        func node(_ index: Int) -> PresentationLayer {
            let values = presentationValues(ofLayerAt: index, time: time, localTime: local[index])
            let present = children(of: index, at: time)
            var instances: [[PresentationLayer]] = []
            let layer = PresentationLayer(id: layers[index].id, kind: layers[index].kind, values: values,
                                          sublayers: present.map(node))
            if layer.instanceCount > 1 {
                let delay = layer[.instanceDelay].number ?? 0
                for copy in 1..<layer.instanceCount {
                    let shifted = time - Double(copy) * delay
                    instances.append(delay == 0 ? layer.sublayers
                        : build(children(of: index, at: shifted), at: shifted))
                }
            }
            let mask = layers[index].masks.last { isPresent($0, at: time) }.map(node)
            return PresentationLayer(id: layer.id, kind: layer.kind, values: values, sublayers: layer.sublayers,
                                     instances: instances,
                                     transition: transition(ofLayerAt: index, time: time, localTime: local[index], placedAs: values),
                                     mask: mask)
        }
        return indices.map(node)
    }

    /// The newest `CATransition` in effect on a layer, with the layer's look a microsecond (one
    /// step of the scene clock) before the transition was added: the picture it starts from.
    /// That picture is placed where the layer is now (`current`'s position, anchor, transform
    /// and depth): a transition changes what a layer draws, not where, so a view that scales
    /// while it cross-dissolves shows both pictures at the scale `values` reads.
    private func transition(ofLayerAt index: Int, time: Double, localTime: Double,
                            placedAs current: [LayerProperty: AnimationValue]) -> PresentationTransition? {
        for attachment in layers[index].attachments.reversed()
        where attachment.attachTime <= time && time < (attachment.detachTime ?? .infinity) {
            guard case .transition(let kind, let direction) = attachment.animation.content,
                  let progress = attachment.animation.transitionProgress(atLocalTime: localTime) else { continue }
            let before = attachment.attachTime - 1e-6
            guard isPresent(index, at: before), let old = build([index], at: before).first else { return nil }
            return PresentationTransition(kind: kind, direction: direction, progress: progress,
                                          old: old.placed(like: current))
        }
        return nil
    }

    /// The presentation value at a key path of one layer, or nil for an unknown layer id.
    ///
    /// An angle (`transform.rotation.x/.y/.z`) that animations of exactly that key path drive
    /// reads as the animated angle, continuous past ±π (a 0 → π flip reads 0 → π, a spin keeps
    /// growing); otherwise angles are decomposed from the transform, within −π…π.
    public func value(ofLayer id: String, at keyPath: LayerKeyPath, time: Double) -> AnimationValue? {
        guard let index = layers.firstIndex(where: { $0.id == id }) else { return nil }
        if let angle = animatedAngle(ofLayerAt: index, at: keyPath, time: time) { return .number(angle) }
        let values = presentationValues(ofLayerAt: index, time: time, only: keyPath.property)
        return keyPath.read(from: values[keyPath.property] ?? keyPath.property.defaultValue)
    }

    /// The angle at a rotation key path while only animations of that key path drive the
    /// transform: the model's angle, then each live animation's angle replacing it or (additive)
    /// added to it, in the order added, as numbers rather than through a matrix. Nil when the
    /// key path is no angle, nothing animates it, or another animation moves the transform too.
    private func animatedAngle(ofLayerAt index: Int, at keyPath: LayerKeyPath, time: Double) -> Double? {
        guard keyPath.property == .transform, let component = keyPath.component,
              [.rotationX, .rotationY, .rotationZ].contains(component) else { return nil }
        let track = layers[index]
        let live = track.attachments.filter { $0.attachTime <= time && time < ($0.detachTime ?? .infinity) }
        func touchesTransform(_ animation: Animation) -> Bool {
            if case .group(let children) = animation.content { return children.contains(where: touchesTransform) }
            return animation.keyPath?.property == .transform
        }
        func drivesExactly(_ animation: Animation) -> Bool {
            if case .group = animation.content { return false }
            return animation.keyPath == keyPath
        }
        let driving = live.filter { touchesTransform($0.animation) }
        guard !driving.isEmpty, driving.allSatisfy({ drivesExactly($0.animation) }) else { return nil }
        let localTime = LayerClock.localTime(time, chain: Self.clockChain(of: index, at: time, in: layers))
        var angle = keyPath.read(from: track.modelValue(.transform, at: time)).number ?? 0
        for attachment in driving {
            let lookup = ModelLookup(
                current: { $0.read(from: track.modelValue($0.property, at: time)) },
                previous: { $0.read(from: track.modelValue($0.property, at: attachment.attachTime, droppingLast: true)) })
            for contribution in attachment.animation.contributions(atParentTime: localTime, isGroupChild: false, model: lookup)
            where contribution.keyPath == keyPath {
                guard let value = contribution.value.number else { continue }
                angle = contribution.isAdditive ? angle + value : value
            }
        }
        return angle
    }

    /// Model values at `time`, then every live animation in the order added: a non-additive
    /// one replaces the value so far, an additive one adds to it (timing.md §3–4).
    /// With `only`, just that property is resolved (what a single-key query needs).
    private func presentationValues(
        ofLayerAt index: Int, time: Double, localTime: Double? = nil, only wanted: LayerProperty? = nil
    ) -> [LayerProperty: AnimationValue] {
        let track = layers[index]
        var model: [LayerProperty: AnimationValue] = [:]
        for property in Set(track.initialValues.keys).union(track.changes.map(\.keyPath.property))
        where wanted == nil || property == wanted {
            model[property] = track.modelValue(property, at: time)
        }
        let live = track.attachments.filter { $0.attachTime <= time && time < ($0.detachTime ?? .infinity) }
        return Animation.present(
            live.map(\.animation),
            atLocalTime: localTime ?? LayerClock.localTime(time, chain: Self.clockChain(of: index, at: time, in: layers)),
            model: model,
            previous: { index, keyPath in
                keyPath.read(from: track.modelValue(keyPath.property, at: live[index].attachTime, droppingLast: true))
            },
            only: wanted)
    }
}
