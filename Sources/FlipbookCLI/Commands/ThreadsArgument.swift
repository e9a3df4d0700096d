import Foundation

/// `--threads N`, which `render` and `check` take.
enum ThreadsArgument {
    /// The worker count: 1 to 256, default every core.
    static func parse(_ arguments: ParsedArguments) throws(CommandFailure) -> Int {
        let text = arguments.value("threads") ?? String(ProcessInfo.processInfo.activeProcessorCount)
        guard let threads = Int(text), (1...256).contains(threads) else {
            throw .badInput("--threads: expected a whole number from 1 to 256, found '\(text)'")
        }
        return threads
    }
}
