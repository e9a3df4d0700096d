import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

@Suite("Generated layer ids stay unique when views are made before the window")
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
}
