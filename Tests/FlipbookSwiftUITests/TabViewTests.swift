import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// Three tabs, chosen by a binding; the inbox tab has a badge.
struct TabsApp: View {
    @State var tab = "home"
    var body: some View {
        TabView(selection: $tab) {
            Text("Home screen").accessibilityIdentifier("home")
                .tabItem { Label("Home", systemImage: "house") }.tag("home")
            Text("Inbox screen").accessibilityIdentifier("inbox")
                .tabItem { Image(systemName: "envelope"); Text("Inbox") }.badge(3).tag("inbox")
            Text("Settings screen").accessibilityIdentifier("settings")
                .tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
        }
    }
}

@Suite("TabView: tabs above a UITabBar, chosen by a tap", .expectsProblems)
@MainActor
struct TabViewTests {
    @Test("Three tabs in a 49-point bar (Home, Inbox with a badge of 3, Settings); Home's view above the bar; a tap on Inbox sets the binding and shows it (golden)")
    func tabs() throws {
        var titles: [String?] = []
        var badge: String?
        var shown: [String] = []
        var barFrame: CGRect?
        let timeline = TabsApp().record(size: CGSize(width: 390, height: 300), duration: 0.5) { clock in
            let home = try! #require(clock.view(withIdentifier: "home"))
            let bar = try! #require(allViews(home.window!).first { $0 is UITabBar } as? UITabBar)
            titles = bar.items?.map(\.title) ?? []
            badge = bar.items?[1].badgeValue
            barFrame = bar.convert(bar.bounds, to: nil)
            shown.append(["home", "inbox", "settings"].filter { clock.view(withIdentifier: $0) != nil }.joined())
            clock.tap(bar, at: CGPoint(x: 195, y: 20))
            clock.wait(0.2)
            shown.append(["home", "inbox", "settings"].filter { clock.view(withIdentifier: $0).map { !$0.isHidden && $0.window != nil } ?? false }.joined())
        }
        #expect(titles == ["Home", "Inbox", "Settings"] && badge == "3")
        #expect(barFrame == CGRect(x: 0, y: 251, width: 390, height: 49))
        #expect(shown == ["home", "inbox"], "\(shown) \(timeline.problems)")
        #expect(!timeline.problems.contains { !$0.hasPrefix(Timeline.warningPrefix) }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0, 0.5]), scale: 1)
    }
}

extension TabViewTests {
    @Test("A tab with no tabItem is drawn empty and says so; a badge away from a tab says it is not drawn, on a tab it says nothing")
    func silentPartsSayWhatIsNotDrawn() {
        let tabs = TabView {
            Text("Titled").tabItem { Label("One", systemImage: "1.circle") }.badge(2)
            Text("Bare")
        }
        let tabbed = tabs.record(size: CGSize(width: 300, height: 200), duration: 0.1)
        #expect(tabbed.problems.contains { $0.contains("tab 2 has no tabItem") }, "\(tabbed.problems)")
        #expect(!tabbed.problems.contains { $0.contains("a badge is drawn only on a TabView's tab") }, "\(tabbed.problems)")
        let row = Text("Inbox").badge(3).record(size: CGSize(width: 200, height: 60), duration: 0.1)
        #expect(row.problems.contains { $0.contains("a badge is drawn only on a TabView's tab") }, "\(row.problems)")
    }
}
