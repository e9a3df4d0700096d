/// The `CALayer` subclasses declared in the ported files that can be made with `init()`, and
/// where each one's body closes, so the rewrite can give each a factory:
/// `override class func flipbookMakeInstance() -> CALayer { Name() }`.
///
/// On iOS a view whose `layerClass` is a layer subclass of your own gets an instance of it,
/// made by the Objective-C runtime from the class object. Swift without the runtime can only make
/// an instance of a class given as a value through a `required` initializer, which `CALayer`
/// does not have; the factory, written in the class's own body, names the class instead.
struct LayerClassFactories {
    /// Where a factory goes: before the `}` at this byte offset of the file at `path`, with the
    /// class's simple name and whether it is public (its override must be too).
    struct Site: Equatable {
        let path: String
        let closingBrace: Int
        let name: String
        let isPublic: Bool
    }

    /// Quartz Core's layer classes, which a subclass may inherit from.
    static let quartzCoreLayers: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
        "CATiledLayer", "CAScrollLayer", "CATransformLayer",
    ]

    private(set) var sites: [String: [Site]] = [:]

    init(files: [(path: String, source: String)]) {
        var found: [(site: Site, superclass: String, makesWithInit: Bool)] = []
        for file in files {
            let code = SwiftTokenizer.tokens(of: file.source).filter { ![.space, .newline, .comment].contains($0.kind) }
            found += Self.classes(in: code, path: file.path)
        }
        // A class is a layer class if it inherits from one of Quartz Core's or from a ported
        // layer class, however deep.
        var layerClasses = Self.quartzCoreLayers
        var grew = true
        while grew {
            grew = false
            for entry in found where !layerClasses.contains(entry.site.name) && layerClasses.contains(entry.superclass) {
                layerClasses.insert(entry.site.name)
                grew = true
            }
        }
        for entry in found where entry.makesWithInit && layerClasses.contains(entry.site.name) && !Self.quartzCoreLayers.contains(entry.site.name) {
            sites[entry.site.path, default: []].append(entry.site)
        }
    }

    /// The classes declared in `code` with a superclass: their sites, superclass and whether
    /// `init()` makes one (declared, or inherited because no designated initializer is).
    private static func classes(in code: [SwiftToken], path: String) -> [(site: Site, superclass: String, makesWithInit: Bool)] {
        var result: [(site: Site, superclass: String, makesWithInit: Bool)] = []
        var index = 0
        while index + 3 < code.count {
            defer { index += 1 }
            guard code[index].text == "class", code[index + 1].kind == .identifier, code[index + 2].text == ":",
                  code[index + 3].kind == .identifier, index == 0 || code[index - 1].text != "." else { continue }
            guard let open = (index..<code.count).first(where: { code[$0].text == "{" }),
                  let close = PortRewriter.closing(code, from: open, opener: "{", closer: "}") else { continue }
            let modifiers = code[max(0, index - 4)..<index].map(\.text)
            let isPublic = modifiers.contains("public") || modifiers.contains("open")
            var declaresInit = false, declaresOtherDesignated = false
            var depth = 0
            for cursor in (open + 1)..<close {
                let token = code[cursor]
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth -= 1 }
                guard depth == 0, token.text == "init", cursor + 1 < close else { continue }
                let isConvenience = code[max(open + 1, cursor - 4)..<cursor].contains { $0.text == "convenience" }
                if code[cursor + 1].text == "(", cursor + 2 < close, code[cursor + 2].text == ")" {
                    declaresInit = true
                } else if !isConvenience {
                    declaresOtherDesignated = true
                }
            }
            let site = Site(path: path, closingBrace: code[close].range.lowerBound, name: code[index + 1].text, isPublic: isPublic)
            result.append((site, code[index + 3].text, declaresInit || !declaresOtherDesignated))
        }
        return result
    }
}
