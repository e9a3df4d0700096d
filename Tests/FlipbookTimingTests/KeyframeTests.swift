import Testing
@testable import FlipbookTiming

/// CAKeyframeAnimation sampling, timing.md §4.2.
@Suite("Keyframes")
struct KeyframeTests {
    @Test("Linear: evenly spaced without keyTimes")
    func linearEven() throws {
        let track = try KeyframeTrack(values: [0.0, 10, 30])
        #expect(track.value(at: 0) == 0)
        #expect(track.value(at: 0.25) == 5)
        #expect(track.value(at: 0.5) == 10)
        #expect(track.value(at: 0.75) == 20)
        #expect(track.value(at: 1) == 30)
        #expect(track.value(at: 1.5) == 30, "beyond the end holds the last value")
    }

    @Test("Linear with keyTimes and per-segment timing functions")
    func keyTimesAndFunctions() throws {
        let timed = try KeyframeTrack(values: [0.0, 10, 30], keyTimes: [0, 0.2, 1])
        #expect(abs(timed.value(at: 0.1) - 5) < 1e-12)
        #expect(abs(timed.value(at: 0.6) - 20) < 1e-12)
        let eased = try KeyframeTrack(values: [0.0, 10, 30], timingFunctions: [.easeIn, .linear])
        #expect(abs(eased.value(at: 0.25) - 3.15357) < 1e-5, "10 × easeIn(0.5)")
        #expect(abs(eased.value(at: 0.75) - 20) < 1e-12)
    }

    @Test("Discrete: n equal slots without keyTimes, n + 1 keyTimes as Apple documents")
    func discrete() throws {
        let even = try KeyframeTrack(values: [1.0, 2, 3], calculationMode: .discrete)
        #expect(even.value(at: 0.3) == 1)
        #expect(even.value(at: 0.34) == 2)
        #expect(even.value(at: 0.99) == 3)
        #expect(even.value(at: 1) == 3)
        let timed = try KeyframeTrack(values: [1.0, 2, 3], keyTimes: [0, 0.5, 0.75, 1], calculationMode: .discrete)
        #expect(timed.value(at: 0.49) == 1)
        #expect(timed.value(at: 0.6) == 2)
        #expect(timed.value(at: 0.75) == 3)
        let common = try KeyframeTrack(values: [1.0, 2, 3], keyTimes: [0, 0.5, 0.75], calculationMode: .discrete)
        #expect(common.value(at: 0.8) == 3)
    }

    @Test("Paced: key times follow distance, so speed is constant")
    func paced() throws {
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 30)]
        let track = try KeyframeTrack(values: points, keyTimes: [0, 0.9, 1], calculationMode: .paced)
        #expect(track.resolvedKeyTimes == [0, 0.25, 1], "keyTimes are ignored")
        #expect(track.value(at: 0.5) == Point(x: 10, y: 10))
    }

    @Test("Cubic: Catmull-Rom through the values")
    func catmullRom() throws {
        let track = try KeyframeTrack(values: [0.0, 0, 1, 1], calculationMode: .cubic)
        #expect(abs(track.value(at: 1.0 / 3)) < 1e-12)
        #expect(abs(track.value(at: 2.0 / 3) - 1) < 1e-12)
        // Hermite with tangents 0.5 and 0.5 at s = 0.25: 0.140625·0.5 + 0.15625 − 0.046875·0.5.
        #expect(abs(track.value(at: 1.0 / 3 + 0.25 / 3) - 0.203125) < 1e-12)
        let tight = try KeyframeTrack(values: [0.0, 0, 1, 1], calculationMode: .cubic,
                                      tensionValues: [1, 1, 1, 1])
        #expect(abs(tight.value(at: 1.0 / 3 + 0.25 / 3) - 0.15625) < 1e-12, "tension 1 flattens tangents")
    }

    @Test("Cubic paced: constant speed along a monotonic spline")
    func cubicPaced() throws {
        // Catmull-Rom through 0, 4, 10 is monotonic, so arc length is the value itself.
        let cubic = try KeyframeTrack(values: [0.0, 4, 10], calculationMode: .cubic)
        #expect(abs(cubic.value(at: 0.25) - 1.625) < 1e-12, "Hermite, tangents 2 and 5, at s = 0.5")
        let track = try KeyframeTrack(values: [0.0, 4, 10], calculationMode: .cubicPaced)
        for step in 1..<10 {
            let progress = Double(step) / 10
            #expect(abs(track.value(at: progress) - progress * 10) < 0.05, "p = \(progress)")
        }
    }

    @Test("Invalid descriptions are errors that say what was expected")
    func errors() {
        #expect(throws: KeyframeError.noValues) { try KeyframeTrack<Double>(values: []) }
        #expect(throws: KeyframeError.keyTimeCount(expected: "3 (one per value)", actual: 2)) {
            try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 1])
        }
        #expect(throws: KeyframeError.keyTimesNotMonotonic(index: 2)) {
            try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 0.6, 0.5])
        }
        #expect(throws: KeyframeError.timingFunctionCount(expected: 2, actual: 1)) {
            try KeyframeTrack(values: [0.0, 1, 2], timingFunctions: [.easeIn])
        }
        #expect(KeyframeError.keyTimesNotMonotonic(index: 2).description
                == "keyTimes[2]: expected a number in [0, 1], not below the one before it")
    }
}
