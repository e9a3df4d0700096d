import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// The menu on screen in `window`, if one is open.
@MainActor
private func openMenu(in window: UIWindow) -> MenuPresentation? {
    window.subviews.compactMap { $0 as? MenuPresentation }.last
}

/// The rows of an open menu, top to bottom.
@MainActor
private func rows(of menu: MenuPresentation) -> [MenuRow] {
    menu.subviews.flatMap(\.subviews).compactMap { $0 as? UIVisualEffectView }.flatMap(\.contentView.subviews)
        .compactMap { $0 as? MenuRow }.sorted { $0.frame.minY < $1.frame.minY }
}

@Suite("Menus: UIMenu and UIAction opened by a bar button item's or a button's tap")
@MainActor
struct MenuTests {
    /// A screen with a "More" item whose menu has Duplicate, Rename (disabled), an inline
    /// group with Delete (destructive) and a hidden action.
    private func screen(_ log: @escaping (String, Any?) -> Void) -> (UIWindow, UINavigationController, UIBarButtonItem) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.title = "Notes"
        let menu = UIMenu(title: "", children: [
            UIAction(title: "Duplicate", image: nil) { action in log("Duplicate", action.sender) },
            UIAction(title: "Rename", attributes: .disabled) { action in log("Rename", action.sender) },
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Delete", attributes: .destructive) { action in log("Delete", action.sender) },
                UIAction(title: "Secret", attributes: .hidden) { action in log("Secret", action.sender) },
            ]),
        ])
        let more = UIBarButtonItem(title: "More", menu: menu)
        controller.navigationItem.rightBarButtonItem = more
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        return (window, navigation, more)
    }

    @Test("A tap on an item with a menu opens it under the item, its trailing edge on the item's; a row's tap runs its action with the item as sender and closes the menu")
    func barButtonMenu() throws {
        var log: [(String, Any?, Double)] = []
        let (window, navigation, more) = screen { log.append(($0, $1, CACurrentMediaTime())) }
        var platter = CGRect.zero
        var titles: [String] = []
        var openAfterTap = true
        let timeline = window.record(duration: 1.5) { clock in
            let bar = navigation.navigationBar
            let item = try! #require(bar.subviews.compactMap { $0 as? BarButtonItemView }.first)
            clock.tap(bar, at: CGPoint(x: item.frame.midX, y: 22))
            clock.wait(0.5)
            let menu = try! #require(openMenu(in: window))
            platter = menu.subviews[0].frame
            let itemFrame = item.convert(item.bounds, to: window)
            #expect(platter.maxX == itemFrame.maxX && platter.minY == itemFrame.maxY + 8, "under the item, flush with its trailing edge")
            let shown = rows(of: menu)
            titles = shown.map(\.element.title)
            clock.tap(shown[1])                      // Rename: disabled, nothing happens
            clock.wait(0.1)
            openAfterTap = openMenu(in: window) != nil
            clock.tap(shown[0])                      // Duplicate
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(titles == ["Duplicate", "Rename", "Delete"], "the hidden action is left out")
        let expectedHeight: CGFloat = 44 + 44 + 8 + 44
        #expect(platter.width == 250 && platter.height == expectedHeight, "two rows, the inline group's gap and its row")
        #expect(openAfterTap, "a disabled row does nothing")
        #expect(log.count == 1 && log[0].0 == "Duplicate" && (log[0].1 as AnyObject?) === more)
        #expect(openMenu(in: window) == nil, "closed after its 0.2 s fade")
    }

    @Test("The menu grows from the item: a fifth of its size at the tap's lift, whole by 0.4 s; it fades out over 0.2 s")
    func openAndClose() throws {
        let (window, navigation, _) = screen { _, _ in }
        var opened = false
        let timeline = window.record(duration: 1.2) { clock in
            let bar = navigation.navigationBar
            let item = try! #require(bar.subviews.compactMap { $0 as? BarButtonItemView }.first)
            clock.tap(bar, at: CGPoint(x: item.frame.midX, y: 22))
            opened = openMenu(in: window) != nil
            clock.wait(0.6)
            clock.tap(window, at: CGPoint(x: 40, y: 400))   // outside: closes it
            clock.wait(0.4)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // The tap lifts at 0.1 s: the menu opens then, on a 0.4 s spring.
        let scale = { (time: Double) in timeline.value(ofLayer: "menu.platter", at: LayerKeyPath("transform.scale.x")!, time: time)?.number }
        let opacity = { (time: Double) in timeline.value(ofLayer: "menu.platter", at: LayerKeyPath("opacity")!, time: time)?.number }
        #expect(scale(0.1).map { abs($0 - 0.2) < 1e-9 } == true && opacity(0.1) == 0)
        #expect(scale(0.5).map { abs($0 - 1) < 0.01 } == true)
        let fade = { (time: Double) in timeline.value(ofLayer: "menu", at: LayerKeyPath("opacity")!, time: time)?.number }
        #expect(fade(0.8) == 1 && fade(0.9).map { $0 > 0 && $0 < 1 } == true)
        #expect(opened && openMenu(in: window) == nil)
        assertFrames(of: timeline, at: .times([0.2, 0.6]), scale: 2)
    }

    @Test("A button that shows its menu as its primary action opens it on a tap and sends .menuActionTriggered, not .primaryActionTriggered; a single-selection menu keeps one action on")
    func buttonMenuAndSingleSelection() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        button.setTitle("Sort", for: .normal)
        var chosen: [String] = []
        let orders = ["Name", "Date", "Size"].map { name in UIAction(title: name, state: name == "Name" ? .on : .off) { chosen.append($0.title) } }
        button.menu = UIMenu(title: "Sort by", options: .singleSelection, children: orders)
        button.showsMenuAsPrimaryAction = true
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        window.addSubview(button)
        var menuFrame = CGRect.zero
        let timeline = window.record(duration: 1) { clock in
            clock.tap(button)
            clock.wait(0.5)
            let menu = try! #require(openMenu(in: window))
            menuFrame = menu.subviews[0].frame
            clock.tap(rows(of: menu)[1])
            clock.wait(0.3)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(events == ["menu"])
        #expect(menuFrame.minX == 20 && menuFrame.minY == 84 + 8, "the button is in the left half: the menu's leading edge on its own")
        let expectedHeight: CGFloat = 36 + 1 + 3 * 44
        #expect(menuFrame.height == expectedHeight, "the title's strip, a line under it, three rows (their separators drawn over them)")
        #expect(chosen == ["Date"] && orders.map(\.state) == [.off, .on, .off])
        #expect(button.menu?.selectedElements.map(\.title) == ["Date"])
    }
}
