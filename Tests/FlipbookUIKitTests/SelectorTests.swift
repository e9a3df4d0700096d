import Testing
import UIKit

/// A view as iOS code writes it, with the selectors FlipbookPort writes for `#selector(…)`.
@MainActor
private class LikeCard: UIView {
    let button = UIButton(type: .system)
    var taps: [(time: CFTimeInterval, sender: UIButton)] = []
    var pings = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        button.frame = bounds
        addSubview(button)
        button.addTarget(self, action: Selector("like:", LikeCard.like(_:)), for: .touchUpInside)
    }
    required init?(coder: NSCoder) { nil }

    func like(_ sender: UIButton) { taps.append((CACurrentMediaTime(), sender)) }
    func ping() -> String { pings += 1; return "pong" }
    func echo(_ value: NSString) -> NSString { value }
}

@MainActor
private final class SpecialCard: LikeCard {}

@Suite("Selectors and target-action without the Objective-C runtime", .expectsProblems)
@MainActor
struct SelectorTests {
    @Test("A selector is its Objective-C name: equal by name, from and to strings")
    func names() {
        let literal: Selector = "like:"
        #expect(literal == Selector("like:"))
        #expect(Selector("like:", LikeCard.like(_:)) == NSSelectorFromString("like:"))
        #expect(NSStringFromSelector(Selector("tap:with:")) == "tap:with:")
        #expect(Set([Selector("a"), Selector("a"), Selector("b")]).count == 2)
    }

    @Test("addTarget(_:action:for:) fires at the scripted tap's virtual instant, with the button as sender")
    func targetAction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = LikeCard(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        window.addSubview(card)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.3)
            clock.tap(card.button)   // down at 0.3, up 0.1 s later
            clock.wait(0.2)
        }
        #expect(card.taps.count == 1)
        #expect(card.taps.first.map { abs($0.time - 0.4) < 1e-9 } == true)
        #expect(card.taps.first?.sender === card.button)
        #expect(card.button.actions(forTarget: card, forControlEvent: .touchUpInside) == ["like:"])
        #expect(card.button.allTargets.count == 1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        card.button.removeTarget(card, action: nil, for: .touchUpInside)
        #expect(card.button.actions(forTarget: card, forControlEvent: .touchUpInside) == nil)
    }

    @Test("A selector made from a string finds the method registered under its name, on the class and its subclasses")
    func stringSelectors() {
        _ = Selector("ping", LikeCard.ping)
        _ = Selector("echo:", LikeCard.echo(_:))
        let card = SpecialCard(frame: .zero)
        #expect(card.responds(to: Selector("ping")))
        #expect(card.responds(to: NSSelectorFromString("echo:")))
        #expect(!card.responds(to: Selector("fly")))
        #expect(card.perform(Selector("ping")) == nil, "a String is not an object: nothing comes back")
        #expect(card.pings == 1)
        let echoed = card.perform(NSSelectorFromString("echo:"), with: "hello" as NSString)?.takeUnretainedValue() as? NSString
        #expect(echoed == "hello")
    }

    @Test("A selector that finds no method, or an action with no target, is a problem naming it; nothing crashes")
    func unresolved() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = LikeCard(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        card.accessibilityIdentifier = "card"
        card.button.accessibilityIdentifier = "likeButton"
        window.addSubview(card)
        card.button.addTarget(card, action: Selector("share:"), for: .touchUpInside)
        card.button.addTarget(nil, action: Selector("archive:"), for: .touchUpInside)
        _ = Selector("echo:", LikeCard.echo(_:))
        let timeline = window.record(duration: 1) { clock in
            card.perform(Selector("fly"))
            #expect(card.perform(Selector("echo:"), with: 42) == nil, "an Int is not an NSString: not called")
            clock.tap(card.button)
            clock.wait(0.2)
        }
        #expect(card.taps.count == 1, "the resolvable pair still fires")
        let problems = timeline.problems.joined(separator: "\n")
        #expect(problems.contains("LikeCard has no method registered for the selector 'fly'"), "\(problems)")
        #expect(problems.contains("the action 'share:' sent by UIButton (layer 'likeButton'): LikeCard has no method registered for the selector 'share:'"), "\(problems)")
        #expect(problems.contains("the action 'archive:' sent by UIButton (layer 'likeButton') has no target, and no responder"), "\(problems)")
        #expect(problems.contains("perform(_:with:): the method 'echo:' of LikeCard takes arguments of other types"), "\(problems)")
    }
}
