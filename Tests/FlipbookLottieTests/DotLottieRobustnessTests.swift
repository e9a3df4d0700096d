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

        // The same corruptions on every run: variant k overwrites 1 to 4 bytes spread over the
        // archive by multiplying with primes (headers, directory and data all get hit).
        var variants: [[UInt8]] = (0..<good.count).map { Array(good.prefix($0)) }
        for k in 1...300 {
            var damaged = good
            for hit in 0...(k % 4) {
                damaged[(k * 7919 + hit * 104_729) % damaged.count] = UInt8((k * 31 + hit * 17) % 256)
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
