import Foundation
import Synchronization
import Testing
@testable import FlipbookRender
import FlipbookPNG
import FlipbookScene

/// The parallel pipeline: the same bytes for any thread count and any finishing order, and a
/// determinism check that notices drawing which is not a function of time.
@Suite("Frame pipeline")
struct PipelineTests {
    static let fonts = try! FontConfiguration()
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenes")

    func timeline(_ name: String) throws -> Timeline {
        try SceneFile.load(path: Self.scenes.appendingPathComponent("\(name).json").path).timeline()
    }

    @Test("A PNG sequence is byte-identical on 1, 2 and 3 threads", arguments: ["pull-to-refresh", "tip-label"])
    func sequencesMatch(_ name: String) throws {
        let timeline = try timeline(name)
        let options = RenderOptions(fps: 12, scale: 1)
        var folders: [String] = []
        defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
        var contents: [[String: Data]] = []
        for threads in [1, 2, 3] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pipeline-\(UUID().uuidString)").path
            folders.append(folder)
            let result = try Flipbook.writePNGSequence(of: timeline, to: folder, options: options, fonts: Self.fonts, threads: threads)
            #expect(result.frames.map(\.index) == Array(0..<result.frames.count), "frames in order")
            var files: [String: Data] = [:]
            for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
                files[file] = FileManager.default.contents(atPath: folder + "/" + file)
            }
            contents.append(files)
        }
        #expect(contents[0].count > 10)
        #expect(contents[0] == contents[1] && contents[1] == contents[2])
    }

    @Test("Frames for an encoder come back in order whatever the thread count")
    func framesInOrder() throws {
        let timeline = try timeline("gauge")
        let options = RenderOptions(fps: 10, scale: 1)
        let one = try Flipbook.renderFrames(of: timeline, options: options, fonts: Self.fonts, threads: 1)
        let two = try Flipbook.renderFrames(of: timeline, options: options, fonts: Self.fonts, threads: 2)
        #expect(one.frames.map(\.index) == two.frames.map(\.index))
        #expect(one.frames.map(\.image) == two.frames.map(\.image))
    }

    @Test("The determinism check passes a scene file and catches drawing that depends on call order")
    func determinism() throws {
        #expect(try DeterminismCheck.differingFrames(of: try timeline("gauge"), options: RenderOptions(fps: 5, scale: 1),
                                                     fonts: Self.fonts, threads: 2).isEmpty)
        let pipeline = { (threads: Int) in FramePipeline(threads: threads) { Renderer(fonts: Self.fonts, scale: 1) } }
        // A drawing that reads a global counter, as a Swift scene using shared state might.
        let calls = Atomic<Int>(0)
        let differing = try DeterminismCheck.differingPositions(count: 6, first: pipeline(2), second: pipeline(1)) { _, position in
            let call = calls.wrappingAdd(1, ordering: .relaxed).oldValue
            return [UInt8(position), UInt8(position == 2 ? call % 256 : 0)]
        }
        #expect(differing == [2])
    }

    @Test("A failing frame stops the workers and its error comes back")
    func failure() throws {
        struct Broken: Error {}
        let pipeline = FramePipeline(threads: 2) { Renderer(fonts: Self.fonts, scale: 1) }
        let done = Atomic<Int>(0)
        #expect(throws: Broken.self) {
            _ = try pipeline.run(count: 1000) { _, position in
                if position == 3 { throw Broken() }
                done.wrappingAdd(1, ordering: .relaxed)
            }
        }
        #expect(done.load(ordering: .relaxed) < 1000)
    }

    @Test("The prefetcher draws the frames renderFrames draws, in any asking order, and a second pass starts over")
    func prefetcher() throws {
        let timeline = try timeline("tip-label")
        let options = RenderOptions(fps: 8, scale: 1)
        let all = try Flipbook.renderFrames(of: timeline, options: options, fonts: Self.fonts, threads: 2).frames
        let order = Array(stride(from: 0, to: all.count, by: 2))
        let prefetcher = FramePrefetcher(timeline: timeline, options: options, fonts: Self.fonts, threads: 2, order: order)
        for _ in 0..<2 {
            for position in order { #expect(try prefetcher.frame(position) == all[position].image) }
        }
        #expect(try prefetcher.frame(1) == all[1].image, "a frame outside the order is drawn alone")
    }
}
