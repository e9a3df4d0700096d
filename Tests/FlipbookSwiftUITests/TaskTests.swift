import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

@Observable @MainActor
final class MessageStore {
    var messages: [String] = []
    var loads = 0
    var filter = "all"

    func load() async {
        loads += 1
        messages = filter == "all" ? ["Ada", "Grace", "Linus"] : ["Ada"]
    }
}

/// A list that loads its messages when it appears, and again when its filter changes.
struct LoadingMessages: View {
    let store: MessageStore
    var body: some View {
        VStack {
            Text("\(store.messages.count) messages, \(store.loads) loads").accessibilityIdentifier("summary")
        }
        .task(id: store.filter) { await store.load() }
    }
}

@Suite("task: started when a view appears, again when its id changes, cancelled when it goes", .expectsProblems)
@MainActor
struct TaskTests {
    @Test("A recording holds the main actor, so the inbox's load runs once it ends (3 messages, 1 load) — and the recording says its work was not on the clock")
    func loadsAfterTheRecording() async {
        let store = MessageStore()
        let timeline = LoadingMessages(store: store).record(size: CGSize(width: 300, height: 100), duration: 0.2) { clock in
            clock.wait(0.2)
        }
        #expect(timeline.problems.contains { $0.contains("task(_:)") && $0.hasPrefix("warning:") }, "\(timeline.problems)")
        #expect(store.loads == 0)
        // Once the recording's closure returns, the main actor runs the task.
        await Task.yield()
        for _ in 0..<100 where store.loads == 0 { await Task.yield() }
        #expect(store.loads == 1 && store.messages.count == 3)
    }
}
