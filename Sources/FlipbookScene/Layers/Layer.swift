import FlipbookTiming

/// A layer in a scene (`CALayer`): identity, model values, sublayers and attached animations.
///
/// Setting a property or adding an animation inside a scene's `at(_:_:)` action records it at
/// that scene time; doing so while building the scene sets the initial state.
public final class Layer {
    /// Unique within a scene; scene files and CLI key paths name layers by it. Rename a layer
    /// only before it is recorded: events and operations name it by the id it had then.
    public var id: String
    /// Whether `id` was made up for a layer nobody named (`UIView-3`) rather than given: a
    /// recording renames such a layer when its id is taken, where a given id used twice is an
    /// error.
    public var idIsGenerated = false
    /// Whether a given id may be had by another layer still in the scene: a reusable cell's,
    /// whose id the code sets from the row it shows while the id a layer was recorded with
    /// stays. A recording renames such a layer when its id is taken (with a warning).
    public var idMayRepeat = false
    /// What the layer draws.
    public let kind: LayerKind
    /// Sublayers, back to front.
    public private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of; for a mask, the layer it masks (whose bounds
    /// coordinates and time it lives in).
    public private(set) weak var superlayer: Layer?
    /// The layer whose alpha masks this one, its sublayers and its shadow (`CALayer.mask`):
    /// placed in this layer's bounds coordinates, never drawn itself, animated like any layer.
    public private(set) var mask: Layer?
    /// Masks replaced while a recording ran: the timeline keeps them, as it keeps removed
    /// sublayers, to show each until it was replaced.
    private(set) var replacedMasks: [Layer] = []
    /// The layer's clock (`CALayer` adopts `CAMediaTiming`): speed, timeOffset, beginTime.
    /// Changing it while a recording runs is recorded (the pause-and-resume recipe).
    public var clock = MediaTiming() {
        didSet { recorder?.clockChanged(on: self) }
    }
    /// Whether a view owns the layer; view-backed layers get no implicit animations, and their
    /// changes inside a UIKit animation block animate the UIKit way.
    public var isViewBacked = false

    /// Model values that differ from the defaults.
    private(set) var modelValues: [LayerProperty: AnimationValue] = [:]
    /// The scene that records this layer's changes while it simulates.
    weak var recorder: Scene?
    /// The scene recording this layer now, if any.
    public var scene: Scene? { recorder }
    /// Animations attached now, in the order added (simulation state).
    var attached = AttachedAnimations()
    /// Animations added while building the scene; they attach at time 0 (or when the layer
    /// joins a recording).
    private(set) var setupAnimations: [(key: String, animation: Animation, observer: AnimationObserver?)] = []
    /// The keys in `setupAnimations`, so adding thousands of animations does not search them.
    private var setupKeys: Set<String> = []

    /// Creates a detached layer.
    public init(id: String, kind: LayerKind = .layer) {
        self.id = id
        self.kind = kind
    }

    /// Ids of layers that could not be added because they contain this one (a cycle).
    var refusedSublayers: [String] = []

    /// Adds a sublayer on top of the others (`addSublayer`).
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts a sublayer at an index (0 = backmost).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        if let recorder, let run = recorder.run, run.index(of: layer) != nil {
            // A recorded sublayer brought to another place among its siblings: the order
            // changes from now on. Anything else (another parent, a layer removed) is reported.
            guard layer.superlayer === self, sublayers.contains(where: { $0 === layer }), !run.wasRemoved(layer) else {
                return run.moved(layer, scene: recorder)
            }
            let before = sublayers
            sublayers.removeAll { $0 === layer }
            sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
            if sublayers.map(ObjectIdentifier.init) != before.map(ObjectIdentifier.init) {
                run.noteReorder(of: self, from: before, to: sublayers, at: recorder.now)
            }
            return
        }
        guard !refusesAsLoop(layer) else { return }
        layer.superlayer?.sublayers.removeAll { $0 === layer }
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
        layer.superlayer = self
        // Added while its scene records: it appears from now on, at its place among the others.
        if let recorder, let run = recorder.run {
            run.register(layer, scene: recorder)
            run.noteInsertion(into: self, order: sublayers, at: recorder.now)
        }
    }

