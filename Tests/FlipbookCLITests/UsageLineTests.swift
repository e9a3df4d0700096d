import Testing
@testable import FlipbookCLI

/// A verb's usage line is what `help` shows first; it must not drift from its options.
@Suite("Usage lines")
struct UsageLineTests {
    @Test("Every option of every verb appears in its usage line")
    func everyOption() {
        for command in FlipbookCommand.commands {
            let spec = command.spec
            let missing = spec.options.map(\.name).filter { !spec.usage.contains("--\($0)") }
            #expect(missing.isEmpty, "flipbook \(spec.name): the usage line lacks --\(missing.joined(separator: ", --"))")
        }
    }
}
