import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit
@testable import UIKitSeeds

/// The seed behaviours written as iOS code record the timelines of their scene files: every
/// property of every layer at every 1/50 s, and the same events.
@Suite("UIKit seed code against the scene files")
@MainActor
struct SeedTwinTests {
    func expectSame(_ file: String, _ uikit: Timeline) throws {
        let found = differences(file: try loadScene(file), uikit: uikit)
        #expect(found.isEmpty, "\(found.prefix(8))")
    }

    @Test("Spinner") func spinner() throws { try expectSame("spinner", SeedRecordings.spinner()) }
    @Test("Arrow flip") func arrowFlip() throws { try expectSame("arrow-flip", SeedRecordings.arrowFlip()) }
    @Test("Gauge") func gauge() throws { try expectSame("gauge", SeedRecordings.gauge()) }
    @Test("Tip label") func tipLabel() throws { try expectSame("tip-label", SeedRecordings.tipLabel().0) }

    @Test("With count 0 both pick the other text, as the files do with --set count=0")
    func countZero() throws {
        func file(_ name: String) throws -> Timeline {
            try SceneFile.load(path: scenesFolder.appendingPathComponent("\(name).json").path,
                               overrides: [("count", "0")]).timeline()
        }
        #expect(differences(file: try file("tip-label"), uikit: SeedRecordings.tipLabel(count: 0).0).isEmpty)
        #expect(differences(file: try file("new-status-banner"), uikit: SeedRecordings.banner(count: 0).0).isEmpty)
    }

    @Test("New-status banner: the label is inserted below the navigation bar at 0.2 s and removed at 3.2 s")
    func banner() throws {
        let (timeline, home) = SeedRecordings.banner()
        // The scene file builds the banner at the start, hidden under the bar; the iOS code
        // makes it when called: the same values from then on.
        try expectSame("new-status-banner", timeline)
        #expect(timeline.presentation(at: 0.1).layer(withID: "banner") == nil)
        let order = timeline.presentation(at: 1).layers.flatMap { $0.sublayers.map(\.id) }
        #expect(order == ["feed", "banner", "navbar"], "inserted below the navigation bar")
        #expect(timeline.presentation(at: 3.2).layer(withID: "banner") == nil, "removed from its superview")
        #expect(home.subviews.map(\.accessibilityIdentifier) == ["feed", "navbar"], "the model tree lost it too")
    }
}

@Suite("The refresh header's icon (iOS code) against pull-to-refresh.json")
@MainActor
struct HeaderIconTests {
    @Test("startAnimation adds one turn a second under a nil key; endAnimation removes it: the file's spin, value for value")
    func spin() throws {
        let file = try loadScene("pull-to-refresh")
        // The file starts the spin when its trigger fires and ends it when refreshing ends.
        let started = try #require(file.events.first { $0.detail("name") == "spinStart" }).time
        let ended = try #require(file.events.first { $0.kind == .stop && $0.subject == "icon" }).time
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let icon = HeaderIconView(frame: CGRect(x: 68, y: 17, width: 30, height: 30))
        icon.accessibilityIdentifier = "icon"
        window.addSubview(icon)
        let timeline = window.record(duration: file.duration) { clock in
            clock.wait(started)
            icon.startAnimation()
            #expect(icon.layer.animationKeys() == nil, "a nil key is not listed")
            clock.wait(ended - started)
            icon.endAnimation()
        }
        let path = LayerKeyPath("transform.rotation.z")!
        for step in 0...Int(file.duration * 50) {
            let time = Double(step) / 50
            let a = file.value(ofLayer: "icon", at: path, time: time)?.number ?? .nan
            let b = timeline.value(ofLayer: "icon", at: path, time: time)?.number ?? .nan
            #expect(abs(a - b) < 1e-6, "at \(time): file \(a), iOS code \(b)")
        }
        #expect(timeline.events.map(\.kind) == [.add, .start, .stop])
        #expect(timeline.events.last?.detail("finished") == "false")
    }
}

/// Seed 6 as iOS code: MJRefresh's header rules driven by a real scroll view and a scripted
/// finger, against pull-to-refresh.json, where a driver scripts the same drag.
@Suite("Pull to refresh: a scripted finger on iOS code against pull-to-refresh.json")
@MainActor
struct PullToRefreshTwinTests {
    @Test("The same drag (to −90 over 0.8 s, release at 1.2 s, end refreshing at 3.2 s) records the file's values and animation events")
    func pullToRefresh() throws {
        let (timeline, header) = SeedRecordings.pullToRefresh()
        #expect(header.state == .idle)
        // The file's triggers, states and steps are its own bookkeeping; the icon's spin is added
        // under a nil key in the iOS code. Every value, and every other event, must agree.
        let found = differences(file: try loadScene("pull-to-refresh"), uikit: timeline) { event in
            ![.trigger, .state, .step].contains(event.kind) && event.subject != "icon" && event.subject != "scroll"
        }
        #expect(found.isEmpty, "\(found.prefix(8))")
    }
}

