import Testing
@testable import FlipbookTiming

/// Curve values from timing.md §5 (Chromium's cubic_bezier_unittest.cc and exact roots).
@Suite("Cubic Bézier timing functions")
struct CubicBezierTests {
    @Test("Chromium vector 1: (0.25, 0, 0.75, 1)")
    func symmetricCurve() {
        let curve = CubicBezier(0.25, 0, 0.75, 1)
        let expected: [(Double, Double)] = [
            (0.05, 0.01136), (0.1, 0.03978), (0.25, 0.18235), (0.5, 0.5), (0.75, 0.81764), (0.95, 0.98863),
        ]
        for (x, y) in expected {
            #expect(abs(curve.value(at: x) - y) < 1.5e-4, "x = \(x)")
        }
    }

    @Test("Chromium vector 2: curves whose y leaves [0, 1]")
    func overshootingCurves() {
        #expect(CubicBezier(0.5, 1, 0.5, 1).value(at: 0.5) == 0.875)
        #expect(abs(CubicBezier(0.5, 2, 0.5, 2).value(at: 0.5) - 1.625) < 1e-12)
        #expect(abs(CubicBezier(0.5, -1, 0.5, -1).value(at: 0.5) - (-0.625)) < 1e-12)
    }

    @Test("Chromium vector 3: (0.5, −1, 0.5, 2)")
    func undershootAndOvershoot() {
        let curve = CubicBezier(0.5, -1, 0.5, 2)
        let expected: [(Double, Double)] = [
            (0.05, -0.08954), (0.2, -0.20651), (0.35, -0.01672), (0.8, 1.20651), (0.95, 1.08954),
        ]
        for (x, y) in expected {
            #expect(abs(curve.value(at: x) - y) < 1.5e-4, "x = \(x)")
        }
    }

    @Test("Chromium vector 4: linear extrapolation outside [0, 1]")
    func extrapolation() {
        let cases: [(CubicBezier, Double, Double)] = [
            (CubicBezier(0.5, 1, 0.5, 1), -1, -2), (CubicBezier(0.5, 1, 0.5, 1), 2, 1),
            (CubicBezier(0.1, 0.2, 0.8, 0.8), -1, -2), (CubicBezier(0.1, 0.2, 0.8, 0.8), 2, 2),
            (CubicBezier(0, 0, 0.5, 1), -1, -2),
            (CubicBezier(1, 0.5, 1, 1), -1, -0.5),
            (CubicBezier(0, 1, 1, 0), -1, 0), (CubicBezier(0, 1, 1, 0), 2, 1),
            (CubicBezier(0, 0, 0, 0), -1, -1), (CubicBezier(0, 0, 0, 0), 2, 2),
            (CubicBezier(1, 1, 1, 1), -1, -1), (CubicBezier(1, 1, 1, 1), 2, 2),
        ]
        for (curve, x, y) in cases {
            #expect(abs(curve.value(at: x) - y) < 1e-9, "\(curve) at \(x)")
        }
    }

    @Test("Chromium vector 5: slope")
    func slope() {
        let curve = CubicBezier(0.25, 0, 0.75, 1)
        #expect(abs(curve.slope(at: 0.25) - 1.13576) < 1e-5)
        #expect(abs(curve.slope(at: 0.5) - 1.33333) < 1e-5)
        #expect(curve.slope(at: 0) == 0)
        #expect(curve.slope(at: 1) == 0)
    }

    @Test("Chromium vector 6: solveCurveX inverts sampleCurveX", arguments: ["default", "easeIn", "easeOut", "easeInEaseOut"])
    func roundTrip(name: String) throws {
        guard case .cubicBezier(let curve) = try #require(TimingFunction(named: name)) else {
            Issue.record("\(name) is not a Bézier")
            return
        }
        for step in 0...100 {
            let t = Double(step) / 100
            #expect(abs(curve.solveCurveX(curve.sampleCurveX(t), epsilon: 1e-7) - t) < 1e-5)
        }
    }

    @Test("Vectors 7–9: Core Animation's named curves to 1e-5")
    func namedCurves() {
        let expected: [(TimingFunction, [(Double, Double)])] = [
            (.default, [(0.1, 0.094796), (0.25, 0.408511), (0.5, 0.802403), (0.75, 0.960459), (0.9, 0.994316)]),
            (.easeInEaseOut, [(0.1, 0.019722), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (0.9, 0.980278)]),
            (.easeIn, [(0.25, 0.093465), (0.5, 0.315357), (0.75, 0.621862)]),
            (.easeOut, [(0.25, 0.378138), (0.5, 0.684643), (0.75, 0.906535)]),
        ]
        for (function, points) in expected {
            for (x, y) in points {
                #expect(abs(function(x) - y) < 1e-5, "\(function.name ?? "?") at \(x)")
            }
        }
    }

    @Test("easeInEaseOut at 0.25 is 0.129162 to 1e-6 (the README's example)")
    func readmeExample() {
        #expect(abs(TimingFunction.easeInEaseOut(0.25) - 0.129162) < 1e-6)
    }

    @Test("easeOut mirrors easeIn: y_out(x) = 1 − y_in(1 − x)")
    func mirrorSymmetry() {
        for step in 0...20 {
            let x = Double(step) / 20
            #expect(abs(TimingFunction.easeOut(x) - (1 - TimingFunction.easeIn(1 - x))) < 1e-9)
        }
    }

    @Test("Named curves have Core Animation's control points and names")
    func controlPoints() {
        #expect(TimingFunction.default == .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(TimingFunction.easeInEaseOut == .cubicBezier(CubicBezier(0.42, 0, 0.58, 1)))
        #expect(TimingFunction(named: "ease-in-out") == .easeInEaseOut)
        #expect(TimingFunction(named: "ease") == .default)
        #expect(TimingFunction(named: "EaseIn") == .easeIn)
        #expect(TimingFunction(named: "bounce") == nil)
        #expect(TimingFunction.easeOut.name == "easeOut")
    }

    @Test("Steps follow CSS jump positions")
    func steps() {
        let end = TimingFunction.steps(count: 4, position: .jumpEnd)
        #expect(end(0) == 0)
        #expect(end(0.24) == 0)
        #expect(end(0.25) == 0.25)
        #expect(end(0.99) == 0.75)
        #expect(end(1) == 1)
        let start = TimingFunction.steps(count: 4, position: .jumpStart)
        #expect(start(0) == 0.25)
        #expect(start(0.5) == 0.75)
        #expect(start(1) == 1)
        let none = TimingFunction.steps(count: 3, position: .jumpNone)
        #expect(none(0) == 0)
        #expect(none(0.5) == 0.5)
        #expect(none(1) == 1)
        let both = TimingFunction.steps(count: 3, position: .jumpBoth)
        #expect(both(0) == 0.25)
        #expect(both(0.99) == 0.75)
        #expect(both(1) == 1)
    }
}
