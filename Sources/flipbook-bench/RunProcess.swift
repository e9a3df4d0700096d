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
