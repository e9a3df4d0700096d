import FlipbookLottie
import Foundation
import Testing

/// A damaged `.lottie` archive is an error, never a crash: every truncation of a real archive
/// and a few hundred byte flips.
@Suite("dotLottie archives, damaged")
struct DotLottieRobustnessTests {
    @Test("Every prefix and 300 corruptions of an archive read or throw")
    func damaged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-dotlottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bounce = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/lottie/bounce.json").path
        let archive = folder.appendingPathComponent("good.lottie").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("manifest.json", '{"animations": [{"id": "bounce"}]}')
                z.write(sys.argv[2], "animations/bounce.json")
            """, archive, bounce]
        try process.run()
        process.waitUntilExit()
        let good = try Array(Data(contentsOf: URL(fileURLWithPath: archive)))
        #expect(try LottieFile(path: archive).frameCount == 60)

        // Seeded, so every run tries the same corruptions.
        var generator = SplitMix64(seed: 22)
        var variants: [[UInt8]] = (0..<good.count).map { Array(good.prefix($0)) }
        for _ in 0..<300 {
            var damaged = good
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            variants.append(damaged)
        }
        let path = folder.appendingPathComponent("bad.lottie").path
        var read = 0, refused = 0
        for bytes in variants {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                _ = try LottieFile(path: path)
                read += 1
            } catch {
                #expect(error.message.hasPrefix(path + ": "), "\(error.message)")
                refused += 1
            }
        }
        #expect(refused >= good.count, "every truncation is refused: \(refused) refused, \(read) read")
    }
}

/// A small seeded generator (SplitMix64), so the corruptions are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
