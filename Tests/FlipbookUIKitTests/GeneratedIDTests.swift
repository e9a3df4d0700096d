import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

@Suite("Generated layer ids stay unique when views are made before the window", .expectsProblems)
@MainActor
struct GeneratedIDTests {
    @Test("A navigation controller made before its window records: made-up ids the window's count reuses take a ~2 suffix, named ones stay")
    func madeBeforeTheWindow() {
        // An earlier window restarts the count for the views made before this test's window.
        _ = UIWindow(frame: .zero)
        let first = UIView()
        first.backgroundColor = .systemRed
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let second = UIView()
        second.backgroundColor = .systemBlue
        #expect(first.layer.engine.id == second.layer.engine.id, "the window restarted the count")
        window.rootViewController = navigation
        navigation.topViewController?.view.addSubview(first)
        navigation.topViewController?.view.addSubview(second)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.filter { !Timeline.isWarning($0) }.isEmpty, "\(timeline.problems)")
        let ids = timeline.layerIDs
        #expect(Set(ids).count == ids.count, "every id is unique")
        #expect(first.layer.engine.id != second.layer.engine.id)
        #expect([first.layer.engine.id, second.layer.engine.id].contains { $0.hasSuffix("~2") })
    }

    @Test("A given id passes to a new view once the view that had it has left the window (recorded as ~2, a warning); two at once is an error")
    func givenIDTakenOver() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let old = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        old.accessibilityIdentifier = "badge"
        window.addSubview(old)
        let replacement = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        replacement.accessibilityIdentifier = "badge"
        let timeline = window.record(duration: 0.2) { clock in
            clock.wait(0.1)
            old.removeFromSuperview()
            window.addSubview(replacement)
        }
        #expect(timeline.problems == ["warning: layer id 'badge' was had by a layer that has left the scene; the new layer with it is recorded as 'badge~2'"])
        #expect(replacement.layer.engine.id == "badge~2" && timeline.layerIDs.contains("badge"))

        let twice = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let both = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        both.accessibilityIdentifier = "tag"
        let first = UIView(frame: .zero)
        first.accessibilityIdentifier = "tag"
        twice.addSubview(first)
        let clash = twice.record(duration: 0.2) { clock in
            clock.wait(0.1)
            twice.addSubview(both)
        }
        #expect(clash.problems.contains("layer id 'tag' is used twice; ids must be unique"), "\(clash.problems)")
    }
}
