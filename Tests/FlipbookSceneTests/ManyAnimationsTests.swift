import Testing
@testable import FlipbookScene

/// A layer with thousands of animations simulates completely and correctly (how fast is
/// `make bench`'s "animations on one layer" row; the simulation keeps no per-add search of
/// what is attached).
@Suite("Thousands of animations on one layer")
struct ManyAnimationsTests {
    /// `count` 0.5 s slides on one layer in 100 waves 0.02 s apart; the last `replaced` keys are
    /// added again at 2.5 s, replacing the first ones while they are still attached.
    static func scene(count: Int, replaced: Int) -> String {
        let animations = (0..<count).map { index in
            #"{"key": "a\#(index)", "type": "basic", "keyPath": "position.x", "fromValue": 10, "toValue": 300, "#
                + #""duration": 0.5, "beginTime": \#(Double(index % 100) / 50), "fillMode": "forwards", "removedOnCompletion": false}"#
        } + (0..<replaced).map { index in
            #"{"key": "a\#(index)", "at": 2.5, "type": "basic", "keyPath": "position.y", "fromValue": 0, "toValue": 100, "duration": 0.5}"#
        }
        return #"{"flipbook": 1, "canvas": {"width": 320, "height": 200}, "duration": 3, "layers": [{"id": "box", "#
            + #""bounds": [0, 0, 20, 20], "position": [0, 0], "animations": ["# + animations.joined(separator: ", ") + "]}]}"
    }

    @Test("5 000 animations on one layer: every add, start and stop is logged once, the last added wins, replacements run")
    func fiveThousand() throws {
        let timeline = try SceneFile.decode(Array(Self.scene(count: 5000, replaced: 10).utf8), file: "many.json").timeline()
        let kinds = timeline.events.map(\.kind)
        #expect(kinds.filter { $0 == .add }.count == 5010)
        #expect(kinds.filter { $0 == .start }.count == 5010)
        // The kept slides stop (finished) at their ends; the replacements find them stopped, so
        // replacing logs no second stop, and stop finished at the scene's end.
        let stops = timeline.events.filter { $0.kind == .stop }
        #expect(stops.count == 5010)
        #expect(stops.allSatisfy { $0.description.hasSuffix("finished=true") })
        // The animation added last wins: a4999, begun at 1.98 s, is 44 % through at 2.2 s (linear).
        let x = { (time: Double) in timeline.value(ofLayer: "box", at: LayerKeyPath("position.x")!, time: time)?.number ?? .nan }
        #expect(abs(x(2.2) - (10 + 290 * 0.44)) < 1e-9)
        #expect(x(2.49) == 300, "every slide has ended and fills forwards at its end value")
        let y = timeline.value(ofLayer: "box", at: LayerKeyPath("position.y")!, time: 2.75)?.number ?? .nan
        #expect(abs(y - 50) < 1e-9, "the replacements run, halfway at 2.75 s")
    }
}
