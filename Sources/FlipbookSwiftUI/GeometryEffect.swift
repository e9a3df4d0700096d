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
        // The effect works about the content's top left; a layer turns about its centre.
        let size = frame.size
        let about = CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0)
        let back = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
        view.layer.transform = CATransform3DConcat(CATransform3DConcat(back, effect(size).transform3D), about)
    }
}
