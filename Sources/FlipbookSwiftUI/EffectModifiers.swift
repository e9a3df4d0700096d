@_spi(SwiftUI) import FlipbookUIKit

/// `Angle`: an angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No angle.
    public static let zero = Angle(radians: 0)
    /// Whether `lhs` is smaller.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// `UnitPoint`: a point in a view as fractions of its size (the centre is 0.5, 0.5).
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width.
    public var x: CGFloat
    /// The fraction of the height.
    public var y: CGFloat
    /// The point at fractions `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top edge's middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The leading edge's middle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge's middle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom edge's middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The effects SwiftUI draws without changing layout, on the content's view: opacity, offset,
/// scale and rotation about an anchor, and a clip. They are the layer properties SwiftUI's
/// display list animates.
@MainActor
final class EffectNode: WrapperNode {
    var opacity: CGFloat = 1
    var offset: CGSize = .zero
    /// A move by fractions of its own size (a move transition's).
    var relativeOffset: CGSize = .zero
    var scale: CGSize = CGSize(width: 1, height: 1)
    var rotation: Angle = .zero
    var anchor: UnitPoint = .center
    var clip: (any Shape)?
    var isHidden = false
    var shadow: (color: UIColor, radius: CGFloat, offset: CGSize)?
    /// The blur's radius, taken as the Gaussian's standard deviation in points (0: none).
    var blur: CGFloat = 0

    override var viewFrame: CGRect {
        frame.offsetBy(dx: offset.width + relativeOffset.width * frame.width, dy: offset.height + relativeOffset.height * frame.height)
    }

    override func configure(_ view: UIView) {
        view.alpha = opacity
        view.isHidden = isHidden
        if blur > 0 || view.layer._contentBlur > 0 { view.layer._contentBlur = blur }
        if let shadow {
            view.layer.shadowColor = shadow.color.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = shadow.radius
            view.layer.shadowOffset = shadow.offset
        }
        // Scale and rotation about the anchor: the view turns about its centre, so the anchor's
        // offset from the centre is moved there and back.
        let pivot = CGPoint(x: (anchor.x - 0.5) * frame.width, y: (anchor.y - 0.5) * frame.height)
        view.transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: drawableScale(scale.width), y: drawableScale(scale.height)))
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(rotation.radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        if let clip {
            // One mask layer for the view's life: a recording never adds a layer twice.
            let mask = view.layer.mask as? CAShapeLayer ?? CAShapeLayer()
            mask.path = clip.path(in: CGRect(origin: .zero, size: frame.size)).cgPath
            mask.frame = CGRect(origin: .zero, size: frame.size)
            if view.layer.mask !== mask { view.layer.mask = mask }
        }
    }
}

/// A scale the view's transform can take: SwiftUI interpolates a scale effect's value, so
/// scaling to 0 passes through 0.5 at half time, but a transform that scales by 0 cannot be
/// decomposed and Core Animation does not interpolate it by its scale. A millionth of the size
/// (nothing shows at any screen size) animates as SwiftUI's value does, within a millionth.
func drawableScale(_ scale: CGFloat) -> CGFloat {
    abs(scale) < 1e-6 ? (scale < 0 ? -1e-6 : 1e-6) : scale
}

/// A modifier drawing an effect on each of its content's nodes.
public struct _EffectModifier: ViewModifier {
    let kind: String
    let apply: @MainActor (EffectNode) -> Void
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _EffectModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier { path, node in
            let effect = EffectNode(path: path, kind: kind, content: node)
            apply(effect)
            return effect
        }.modify(in: graph, path: path, content: content)
    }
}

/// A modifier that changes the environment of its content.
public struct _EnvironmentModifier: ViewModifier {
    let change: (inout EnvironmentValues) -> Void
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _EnvironmentModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        graph.withEnvironment(change) { content() }
    }
}

extension View {
    /// The view drawn at `opacity` (0 to 1).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "opacity") { $0.opacity = CGFloat(opacity) })
    }
    /// The view drawn moved by `offset`, its place in the layout unchanged.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "offset") { $0.offset = offset })
    }
    /// The view drawn moved by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _EffectModifier> { offset(CGSize(width: x, height: y)) }
    /// The view drawn scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _EffectModifier> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    /// The view drawn scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "scale") {
            $0.scale = CGSize(width: x, height: y)
            $0.anchor = anchor
        })
    }
    /// The view drawn turned by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "rotation") {
            $0.rotation = angle
            $0.anchor = anchor
        })
    }
    /// The view clipped to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "clip") { $0.clip = shape })
    }
    /// The view kept in the layout but not drawn, and taking no touches.
    public func hidden() -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "hidden") { $0.isHidden = true })
    }
    /// A shadow of what the view draws, `radius` points soft, moved by `x`, `y` (Core
    /// Animation's layer shadow: the blur a choice, approximate).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "shadow") { $0.shadow = (color.uiColor, radius, CGSize(width: x, height: y)) })
    }
    /// The view blurred by `radius` (taken as the Gaussian's standard deviation in points, as
    /// Core Image's Gaussian blur takes its radius: a choice); its edges fade out. `opaque` is
    /// not drawn (the edges fade either way; a warning says so).
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier(kind: "blur") { effect in
            effect.blur = max(radius, 0)
            if opaque { effect.warning = "blur(radius:opaque: true) is drawn as not opaque: its edges fade out" }
        })
    }
    /// The view clipped to its frame.
    public func clipped() -> ModifiedContent<Self, _EffectModifier> { clipShape(Rectangle()) }
    /// The view clipped to a rectangle with circular corners of `radius`.
    public func cornerRadius(_ radius: CGFloat) -> ModifiedContent<Self, _EffectModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Text inside drawn in `font`.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.font = font })
    }
    /// Text inside drawn at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.fontWeight = weight })
    }
    /// Text inside drawn bold (when `isActive`).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if isActive { $0.fontWeight = .bold } })
    }
    /// Text inside slanted (when `isActive`): not drawn, as `Font.italic()`, which says so.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if isActive { $0.font = ($0.font ?? .body).italic() } })
    }
    /// Text and shapes inside drawn in `color`.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier {
            $0.foregroundColor = color?.uiColor
            $0.foregroundWarning = nil
        })
    }
    /// Text inside cut at `mode` where it does not fit its lines (text of one line, as a
    /// `lineLimit(1)` makes it).
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.truncationMode = mode })
    }
    /// The view's controls tinted `tint` (nil: the accent colour): a button's label or fill, a
    /// toggle's track when on, a slider's filled track, a progress view.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.tint = tint?.uiColor })
    }
    /// The view's controls tinted with `tint`'s colour (a gradient's first colour).
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { environment in environment.tint = tint.map { $0.resolvedColor(in: environment) } })
    }
    /// Text and shapes inside drawn in `style` (a colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier {
            $0.foregroundColor = style.resolvedColor(in: $0)
            $0.foregroundWarning = style is GradientStyle ? "foregroundStyle with a gradient draws text and symbols in its first colour (not yet modelled)" : nil
        })
    }
    /// Text inside takes at most `number` lines (nil: as many as it needs).
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.lineLimit = number })
    }
    /// Wrapped text inside lines up by `alignment`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }
    /// Text inside drawn in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textCase = textCase })
    }
    /// Controls inside take no touches when `disabled`.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
}
