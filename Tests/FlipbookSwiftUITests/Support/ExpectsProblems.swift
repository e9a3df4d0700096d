import Testing
import SwiftUI

/// A suite or test whose recordings report warnings on purpose (symbols drawn from Material
/// Icons, the undrawn keyboard): FlipbookUIKit prints them as `FlipbookUIKit (expected): …`.
/// (FlipbookUIKitTests has the same trait; test targets cannot share a support file.)
struct ExpectsProblems: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ProblemOutput.$isExpected.withValue(true) { try await function() }
    }
}

extension Trait where Self == ExpectsProblems {
    /// The suite or test reports problems on purpose.
    static var expectsProblems: Self { ExpectsProblems() }
}
