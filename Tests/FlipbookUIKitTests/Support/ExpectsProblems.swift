import Testing
import FlipbookUIKit

/// A suite or test that provokes recording problems on purpose (and checks them in
/// `Timeline.problems`): the lines FlipbookUIKit prints for them read
/// `FlipbookUIKit (expected): …`, so the test log tells them from trouble.
struct ExpectsProblems: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ProblemOutput.$isExpected.withValue(true) { try await function() }
    }
}

extension Trait where Self == ExpectsProblems {
    /// The suite or test provokes recording problems on purpose.
    static var expectsProblems: Self { ExpectsProblems() }
}
