import Foundation
import Testing
@testable import FlipbookTiming

/// Transform interpolation by decomposition, timing.md §3.3–3.4.
@Suite("Transform interpolation")
struct TransformInterpolationTests {
    /// The net rotation angle of an affine transform, in radians.
    func angle(_ transform: Transform2D) -> Double { atan2(transform.b, transform.a) }

    @Test("identity → rotate(π − 0.01) turns the positive way")
    func justUnderHalfTurn() {
        let end = Transform2D.identity.rotated(by: .pi - 0.01)
        let middle = Transform2D.identity.interpolated(to: end, fraction: 0.5)
        #expect(abs(angle(middle) - (Double.pi - 0.01) / 2) < 1e-12)
        let quarter = Transform2D.identity.interpolated(to: end, fraction: 0.25)
        #expect(abs(angle(quarter) - (Double.pi - 0.01) / 4) < 1e-12)
    }

    @Test("identity → rotate(π + 0.01) turns the negative way")
    func justOverHalfTurn() {
        let end = Transform2D.identity.rotated(by: .pi + 0.01)
        let middle = Transform2D.identity.interpolated(to: end, fraction: 0.5)
        #expect(abs(angle(middle) + (Double.pi - 0.01) / 2) < 1e-12)
    }

    @Test("rotate(π − 0.01) → rotate(2π) unwinds: (π − 0.01)/2 at the middle")
    func unwinds() {
        let start = Transform2D(rotationAngle: .pi - 0.01)
        let end = Transform2D(rotationAngle: 2 * .pi)
        let middle = start.interpolated(to: end, fraction: 0.5)
        #expect(abs(angle(middle) - (Double.pi - 0.01) / 2) < 1e-12)
    }

    @Test("Tie rule: exactly π turns the negative way, whichever sign the angle has")
    func exactHalfTurn() {
        for end in [Transform2D(rotationAngle: .pi), Transform2D(rotationAngle: -.pi)] {
            let middle = Transform2D.identity.interpolated(to: end, fraction: 0.5)
            #expect(abs(angle(middle) + .pi / 2) < 1e-12)
        }
    }

    @Test("A full turn as a matrix animates nothing; rotation by 2π is the identity's neighbour")
    func fullTurn() {
        let end = Transform2D(rotationAngle: 2 * .pi)
        let middle = Transform2D.identity.interpolated(to: end, fraction: 0.5)
        #expect(abs(angle(middle)) < 1e-12)
    }

    @Test("Scale and translation blend linearly")
    func scaleAndTranslation() {
        let start = Transform2D(scaleX: 1, y: 2).concatenating(Transform2D(translationX: 10, y: -4))
        let end = Transform2D(scaleX: 3, y: 4).concatenating(Transform2D(translationX: 30, y: 8))
        let middle = start.interpolated(to: end, fraction: 0.25)
        #expect(abs(middle.a - 1.5) < 1e-12)
        #expect(abs(middle.d - 2.5) < 1e-12)
        #expect(abs(middle.tx - 15) < 1e-12)
        #expect(abs(middle.ty - -1) < 1e-12)
        #expect(abs(middle.b) < 1e-12 && abs(middle.c) < 1e-12)
    }

    @Test("Endpoints are returned exactly")
    func endpoints() {
        let start = Transform2D(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        let end = Transform2D(scaleX: 2, y: 0.5)
        #expect(start.interpolated(to: end, fraction: 0) == start)
        #expect(start.interpolated(to: end, fraction: 1) == end)
    }

    @Test("Decomposition round-trips rotation, scale, flips and translation")
    func decompositionRoundTrip() {
        let cases = [
            Transform2D(rotationAngle: 1.1).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: -5),
            Transform2D(scaleX: -1, y: 1).rotated(by: 0.4),
            Transform2D(a: 1, b: 0.2, c: 0.5, d: 1, tx: 3, ty: 4),
        ]
        for transform in cases {
            let rebuilt = DecomposedTransform2D(transform).transform
            for (lhs, rhs) in [(rebuilt.a, transform.a), (rebuilt.b, transform.b), (rebuilt.c, transform.c),
                               (rebuilt.d, transform.d), (rebuilt.tx, transform.tx), (rebuilt.ty, transform.ty)] {
                #expect(abs(lhs - rhs) < 1e-12)
            }
        }
    }

    @Test("Additive transforms concatenate and subtract back")
    func additive() {
        let model = Transform2D(rotationAngle: 0.5).translatedBy(x: 3, y: 0)
        let old = Transform2D(scaleX: 2, y: 2)
        let delta = old.subtracting(model)
        let restored = model.adding(delta)
        for (lhs, rhs) in [(restored.a, old.a), (restored.b, old.b), (restored.tx, old.tx), (restored.d, old.d)] {
            #expect(abs(lhs - rhs) < 1e-12)
        }
        #expect(Transform2D.identity.adding(model) == model)
    }

    @Test("Affine Transform3Ds interpolate exactly like Transform2D")
    func affineThreeD() {
        let end = Transform3D(Transform2D(rotationAngle: .pi + 0.01))
        let middle = Transform3D.identity.interpolated(to: end, fraction: 0.5)
        #expect(middle.isAffine)
        #expect(abs(angle(middle.affine) + (Double.pi - 0.01) / 2) < 1e-12)
    }

    @Test("CATransform3DMakeRotation about z matches the affine rotation")
    func rotationMatrix() {
        let rotation = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        #expect(abs(rotation.m11 - cos(0.7)) < 1e-15)
        #expect(abs(rotation.m12 - sin(0.7)) < 1e-15)
        #expect(abs(rotation.m21 + sin(0.7)) < 1e-15)
        let aroundX = Transform3D(rotationAngle: 0.7, x: 1, y: 0, z: 0)
        #expect(abs(aroundX.m23 - sin(0.7)) < 1e-15)
        #expect(abs(aroundX.m32 + sin(0.7)) < 1e-15)
    }

    @Test("3-D rotations slerp: half of a 120° turn about y is 60°")
    func slerpAboutY() {
        let end = Transform3D(rotationAngle: 2 * .pi / 3, x: 0, y: 1, z: 0)
        let middle = Transform3D.identity.interpolated(to: end, fraction: 0.5)
        let expected = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        for (lhs, rhs) in zip(middle.rows.joined(), expected.rows.joined()) {
            #expect(abs(lhs - rhs) < 1e-12)
        }
    }

    @Test("3-D decomposition round-trips perspective, skew, scale and rotation")
    func decomposition3D() throws {
        var transform = Transform3D(rotationAngle: 0.6, x: 1, y: 2, z: 0.5)
            .concatenating(Transform3D(scaleX: 2, y: 0.5, z: 1.5))
            .concatenating(Transform3D(translationX: 3, y: 4, z: 5))
        transform.m34 = -1.0 / 500
        let rebuilt = try #require(DecomposedTransform3D(transform)).transform
        for (lhs, rhs) in zip(rebuilt.rows.joined(), transform.rows.joined()) {
            #expect(abs(lhs - rhs) < 1e-9)
        }
        #expect(DecomposedTransform3D(Transform3D(scaleX: 0, y: 1, z: 1)) == nil)
    }
}
