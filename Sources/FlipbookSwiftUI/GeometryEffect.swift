import FlipbookUIKit

/// `ProjectionTransform`: a 3 × 3 projective transform of a view's plane.
public struct ProjectionTransform: Hashable, Sendable {
    /// The matrix, row by row (m13, m23 the projective column; m33 the scale of w).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row (the translation, and w).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}
    /// An affine transform.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }
    /// A 3D transform flattened onto the view's plane (its z row and column dropped).
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
    /// Whether it is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether it is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// This transform, then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
        result.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
        result.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
        result.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
        result.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
        result.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
        result.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
        result.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
        result.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
        return result
    }

    /// The transform as Core Animation's (the plane's z left alone).
    var transform3D: CATransform3D {
        var m = CATransform3DIdentity
        (m.m11, m.m12, m.m14) = (m11, m12, m13)
        (m.m21, m.m22, m.m24) = (m21, m22, m23)
        (m.m41, m.m42, m.m44) = (m31, m32, m33)
        return m
    }
}

/// `GeometryEffect`: a modifier that moves, scales, turns or skews its content with a transform
/// worked out from the content's size, without changing its layout. Give it `animatableData` and
/// it animates frame by frame (a shake, a wobble).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform of content of `size`, in the content's coordinates (origin at its top left).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect is drawn by Flipbook: it has no body.
    public func body(content: Content) -> Never { fatalError("a geometry effect has no body") }

    /// The content's nodes, each drawn with the effect's transform.
    func nodes(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier { path, node in GeometryEffectNode(path: path, content: node, effect: self.effectValue(size:)) }
            .modify(in: graph, path: path, content: content)
    }
}

/// A view drawn with a geometry effect's transform.
@MainActor
final class GeometryEffectNode: WrapperNode {
    let effect: (CGSize) -> ProjectionTransform

    init(path: ViewPath, content: ViewNode, effect: @escaping (CGSize) -> ProjectionTransform) {
        self.effect = effect
        super.init(path: path, kind: "GeometryEffect", content: content)
    }

    override func configure(_ view: UIView) {
        // The effect works in the content's coordinates (origin at its top left); a layer's
        // transform works about its centre: a point is taken from the centre's coordinates to
        // the content's, through the effect, and back (Core Animation's row vectors: the first
        // transform is on the left).
        let size = frame.size
        let toContent = CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0)
        let toCentre = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
        view.layer.transform = CATransform3DConcat(CATransform3DConcat(toContent, effect(size).transform3D), toCentre)
    }
}

/// `_Rotation3DEffect`: `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`. The content is
/// turned by `angle` about `axis` through its `anchor` (and `anchorZ` deep), seen from a distance
/// of its longer side over `perspective`: Core Animation's `m34` is −perspective / max(width,
/// height). Apple documents only "the relative vanishing point"; the formula is OpenSwiftUI's
/// (audited against SwiftUI) and DanceUI's, which agree.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    /// The angle turned.
    public var angle: Angle
    /// The axis turned about.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point of the content the axis passes through.
    public var anchor: UnitPoint
    /// How deep the point the axis passes through is.
    public var anchorZ: CGFloat
    /// The relative vanishing point (1: seen from the content's longer side away).
    public var perspective: CGFloat

    /// A turn of `angle` about `axis`.
    nonisolated public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        (self.angle, self.axis, self.anchor, self.anchorZ, self.perspective) = (angle, axis, anchor, anchorZ, perspective)
    }

    /// The angle, the depth of the anchor and the perspective animate.
    nonisolated public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchorZ, perspective)) }
        set { (angle, anchorZ, perspective) = (.radians(newValue.first), newValue.second.first, newValue.second.second) }
    }

    /// The turn seen in perspective, in the content's coordinates.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let anchorPoint = (x: anchor.x * size.width, y: anchor.y * size.height)
        var perspectiveMatrix = CATransform3DIdentity
        let side = max(size.width, size.height)
        if side > 0 { perspectiveMatrix.m34 = -perspective / side }
        let toAnchor = CATransform3DTranslate(CATransform3DIdentity, anchorPoint.x, anchorPoint.y, anchorZ)
        let turned = CATransform3DRotate(CATransform3DConcat(perspectiveMatrix, toAnchor), CGFloat(angle.radians), axis.x, axis.y, axis.z)
        return ProjectionTransform(CATransform3DTranslate(turned, -anchorPoint.x, -anchorPoint.y, -anchorZ))
    }

    /// Whether two turns are the same.
    nonisolated public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }
}

extension View {
    /// The view drawn turned by `angle` about `axis` in three dimensions, in perspective (see
    /// `_Rotation3DEffect`); its layout unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
