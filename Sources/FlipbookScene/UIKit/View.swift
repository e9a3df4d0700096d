import FlipbookTiming

/// A `UIView`: a layer with UIKit's property names. Inside a scene's `animate` block, setting a
/// property sets the model value at once and adds the additive animation UIKit makes (iOS 8+:
/// from old − new to zero, fill both; timing.md §3.2). Outside a block the change is immediate.
public final class View {
    /// The backing layer; its id is the view's id.
    public let layer: Layer
    /// Subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: View?

    /// Creates a view with a frame, like `UIView(frame:)`.
    public init(id: String, frame: Rect = .zero, kind: LayerKind = .layer) {
        layer = Layer(id: id, kind: kind)
        layer.isViewBacked = true
        self.frame = frame
    }

    /// The view's id (its layer's).
    public var id: String { layer.id }

    /// Adds a subview in front of the others.
    public func addSubview(_ view: View) {
        insert(view, at: subviews.count)
    }

    /// Inserts a subview just below a sibling (`insertSubview(_:belowSubview:)`).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insert(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts a subview just above a sibling (`insertSubview(_:aboveSubview:)`).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insert(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    private func insert(_ view: View, at index: Int) {
        view.superview?.subviews.removeAll { $0 === view }
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        layer.insertSublayer(view.layer, at: position)
    }

    /// Takes the view out of the tree (`removeFromSuperview()`); during simulation it stops being
    /// drawn from this moment and the event log says `removed`.
    public func removeFromSuperview() {
        if layer.recorder == nil {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }
        layer.removeFromSuperlayer()
    }

    /// The centre in the superview's coordinates (the layer's `position`).
    public var center: Point {
        get { layer.position }
        set { change(LayerKeyPath(.position), to: .point(newValue)) }
    }

    /// The view's own rectangle.
    public var bounds: Rect {
        get { layer.bounds }
        set { change(LayerKeyPath(.bounds), to: .rect(newValue)) }
    }

    /// The rectangle in the superview's coordinates, as UIKit computes it for an identity
    /// transform: bounds' size around the anchor point at `center`.
    public var frame: Rect {
        get {
            let size = bounds.size
            let anchor = layer.anchorPoint
            return Rect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y,
                        width: size.width, height: size.height)
        }
        set {
            let anchor = layer.anchorPoint
            bounds = Rect(x: bounds.origin.x, y: bounds.origin.y, width: newValue.size.width, height: newValue.size.height)
            center = Point(x: newValue.origin.x + newValue.size.width * anchor.x,
                           y: newValue.origin.y + newValue.size.height * anchor.y)
        }
    }

    /// `transform` (a `CGAffineTransform`; the layer holds it as an affine `CATransform3D`).
    public var transform: Transform2D {
        get { layer.transform.affine }
        set { change(LayerKeyPath(.transform), to: .transform(Transform3D(newValue))) }
    }

    /// `alpha` (the layer's opacity).
    public var alpha: Double {
        get { layer.opacity }
        set { change(LayerKeyPath(.opacity), to: .number(newValue)) }
    }

    /// `backgroundColor`.
    public var backgroundColor: Color {
        get { layer.backgroundColor }
        set { change(LayerKeyPath(.backgroundColor), to: .color(newValue)) }
    }

    /// `isHidden`: not animatable in UIKit, so it changes at once even inside a block; during
    /// simulation the event log says `hidden`.
    public var isHidden: Bool {
        get { layer[.hidden] == .bool(true) }
        set { layer.setHidden(newValue) }
    }

    /// Sets any key path the UIKit way (animated inside a block).
    public func change(_ keyPath: LayerKeyPath, to value: AnimationValue) {
        layer.changeAsView(keyPath, to: value)
    }
}

extension Layer {
    /// Sets a key path the way a view-backed layer does: inside a scene's `animate` block the
    /// change becomes UIKit's additive animation; elsewhere it is immediate.
    public func changeAsView(_ keyPath: LayerKeyPath, to value: AnimationValue) {
        if let scene = recorder, let keyframes = scene.currentKeyframes {
            scene.recordKeyframeChange(of: keyPath, on: self, to: value, in: keyframes)
            return
        }
        guard let scene = recorder, let block = scene.currentBlock else {
            setValue(value, for: keyPath)
            return
        }
        scene.animateChange(of: keyPath, on: self, to: value, in: block)
    }

    /// `anchorPoint`.
    public var anchorPoint: Point {
        get { if case .point(let point) = self[.anchorPoint] { return point }; return Point(x: 0.5, y: 0.5) }
        set { self[.anchorPoint] = .point(newValue) }
    }
}
