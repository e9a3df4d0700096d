import Foundation
import Testing
import FlipbookScene
import FlipbookTiming

/// The README's Swift examples, verbatim, with the values they promise.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("The scene example gives π/2 at 1.25 s and loads the file with an override")
    func sceneExample() throws {
        let scene = Scene(name: "spinner", canvas: Canvas(width: 120, height: 120), duration: 6.5)
        let spinner = Layer(id: "spinner")
        spinner.position = Point(x: 60, y: 60)
        spinner.bounds = Rect(x: 0, y: 0, width: 36, height: 36)
        scene.addLayer(spinner)

        var rotation = Animation.basic(LayerKeyPath("transform.rotation")!, to: .number(2 * .pi))
        rotation.duration = 5
        rotation.repeatCount = .infinity
        scene.at(0) { if spinner.animation(forKey: "lnj") == nil { spinner.add(rotation, forKey: "lnj") } }
        scene.at(6) { spinner.removeAllAnimations() }

        let timeline = try scene.timeline()
        let tree = timeline.presentation(at: 1.25)
        let angle = timeline.value(ofLayer: "spinner", at: LayerKeyPath("transform.rotation.z")!, time: 1.25)
        #expect(near(angle?.number, .pi / 2))
        #expect(near(tree.layer(withID: "spinner")?.value(at: LayerKeyPath("transform.rotation.z")!).number, .pi / 2))

        let path = SceneFileTests.scenesFolder.appendingPathComponent("spinner.json").path
        let fromFile = try SceneFile.load(path: path, overrides: [("period", "1.0")])
        #expect(near(try fromFile.timeline().number("transform.rotation.z", at: 0.25, layer: "spinner"), .pi / 2))
    }

    @Test("The timing example")
    func timingExample() throws {
        let timing = MediaTiming(beginTime: 1, duration: 0.4, repeatCount: 3.5, autoreverses: true,
                                 fillMode: .forwards, isRemovedOnCompletion: false)
        let sample = try #require(timing.sample(atParentTime: 1.5))
        let eased = TimingFunction.easeInEaseOut(sample.progress)
        let angle = 0.0.interpolated(to: .pi / 3, fraction: eased)
        // 0.5 s in: the reverse leg at 0.3 s, progress 0.75.
        #expect(near(angle, .pi / 3 * 0.870838, 1e-6))

        let arrow = Transform2D.identity.rotated(by: .pi - 0.01)
        let halfway = Transform2D.identity.interpolated(to: arrow, fraction: 0.5)
        #expect(near(atan2(halfway.b, halfway.a), (.pi - 0.01) / 2))

        let bounce = Spring(dampingRatio: 0.6, duration: 0.5)
        #expect(bounce.progress(at: 0.2) > 0.5)

        let path = try KeyframeTrack(values: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50)],
                                     calculationMode: .paced)
        #expect(path.value(at: 0.5) == Point(x: 75, y: 0))
    }
}

/// The README's scene file and Swift example, read from the README itself, so they cannot drift
/// from what is tested.
@Suite("README front page")
struct ReadmeFrontPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced block after the HTML comment that starts with `marker`.
    static func block(after marker: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let comment = readme.range(of: marker),
              let open = readme.range(of: "```", range: comment.upperBound..<readme.endIndex),
              let lineEnd = readme.range(of: "\n", range: open.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: lineEnd.upperBound..<readme.endIndex) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return String(readme[lineEnd.upperBound..<close.lowerBound]) + "\n"
    }

    @Test("The README's scene file decodes and slides the dot halfway (x = 60) at 0.4 s")
    func sceneFile() throws {
        let json = try Self.block(after: "<!-- README scene begins")
        let timeline = try SceneFile.decode(Array(json.utf8), file: "README.md").timeline()
        let x = timeline.value(ofLayer: "dot", at: LayerKeyPath("position.x")!, time: 0.4)?.number ?? .nan
        #expect(abs(x - 60) < 1e-9, "ease-in-ease-out is symmetric: halfway in time is halfway in value")
        #expect(timeline.value(ofLayer: "dot", at: LayerKeyPath("position.x")!, time: 0.9)?.number == 20, "removed: the model")
    }

    @Test("The README's Swift example is the test in ReadmeQuickExample.swift, verbatim")
    func swiftExample() throws {
        let readme = try Self.block(after: "<!-- README example begins")
        let file = try String(contentsOf: Self.root.appendingPathComponent("Tests/FlipbookUIKitTests/ReadmeQuickExample.swift"),
                              encoding: .utf8)
        let marker = "// README example begins\n"
        let tested = file.range(of: marker).map { String(file[$0.upperBound...]) } ?? ""
        #expect(readme == tested)
    }
}
