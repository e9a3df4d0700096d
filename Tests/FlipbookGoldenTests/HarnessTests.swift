import Foundation
import Testing
@testable import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// The harness must fail on real regressions, with a message a person understands.
@Suite("Golden harness")
final class HarnessTests {
    static let fonts = try! FontConfiguration()

    /// Golden and artifact folders this test made; a class so `deinit` removes them after each test.
    private var folders: [String] = []

    deinit {
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }

    func store(_ record: RecordMode) -> GoldenStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-goldens-\(UUID().uuidString)").path
        folders += [folder, folder + "-artifacts"]
        return GoldenStore(directory: folder, record: record, artifacts: folder + "-artifacts")
    }

    /// A needle turned by `degrees`, and a box sliding 100 pt from `delay` on `curve`.
    func scene(needle degrees: Double = 30, delay: Double = 0.2, curve: TimingFunction = .easeInEaseOut) -> Scene {
        let scene = Scene(name: "harness", canvas: Canvas(width: 100, height: 100), duration: 1.5)
        let needle = Layer(id: "needle")
        needle.bounds = Rect(x: 0, y: 0, width: 4, height: 50)
        needle.anchorPoint = Point(x: 0.5, y: 1)
        needle.position = Point(x: 50, y: 70)
        needle.backgroundColor = Color(red: 1, green: 0, blue: 0)
        needle.transform = Transform3D(Transform2D(rotationAngle: degrees * .pi / 180))
        let box = Layer(id: "box")
        box.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        box.position = Point(x: 0, y: 90)
        box.backgroundColor = Color(red: 0, green: 0, blue: 1)
        scene.addLayer(needle)
        scene.addLayer(box)
        var slide = Animation.basic(LayerKeyPath("position.x")!, from: .number(0), to: .number(100))
        slide.duration = 1
        slide.beginTime = delay
        slide.timingFunction = curve
        slide.fillMode = .both
        slide.isRemovedOnCompletion = false
        box.add(slide, forKey: "slide")
        return scene
    }

    func checks(_ store: GoldenStore) -> GoldenChecks { GoldenChecks(store: store, fonts: Self.fonts) }

    @Test("A needle rotated by 1° fails with the frame time, pixel count and bounding box")
    func rotatedNeedle() throws {
        let store = store(.missing)
        let original = try scene().timeline()
        #expect(checks(store).frames(of: original, at: .times([0])).messages.first?.contains("recorded a new golden") == true)
        #expect(checks(store).frames(of: original, at: .times([0])).messages.isEmpty, "the second run passes")
        let failures = checks(store).frames(of: try scene(needle: 31).timeline(), at: .times([0])).messages
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("frame at t=0.000000 s differs from harness@0.000000s.png: differing=") == true,
                "\(failures)")
        #expect(failures.first?.contains("bbox=") == true)
        #expect(FileManager.default.fileExists(atPath: store.artifacts + "/harness@0.000000s.diff.png"))
    }

    @Test("A slide delayed by one frame fails its values with the time and the difference")
    func delayedByOneFrame() throws {
        let store = store(.missing)
        _ = checks(store).values(of: try scene().timeline(), keys: ["box.position.x"], at: .times([0.5, 1.0]))
        let failures = checks(store).values(of: try scene(delay: 0.2 + 1.0 / 60).timeline(), keys: ["box.position.x"],
                                            at: .times([0.5, 1.0])).messages
        #expect(failures.first?.hasPrefix("box.position.x at t=0.500000 s: ") == true, "\(failures)")
        #expect(failures.first?.contains("golden 18.740") == true, "100 × easeInEaseOut(0.3): \(failures)")
    }

    @Test("A changed curve fails its values at a quarter of the slide; a rotation reads in radians")
    func changedCurve() throws {
        // At key instants alone a symmetric curve swap hides: both curves are at 50 % halfway.
        let store = store(.missing)
        let times = GoldenInstants.times([0, 0.45])
        _ = checks(store).values(of: try scene().timeline(), keys: ["box.position.x", "needle.transform.rotation.z"], at: times)
        let failures = checks(store).values(of: try scene(curve: .linear).timeline(),
                                            keys: ["box.position.x", "needle.transform.rotation.z"], at: times).messages
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("box.position.x at t=") == true, "\(failures)")
        #expect(checks(store).values(of: try scene(needle: 31).timeline(), keys: ["box.position.x", "needle.transform.rotation.z"],
                                     at: times).messages.first?.contains("needle.transform.rotation.z at t=0.000000 s: 0.541 rad, golden 0.524 rad (Δ 0.017)") == true)
    }

    @Test("Under CI a missing golden fails and nothing is written; a golden is never overwritten outside a record mode")
    func missingInCI() throws {
        #expect(RecordMode.fromEnvironment(["CI": "1"]) == .never)
        #expect(RecordMode.fromEnvironment(["CI": "true", "FLIPBOOK_RECORD": "failed"]) == .failed)
        #expect(RecordMode.fromEnvironment([:]) == .missing)
        let ci = store(.never)
        let failures = checks(ci).events(of: try scene().timeline()).messages
        #expect(failures == ["events.tsv: no golden in \(ci.directory) (record mode never: set FLIPBOOK_RECORD=missing to record it)"])
        #expect(!FileManager.default.fileExists(atPath: ci.directory + "/events.tsv"))
        let local = store(.missing)
        _ = checks(local).events(of: try scene().timeline())
        let before = try Data(contentsOf: URL(fileURLWithPath: local.directory + "/events.tsv"))
        let changed = checks(local).events(of: try scene(delay: 0.3).timeline()).messages
        #expect(changed.first?.hasPrefix("events.tsv line 1: expected ") == true, "\(changed)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: local.directory + "/events.tsv")) == before)
    }

    @Test("Outcomes say what happened: recorded, matched, differs, re-recorded, missing")
    func outcomes() throws {
        let timeline = try scene().timeline()
        let moved = try scene(delay: 0.3).timeline()
        let local = store(.missing)
        #expect(checks(local).events(of: timeline).map(\.status) == [.recorded])
        #expect(checks(local).events(of: timeline).map(\.status) == [.matched])
        #expect(checks(local).events(of: timeline).messages.isEmpty)
        let differs = checks(local).events(of: moved)
        #expect(differs.map(\.status) == [.differs])
        #expect(differs.failures.count == 1)
        let failed = GoldenStore(directory: local.directory, record: .failed, artifacts: local.artifacts)
        #expect(checks(failed).events(of: moved).map(\.status) == [.rerecorded])
        #expect(checks(local).events(of: moved).map(\.status) == [.matched], "re-recorded to the new log")
        #expect(checks(store(.never)).events(of: timeline).map(\.status) == [.missing])
    }

    @Test("A differing frame's outcome carries its time, difference and artifact paths")
    func frameOutcome() throws {
        let store = store(.missing)
        _ = checks(store).frames(of: try scene().timeline(), at: .times([0]))
        let outcome = try #require(checks(store).frames(of: try scene(needle: 40).timeline(), at: .times([0])).first)
        #expect(outcome.status == .differs)
        #expect(outcome.time == 0)
        #expect((outcome.difference?.differingPixels ?? 0) > 20)
        #expect(outcome.artifacts?.diff == store.artifacts + "/harness@0.000000s.diff.png")
        #expect(outcome.artifacts.map { FileManager.default.fileExists(atPath: $0.expected) } == true)
    }

    @Test("Values default to every animated key path, a transform split into its parts")
    func animatedKeyPaths() throws {
        let timeline = try scene().timeline()
        #expect(timeline.animatedKeyPaths == ["box.position.x"])
        let store = store(.missing)
        _ = checks(store).values(of: timeline, keys: ["needle.transform", "needle.backgroundColor"], at: .times([0]))
        let header = String(decoding: store.read("values.csv") ?? [], as: UTF8.self).split(separator: "\n").first.map(String.init)
        let expected = "t,needle.transform.rotation.z,needle.transform.scale.x,needle.transform.scale.y,"
            + "needle.transform.translation.x,needle.transform.translation.y,"
            + "needle.backgroundColor.r,needle.backgroundColor.g,needle.backgroundColor.b,needle.backgroundColor.a"
        #expect(header == expected)
        let changed = checks(store).values(of: timeline, at: .times([0])).messages
        #expect(changed == ["values.csv: the animated key paths changed (new: box.position.x; no longer animated: "
            + "needle.transform.rotation.z, needle.transform.scale.x, needle.transform.scale.y, needle.transform.translation.x, "
            + "needle.transform.translation.y, needle.backgroundColor.r, needle.backgroundColor.g, needle.backgroundColor.b, "
            + "needle.backgroundColor.a)"])
    }

    @Test("A key that is not a tabular key path of the scene fails with what was expected")
    func badValueKey() throws {
        let outcomes = checks(store(.missing)).values(of: try scene().timeline(), keys: ["needle.nope"], at: .times([0]))
        #expect(outcomes.map(\.status) == [.failed])
        #expect(outcomes.messages.first?.hasPrefix("needle.nope: expected <layer id>.<key path> of the scene") == true)
    }

    @Test("meta.json records the environment, scale and canvas with the first recorded frame")
    func metaRecorded() throws {
        let store = store(.missing)
        _ = checks(store).frames(of: try scene().timeline(), at: .times([0]), scale: 1)
        let meta = try #require(store.read("meta.json").flatMap(GoldenMeta.init))
        #expect(meta.scale == 1 && meta.canvasWidth == 100 && meta.canvasHeight == 100)
        #expect(meta.environment.differences(from: RenderEnvironment.current).isEmpty)
        let text = String(decoding: store.read("meta.json") ?? [], as: UTF8.self)
        #expect(text.contains("\"libraries\": {\n    \"cairo\": \"1.") && text.contains("\"NotoSansCJK-Regular.ttc\": \""), "\(text)")
    }

    /// This environment with one library at another version.
    static func environment(with library: String, at version: String) -> RenderEnvironment {
        RenderEnvironment(libraries: RenderEnvironment.current.libraries.map { $0.name == library ? .init(library, version) : $0 },
                          fonts: RenderEnvironment.current.fonts)
    }

    @Test("Goldens from another environment: the failure says what differs, and the looser tier applies")
    func otherEnvironment() throws {
        let elsewhere = Self.environment(with: "cairo", at: "1.18.0")
        let store = store(.missing)
        let recorder = GoldenChecks(store: store, fonts: Self.fonts, environment: elsewhere)
        _ = recorder.frames(of: try scene().timeline(), at: .times([0]))
        // Scattered single-pixel changes, as a different rasteriser version makes: 30 of 40 000 pixels.
        let file = "harness@0.000000s.png"
        var golden = try PNGCodec.decode(try #require(store.read(file)))
        for index in 0..<30 {
            let offset = ((index * 6 + 3) * golden.width + (index * 37 % 190) + 5) * 4
            golden.pixels[offset] = golden.pixels[offset] &- 90
        }
        try store.write(try PNGCodec.encode(golden), to: file)
        #expect(checks(store).frames(of: try scene().timeline(), at: .times([0])).failures.isEmpty,
                "within the cross-environment tier")
        #expect(!recorder.frames(of: try scene().timeline(), at: .times([0])).failures.isEmpty,
                "the same goldens fail where they were recorded")
        let rotated = checks(store).frames(of: try scene(needle: 40).timeline(), at: .times([0])).messages
        #expect(rotated.first?.hasSuffix("; compared with the cross-environment tier (anti-aliasing and glyph edges only) "
            + "because the goldens were recorded in another environment: cairo 1.18.0 → "
            + "\(RenderEnvironment.current.libraries[0].value)") == true, "\(rotated)")
        let passing = checks(store).frames(of: try scene().timeline(), at: .times([0]))
        #expect(passing.first?.tierNote?.hasPrefix("compared with the cross-environment tier") == true,
                "a pass under the looser tier says so too")
    }

    @Test("A flat colour change fails under every tier: a background from #FFFFFF to #DDDDDD, with goldens from elsewhere")
    func flatColourChange() throws {
        let elsewhere = Self.environment(with: "pango", at: "1.0.0")
        let store = store(.missing)
        func flat(_ colour: String) throws -> Timeline {
            try SceneFile.decode(Array("""
                {"flipbook": 1, "name": "flat", "canvas": {"width": 100, "height": 100, "background": "\(colour)"},
                 "duration": 1, "layers": []}
                """.utf8), file: "flat.json").timeline()
        }
        let white = try flat("#FFFFFF")
        _ = GoldenChecks(store: store, fonts: Self.fonts, environment: elsewhere).frames(of: white, at: .times([0]))
        #expect(checks(store).frames(of: white, at: .times([0])).failures.isEmpty, "the same frame passes")
        let outcomes = checks(store).frames(of: try flat("#DDDDDD"), at: .times([0]))
        #expect(outcomes.failures.count == 1, "every pixel changed: no tier may absorb it")
        #expect(outcomes.first?.difference?.differingPixels == outcomes.first?.difference?.totalPixels)
        #expect(outcomes.first?.message?.contains("cross-environment tier") == true)
        var strict = checks(store)
        strict.requiresSameEnvironment = true
        let refused = strict.frames(of: white, at: .times([0]))
        #expect(refused.first?.status == .failed)
        #expect(refused.first?.message?.contains("--strict-environment refuses to compare frames across environments") == true)
    }

    @Test("Test adapters gather failures into one index.html beside the test folders")
    func collectedReport() throws {
        let base = store(.missing)
        let store = GoldenStore(directory: base.directory, record: .missing, artifacts: base.artifacts + "/collectedReport")
        _ = checks(store).frames(of: try scene().timeline(), at: .times([0]))
        let outcomes = checks(store).frames(of: try scene(needle: 45).timeline(), at: .times([0]))
        let messages = checks(store).report(outcomes, part: "frames", test: "collectedReport()")
        #expect(messages.count == 1)
        #expect(messages.last?.contains("\nreport: \(base.artifacts)/index.html\n") == true, "the failure names the page")
        #expect(messages.last?.hasSuffix(#"accept: FLIPBOOK_RECORD=failed swift test --filter 'collectedReport\(\)'"#) == true,
                "and the command that accepts it")
        let events = checks(store).events(of: try scene().timeline())
        _ = checks(store).report(checks(store).events(of: try scene(delay: 0.3).timeline()), part: "events", test: "collectedReport()")
        #expect(events.map(\.status) == [.recorded])
        let page = try String(contentsOfFile: base.artifacts + "/index.html", encoding: .utf8)
        #expect(page.contains("<h1>golden tests: 1 of 1 test differs</h1>"), "both parts under the test's name")
        #expect(page.contains("<tr><th>test</th>"), "a Swift test's report lists tests")
        #expect(page.contains("events.tsv line 1: expected"))
        #expect(FileManager.default.fileExists(atPath: base.artifacts + "/collectedReport.strip.png"))
        #expect(page.contains(#"<code class="command">FLIPBOOK_RECORD=failed swift test --filter 'collectedReport\(\)'</code>"#),
                "the Swift command that re-records the test")
        #expect(!page.contains("flipbook accept"), "a test's goldens are not accepted with the CLI")
    }

    @Test("A passing check removes an earlier run's report page and the test's old artifacts")
    func passingRemovesStaleReport() throws {
        let base = store(.missing)
        let store = GoldenStore(directory: base.directory, record: .missing, artifacts: base.artifacts + "/passing")
        try FileManager.default.createDirectory(atPath: store.artifacts, withIntermediateDirectories: true)
        for file in ["index.html", "passing.strip.png", "passing/gauge@0.000000s.actual.png"] {
            #expect(FileManager.default.createFile(atPath: base.artifacts + "/" + file, contents: Data("old".utf8)))
        }
        _ = checks(store).frames(of: try scene().timeline(), at: .times([0]))
        let passing = checks(store).frames(of: try scene().timeline(), at: .times([0]))
        #expect(checks(store).report(passing, part: "frames", test: "passing()").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: base.artifacts + "/index.html"))
        #expect(!FileManager.default.fileExists(atPath: base.artifacts + "/passing.strip.png"))
        #expect(!FileManager.default.fileExists(atPath: store.artifacts), "the test's old artifacts are gone")
    }

    @Test("When a delay moves the key instants, the golden instants are checked too and show what moved")
    func movedInstants() throws {
        let store = store(.missing)
        _ = checks(store).frames(of: try scene().timeline())
        _ = checks(store).values(of: try scene().timeline())
        let ci = GoldenStore(directory: store.directory, record: .never, artifacts: store.artifacts)
        let delayed = try scene(delay: 0.3).timeline()
        let frames = checks(ci).frames(of: delayed)
        #expect(frames.compactMap(\.time) == [0, 0.2, 0.3, 0.7, 0.8, 1.2, 1.3, 1.5], "old and new instants")
        #expect(frames.first { $0.time == 0.7 }?.status == .differs, "the box is behind where the golden has it")
        #expect(frames.first { $0.time == 0.8 }?.status == .missing)
        let values = checks(ci).values(of: delayed).messages
        #expect(values.first?.hasPrefix("box.position.x at t=0.700000 s: ") == true, "\(values)")
        #expect(values.first?.contains("; values.csv: the instants changed (golden: 0.000000, 0.200000, 0.700000,") == true)
        let rerecorded = GoldenStore(directory: store.directory, record: .all, artifacts: store.artifacts)
        let rerun = checks(rerecorded).frames(of: delayed)
        #expect(rerun.filter { $0.status != .removed }.compactMap(\.time) == [0, 0.3, 0.8, 1.3, 1.5],
                "record mode all checks the key instants only")
        #expect(rerun.filter { $0.status == .removed }.compactMap(\.time) == [0.2, 0.7, 1.2], "and removes the old frames")
        #expect(rerecorded.frameTimes(name: delayed.name) == [0, 0.3, 0.8, 1.3, 1.5], "no stale golden is left")
    }

    @Test("The Swift round trip: a delay moves the key instants, the check fails, FLIPBOOK_RECORD=failed re-records frames, values and events with no stale golden, the next check passes")
    func swiftRoundTrip() throws {
        let recorded = store(.missing)
        let before = try scene().timeline()
        _ = checks(recorded).frames(of: before)
        _ = checks(recorded).values(of: before)
        _ = checks(recorded).events(of: before)
        let delayed = try scene(delay: 0.3).timeline()
        let ci = GoldenStore(directory: recorded.directory, record: .never, artifacts: recorded.artifacts)
        let failing = checks(ci).frames(of: delayed) + checks(ci).values(of: delayed) + checks(ci).events(of: delayed)
        #expect(!failing.failures.isEmpty)
        let rerecord = GoldenStore(directory: recorded.directory, record: .failed, artifacts: recorded.artifacts)
        let fixed = checks(rerecord).frames(of: delayed) + checks(rerecord).values(of: delayed) + checks(rerecord).events(of: delayed)
        #expect(fixed.failures.isEmpty, "\(fixed.failures.compactMap(\.message))")
        #expect(rerecord.frameTimes(name: delayed.name) == delayed.keyInstants, "no frame at an old instant is left")
        let passing = checks(ci).frames(of: delayed) + checks(ci).values(of: delayed) + checks(ci).events(of: delayed)
        #expect(passing.allSatisfy { $0.status == .matched })
    }

    @Test("The ledger lists goldens no check used, in the __Goldens__ folders this process used")
    func ledger() throws {
        let base = store(.missing)
        let root = base.directory + "/__Goldens__"
        let store = GoldenStore(directory: root + "/ledgerTest", record: .missing, artifacts: base.artifacts)
        _ = checks(store).events(of: try scene().timeline())
        try store.write(Array("old".utf8), to: "stale.tsv")
        try FileManager.default.createDirectory(atPath: root + "/removedTest", withIntermediateDirectories: true)
        let orphans = GoldenLedger.orphans().filter { $0.hasPrefix(root) }
        #expect(orphans == [root + "/removedTest"], "stale.tsv was written by a check, so it counts as used")
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/ledgerTest/never-touched.png"))
        #expect(GoldenLedger.orphans().filter { $0.hasPrefix(root) } == [root + "/ledgerTest/never-touched.png", root + "/removedTest"])
    }

    @Test("FLIPBOOK_ORPHANS=prune deletes the orphans at exit, unless a golden check failed in the run")
    func pruneOrphans() throws {
        let root = store(.missing).directory + "/__Goldens__"
        try FileManager.default.createDirectory(atPath: root + "/goneTest", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/goneTest/gone@0.000000s.png"))
        let orphans = [root + "/goneTest"]
        #expect(GoldenLedger.settle(orphans, pruning: false, aCheckFailed: false) == ["orphaned golden \(root)/goneTest"])
        #expect(GoldenLedger.settle(orphans, pruning: true, aCheckFailed: true)
                == ["not pruning 1 orphaned golden: a golden check failed in this run", "orphaned golden \(root)/goneTest"])
        #expect(FileManager.default.fileExists(atPath: root + "/goneTest"))
        #expect(GoldenLedger.settle(orphans, pruning: true, aCheckFailed: false) == ["pruned orphaned golden \(root)/goneTest"])
        #expect(!FileManager.default.fileExists(atPath: root + "/goneTest"))
    }

    @Test("A golden written in a chosen record mode is named on standard error, since the test passes")
    func writtenNote() throws {
        let store = store(.missing)
        let outcomes = checks(store).frames(of: try scene().timeline())
        #expect(GoldenChecks.writtenNote(outcomes)
                == "recorded 5 new goldens (harness@0.000000s.png, harness@0.200000s.png, harness@0.700000s.png, …)")
        #expect(GoldenChecks.writtenNote(checks(store).frames(of: try scene().timeline())) == nil, "all match: nothing to say")
    }

    @Test("Key instants: starts, ends, middles and the end, once each")
    func keyInstants() throws {
        let timeline = try scene().timeline()
        #expect(timeline.keyInstants == [0, 0.2, 0.7, 1.2, 1.5])
    }
}