    /// Whether `layer` is this layer or one it lives in, so taking it in (as a sublayer or a
    /// mask) would make the tree a loop; Core Animation throws, and the scene reports it when
    /// simulated, so the refusal is noted.
    private func refusesAsLoop(_ layer: Layer) -> Bool {
        var ancestor: Layer? = self
        while let current = ancestor {
            if current === layer {
                refusedSublayers.append(layer.id)
                return true
            }
            ancestor = current.superlayer
        }
        return false
    }

    /// Inserts a sublayer just below a sibling (`insertSublayer(_:below:)`).
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        insertSublayer(layer, at: sublayers.firstIndex { $0 === sibling } ?? 0)
    }

    /// Detaches the layer from its superlayer. During simulation the layer stops being drawn
    /// from this moment (the tree itself stays as built) and the event log says `removed`.
    public func removeFromSuperlayer() {
        if let recorder {
            recorder.record(.removeFromSuperlayer, on: self)
            recorder.log(.removed, id)
            recorder.run?.noteRemoval(of: self)
            return
        }
        detachFromSuperlayer()
    }

    /// Takes the layer out of its superlayer's list (or off the layer it masks).
    func detachFromSuperlayer() {
        superlayer?.sublayers.removeAll { $0 === self }
        if superlayer?.mask === self { superlayer?.mask = nil }
        superlayer = nil
    }

    /// Masks this layer with another (`mask = layer`; nil removes the mask). The mask leaves
    /// any tree it was in first. During a recording the old mask stops masking and the new one
    /// starts now, with the animations it was given while detached.
    public func setMask(_ newMask: Layer?) {
        guard newMask !== mask else { return }
        if let newMask, refusesAsLoop(newMask) { return }
        if let old = mask {
            if let recorder, recorder.run?.index(of: old) != nil {
                recorder.record(.removeFromSuperlayer, on: old)
                replacedMasks.append(old)
            }
            old.superlayer = nil
        }
        mask = nil
        guard let newMask else { return }
        if newMask.superlayer != nil { newMask.detachFromSuperlayer() }
        mask = newMask
        newMask.superlayer = self
        if let recorder, let run = recorder.run { run.register(newMask, scene: recorder) }
    }

    /// Hides or shows the layer (`isHidden`); during simulation the event log says `hidden`.
    public func setHidden(_ hidden: Bool) {
        self[.hidden] = .bool(hidden)
        recorder?.log(.hidden, id, [("hidden", String(hidden))])
    }

    /// The model value of a whole property.
    public subscript(property: LayerProperty) -> AnimationValue {
        get { modelValues[property] ?? property.defaultValue }
        set { setValue(newValue, for: LayerKeyPath(property)) }
    }

    /// The model value at a key path (`value(forKeyPath:)`).
    public func value(for keyPath: LayerKeyPath) -> AnimationValue {
        keyPath.read(from: self[keyPath.property])
    }

    /// Sets the model value at a key path (`setValue(_:forKeyPath:)`); the value must be of the path's kind.
    ///
    /// During simulation a standalone layer (one no view owns) animates the change implicitly,
    /// as Core Animation does: 0.25 s on the `default` curve, or as the enclosing
    /// `Scene.transaction` says (which can also disable actions).
    public func setValue(_ value: AnimationValue, for keyPath: LayerKeyPath) {
        let presentationBefore = recorder.map { $0.presentationValue(of: self, at: LayerKeyPath(keyPath.property)) }
        modelValues[keyPath.property] = keyPath.write(value, into: self[keyPath.property])
        guard let recorder else { return }
        recorder.record(.set(keyPath, value), on: self)
        if !isViewBacked, let presentationBefore {
            recorder.addImplicitAnimation(on: self, property: keyPath.property, from: presentationBefore)
        }
    }

    /// Attaches an animation under a key, replacing any with the same key (`add(_:forKey:)`).
    public func add(_ animation: Animation, forKey key: String) {
        add(animation, forKey: key, observer: nil)
    }

    /// Attaches an animation and tells `observer` when it starts and stops, at those scene
    /// times (what a `CAAnimationDelegate` hears).
    public func add(_ animation: Animation, forKey key: String, observer: AnimationObserver?) {
        guard let recorder else {
            if setupKeys.contains(key) { setupAnimations.removeAll { $0.key == key } }
            setupAnimations.append((key, animation, observer))
            setupKeys.insert(key)
            return
        }
        recorder.record(.add(key, animation), on: self, observer: observer)
    }

    /// The animation attached under a key now, if it is still attached (`animation(forKey:)`).
    public func animation(forKey key: String) -> Animation? {
        guard let recorder else { return setupAnimations.first { $0.key == key }?.animation }
        recorder.pruneFinished(on: self)
        return attached.first { $0.key == key }?.animation
    }

    /// The keys of the animations attached now, in the order added (`animationKeys()`).
    public var animationKeys: [String] {
        guard let recorder else { return setupAnimations.map(\.key) }
        recorder.pruneFinished(on: self)
        return attached.map(\.key)
    }

    /// Detaches the animation under a key (`removeAnimation(forKey:)`).
    public func removeAnimation(forKey key: String) {
        guard let recorder else {
            setupAnimations.removeAll { $0.key == key }
            setupKeys.remove(key)
            return
        }
        recorder.record(.remove(key), on: self)
    }

    /// Detaches every animation (`removeAllAnimations()`).
    public func removeAllAnimations() {
        guard let recorder else {
            setupAnimations = []
            setupKeys = []
            return
        }
        recorder.record(.removeAll, on: self)
    }

    /// Restores model values (used to rerun a simulation from the same start).
    func restore(_ values: [LayerProperty: AnimationValue]) {
        modelValues = values
        attached.removeAll()
    }

    /// This layer and every layer below it, depth first, back to front, each layer's masks
    /// (replaced ones first) before its sublayers (iterative: trees may be a thousand levels deep).
    var subtree: [Layer] {
        var result: [Layer] = []
        var stack: [Layer] = [self]
        while let layer = stack.popLast() {
            result.append(layer)
            stack.append(contentsOf: layer.sublayers.reversed())
            stack.append(contentsOf: (layer.replacedMasks + [layer.mask].compactMap { $0 }).reversed())
        }
        return result
    }

    /// The clocks from the outermost layer down to this one.
    var clockChain: [MediaTiming] {
        var chain: [MediaTiming] = []
        var layer: Layer? = self
        while let current = layer {
            chain.append(current.clock)
            layer = current.superlayer
        }
        return chain.reversed()
    }
}

// Typed accessors for the common properties, so Swift scenes read like UIKit code.
extension Layer {
    /// The centre in the superlayer's coordinates (`position`).
    public var position: Point {
        get { if case .point(let point) = self[.position] { return point }; return .zero }
        set { self[.position] = .point(newValue) }
    }

    /// The layer's own rectangle (`bounds`).
    public var bounds: Rect {
        get { if case .rect(let rect) = self[.bounds] { return rect }; return .zero }
        set { self[.bounds] = .rect(newValue) }
    }

    /// `transform`.
    public var transform: Transform3D {
        get { if case .transform(let transform) = self[.transform] { return transform }; return .identity }
        set { self[.transform] = .transform(newValue) }
    }

    /// `opacity`.
    public var opacity: Double {
        get { self[.opacity].number ?? 1 }
        set { self[.opacity] = .number(newValue) }
    }

    /// `backgroundColor`.
    public var backgroundColor: Color {
        get { if case .color(let color) = self[.backgroundColor] { return color }; return .clear }
        set { self[.backgroundColor] = .color(newValue) }
    }
}
