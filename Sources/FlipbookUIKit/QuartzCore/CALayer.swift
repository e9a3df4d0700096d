import Foundation
import FlipbookScene
import FlipbookTiming

/// `CALayer`: what is drawn, with Core Animation's property names and behaviour.
///
/// A standalone layer (one no view owns) animates property changes implicitly while a
/// recording runs: 0.25 s on the `default` curve, or as the open `CATransaction` says. A view's
/// layer changes at once, except inside a `UIView.animate` block, where it animates the
/// UIKit way. Outside a recording, changes only set the state a recording starts from.
open class CALayer: NSObject, CAMediaTiming, KeyValueCodingClass, KeyValueObserverClass, KeyValueContainer, @unchecked Sendable {
    /// Values set with `setValue(_:forKey:)` for keys of your own.
    package var undefinedKeyValues: [String: Any] = [:]
    /// Animations of properties of your own, in the order added (CustomPropertyAnimation.swift).
    var customAnimations: [CustomPropertyAnimation] = []

    /// A key of your own that `needsDisplay(forKey:)` names redraws the layer when set.
    package func undefinedKeyValueDidChange(forKey key: String) {
        if Self.needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// The properties key-value observing and `value(forKey:)` know by name (Objective-C names:
    /// `hidden` for `isHidden`).
    package class func keyValueKeyPaths() -> [String: AnyKeyPath] { keyPaths(Self.self) }

    private static func keyPaths<Layer: CALayer>(_: Layer.Type) -> [String: AnyKeyPath] {
        ["bounds": \Layer.bounds, "position": \Layer.position, "anchorPoint": \Layer.anchorPoint, "zPosition": \Layer.zPosition,
         "frame": \Layer.frame, "transform": \Layer.transform, "hidden": \Layer.isHidden, "opacity": \Layer.opacity,
         "cornerRadius": \Layer.cornerRadius, "borderWidth": \Layer.borderWidth, "backgroundColor": \Layer.backgroundColor,
         "superlayer": \Layer.superlayer, "name": \Layer.name]
    }

    /// Core Animation's key paths into a value (`transform.rotation.z`, `position.x`,
    /// `bounds.size.width`), read from the model as animations read them, as `NSNumber`s.
    package func keyValueExtraValue(forKeyPath keyPath: String) -> Any?? {
        guard keyPath.contains("."), let path = LayerKeyPath(keyPath), path.component != nil,
              case .number(let number) = engine.value(for: path) else { return nil }
        return .some(NSNumber(value: number))
    }

    /// Sets a number at one of those key paths (`setValue(.pi, forKeyPath: "transform.rotation.z")`),
    /// through the property's setter, so it animates as setting the property would.
    package func keyValueSetExtraValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath.contains("."), let path = LayerKeyPath(keyPath), path.component != nil else { return false }
        guard let number = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? CGFloat).map(Double.init) else {
            report("setValue(_:forKeyPath: \"\(keyPath)\"): \(value.map { "a \(type(of: $0))" } ?? "nil") is not a number: nothing was set")
            return true
        }
        change(path.property, path.write(.number(number), into: engine[path.property]))
        return true
    }

    /// Told of a change to a key path this object observes (`addObserver(_:forKeyPath:options:context:)`),
    /// inside the setter; override it. Not overridden, it lists a problem, as iOS raises an
    /// exception for a notification nobody handles.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        KeyValueObserving.reportUnhandled(keyPath, by: self)
    }

    /// The engine's layer, which the scene records.
    let engine: Layer
    /// Sublayers and superlayer as Swift code sees them (the engine keeps a removed layer in
    /// its tree until the recording ends, so it can say when it left).
    private var children: [CALayer] = []
    private weak var parent: CALayer?
    /// The owning view's `accessibilityIdentifier`, which names the layer first.
    var viewIdentifier: String?
    /// The id used when nobody named the layer.
    let generatedID: String
    /// Animations by key as added, for `animation(forKey:)`; nil-keyed ones get hidden keys.
    private var addedAnimations: [String: CAAnimation] = [:]
    private var anonymousKeys: Set<String> = []
    private var anonymousCount = 0
    /// Problems found before any recording (an animation added during setup that Flipbook
    /// cannot model); the recording that includes this layer reports them.
    var pendingProblems: [String] = []

    /// What the engine draws for this class.
    class var engineKind: LayerKind { .layer }

    /// Set while a view makes its layer, so the layer takes the view's type name.
    nonisolated(unsafe) static var creatingForViewType: String?

    /// A new layer.
    public override init() {
        let typeName = Self.creatingForViewType ?? String(describing: type(of: self))
        Self.creatingForViewType = nil
        generatedID = GeneratedNames.next(for: typeName)
        engine = Layer(id: generatedID, kind: Self.engineKind)
        engine.idIsGenerated = true
        super.init()
    }

    /// A copy of another layer's model values, as Core Animation makes for shadow copies such
    /// as the presentation layer. Subclasses override it to copy their own properties
    /// (`override init(layer: Any) { super.init(layer: layer) … }`), so it is designated.
    /// The copy has its own id and no sublayers or animations.
    public init(layer: Any) {
        let typeName = String(describing: type(of: self))
        generatedID = GeneratedNames.next(for: typeName)
        engine = Layer(id: generatedID, kind: Self.engineKind)
        engine.idIsGenerated = true
        super.init()
        guard let other = layer as? CALayer else { return }
        for property in LayerProperty.allCases where property.applies(to: engine.kind) && property.applies(to: other.engine.kind) {
            engine[property] = other.engine[property]
        }
    }

    /// A layer from an archive: none can be read on Linux, so this returns nil (it is
    /// `required`, as `NSCoding` makes it on iOS, so subclasses write it as they do there).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A layer holding a snapshot of another's values (`presentation()`, `model()`).
    init(snapshot: Layer, generatedID: String) {
        self.generatedID = generatedID
        engine = snapshot
        super.init()
    }

    /// A new layer of a class (a view's `layerClass`): the class's `flipbookMakeInstance()`.
    static func instance(of layerClass: AnyClass) -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            DrawingProblems.list(["layerClass \(layerClass) is not a CALayer class: the view got a CALayer"])
            return CALayer()
        }
        let layer = layerType.flipbookMakeInstance()
        if !(type(of: layer) == layerType), !String(reflecting: layerType).hasPrefix("FlipbookUIKit.") {
            layer.report("layerClass \(layerType) is a CALayer subclass of your own without flipbookMakeInstance(): the view got a "
                + "\(type(of: layer)), so its drawing and a cast to \(layerType) are not the class's (the FlipbookPort plugin writes it; or write "
                + "`override class func flipbookMakeInstance() -> CALayer { \(layerType)() }` in the class)")
        }
        return layer
    }

    /// A new layer of this class, for a view whose `layerClass` it is. Swift without the
    /// Objective-C runtime can make an instance of a class given as a value only through a
    /// `required` initializer, which `CALayer` does not have; so each class makes its own. The
    /// FlipbookPort plugin writes `override class func flipbookMakeInstance() -> CALayer { MyLayer() }`
    /// into your layer subclasses; code that does not go through it writes that line itself.
    /// Without it a subclass of your own gets the nearest Quartz Core class (and a view whose
    /// `layerClass` it is lists a problem).
    open class func flipbookMakeInstance() -> CALayer {
        switch self as AnyClass {
        case is UILabelLayer.Type: return UILabelLayer()
        case is CATextLayer.Type: return CATextLayer()
        case is UIImageViewLayer.Type: return UIImageViewLayer()
        case is CAShapeLayer.Type: return CAShapeLayer()
        case is CAEmitterLayer.Type: return CAEmitterLayer()
        case is CAGradientLayer.Type: return CAGradientLayer()
        case is CAReplicatorLayer.Type: return CAReplicatorLayer()
        default: return CALayer()
        }
    }

    // MARK: Identity

    /// The layer's name; it becomes the layer's id in the timeline unless its view has an
    /// `accessibilityIdentifier`.
    open var name: String? {
        didSet { updateID() }
    }

    /// The id the timeline uses: the view's `accessibilityIdentifier`, else `name`, else the
    /// generated `TypeName-N`.
    var resolvedID: String { viewIdentifier ?? name ?? generatedID }

    func updateID() {
        // Ids are fixed once a recording has the layer: events already name it.
        guard engine.scene == nil else { return }
        engine.id = resolvedID
        engine.idIsGenerated = viewIdentifier == nil && name == nil
    }

    // MARK: Geometry

    /// The layer's own rectangle.
    open var bounds: CGRect {
        get { CGRect(engine.bounds) }
        set {
            notifyingObservers(of: "bounds") {
                let oldSize = CGRect(engine.bounds).size
                change(.bounds, .rect(newValue.engineRect))
                if needsDisplayOnBoundsChange, newValue.size != oldSize { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint {
        get { CGPoint(engine.position) }
        set { notifyingObservers(of: "position") { change(.position, .point(newValue.enginePoint)) } }
    }

    /// The point of the bounds that sits at `position`, in unit coordinates.
    open var anchorPoint: CGPoint {
        get { CGPoint(engine.anchorPoint) }
        set { notifyingObservers(of: "anchorPoint") { change(.anchorPoint, .point(newValue.enginePoint)) } }
    }

    /// Depth order among siblings.
    open var zPosition: CGFloat {
        get { CGFloat(engine[.zPosition].number ?? 0) }
        set { notifyingObservers(of: "zPosition") { change(.zPosition, .number(Double(newValue))) } }
    }

    /// The rectangle in the superlayer, computed from bounds, position and anchor point (for
    /// an identity transform, as Core Animation documents `frame`).
    open var frame: CGRect {
        get {
            let (size, anchor, center) = (bounds.size, anchorPoint, position)
            return CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y,
                          width: size.width, height: size.height)
        }
        set {
            notifyingObservers(of: "frame") {
                let anchor = anchorPoint
                bounds = CGRect(origin: bounds.origin, size: newValue.size)
                position = CGPoint(x: newValue.origin.x + newValue.size.width * anchor.x,
                                   y: newValue.origin.y + newValue.size.height * anchor.y)
            }
        }
    }

    /// The transform about the anchor point.
    open var transform: CATransform3D {
        get { CATransform3D(engine.transform) }
        set { notifyingObservers(of: "transform") { change(.transform, .transform(newValue.transform3D)) } }
    }

    /// The transform as an affine one (z and perspective dropped).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The z of the point a 3-D transform turns the layer about (a cube's faces share a centre).
    open var anchorPointZ: CGFloat {
        get { number(.anchorPointZ) }
        set { change(.anchorPointZ, .number(Double(newValue))) }
    }

    /// Applied to the sublayers about the layer's anchor point: perspective shared by a group.
    open var sublayerTransform: CATransform3D {
        get { if case .transform(let transform) = engine[.sublayerTransform] { return CATransform3D(transform) }; return CATransform3DIdentity }
        set { change(.sublayerTransform, .transform(newValue.transform3D)) }
    }

    // MARK: Appearance

    /// Hidden layers draw nothing; the event log says `hidden` when it changes in a recording.
    open var isHidden: Bool {
        get { engine[.hidden] == .bool(true) }
        set { notifyingObservers(of: "hidden") { engine.setHidden(newValue) } }
    }

    /// Opacity, 0 to 1 (1 by default). Animatable.
    open var opacity: Float {
        get { Float(engine.opacity) }
        set { notifyingObservers(of: "opacity") { change(.opacity, .number(Double(newValue))) } }
    }

    /// The radius of the rounded corners of the background and border, and of the clip with
    /// `masksToBounds` (0 by default). Animatable.
    open var cornerRadius: CGFloat {
        get { number(.cornerRadius) }
        set { notifyingObservers(of: "cornerRadius") { change(.cornerRadius, .number(Double(newValue))) } }
    }

    /// The width of the border drawn inside the bounds (0 by default). Animatable.
    open var borderWidth: CGFloat {
        get { number(.borderWidth) }
        set { notifyingObservers(of: "borderWidth") { change(.borderWidth, .number(Double(newValue))) } }
    }

    /// The border's colour (opaque black by default). Animatable.
    open var borderColor: CGColor? {
        get { color(.borderColor) }
        set { change(.borderColor, .color(newValue?.color ?? .black)) }
    }

    /// The fill behind the contents; a pattern colour (`UIColor(patternImage:)`) tiles its image.
    open var backgroundColor: CGColor? {
        get {
            if case .string(let file) = engine[.backgroundPattern], !file.isEmpty { return CGColor(.clear, patternFile: file) }
            return color(.backgroundColor)
        }
        set {
            notifyingObservers(of: "backgroundColor") {
                if let file = newValue?.patternFile {
                    change(.backgroundPattern, .string(file))
                    change(.backgroundColor, .color(.clear))
                } else {
                    if case .string(let file) = engine[.backgroundPattern], !file.isEmpty { change(.backgroundPattern, .string("")) }
                    change(.backgroundColor, .color(newValue?.color ?? .clear))
                }
            }
        }
    }

    /// Whether sublayers and contents are clipped to the bounds and corner radius (false by default).
    open var masksToBounds: Bool {
        get { engine[.masksToBounds] == .bool(true) }
        set { change(.masksToBounds, .bool(newValue)) }
    }

    /// The shadow's colour (opaque black by default). Animatable.
    open var shadowColor: CGColor? {
        get { color(.shadowColor) }
        set { change(.shadowColor, .color(newValue?.color ?? .black)) }
    }

    /// The shadow's opacity, 0 to 1 (0, no shadow, by default). Animatable.
    open var shadowOpacity: Float {
        get { Float(number(.shadowOpacity)) }
        set { change(.shadowOpacity, .number(Double(newValue))) }
    }

    /// The shadow's offset ((0, −3) by default: above, in UIKit's coordinates). Animatable.
    open var shadowOffset: CGSize {
        get { if case .size(let size) = engine[.shadowOffset] { return CGSize(size) }; return CGSize(width: 0, height: -3) }
        set { change(.shadowOffset, .size(newValue.engineSize)) }
    }

    /// The shadow's blur radius (3 by default). Animatable.
    open var shadowRadius: CGFloat {
        get { number(.shadowRadius) }
        set { change(.shadowRadius, .number(Double(newValue))) }
    }

    /// The shadow's outline, instead of the layer's silhouette (nil: the silhouette).
    open var shadowPath: CGPath? {
        get { if case .path(let path) = engine[.shadowPath], !path.elements.isEmpty { return CGPath(path) }; return nil }
        set { change(.shadowPath, .path(newValue?.bezier ?? BezierPath())) }
    }

    /// How rounded corners bend. Corners are drawn circular here: a layer given `.continuous`
    /// (iOS's squircle, which starts bending earlier along the edges) is listed as a warning, as
    /// its rounded corners are not drawn as on iOS.
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet {
            guard cornerCurve == .continuous, oldValue != .continuous else { return }
            report("cornerCurve .continuous is drawn as .circular: rounded corners bend later along the edges than on iOS",
                   isWarning: true)
        }
    }

    /// Stored: a rasterized layer is drawn as a bitmap cached at `rasterizationScale` on iOS,
    /// which looks the same as drawing it at the screen's scale; Flipbook always draws layers
    /// at the frame's scale.
    open var shouldRasterize = false
    /// Stored (see `shouldRasterize`); 1 by default, as in QuartzCore.
    open var rasterizationScale: CGFloat = 1
    /// Stored; edges are always anti-aliased here.
    open var allowsEdgeAntialiasing = false
    /// Stored: a hint that the layer fills its bounds, which changes nothing drawn.
    open var isOpaque = false
    /// Stored: drawing off the main thread on iOS draws the same picture; a recording draws
    /// at each frame.
    open var drawsAsynchronously = false
    /// Whether the layer's opacity applies to it and its sublayers drawn together (true, as
    /// UIKit apps have it). False, where iOS fades each sublayer on its own, is listed as a
    /// warning: the group is still faded as one.
    open var allowsGroupOpacity = true {
        didSet {
            guard !allowsGroupOpacity, oldValue else { return }
            report("allowsGroupOpacity false is not drawn: the layer and its sublayers fade together", isWarning: true)
        }
    }

    /// The corners `cornerRadius` rounds (all four by default); the others stay square, for
    /// the background, the border, the clip of `masksToBounds` and the shadow alike.
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(engine[.maskedCorners].number ?? 15)) }
        set { engine.setValue(.number(Double(newValue.rawValue & 15)), for: LayerKeyPath(.maskedCorners)) }  // not animatable, as on iOS
    }

    /// A layer whose alpha channel masks this layer's content, sublayers and shadow, placed in
    /// this layer's bounds coordinates and animated like any layer. Apple: the mask "must not
    /// have a superlayer", else the behaviour is undefined; Flipbook takes it out of its
    /// superlayer first.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if let mask, mask.parent != nil { mask.detachFromParent() }
            mask?.updateTreeIDs()
            engine.setMask(mask?.engine)
        }
    }

    /// Whether the back of the layer is drawn when a 3-D turn shows it (true by default).
    open var isDoubleSided: Bool {
        get { engine[.doubleSided] != .bool(false) }
        set { change(.doubleSided, .bool(newValue)) }
    }

    /// An image (`CGImage`) drawn into the bounds as `contentsGravity` says.
    open var contents: Any? {
        didSet {
            let image = contents as? CGImage
            if contents != nil, image == nil {
                report("contents is a \(type(of: contents!)); Flipbook draws CGImage contents only (UIImage's .cgImage)")
            }
            change(.contents, .string(image?.file ?? ""))
        }
    }

    /// How the contents image fits the bounds (resize by default).
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: engine.string(.contentsGravity)) }
        set { change(.contentsGravity, .string(newValue.rawValue)) }
    }

    /// Pixels per point of the contents (1 by default): the size the gravities that do not
    /// resize draw the image at, and the size of `contentsCenter`'s caps. Frames take their own
    /// scale from `UIScreen.main.scale`.
    open var contentsScale: CGFloat {
        get { number(.contentsScale) }
        set { change(.contentsScale, .number(Double(newValue))) }
    }

    /// The part of the contents that stretches when the image is resized, in the unit square of
    /// the image (the whole image by default): the rest keeps its size, as the caps of a
    /// `UIImage.resizableImage(withCapInsets:)` do. Animatable.
    open var contentsCenter: CGRect {
        get {
            if case .rect(let rect) = engine[.contentsCenter] { return CGRect(rect) }
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        set { change(.contentsCenter, .rect(newValue.engineRect)) }
    }

    // MARK: Media timing

    open var beginTime: CFTimeInterval {
        get { engine.clock.beginTime }
        set { engine.clock.beginTime = newValue }
    }
    open var duration: CFTimeInterval {
        get { engine.clock.duration }
        set { engine.clock.duration = newValue }
    }
    open var speed: Float {
        get { Float(engine.clock.speed) }
        set { engine.clock.speed = Double(newValue) }
    }
    open var timeOffset: CFTimeInterval {
        get { engine.clock.timeOffset }
        set { engine.clock.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { Float(engine.clock.repeatCount) }
        set { engine.clock.repeatCount = Double(newValue) }
    }
    open var repeatDuration: CFTimeInterval {
        get { engine.clock.repeatDuration }
        set { engine.clock.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { engine.clock.autoreverses }
        set { engine.clock.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: engine.clock.fillMode.rawValue) }
        set { engine.clock.fillMode = newValue.engine }
    }

    /// A time in another layer's time space (nil: the recording's clock) in this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let sceneTime = l.map { $0.sceneTime(fromLocal: t) } ?? t
        return clockChain.reduce(sceneTime) { $1.localTime(fromParent: $0) }
    }

    /// A time in this layer's time space in another's (nil: the recording's clock).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let sceneTime = self.sceneTime(fromLocal: t)
        return l?.convertTime(sceneTime, from: nil) ?? sceneTime
    }

    private var clockChain: [MediaTiming] {
        var chain: [MediaTiming] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.insert(current.engine.clock, at: 0)
            layer = current.parent
        }
        return chain
    }

    private func sceneTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        clockChain.reversed().reduce(t) { time, clock in
            clock.speed == 0 ? clock.beginTime : (time - clock.timeOffset) / clock.speed + clock.beginTime
        }
    }

    // MARK: The layer tree

    /// Sublayers, back to front.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { parent }

    /// Adds a sublayer in front of the others.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts a sublayer at an index (0 = backmost).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        // Adding a sublayer where it already is changes nothing (code often calls
        // `addSublayer` again on a layer it added before): no move, in a recording or out.
        if layer.parent === self, let current = children.firstIndex(where: { $0 === layer }),
           min(Int(idx), children.count - 1) == current {
            return
        }
        layer.detachFromParent()
        let index = min(Int(idx), children.count)
        children.insert(layer, at: index)
        layer.parent = self
        layer.updateTreeIDs()
        engine.insertSublayer(layer.engine, at: index)
        layer.reportPendingProblems()
    }

    /// Inserts a sublayer just below a sibling (at the back when `sibl` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibl: CALayer?) {
        insertSublayer(layer, at: UInt32(children.firstIndex { $0 === sibl } ?? 0))
    }

    /// Inserts a sublayer just above a sibling (in front when `sibl` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibl: CALayer?) {
        let index = children.firstIndex { $0 === sibl }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer; in a recording it stops being drawn from now on
    /// and the event log says `removed`.
    open func removeFromSuperlayer() {
        guard parent != nil else { return }
        detachFromParent()
        engine.removeFromSuperlayer()
    }

    private func detachFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Refreshes the ids of this layer and everything below it (names set before joining).
    func updateTreeIDs() {
        updateID()
        for child in children { child.updateTreeIDs() }
    }

    /// This layer and every layer below it.
    var subtree: [CALayer] { [self] + children.flatMap(\.subtree) }

    // MARK: Animations

    /// Attaches a copy of an animation under a key (a nil key gets a hidden one; the delegate hears
    /// about the copy, which `animation(forKey:)` returns, as on iOS); an animation
    /// under the same key is removed first. An animation Flipbook cannot model (an unknown key
    /// path, a value of the wrong type) is reported by the recording, naming it and this layer.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let anim = anim.makeCopy()
        // Apple: `CATransaction.setAnimationDuration(_:)` "sets the animation duration used by
        // all animations within this transaction group", so one added with no duration of its
        // own takes the transaction's (0.25 s unless set): MarqueeLabel times its scroll so.
        if anim.duration == 0, !(anim is CASpringAnimation) { anim.duration = CATransaction.animationDuration() }
        (anim as? CAAnimationGroup)?.resolveChildDurations()
        if let property = anim as? CAPropertyAnimation, let keyPath = property.keyPath, LayerKeyPath(keyPath) == nil,
           Self.needsDisplay(forKey: keyPath) {
            return addCustomPropertyAnimation(property, of: keyPath, forKey: key)
        }
        let engineAnimation: Animation
        do {
            engineAnimation = try anim.engineAnimation(for: Self.engineKind)
        } catch {
            report("add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")): \(error.message)")
            return
        }
        let attachedKey: String
        if let key {
            attachedKey = key
        } else {
            anonymousCount += 1
            attachedKey = "#\(anonymousCount)"
            anonymousKeys.insert(attachedKey)
        }
        for warning in anim.engineWarnings() {
            report("add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")): \(warning)", isWarning: true)
        }
        addedAnimations[attachedKey] = anim
        let observer = anim.delegate.map { delegate in
            AnimationObserver(didStart: { delegate.animationDidStart(anim) },
                              didStop: { delegate.animationDidStop(anim, finished: $0) })
        }
        engine.add(engineAnimation, forKey: attachedKey, observer: observer)
    }

    /// Adds an animation of a property of your own (see CustomPropertyAnimation.swift).
    private func addCustomPropertyAnimation(_ anim: CAPropertyAnimation, of property: String, forKey key: String?) {
        let attachedKey = key ?? "#custom-\(customAnimations.count + 1)"
        switch CustomPropertyAnimation.make(anim, property: property, key: attachedKey, on: self) {
        case .failure(let error):
            report("add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")): \(error.message)")
        case .success(let animation):
            removeCustomAnimation(forKey: attachedKey)
            engine.removeAnimation(forKey: attachedKey)
            customAnimations.append(animation)
            animation.start()
        }
    }

    private func removeCustomAnimation(forKey key: String) {
        guard let index = customAnimations.firstIndex(where: { $0.key == key }) else { return }
        customAnimations.remove(at: index).remove()
    }

    /// The animation attached under a key, while it is attached.
    open func animation(forKey key: String) -> CAAnimation? {
        if let custom = customAnimations.first(where: { $0.key == key && !$0.key.hasPrefix("#custom-") }) { return custom.animation }
        guard !anonymousKeys.contains(key), engine.animation(forKey: key) != nil else { return nil }
        return addedAnimations[key]
    }

    /// The keys of the attached animations, in the order added; nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = engine.animationKeys.filter { !anonymousKeys.contains($0) }
            + customAnimations.map(\.key).filter { !$0.hasPrefix("#custom-") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under a key (its delegate hears `finished: false`).
    open func removeAnimation(forKey key: String) {
        removeCustomAnimation(forKey: key)
        engine.removeAnimation(forKey: key)
    }

    /// Removes every animation.
    open func removeAllAnimations() {
        for key in customAnimations.map(\.key) { removeCustomAnimation(forKey: key) }
        engine.removeAllAnimations()
    }

    // MARK: Display

    /// Marks the layer for redrawing at the next display pass (when a recording starts, and each
    /// time the code returns to the clock). A view's layer redraws its view (`draw(_:)`).
    open func setNeedsDisplay() {
        if let view = hostView { view.needsDisplayFlag = true } else { needsDisplayFlag = true }
    }

    /// Marks part of the layer for redrawing; the whole layer is redrawn.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Redraws the layer now if it needs it.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Whether the layer waits to be redrawn.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the layer's contents: asks the delegate's `display(_:)` if it has one, else draws
    /// `draw(in:)` into a bitmap `bounds` large at `contentsScale` and makes it the contents.
    open func display() {
        if let delegate, delegate.displaysLayer(self) { return }
        let area = bounds
        guard let context = backingStore(for: self, size: area.size, scale: contentsScale) else { return }
        context.translateBy(x: -area.minX, y: -area.minY)
        delegate?.layerWillDraw(self)
        UIGraphicsPushContext(context)
        DrawingProblems.drawing(layerNamed: engine.id) { withAnimatedCustomProperties { draw(in: context) } }
        UIGraphicsPopContext()
        contents = context.makeImage()
    }

    /// Draws the layer's content into `ctx`; the default asks the delegate's `draw(_:in:)` (a
    /// view's layer asks its view, which calls `draw(_:)`). Override it to draw (Core Animation
    /// calls it from `display()`).
    open func draw(in ctx: CGContext) {
        guard let hostView else { return delegate?.draw(self, in: ctx) ?? () }
        // Drawing runs on the main thread, where the display pass calls it.
        nonisolated(unsafe) let context = ctx
        MainActor.assumeIsolated { hostView.draw(self, in: context) }
    }

    /// Whether a change of `key` redraws the layer (false by default): a subclass names the
    /// properties of its own whose changes, and animations, redraw it (`@NSManaged var angle`),
    /// as Core Animation asks it.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether a bounds change redraws the layer (false by default).
    open var needsDisplayOnBoundsChange = false

    /// The object that draws the layer's content when the layer does not draw it itself.
    open weak var delegate: CALayerDelegate?

    /// Whether `display()` is due at the next display pass (layers not backing a view do not
    /// display until asked, as Core Animation's).
    var needsDisplayFlag = false

    /// The view whose layer this is.
    weak var hostView: UIView?
    /// Marks the layer for layout. No layout pass runs yet: nothing follows.
    open func setNeedsLayout() {}
    /// Lays the layer out at once if it needs it. No layout pass runs yet: nothing follows.
    open func layoutIfNeeded() {}
    /// Lays out sublayers; override it to position them. No layout pass runs yet, so it is called
    /// only by code that calls it.
    open func layoutSublayers() {}

    // MARK: Presentation

    /// The layer as it appears now: model values with the attached animations applied, at the
    /// recording's current virtual time (the model values outside a recording). A snapshot of
    /// the same class. For a `CALayer` subclass of your own it is a new instance of the class
    /// (made by `flipbookMakeInstance()`; nil without one) holding the layer's values and the
    /// animated values of its `@NSManaged` properties; its stored properties keep the values
    /// its `init()` gives them, as `init(layer:)` cannot be called on a class given as a value.
    open func presentation() -> Self? {
        let snapshot = Layer(id: engine.id, kind: engine.kind)
        for property in LayerProperty.allCases where property.applies(to: engine.kind) {
            let value = engine.scene?.presentationValue(of: engine, at: LayerKeyPath(property)) ?? engine[property]
            if value != property.defaultValue { snapshot[property] = value }
        }
        snapshot.clock = engine.clock
        if let builtIn = Self.snapshotLayer(snapshot, generatedID: generatedID) as? Self { return builtIn }
        guard let copy = GeneratedNames.uncounted({ type(of: self).flipbookMakeInstance() }) as? Self else { return nil }
        for property in LayerProperty.allCases where property.applies(to: engine.kind) {
            copy.engine[property] = snapshot[property]
        }
        copy.undefinedKeyValues = withAnimatedCustomProperties { undefinedKeyValues }
        return copy
    }

    /// The model layer (this one: Flipbook keeps no separate render tree).
    open func model() -> Self { self }

    /// A snapshot object of the nearest FlipbookUIKit class.
    class func snapshotLayer(_ engine: Layer, generatedID: String) -> CALayer {
        CALayer(snapshot: engine, generatedID: generatedID)
    }

    // MARK: Actions

    /// Actions by key (`NSNull` switches a key's implicit animation off), searched by
    /// `action(forKey:)` after the delegate.
    open var actions: [String: CAAction]?

    /// Default property values and actions (under `"actions"`), searched after `actions`.
    open var style: [AnyHashable: Any]?

    /// The action for `event`, searched as Apple documents `action(forKey:)`: the delegate's
    /// `action(for:forKey:)` (an answer ends the search), then `actions`, then `style`'s
    /// `"actions"`, then `defaultAction(forKey:)`. `NSNull` found anywhere means none (nil).
    /// A standalone layer whose property changes runs the action found instead of its implicit
    /// animation; a view's layer is the view's to animate, as UIKit answers for it.
    open func action(forKey event: String) -> CAAction? {
        guard let found = searchedAction(forKey: event), !(found is NSNull) else { return nil }
        return found
    }

    /// The class's action for `event` (nil by default; subclasses override it).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// What the search finds, `NSNull` included.
    private func searchedAction(forKey event: String) -> CAAction? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer }
        if let action = actions?[event] { return action }
        if let styled = (style?["actions"] as? [String: CAAction])?[event] { return styled }
        return type(of: self).defaultAction(forKey: event)
    }

    // MARK: Hit testing

    /// Whether `p`, in this layer's coordinates, is inside its bounds (override it for a shape).
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest descendant (or this layer) that contains `p`, given in the superlayer's
    /// coordinates, as Apple documents `hitTest(_:)`: hidden layers are skipped, sublayers are
    /// tried front to back (the last added first, a higher `zPosition` before a lower), and a
    /// layer that masks to its bounds hides what lies outside them.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convert(p, from: superlayer)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let front = (sublayers ?? []).enumerated().sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Helpers

    /// Sets a property the way this layer's owner makes changes (see the class comment).
    func change(_ property: LayerProperty, _ value: AnimationValue) {
        let path = LayerKeyPath(property)
        if engine.isViewBacked {
            engine.changeAsView(path, to: value)
        } else if let action = searchedAction(forKey: property.rawValue) {
            // An action of the layer's own replaces the implicit animation (NSNull: none).
            if let scene = engine.scene {
                scene.transaction(disableActions: true) { engine.setValue(value, for: path) }
            } else {
                engine.setValue(value, for: path)
            }
            action.run(forKey: property.rawValue, object: self, arguments: nil)
        } else {
            engine.setValue(value, for: path)
        }
    }

    func number(_ property: LayerProperty) -> CGFloat { CGFloat(engine[property].number ?? 0) }

    /// A colour property, or nil while it has its default (as Core Animation's optional colours read).
    func color(_ property: LayerProperty) -> CGColor? {
        guard case .color(let color) = engine[property], engine[property] != property.defaultValue || color != .clear
        else { return nil }
        return CGColor(color)
    }

    /// Reports a problem: to the recording that has this layer, else to the recording the
    /// layer joins (set-up code adds animations to layers before it adds the layers to a
    /// window). A warning is something Flipbook animates as iOS does but the code should not
    /// rely on; it is listed in `Timeline.problems` without failing golden checks.
    package func report(_ problem: String, isWarning: Bool = false) {
        let message = (isWarning ? Timeline.warningPrefix : "") + "layer '\(engine.id)': \(problem)"
        // The same problem of the same layer is listed once per recording.
        if let scene = engine.scene {
            scene.reportRecordingProblem(message, once: true)
        } else if !pendingProblems.contains(message) {
            pendingProblems.append(message)
        }
    }
}

extension CALayer {
    /// Hands the problems found on this layer and the layers below it before they joined a
    /// recording to that recording, once.
    func reportPendingProblems() {
        guard let scene = engine.scene else { return }
        for layer in subtree where !layer.pendingProblems.isEmpty {
            for problem in layer.pendingProblems { scene.reportRecordingProblem(problem) }
            layer.pendingProblems = []
        }
    }
}

extension Layer {
    /// A string property's value.
    func string(_ property: LayerProperty) -> String {
        if case .string(let text) = self[property] { return text }
        return ""
    }
}
