import Testing
@testable import FlipbookPortRewriter

/// The rewrite's lines: everything but the `#sourceLocation` lines it adds around the file.
private func body(_ rewritten: String) -> String {
    rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("#sourceLocation") }
        .joined(separator: "\n")
        .trimmingCharacters(in: .newlines)
}

private func port(_ source: String, with others: [String] = []) -> String {
    let files = [(path: "/app/Card.swift", source: source)] + others.enumerated().map { (path: "/app/Other\($0.offset).swift", source: $0.element) }
    return body(PortRewriter(files: files).rewrite(source, path: "/app/Card.swift"))
}

@Suite("The Swift tokenizer")
struct SwiftTokenizerTests {
    @Test("Tokens put back together are the source, whatever it holds")
    func roundTrip() {
        let source = #"""
        let a = "x \(f("(")) y" /* c /* nested */ "still comment" */ + #"raw "quoted" \(no)"# // end
        let b = """
            multi \(g(")")) "line"
            """
        @objc func `default`(_ x: Int) -> Int { x >= 0x1F ? 1.5e3 : -2 }
        """#
        let tokens = SwiftTokenizer.tokens(of: source)
        #expect(tokens.map(\.text).joined() == source)
        #expect(tokens.filter { $0.kind == .string }.count == 3)
        #expect(tokens.filter { $0.kind == .comment }.count == 2)
        #expect(tokens.contains { $0.kind == .identifier && $0.text == "`default`" })
        #expect(tokens.first { $0.text == "@objc" }?.line == 5)
    }

    @Test("An unterminated string or comment does not hang or crash: the rest is one token")
    func unterminated() {
        for source in ["let a = \"abc", "/* open", "let b = \"\"\"\nabc", "x = #\"raw"] {
            #expect(SwiftTokenizer.tokens(of: source).map(\.text).joined() == source)
        }
    }
}

@Suite("FlipbookPort's rewrite of iOS Swift")
struct PortRewriterTests {
    @Test("@objc, @objc(name), @objcMembers, @nonobjc and @IBOutlet go; dynamic, weak and ! stay; lines stay where they were")
    func attributes() {
        let source = """
        @objcMembers class Card: UIView {
            @IBOutlet weak var title: UILabel!
            @objc dynamic var progress = 0.0
            @objc(tapWith:) func tap(_ sender: Any) {}
            @nonobjc func plain() {}
        }
        """
        let ported = port(source)
        #expect(!ported.contains("@objc") && !ported.contains("@IBOutlet") && !ported.contains("@nonobjc"))
        #expect(ported.contains("weak var title: UILabel!") && ported.contains("dynamic var progress"))
        #expect(ported.split(separator: "\n").count == source.split(separator: "\n").count)
    }

    @Test("Nothing inside strings or comments is touched")
    func stringsAndComments() {
        let source = #"""
        let help = "write @objc and #selector(tap) here"
        // @objc #selector(tap)
        let raw = #"@IBOutlet"#
        """#
        #expect(port(source) == source)
    }

    @Test("#selector forms become Selectors that carry the method, named as Objective-C names them")
    func selectors() {
        let source = """
        final class Card: UIView {
            func setUp() {
                button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
                button.addTarget(self, action: #selector(self.refresh), for: .valueChanged)
                let a = #selector(move(to:animated:))
                let b = #selector(Card.didPan)
                let c = #selector(getter: Card.progress)
                let d = #selector(setter: Card.progress)
                let e = #selector(reload as () -> Void)
                let f = #selector(Card.make)
                let g = #selector(tick)
            }
            func tap(_ sender: UIButton) {}
            func refresh() {}
            func move(to point: CGPoint, animated: Bool) {}
            func reload() {}
            func reload(_ animated: Bool) {}
            class func make() {}
            @objc(tickWithLink:) func tick(_ link: CADisplayLink) {}
        }
        extension Card {
            @objc func didPan(_ pan: UIPanGestureRecognizer) {}
        }
        """
        let ported = port(source)
        #expect(ported.contains(#"action: Selector("tap:", Card.tap(_:))"#))
        #expect(ported.contains(#"action: Selector("refresh", Card.refresh)"#))
        #expect(ported.contains(#"let a = Selector("moveTo:animated:", Card.move(to:animated:))"#))
        #expect(ported.contains(#"let b = Selector("didPan:", Card.didPan(_:))"#), "declared in an extension")
        #expect(ported.contains(#"let c = Selector("progress")"#))
        #expect(ported.contains(#"let d = Selector("setProgress:")"#))
        #expect(ported.contains(#"let e = Selector("reload", Card.reload)"#), "the cast picks the overload")
        #expect(ported.contains(#"let f = Selector("make")"#), "a class method: the name alone")
        #expect(ported.contains(#"let g = Selector("tickWithLink:", Card.tick(_:))"#), "@objc(name) names it")
    }

    @Test("Nested types, and a method declared in another file")
    func nestedAndOtherFiles() {
        let source = """
        enum Screens {
            final class Feed: UIViewController {
                func viewDidLoad() { NotificationCenter.default.addObserver(self, selector: #selector(refresh(_:)), name: .x, object: nil) }
            }
        }
        """
        let other = """
        extension Screens.Feed {
            func refresh(_ note: Notification) {}
        }
        """
        #expect(port(source, with: [other]).contains(#"Selector("refresh:", Screens.Feed.refresh(_:))"#))
    }

    @Test("#keyPath becomes the key path's string")
    func keyPaths() {
        let ported = port("a.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), context: nil); b(#keyPath(player.rate))")
        #expect(ported.contains(#"forKeyPath: "contentOffset""#) && ported.contains(#"b("player.rate")"#))
    }

    @Test("(value as AnyObject).cgPointValue and the number readers reach flipbookBridged; a call's arguments and other members stay")
    func bridgedObjectMessages() {
        let ported = port("""
        let p = (layer.value(forKeyPath: "position") as AnyObject).cgPointValue
        let s = ((anim.toValue as AnyObject).floatValue, f(x as AnyObject).doubleValue, (y as AnyObject).description)
        return (t as AnyObject).caTransform3DValue
        """)
        #expect(ported.contains(#"let p = flipbookBridged(layer.value(forKeyPath: "position") as AnyObject).cgPointValue"#))
        #expect(ported.contains("(flipbookBridged(anim.toValue as AnyObject).floatValue, f(x as AnyObject).doubleValue, (y as AnyObject).description)"))
        #expect(ported.contains("return flipbookBridged(t as AnyObject).caTransform3DValue"))
    }

    @Test("A table cell's override init(style:reuseIdentifier:) becomes required, as FlipbookUIKit declares it; other initializers stay")
    func requiredCellInitializer() {
        let ported = port("""
        class MessageCell: UITableViewCell {
            override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
            override init(frame: CGRect) { super.init(frame: frame) }
            init(style: Int) {}
        }
        """)
        #expect(ported.contains("required public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"))
        #expect(ported.contains("override init(frame: CGRect)") && ported.contains("    init(style: Int) {}"))
    }

    @Test("Beside tableView(_:commit:forRowAt:) goes flipbookCommitsEditingRowAt answering true, with its access and override, on the same line")
    func commitMarker() {
        let source = """
        final class Inbox: UITableViewController {
            public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                if editingStyle == .delete { rows.remove(at: indexPath.row) }
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        }
        extension Source: UITableViewDataSource {
            func tableView(_ tv: UITableView, commit style: UITableViewCell.EditingStyle, forRowAt path: IndexPath) { delete(path) }
        }
        """
        let ported = port(source)
        let lines = ported.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#sourceLocation") }
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[3] == "    }; public override func tableView(_ tableView: UITableView, flipbookCommitsEditingRowAt indexPath: IndexPath) -> Bool { true }")
        #expect(lines[7].hasSuffix("{ delete(path) }; func tableView(_ tableView: UITableView, flipbookCommitsEditingRowAt indexPath: IndexPath) -> Bool { true }"))
        #expect(!lines[4].contains("flipbook"))
    }

    @Test("@objc protocols: optional requirements get defaults, call sites lose their ?, and a non-optional result is an error")
    func optionalRequirements() {
        let source = """
        @objc public protocol CardDelegate: AnyObject {
            func cardDidLike(_ card: Card)
            @objc optional func cardDidScroll(_ card: Card, to offset: CGFloat)
            @objc optional func cardTitle(for card: Card) -> String?
            @objc optional func cardShouldLike(_ card: Card) -> Bool
            @objc optional var accent: UIColor? { get }
        }
        func use(_ delegate: CardDelegate?) {
            delegate?.cardDidScroll?(card, to: 3)
            let title = delegate?.cardTitle?(for: card)
        }
        """
        let full = PortRewriter(files: [("/app/CardDelegate.swift", source)]).rewrite(source, path: "/app/CardDelegate.swift")
        #expect(!full.contains("optional func") && !full.contains("optional var"))
        #expect(full.contains("delegate?.cardDidScroll(card, to: 3)") && full.contains("delegate?.cardTitle(for: card)"))
        #expect(full.contains("extension CardDelegate {"))
        #expect(full.contains("public func cardDidScroll(_ card: Card, to offset: CGFloat) {}"))
        #expect(full.contains("public func cardTitle(for card: Card) -> String? { nil }"))
        #expect(full.contains("public var accent: UIColor? { nil }"))
        #expect(full.contains(#"#error("FlipbookPort: the optional requirement 'func cardShouldLike(_ card: Card) -> Bool' returns a non-optional value"#))
        #expect(full.contains("#sourceLocation(file: \"/app/CardDelegate.swift\", line: 5)\n#error"), "the error names its line")
    }

    @Test("import Darwin becomes Foundation; runtime-only calls are errors on their line")
    func importsAndErrors() {
        let source = """
        import Darwin
        import ObjectiveC
        func swizzle() {
            method_exchangeImplementations(a, b)
        }
        """
        let full = PortRewriter(files: [("/app/Swizzle.swift", source)]).rewrite(source, path: "/app/Swizzle.swift")
        #expect(full.contains("import Foundation\nimport ObjectiveC"))
        #expect(full.contains("#sourceLocation(file: \"/app/Swizzle.swift\", line: 4)\n#error(\"FlipbookPort: method swizzling needs the Objective-C runtime\")\n#sourceLocation(file: \"/app/Swizzle.swift\", line: 4)\n    method_exchangeImplementations"))
        #expect(full.hasPrefix("#sourceLocation(file: \"/app/Swizzle.swift\", line: 1)\n"))
    }

    @Test("A weak proxy's forwardingTarget(for:) and responds(to:) lose override, and the class forwards")
    func weakProxy() {
        let source = """
        final class WeakProxy: NSObject {
            weak var target: NSObjectProtocol?
            override func responds(to aSelector: Selector!) -> Bool { target?.responds(to: aSelector) ?? false }
            override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
        }
        """
        let full = PortRewriter(files: [("/app/WeakProxy.swift", source)]).rewrite(source, path: "/app/WeakProxy.swift")
        #expect(!full.contains("override") && !full.contains("#error"))
        #expect(full.contains("extension WeakProxy: NSObjectMessageForwarding {}"))
    }

    @Test("An @objc protocol becomes class-bound, so weak references to it compile")
    func classBoundProtocols() {
        let ported = port("""
        @objc public protocol MorphingDelegate {
            @objc optional func morphingDidStart(_ label: UILabel)
        }
        @objc protocol Tracking: NSObjectProtocol {}
        """)
        #expect(ported.contains("public protocol MorphingDelegate: AnyObject {"))
        #expect(ported.contains("protocol Tracking: AnyObject, NSObjectProtocol {}"))
    }

    @Test("An override in an extension of a class in the same file moves into the class, at its own line")
    func extensionOverrideSameFile() {
        let source = """
        open class Header: UIView {
            var offset: CGFloat = 0
        }

        extension Header /* KVO */ {
            fileprivate static var context = "HeaderContext"
            @objc override open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                                  change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                if keyPath == "contentOffset" { offset = 1 }
            }
            func plain() {}
        }
        """
        let full = PortRewriter(files: [("/app/Header.swift", source)]).rewrite(source, path: "/app/Header.swift")
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let moved = lines.firstIndex { $0.contains("override open func observeValue") }
        #expect(moved != nil && !full.contains("@objc"))
        if let moved {
            #expect(lines[moved - 1] == "#sourceLocation(file: \"/app/Header.swift\", line: 7)", "diagnostics name the line it was written on")
            #expect(lines[moved - 2] == "", "pasted on a line of its own")
            #expect(lines[moved...].contains("#sourceLocation(file: \"/app/Header.swift\", line: 3)"), "then the class's closing line")
            #expect(lines[2] == "    var offset: CGFloat = 0", "the class body comes first")
            let classClose = lines[(moved + 3)...].firstIndex { $0 == "}" }
            #expect(classClose != nil && lines[classClose!..<lines.count].contains { $0.contains("extension Header") }, "inside the class's braces")
        }
        // The extension keeps its other members, and its later lines stay where they were.
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).count
        let body = body(full).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(body.count == sourceLines + 5, "the member's four lines appear once more, pasted after a line break")
        #expect(full.contains("    fileprivate static var context") && full.contains("    func plain() {}"))
        #expect(full.components(separatedBy: "observeValue").count == 2, "cut from the extension")
    }

    @Test("An override in an extension in another file moves, with the extension's access and the private helpers it calls")
    func extensionOverrideOtherFile() {
        let constraint = """
        public class LayoutConstraint: NSLayoutConstraint {
            public var label: String?
        }
        """
        let debugging = """
        public extension LayoutConstraint {
            override var description: String {
                describe(self)
            }
        }

        private func describe(_ object: AnyObject) -> String { "<\\(object)>" }
        private func unused() {}
        """
        let rewriter = PortRewriter(files: [("/lib/LayoutConstraint.swift", constraint), ("/lib/Debugging.swift", debugging)])
        let host = rewriter.rewrite(constraint, path: "/lib/LayoutConstraint.swift")
        let guest = rewriter.rewrite(debugging, path: "/lib/Debugging.swift")
        #expect(host.contains("#sourceLocation(file: \"/lib/Debugging.swift\", line: 2)\n    public override var description: String {"))
        #expect(host.contains("#sourceLocation(file: \"/lib/LayoutConstraint.swift\", line: 3)\n}"))
        #expect(!guest.contains("description"))
        #expect(guest.contains("internal func describe(") && guest.contains("private func unused()"), "only what the member uses is widened")
    }

    @Test("An override that cannot move is an error on its line")
    func extensionOverrideErrors() {
        let source = """
        extension UIView {
            override open var intrinsicContentSize: CGSize { .zero }
        }
        class Card: UIView {}
        extension Card {
            #if DEBUG
            override func layoutSubviews() {}
            #endif
        }
        """
        let full = PortRewriter(files: [("/app/Card.swift", source)]).rewrite(source, path: "/app/Card.swift")
        #expect(full.contains("line: 2)\n#error(\"FlipbookPort: 'UIView' is not declared in the ported files"))
        #expect(full.contains("line: 7)\n#error(\"FlipbookPort: an override inside #if"))
    }

    @Test("os(iOS) holds in #if and #elseif conditions; other platforms and other code are left alone")
    func iOSConditions() {
        let ported = port("""
        #if os(iOS) || os(tvOS)
        import UIKit
        #elseif os(macOS)
        import Cocoa
        #endif
        #if !os(iOS)
        let platform = "os(iOS)"
        #endif
        """)
        #expect(ported.contains("#if true || os(tvOS)") && ported.contains("#elseif os(macOS)") && ported.contains("#if !true"))
        #expect(ported.contains("let platform = \"os(iOS)\""))
    }

    @Test("An @objc dynamic stored property notifies its observers; computed ones, plain dynamic and static ones are left alone")
    func dynamicProperties() {
        let ported = port("""
        class Counter: NSObject {
            @objc dynamic var count = 0
            @objc dynamic private(set) var label: String? = nil
            @objc dynamic var colors: [UIColor] = [
                .red,
                .blue,
            ]
            @objc dynamic var double: Int { count * 2 }
            dynamic var plain = 1
            @objc static dynamic var shared = 0
        }
        """)
        #expect(ported.contains(#"dynamic var count = 0 { willSet { willChangeValue(forKey: "count") } didSet { didChangeValue(forKey: "count") } }"#))
        #expect(ported.contains(#"var label: String? = nil { willSet { willChangeValue(forKey: "label") }"#))
        #expect(ported.contains(#"    ] { willSet { willChangeValue(forKey: "colors") }"#), "after the initializer's last line")
        #expect(!ported.contains(#"forKey: "double""#) && !ported.contains(#"forKey: "plain""#) && !ported.contains(#"forKey: "shared""#))
        #expect(ported.split(separator: "\n").count == 11, "no line added")
    }

    @Test("type(of: x).description() becomes the class's name")
    func classDescription() {
        let ported = port("""
        func describe(_ object: AnyObject) -> String {
            type(of: object).description() + "!" + String(describing: type(of: object))
        }
        """)
        #expect(ported.contains("String(describing: type(of: object)) + \"!\" + String(describing: type(of: object))"))
    }

    @Test("@NSManaged properties read and write the layer's values by key, zero (or nil) until set; a type with no zero is an error")
    func managedProperties() {
        let ported = port("""
        class RingLayer: CALayer {
            @NSManaged var angle: Double
            @NSManaged public var tint: UIColor?
            @NSManaged var origin: CGPoint
            @NSManaged var path: CGPath
        }
        """)
        #expect(ported.contains(#"    var angle: Double { get { managedValue(forKey: "angle", default: 0) } set { setValue(newValue, forKey: "angle") } }"#))
        #expect(ported.contains(#"public var tint: UIColor? { get { managedValue(forKey: "tint", default: nil) }"#))
        #expect(ported.contains(#"var origin: CGPoint { get { managedValue(forKey: "origin", default: .zero) }"#))
        #expect(ported.contains(#"#error("FlipbookPort: @NSManaged var path: CGPath has no value until one is set"#))
        #expect(!ported.contains("@NSManaged var angle") && ported.contains("@NSManaged var path"), "the property in error is left as written")
    }

    @Test("A layer subclass that init() makes gets a factory on its closing line, for views whose layerClass it is; others do not")
    func layerFactories() {
        let ported = port("""
        public class RingLayer: CALayer {
            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { nil }
        }
        private class Halo: RingLayer {
            var radius: CGFloat = 4
        }
        class Tinted: CAShapeLayer {
            init(color: UIColor) { super.init() }
            convenience init(hex: Int) { self.init(color: .red) }
            required init?(coder: NSCoder) { nil }
        }
        class Card: UIView {}
        """)
        let lines = ported.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 14, "no line added")
        #expect(lines[4].contains("public override class func flipbookMakeInstance() -> CALayer { RingLayer() }"))
        #expect(lines[7].contains(" override class func flipbookMakeInstance() -> CALayer { Halo() }") && !lines[7].contains("public"),
                "inherited init(): a subclass of a ported layer class")
        #expect(!ported.contains("Tinted()"), "init() is not inherited when another designated initializer is declared")
        #expect(!ported.contains("Card()"))
    }

    @Test("A collection-view cell class that init(frame:) makes gets a factory on its closing line, for collection views that register it")
    func reusableViewFactories() {
        let ported = port("""
        final class PhotoCell: UICollectionViewCell {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Header: UICollectionReusableView {}
        class Tagged: PhotoCell {
            init(tag: Int) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let lines = ported.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9, "no line added")
        #expect(lines[3].contains("override class func flipbookMakeReusableView() -> UICollectionReusableView { PhotoCell(frame: .zero) }"))
        #expect(lines[4].contains("{ Header(frame: .zero) }"), "no initializer declared: init(frame:) is inherited")
        #expect(!ported.contains("Tagged(frame"), "init(frame:) is not inherited when another designated initializer is declared")
    }

    @Test("A table header class gets a factory through init(reuseIdentifier:), for tables that register it")
    func headerFooterFactories() {
        let ported = port("""
        final class SectionHeader: UITableViewHeaderFooterView {
            override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Footer: UITableViewHeaderFooterView {}
        """)
        let lines = ported.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5, "no line added")
        #expect(lines[3].contains("override class func flipbookMakeHeaderFooterView(reuseIdentifier: String?) -> UITableViewHeaderFooterView "
            + "{ SectionHeader(reuseIdentifier: reuseIdentifier) }"))
        #expect(lines[4].contains("{ Footer(reuseIdentifier: reuseIdentifier) }"), "no initializer declared: init(reuseIdentifier:) is inherited")
    }

    @Test("Objective-C names of Swift methods")
    func objectiveCNames() {
        #expect(ObjectiveCName.selector(base: "tap", labels: []) == "tap")
        #expect(ObjectiveCName.selector(base: "tap", labels: ["_"]) == "tap:")
        #expect(ObjectiveCName.selector(base: "tap", labels: ["_", "with"]) == "tap:with:")
        #expect(ObjectiveCName.selector(base: "pan", labels: ["gesture"]) == "panWithGesture:")
        #expect(ObjectiveCName.selector(base: "handleDrag", labels: ["sender", "for"]) == "handleDragWithSender:for:")
        #expect(ObjectiveCName.selector(base: "move", labels: ["to"]) == "moveTo:", "a preposition first: no With")
        #expect(ObjectiveCName.selector(base: "share", labels: ["with"]) == "shareWith:")
        #expect(ObjectiveCName.selector(base: "moveRowAt", labels: ["index"]) == "moveRowAtIndex:", "a base ending in a preposition")
        #expect(ObjectiveCName.selector(base: "f", labels: ["_", "_"]) == "f::")
        #expect(ObjectiveCName.setter(of: "title") == "setTitle:")
    }
}
