import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit

@Suite("Core Graphics and QuartzCore geometry")
struct GeometryTests {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-12 }

    @Test("CGAffineTransform: entries of rotations, scales and translations, and composition order")
    func affine() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(quarter.a, 0) && close(quarter.b, 1) && close(quarter.c, -1) && close(quarter.d, 0))
        let moved = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // rotated(by:) rotates first, then translates: (1, 0) → (0, 1) → (10, 1).
        let point = CGPoint(x: 1, y: 0).applying(moved)
        #expect(close(point.x, 10) && close(point.y, 1))
        let scaled = CGAffineTransform.identity.scaledBy(x: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint.zero.applying(scaled) == CGPoint(x: 2, y: 3))
        #expect(scaled.inverted().concatenating(scaled) == .identity)
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0), "singular: unchanged")
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(quarter).size.width.rounded() == 1)
    }

    @Test("CATransform3D functions: make, concat, invert, affine round trips, perspective entry")
    func transform3D() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && !CATransform3DIsIdentity(t))
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(r.m11, 0) && close(r.m12, 1) && close(r.m21, -1))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t))))
        let rotatedThenMoved = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
        #expect(CATransform3DEqualToTransform(rotatedThenMoved, CATransform3DConcat(r, t)))
        #expect(CATransform3DScale(CATransform3DIdentity, 2, 2, 1) == CATransform3DMakeScale(2, 2, 1))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective) && CATransform3DIsAffine(r))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "a zero axis is no rotation")
    }

    @Test("CGMutablePath: lines, the bounding box, the current point, quadratic curves")
    func path() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        path.addQuadCurve(to: CGPoint(x: 30, y: 40), control: CGPoint(x: 50, y: 25))
        #expect(path.currentPoint == CGPoint(x: 30, y: 40))
        #expect(path.boundingBoxOfPath.maxX > 39 && path.boundingBoxOfPath.maxX < 41, "the curve peaks at x 40")
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil)
        #expect(rect.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test("CGMutablePath.addArc(tangent1End:tangent2End:radius:): a rounded corner ends on the second line, tangent to it; straight corners are lines")
    func tangentArcs() {
        // A 10-point corner at (100, 0) between a line along the top and one down the right side:
        // the arc runs from (90, 0) to (100, 10), centred at (90, 10).
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 50), radius: 10)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        #expect(abs(path.boundingBoxOfPath.maxX - 100) < 1e-6 && abs(path.boundingBoxOfPath.maxY - 10) < 1e-6, "the arc stays inside the corner")
        // Scaled by 2: the same corner, twice as large.
        let scaled = CGMutablePath()
        scaled.move(to: .zero, transform: CGAffineTransform(scaleX: 2, y: 2))
        scaled.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 50), radius: 10, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(abs(scaled.currentPoint.x - 200) < 1e-9 && abs(scaled.currentPoint.y - 20) < 1e-9)
        // Three points on a line: a straight line to the first tangent end.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 80, y: 0), radius: 10)
        #expect(straight.currentPoint == CGPoint(x: 50, y: 0))
    }

    @Test("Arcs: UIBezierPath's clockwise is on screen (angles grow), CGPath's is y-up (angles shrink)")
    func arcs() {
        let screen = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise on screen from 3 o'clock to 6 o'clock: a quarter circle ending at (0, 10).
        #expect(close(screen.currentPoint.x, 0) && close(screen.currentPoint.y, 10))
        #expect(screen.bounds.maxX <= 10.0001 && screen.bounds.minY >= -0.0001, "stays in the lower right quarter")
        let flipped = CGMutablePath()
        flipped.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Decreasing angles from 0 to −3π/2: three quarters, through (0, −10).
        #expect(flipped.boundingBoxOfPath.minY < -9.99 && flipped.boundingBoxOfPath.minX < -9.99)
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        // A quarter of a radius-10 circle drawn as one cubic: its midpoint is within 0.03 of the circle.
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath
        let midpoint = quarter.boundingBoxOfPath
        #expect(midpoint.width <= 10.0001 && midpoint.height <= 10.0001)
    }

    @Test("sizeToFit takes sizeThatFits(_:) of the current size and keeps the frame's origin, as UIKit does")
    @MainActor
    func sizeToFit() {
        final class Badge: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 24, height: 16) }
        }
        let badge = Badge(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 24, height: 16))
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 5, y: 5, width: 30, height: 40), "a plain view fits its own size")
        // Stroke attributes have Core Graphics' types, so `path.lineCapStyle = .round` compiles.
        let path = UIBezierPath()
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        #expect(path.lineCapStyle == .round && path.lineJoinStyle == .bevel && path.miterLimit == 10)
    }

    @Test("Rounded rectangles clamp the radius to half the shorter side")
    func roundedRect() {
        let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        #expect(pill.bounds == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(!pill.isEmpty)
    }

    @Test("CAMediaTimingFunction: named curves' control points")
    func timingFunctions() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(name: .default).getControlPoint(at: 2, values: &point)
        #expect(point == [0.25, 1])
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
    }
}
