import Foundation

/// A current rlottie (PyPI's rlottie-python, which `make bench` installs) timed by
/// `scripts/rlottie-bench.py` in a process of its own, on the frames Flipbook is timed on: the
/// player Lottie users pick on Linux. Flipbook never links it.
enum RlottieBaseline {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/rlottie-bench.py")

    /// The median seconds of `rounds` runs of loading each document and drawing its frames (the
    /// document's own numbers) at `scale`, each also encoded as a PNG when `png`; nil when
    /// rlottie-python is missing or fails.
    static func seconds(scale: Int, rounds: Int, png: Bool, documents: [(path: String, frames: [Int])]) -> Double? {
        let jobs: [String] = documents.map { document in
            let frames: [String] = document.frames.map { String($0) }
            return document.path + ":" + frames.joined(separator: ",")
        }
        var arguments: [String] = [script.path, String(scale), String(rounds)]
        if png { arguments.append("--png") }
        return pythonOutput(arguments + jobs).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}
