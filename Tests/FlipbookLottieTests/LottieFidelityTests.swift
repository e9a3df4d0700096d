import FlipbookLottieImport
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation
import Testing

/// The public Lottie files in `../shared/lottie` (59 documents from rlottie's examples, MIT;
/// see its SOURCE.md) imported onto Flipbook's engine and drawn by Flipbook's renderer, against
/// a current player, PyPI's rlottie-python (`Tests/scripts/rlottie_frames.py`), at the first,
/// middle and last frames, at 1x and 2x. The folder is not part of a user's clone: then these
/// tests are skipped, saying so.
@Suite("Lottie files on Flipbook's engine against a current player")
struct LottieFidelityTests {
    /// `../shared/lottie` beside the checkout, if it is there.
    static let folder: URL? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/lottie")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("SOURCE.md").path) ? url : nil
    }()

    static let files: [String] = {
        guard let folder else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    static let playerAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import rlottie_python"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The goal: a current player's frames within this many dB.
    static let goal = 40.0

    /// Files not yet drawn within the goal, with what they use that is not drawn as players
    /// draw it: each is a known issue until it is.
    static let approximate: [String: String] = [
        "3d.json": "3-D layers are drawn flat",
        "abstract_circle.json": "not understood yet: 36.9 dB at 1x, 48.2 dB at 2x (24 overlapping thin rings, the same to the eye)",
        "ao.json": "auto-orient: rlottie turns the layer by 0 outside the keyframes, Flipbook (as Core Animation and lottie-web) by the path's tangent; and KeyframePath takes the tangent from the flattened path (up to 2° off)",
        "gradient_animated_background.json": "not understood yet: a linear gradient in a group scaled 93 % × 219 % (30.5 dB from frame 0)",
        "waves_.json": "not understood yet: radial gradients 39.4 dB",
        "happy.json": "layer effects are not drawn",
        "confetti.json": "not understood yet: at frame 29 rlottie draws some fading confetti darker than Flipbook",
        "static_dynamic_dash.json": "not understood yet: dashed strokes differ",
        "balloons_with_string.json": "not understood yet (36.7 dB at frame 299)",
        "file_transfer.json": "not understood yet (30.5 dB at frame 24; merge paths drawn as plain paths)",
        "marker.json": "not understood yet (35.7 dB; merge paths drawn as plain paths)",
        "ondas.json": "not understood yet (39.8 dB at 2x, frame 87)",
        "polystar_line_clockwise_trim.json": "not understood yet (34.6 dB at the last frame: the trimmed star's end)",
        "settings.json": "not understood yet (34.6 dB)",
    ]

    @Test("Every public file within 40 dB of rlottie at its first, middle and last frames, at 1x and 2x",
          .enabled(if: folder != nil, "../shared/lottie is not beside this checkout (a user's clone has no such folder)"),
          .enabled(if: playerAvailable, "rlottie-python is not installed (make test installs it)"),
          arguments: files)
    func fidelity(_ file: String) throws {
        // FLIPBOOK_LOTTIE_ONLY=a.json,b.json checks just those (while working on them).
        if let only = ProcessInfo.processInfo.environment["FLIPBOOK_LOTTIE_ONLY"], !only.split(separator: ",").contains(Substring(file)) {
            return
        }
        let url = try #require(Self.folder).appendingPathComponent(file)
        let imported = try LottieImport(json: Array(try Data(contentsOf: url)))
        let (first, last) = (imported.inPoint, max(imported.outPoint - 1, imported.inPoint))
        let frames = [first, ((first + last) / 2).rounded(.down), last].map { Int($0) }
        let reference = try Self.referenceFrames(url, frames: frames, scales: [1, 2])
        let fonts = try FontConfiguration()
        let scene = Scene(name: file, canvas: Canvas(width: imported.width, height: imported.height, scale: 1, background: .clear),
                          duration: Double(frames.last! - frames.first!) / imported.frameRate)
        scene.addLayer(imported.root)
        let timeline = try scene.timeline()
        var worst = Double.infinity
        var report: [String] = []
        for scale in [1, 2] {
            let renderer = Renderer(fonts: fonts, scale: Double(scale), background: .clear, resourceDirectory: url.deletingLastPathComponent().path)
            for frame in frames {
                let ours = try renderer.renderRGBA(timeline.presentation(at: Double(frame - frames[0]) / imported.frameRate))
                let theirs = try #require(reference["\(frame)@\(scale)"])
                let db = Self.psnr(premultiplied: ours, against: theirs)
                if let dump = ProcessInfo.processInfo.environment["FLIPBOOK_LOTTIE_DUMP"] {
                    // Both pictures side by side, for a person to look at: Flipbook left, rlottie right.
                    try Self.writeSideBySide(ours, theirs, to: "\(dump)/\(file)-\(frame)@\(scale)x.png")
                }
                worst = min(worst, db)
                report.append("frame \(frame) @\(scale)x: \(String(format: "%.1f", db)) dB")
            }
        }
        let summary = "\(file): \(report.joined(separator: ", "))" + (imported.warnings.isEmpty ? "" : "; warnings: \(imported.warnings)")
        if let why = Self.approximate[file] {
            withKnownIssue(Comment(rawValue: why)) { #expect(worst >= Self.goal, "\(summary)") }
        } else {
            #expect(worst >= Self.goal, "\(summary)")
        }
    }

    /// rlottie's frames, raw premultiplied RGBA, by "frame@scale".
    static func referenceFrames(_ document: URL, frames: [Int], scales: [Int]) throws -> [String: [UInt8]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-rlottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/rlottie_frames.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, document.path, folder.path, scales.map(String.init).joined(separator: ","),
                             frames.map(String.init).joined(separator: ",")]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "rlottie_frames.py failed for \(document.lastPathComponent)")
        var result: [String: [UInt8]] = [:]
        for scale in scales {
            for frame in frames {
                result["\(frame)@\(scale)"] = Array(try Data(contentsOf: folder.appendingPathComponent("\(frame)@\(scale).rgba")))
            }
        }
        return result
    }

    /// Flipbook's frame and rlottie's side by side on grey, as a PNG.
    static func writeSideBySide(_ ours: RGBAImage, _ theirs: [UInt8], to path: String) throws {
        let (width, height) = (ours.width, ours.height)
        let grey = 128.0
        var pixels = [UInt8](repeating: 255, count: width * 2 * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let source = (y * width + x) * 4
                let alpha = Double(ours.pixels[source + 3]) / 255
                for channel in 0..<3 {
                    pixels[(y * width * 2 + x) * 4 + channel] = UInt8((Double(ours.pixels[source + channel]) * alpha + grey * (1 - alpha)).rounded())
                    // rlottie's pixels are premultiplied: add grey times 1 − alpha.
                    let premultiplied = Double(theirs[source + channel])
                    pixels[(y * width * 2 + width + x) * 4 + channel] = UInt8(min(premultiplied + grey * (1 - Double(theirs[source + 3]) / 255), 255).rounded())
                }
            }
        }
        let image = try #require(RGBAImage(width: width * 2, height: height, pixels: pixels))
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
    }

    /// PSNR over premultiplied RGBA: a transparent pixel's colour counts for nothing, as on screen.
    static func psnr(premultiplied image: RGBAImage, against reference: [UInt8]) -> Double {
        guard image.pixels.count == reference.count else { return 0 }
        var squared = 0.0
        var offset = 0
        while offset < reference.count {
            let alpha = Double(image.pixels[offset + 3])
            for channel in 0..<3 {
                let ours = (Double(image.pixels[offset + channel]) * alpha / 255).rounded()
                let d = ours - Double(reference[offset + channel])
                squared += d * d
            }
            let d = alpha - Double(reference[offset + 3])
            squared += d * d
            offset += 4
        }
        return squared == 0 ? .infinity : 10 * log10(255 * 255 / (squared / Double(reference.count)))
    }
}
