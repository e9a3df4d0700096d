import Foundation

/// `--threads N`, which `render` and `check` take.
enum ThreadsArgument {
    /// The worker count: 1 to 256, default every core.
    static func parse(_ arguments: ParsedArguments) throws(CommandFailure) -> Int {
        try NumberParsing.whole(arguments.value("threads") ?? String(ProcessInfo.processInfo.activeProcessorCount),
                                what: "--threads", in: 1...256)
    }
}