/// Seeds 1 and 2 as the seed app drives them from scrolling: the arrow flips when the offset
/// crosses −50, and the loading indicator spins while refreshing.
@Suite("RefreshView driven by a scripted finger")
@MainActor
struct RefreshByDragTests {
    @Test("The arrow turns as the pull crosses −50; released past 64 pt the spinner turns until endRefreshing")
    func refreshByDrag() throws {
        let (timeline, controller) = SeedRecordings.refreshByDrag()
        #expect(!controller.isRefreshing && timeline.problems.isEmpty)
        let events = timeline.events.map(\.description)
        // −50 is crossed at the first tick past 0.25 s (−100 over 0.5 s): the 61st, 0.254167 s.
        #expect(events.contains("0.254167\tadd\tarrow\tkey=transform keyPath=transform begin=0.254167"), "\(events)")
        #expect(events.contains { $0.hasPrefix("0.500000\tadd\tspinner\tkey=lnj") })
        #expect(events.contains { $0.hasPrefix("2.000000\tstop\tspinner\tkey=lnj") })
        // The content is held under the header while refreshing, and back by 2.4 s.
        let offset = { (time: Double) in timeline.value(ofLayer: "scroll", at: LayerKeyPath("bounds.origin.y")!, time: time)?.number ?? .nan }
        #expect(abs(offset(1.5) - -64) < 1e-9 && abs(offset(2.45)) < 1e-9)
        // One turn a second while refreshing.
        let turn = timeline.value(ofLayer: "spinner", at: LayerKeyPath("transform.rotation.z")!, time: 0.75)?.number ?? .nan
        #expect(abs(turn - .pi / 2) < 1e-6)
        assertFrames(of: timeline, at: .times([0.25, 0.5, 1.25, 2.2, 4.5]), scale: 1)
    }
}

/// Seed 3's gauge driven by the refresh header's states under a scripted drag.
@Suite("The gauge driven by header states")
@MainActor
struct GaugeByStatesTests {
    @Test("Pulling readies it (no motion), refreshing swings it ±60° in 0.4 s legs, idle brings it back")
    func gaugeByStates() {
        let (timeline, header) = SeedRecordings.gaugeByStates()
        #expect(header.state == .idle && timeline.problems.isEmpty)
        let angle = { (time: Double) in timeline.value(ofLayer: "needle", at: LayerKeyPath("transform.rotation.z")!, time: time)?.number ?? .nan }
        #expect(angle(1.0) == 0, "pulling since 0.57 s: ready, at rest")
        #expect(abs(angle(1.4) - .pi / 6) < 1e-6, "halfway up the first leg (ease in, ease out is 0.5 at 0.5)")
        #expect(abs(angle(1.6) - .pi / 3) < 1e-6 && abs(angle(2.0) + .pi / 3) < 1e-6, "the legs' ends")
        #expect(abs(angle(4.2)) < 1e-9, "back at rest 0.4 s after idle at 3.6 s")
        assertFrames(of: timeline, at: .times([1.0, 1.4, 2.0, 3.8]), scale: 1)
    }
}

/// Seed 6's icon rule both ways, which the file's one-way drag does not exercise.
@Suite("The header's icon under a pull that goes back")
@MainActor
struct HeaderIconPullBackTests {
    @Test("The icon spins once the pull passes 0.8 of the header and stops when it goes back below, finger down")
    func spinAndStop() {
        let (window, scrollView) = SeedRecordings.scrollingWindow(height: 300)
        let header = PullToRefreshHeader(scrollView: scrollView)
        let timeline = window.record(duration: 1) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -60), duration: 0.3)   // 0.94 of 64 pt
            #expect(header.iconView.alpha == 1 && header.state == .idle)
            clock.drag(scrollView, to: CGPoint(x: 0, y: -40), duration: 0.2)   // 0.625
            #expect(header.iconView.alpha == 0)
        }
        let icon = timeline.events.filter { $0.subject == "icon" }.map(\.kind)
        #expect(icon.first == .add && icon.contains(.stop), "\(timeline.events.map(\.description))")
        let opacity = { (time: Double) in timeline.value(ofLayer: "icon", at: LayerKeyPath("opacity")!, time: time)?.number ?? .nan }
        #expect(opacity(0.3) == 1 && opacity(0.5) == 0)
    }
}
