import Dispatch
import Foundation

/// Runs a program to completion with its output discarded, in `folder` if given: its wall time
/// in seconds, or nil when it cannot start or exits with a failure.
func runProcess(_ executable: String, _ arguments: [String], in folder: URL? = nil) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs `python3` with `arguments` (standard input from `input`, if given) and returns what it
/// printed, or nil when it cannot start or exits with a failure.
func pythonOutput(_ arguments: [String], input: FileHandle? = nil) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    if let input { process.standardInput = input }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
}
