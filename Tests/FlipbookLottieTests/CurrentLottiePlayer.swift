import FlipbookPNG
import Foundation
import Testing

/// A current Lottie player run through a script in `Tests/scripts`: PyPI's rlottie-python
/// (`rlottie_frames.py`), the player the tests hold Flipbook's Lottie drawing and its exports
/// to, ThorVG (thorvg-python, `thorvg_frames.py`), the second opinion where rlottie is known
/// to draw wrongly, and lottie-web 5.7.5 in Debian's headless Chromium (`lottieweb_frames.py`),
/// the third where both approximate a length. Tests that use one are skipped, saying so, when it
/// is not installed (`make test` installs all three).
enum CurrentLottiePlayer: String, CaseIterable {
    case rlottie = "rlottie_python"
    case thorvg = "thorvg_python"
    case lottieWeb = "lottie-web"

    /// Whether it can run here (`importCheck`).
    var isAvailable: Bool { Self.availability[self] ?? false }

    private static let availability: [CurrentLottiePlayer: Bool] = Dictionary(uniqueKeysWithValues: allCases.map { player in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", player.importCheck]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return (player, false) }
        process.waitUntilExit()
        return (player, process.terminationStatus == 0)
    })

    /// A Python line that fails when the player cannot run.
    private var importCheck: String {
        switch self {
        case .rlottie, .thorvg: "import \(rawValue)"
        // lottie-web's page comes from pylottie (installed without its dependencies, so it
        // is found, not imported) and is drawn by Debian's headless Chromium.
        case .lottieWeb: "import importlib.util, shutil, sys; sys.exit(importlib.util.find_spec('pylottie') is None or shutil.which('chromium-headless-shell') is None)"
        }
    }

    /// The script in `Tests/scripts` that draws its frames.
    private var script: String {
        switch self {
        case .rlottie: "rlottie_frames.py"
        case .thorvg: "thorvg_frames.py"
        case .lottieWeb: "lottieweb_frames.py"
        }
    }

    /// rlottie-python, the reference player.
    static var isAvailable: Bool { rlottie.isAvailable }
    static let unavailableReason: Comment = "rlottie-python is not installed (make test installs it)"

    /// The player's frames of animation JSON, raw premultiplied RGBA by "frame@scale": each
    /// frame (the document's own number: `ip` is the first) at each whole scale of the
    /// composition's size.
    static func frames(ofJSON json: String, frames: [Int], scales: [Int], player: CurrentLottiePlayer = .rlottie) throws -> [String: [UInt8]] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-export-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Self.frames(of: file, frames: frames, scales: scales, player: player)
    }

    /// The same for a document on disk.
    static func frames(of document: URL, frames: [Int], scales: [Int], player: CurrentLottiePlayer = .rlottie) throws -> [String: [UInt8]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-player-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts").appendingPathComponent(player.script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, document.path, folder.path, scales.map(String.init).joined(separator: ","),
                             frames.map(String.init).joined(separator: ",")]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(script.lastPathComponent) failed for \(document.lastPathComponent)")
        var result: [String: [UInt8]] = [:]
        for scale in scales {
            for frame in frames {
                result["\(frame)@\(scale)"] = Array(try Data(contentsOf: folder.appendingPathComponent("\(frame)@\(scale).rgba")))
            }
        }
        return result
    }

    /// PSNR over premultiplied RGBA, in dB (infinite when equal): a transparent pixel's colour
    /// counts for nothing, as on screen.
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

    /// Flipbook's frame and the player's side by side on grey, as a PNG, for a person to look at.
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
                    // The player's pixels are premultiplied: add grey times 1 − alpha.
                    let premultiplied = Double(theirs[source + channel])
                    pixels[(y * width * 2 + width + x) * 4 + channel] = UInt8(min(premultiplied + grey * (1 - Double(theirs[source + 3]) / 255), 255).rounded())
                }
            }
        }
        let image = try #require(RGBAImage(width: width * 2, height: height, pixels: pixels))
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
    }
}
