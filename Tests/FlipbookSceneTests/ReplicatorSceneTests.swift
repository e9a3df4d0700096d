import Foundation
import Testing
import FlipbookScene
import FlipbookTiming

@Suite("Replicator layers in scene files")
struct ReplicatorSceneTests {
    static let json = """
        {"flipbook": 1, "name": "dots", "canvas": {"width": 120, "height": 120}, "duration": 1,
         "layers": [{"id": "ring", "kind": "replicator", "frame": [10, 10, 100, 100], "instanceCount": 8,
           "instanceTransform": [{"rotate": "pi/4"}], "instanceDelay": 0.125, "instanceAlphaOffset": -0.1,
           "sublayers": [{"id": "dot", "frame": [45, 5, 10, 10], "backgroundColor": "#007AFF",
             "animations": [{"key": "pulse", "type": "basic", "keyPath": "transform.scale", "fromValue": 1, "toValue": 0.5,
                             "duration": 1, "repeatCount": "forever"}]}]}]}
        """

    @Test("kind replicator: seven more copies, each as its sublayers were 0.125 s earlier")
    func copies() throws {
        let timeline = try SceneFile.decode(Array(Self.json.utf8), file: "dots.json").timeline()
        let ring = try #require(timeline.presentation(at: 0.5).layer(withID: "ring"))
        #expect(ring.instanceCount == 8 && ring.instances.count == 7)
        let scales = ([ring.sublayers] + ring.instances).map { $0[0].value(at: LayerKeyPath("transform.scale.x")!).number ?? .nan }
        // Copy k is at 0.5 − 0.125k: 1 − 0.5 × (0.5 − 0.125k) while that is ≥ 0, else before its start (scale 1).
        for (copy, scale) in scales.enumerated() {
            let local = 0.5 - 0.125 * Double(copy)
            #expect(abs(scale - (local >= 0 ? 1 - 0.5 * local : 1)) < 1e-9, "copy \(copy): \(scale)")
        }
        #expect(ring[.instanceAlphaOffset] == .number(-0.1))
    }

    @Test("Replicator properties belong to replicators: on a plain layer they are an error naming the path")
    func wrongKind() {
        let json = Self.json.replacingOccurrences(of: "\"kind\": \"replicator\", ", with: "")
        #expect(throws: SceneFileError.self) { try SceneFile.decode(Array(json.utf8), file: "dots.json") }
    }
}
