import Testing
import UIKit

/// A view that logs its move callbacks, as library views override them to start and stop
/// their animations.
@MainActor
private final class Logged: UIView {
    var log: [String] = []
    var name = ""
    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name) willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { log.append("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { log.append("\(name) didMoveToWindow \(window == nil ? "nil" : "window")") }
    override func didAddSubview(_ subview: UIView) { log.append("\(name) didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("\(name) willRemoveSubview") }
}

@Suite("The view move callbacks, in the order device logs show")
@MainActor
struct ViewLifecycleTests {
    @Test("Adding to a view in a window: superview callbacks, the superview's didAddSubview, then the window ones down the subtree")
    func adding() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = Logged(frame: .zero)
        parent.name = "parent"
        let child = Logged(frame: .zero)
        child.name = "child"
        let grandchild = Logged(frame: .zero)
        grandchild.name = "grandchild"
        child.addSubview(grandchild)
        #expect(grandchild.log == ["grandchild willMoveToSuperview view", "grandchild didMoveToSuperview"], "no window yet: no window callbacks")
        window.addSubview(parent)
        parent.log = []
        child.log = []
        grandchild.log = []
        parent.addSubview(child)
        #expect(child.log == ["child willMoveToSuperview view", "child didMoveToSuperview", "child willMoveToWindow window", "child didMoveToWindow window"])
        #expect(parent.log == ["parent didAddSubview"])
        #expect(grandchild.log == ["grandchild willMoveToWindow window", "grandchild didMoveToWindow window"])
    }

    @Test("Removing: willMove(toSuperview: nil), the superview's willRemoveSubview, the window callbacks, then didMoveToSuperview")
    func removing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = Logged(frame: .zero)
        parent.name = "parent"
        let child = Logged(frame: .zero)
        child.name = "child"
        window.addSubview(parent)
        parent.addSubview(child)
        parent.log = []
        child.log = []
        child.removeFromSuperview()
        #expect(child.log == ["child willMoveToSuperview nil", "child willMoveToWindow nil", "child didMoveToWindow nil", "child didMoveToSuperview"])
        #expect(parent.log == ["parent willRemoveSubview"])
    }

    @Test("Moving within the same superview calls nothing; moving to another view of the same window calls no window callback")
    func moving() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        window.addSubview(a)
        window.addSubview(b)
        let child = Logged(frame: .zero)
        child.name = "child"
        a.addSubview(child)
        a.addSubview(UIView())
        child.log = []
        a.bringSubviewToFront(child)
        #expect(child.log.isEmpty)
        b.addSubview(child)
        #expect(child.log == ["child willMoveToSuperview view", "child didMoveToSuperview"])
    }
}

/// A view that counts tint changes, as a custom control recolours in `tintColorDidChange()`.
@MainActor
private final class Tinted: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

@Suite("tintColor, inherited down the view tree")
@MainActor
struct TintInheritanceTests {
    @Test("A subview without a tint of its own shows its superview's, and hears tintColorDidChange when it changes")
    func inheritance() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let container = UIView(frame: window.bounds)
        let child = Tinted(frame: .zero)
        let own = Tinted(frame: .zero)
        own.tintColor = .systemGreen
        window.addSubview(container)
        container.addSubview(child)
        container.addSubview(own)
        #expect(child.tintColor == .systemBlue, "a window's default")
        window.tintColor = .systemRed
        #expect(child.tintColor == .systemRed && own.tintColor == .systemGreen)
        #expect(child.changes == 1 && own.changes == 1, "own is told only at its own setting")
        container.tintAdjustmentMode = .dimmed
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(child.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha) && red == green && green == blue, "dimmed: gray")
        #expect(child.changes == 2)
        let moved = Tinted(frame: .zero)
        UIView().addSubview(moved)
        let before = moved.changes
        window.addSubview(moved)
        #expect(moved.changes == before + 1 && moved.tintColor == .systemRed, "moving under another tint tells it")
    }

    @Test("A button inherits the window's tint: its title is drawn in it")
    func buttonInheritsTint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        window.addSubview(button)
        window.tintColor = .systemPink
        #expect(button.titleLabel?.textColor == .systemPink)
    }
}
