import Foundation
import Testing
import FlipbookScene
import FlipbookTiming

@Suite("Reading angles that animations drive")
struct RotationReadingTests {
    func timeline(_ animations: String) throws -> Timeline {
        let json = """
            {"flipbook": 1, "name": "flip", "canvas": {"width": 120, "height": 120}, "duration": 1,
             "layers": [{"id": "card", "frame": [30, 30, 60, 60], "transform": [{"perspective": 500}],
               "animations": [\(animations)]}]}
            """
        return try SceneFile.decode(Array(json.utf8), file: "flip.json").timeline()
    }

    func angle(_ timeline: Timeline, _ keyPath: String, _ time: Double) -> Double {
        timeline.value(ofLayer: "card", at: LayerKeyPath(keyPath)!, time: time)?.number ?? .nan
    }

    @Test("A 0 → π flip about y reads 0 → π, not folded back after 90°")
    func flip() throws {
        let flip = try timeline("""
            {"key": "flip", "type": "basic", "keyPath": "transform.rotation.y", "fromValue": 0, "toValue": "pi",
             "duration": 1, "fillMode": "forwards", "removedOnCompletion": false}
            """)
        for time in [0.0, 0.25, 0.5, 0.75, 1] { #expect(abs(angle(flip, "transform.rotation.y", time) - .pi * time) < 1e-9) }
    }

    @Test("An additive turn adds to the model's angle; a whole-transform animation falls back to the decomposed angle")
    func additiveAndFallback() throws {
        let additive = try timeline("""
            {"key": "turn", "type": "basic", "keyPath": "transform.rotation.z", "fromValue": 0, "toValue": "2*pi",
             "duration": 1, "additive": true}
            """)
        #expect(abs(angle(additive, "transform.rotation.z", 0.75) - 1.5 * .pi) < 1e-9)
        let whole = try timeline("""
            {"key": "turn", "type": "basic", "keyPath": "transform", "toValue": [{"rotate": "pi/2"}], "duration": 1}
            """)
        // Animated as a matrix, the angle is what the matrix says (within −π…π).
        #expect(abs(angle(whole, "transform.rotation.z", 0.5) - .pi / 4) < 1e-6)
    }
}
