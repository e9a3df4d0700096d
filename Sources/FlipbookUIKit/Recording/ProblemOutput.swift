import Foundation

/// Where FlipbookUIKit prints the problems nobody else gets: a recording's problems when
/// `record` returns them rather than throwing, and what is met outside any recording. Each line
/// starts `FlipbookUIKit:`, or `FlipbookUIKit (expected):` while `ProblemOutput.isExpected` is
/// true — for a test that provokes problems on purpose and checks `Timeline.problems`, so that
/// its log tells those lines from trouble:
///
/// ```swift
/// try await ProblemOutput.$isExpected.withValue(true) { … }
/// ```
///
/// (Flipbook's own tests set it with a Swift Testing trait on the suites that do so.)
public enum ProblemOutput {
    /// Whether the problems printed from here on in this task are ones the code provokes on
    /// purpose (false by default).
    @TaskLocal public static var isExpected = false

    /// Prints a problem on standard error.
    static func print(_ message: String) {
        FileHandle.standardError.write(Data((line(message) + "\n").utf8))
    }

    /// The line printed for a problem: marked as expected when it is.
    static func line(_ message: String) -> String {
        (isExpected ? "FlipbookUIKit (expected): " : "FlipbookUIKit: ") + message
    }
}
