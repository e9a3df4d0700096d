import Testing
@testable import FlipbookTiming

/// Vector-like values, and the additive UIView example of timing.md §3.2 (vector 16).
@Suite("Value interpolation")
struct ValueInterpolationTests {
    @Test("Numbers, points, sizes and rects blend component-wise")
    func vectors() {
        #expect(2.0.interpolated(to: 6, fraction: 0.25) == 3)
        #expect(Point(x: 0, y: 10).interpolated(to: Point(x: 20, y: 30), fraction: 0.5) == Point(x: 10, y: 20))
        #expect(Size(width: 10, height: 10).interpolated(to: Size(width: 30, height: 20), fraction: 0.5)
                == Size(width: 20, height: 15))
        #expect(Rect(x: 0, y: 0, width: 100, height: 50).interpolated(to: Rect(x: 10, y: 20, width: 200, height: 50),
                                                                      fraction: 0.5)
                == Rect(x: 5, y: 10, width: 150, height: 50))
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
    }

    @Test("Colours blend straight (not premultiplied) RGBA")
    func colours() {
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let clearBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)
        #expect(red.interpolated(to: clearBlue, fraction: 0.5) == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        #expect(Color(red8: 255, green8: 0, blue8: 51).blue == 0.2)
        #expect(Color(red: 1.2, green: -0.1, blue: 0.5, alpha: 2).clamped == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
    }

    @Test("Vector 16: overlapping additive UIView animations peak at 74.1676")
    func additiveUIView() {
        // center.y 0 → 100 at t = 0, then back to 0 at t = 0.5; both 1 s easeInEaseOut, fill both.
        let first = MediaTiming(beginTime: 0, duration: 1, fillMode: .both)
        let second = MediaTiming(beginTime: 0.5, duration: 1, fillMode: .both)
        func delta(_ timing: MediaTiming, from: Double, at time: Double) -> Double {
            guard let sample = timing.sample(atParentTime: time) else { return 0 }
            return from.interpolated(to: 0, fraction: TimingFunction.easeInEaseOut(sample.progress))
        }
        func y(_ time: Double) -> Double {
            let model = time < 0.5 ? 100.0 : 0.0
            return model + delta(first, from: -100, at: time) + (time >= 0.5 ? delta(second, from: 100, at: time) : 0)
        }
        #expect(abs(y(0.5) - 50) < 1e-4)
        #expect(abs(y(0.6) - 64.8394) < 1e-4)
        #expect(abs(y(0.75) - 74.1676) < 1e-4)
        #expect(abs(y(1.0) - 50) < 1e-4)
        #expect(abs(y(1.25) - 12.9162) < 1e-4)
        #expect(abs(y(1.5)) < 1e-12)
    }
}
