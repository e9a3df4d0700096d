import Foundation
import Synchronization
@testable import FlipbookCLI

/// Runs `flipbook` in-process and captures what it writes.
struct CommandRun {
    let exitCode: ExitCode
    let output: String
    let error: String
    /// A binary file written to standard output (`--out -`).
    let bytes: [UInt8]

    init(_ arguments: String...) {
        self.init(arguments)
    }

    init(_ arguments: [String]) {
        self.init(capturing: { FlipbookCommand.run(arguments, console: $0) })
    }

    /// Runs a verb's own entry point (for tests that pass an environment), with the usual
    /// parsing and error printing: `arguments` start with the verb's name.
    init(_ arguments: [String], verb: @escaping (ParsedArguments, Console) throws(CommandFailure) -> ExitCode) {
        self.init(capturing: { console in
            guard let command = FlipbookCommand.commands.first(where: { $0.spec.name == arguments.first }) else {
                return .usage
            }
            return FlipbookCommand.run(command, Array(arguments.dropFirst()), console: console, body: verb)
        })
    }

    private init(capturing run: (Console) -> ExitCode) {
        let output = Mutex("")
        let error = Mutex("")
        let bytes = Mutex<[UInt8]>([])
        let console = Console(
            output: { text in output.withLock { $0 += text } },
            error: { text in error.withLock { $0 += text } },
            bytes: { data in bytes.withLock { $0 += data } })
        exitCode = run(console)
        self.output = output.withLock { $0 }
        self.error = error.withLock { $0 }
        self.bytes = bytes.withLock { $0 }
    }
}

/// A new empty folder under the system's temporary directory; the caller removes it.
func makeTemporaryFolder(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs a test tool (python3 with Pillow and numpy, ffmpeg: what `make test` installs) and
/// returns its exit status and standard output.
func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// `Tests/scripts/NAME`.
func testScript(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/\(name)").path
}

/// The `flipbook` executable SwiftPM built beside the test bundle.
let flipbookExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("flipbook").path

/// What a finished process left: its exit status, standard output and standard error.
struct FinishedProcess {
    let status: Int32
    let output: String
    let error: String
}

/// Runs `bash -c script` in `folder` with `$FLIPBOOK` set to the real `flipbook` executable, for
/// what belongs to a process (signals, standard input, pipes); `whileRunning` gets the process.
func runFlipbookScript(_ script: String, in folder: URL, whileRunning: ((Process) -> Void)? = nil) throws -> FinishedProcess {
    precondition(FileManager.default.isExecutableFile(atPath: flipbookExecutable), "build the package first: \(flipbookExecutable)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.environment = ProcessInfo.processInfo.environment.merging(["FLIPBOOK": flipbookExecutable]) { $1 }
    process.currentDirectoryURL = folder
    let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-stdout-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else { fatalError("cannot create \(outputFile.path)") }
    defer { try? FileManager.default.removeItem(at: outputFile) }
    let errorPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    try process.run()
    whileRunning?(process)
    let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    return FinishedProcess(status: process.terminationStatus, output: output, error: String(decoding: error, as: UTF8.self))
}
