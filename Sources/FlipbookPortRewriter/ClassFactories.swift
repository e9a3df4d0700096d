/// The classes declared in the ported files that UIKit makes from a class value — `CALayer`
/// subclasses (a view's `layerClass`), collection-view cells and supplementary views, and table
/// headers and footers (a registered class) — with where each one's body closes, so the rewrite
/// can give each a factory: `override class func flipbookMakeInstance() -> CALayer { Name() }`,
/// `override class func flipbookMakeReusableView() -> UICollectionReusableView { Name(frame: .zero) }`, or
/// `override class func flipbookMakeHeaderFooterView(reuseIdentifier: String?) -> UITableViewHeaderFooterView { Name(reuseIdentifier: reuseIdentifier) }`.
///
/// On iOS the Objective-C runtime makes an instance from the class object. Swift without the
/// runtime can only make an instance of a class given as a value through a `required`
/// initializer, which these classes do not have; the factory, written in the class's own body,
/// names the class instead.
struct ClassFactories {
    /// A family of classes made from a class value, and how a factory makes one.
    struct Family {
        /// The framework classes the family's classes inherit from.
        let roots: Set<String>
        /// The labels of the initializer the factory calls (`[]` for `init()`).
        let labels: [String]
        /// The factory's declaration, before the class's name.
        let declaration: String
        /// The call after the class's name.
        let call: String
    }

    static let families = [
        Family(roots: ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
                       "CATiledLayer", "CAScrollLayer", "CATransformLayer"],
               labels: [], declaration: "override class func flipbookMakeInstance() -> CALayer", call: "()"),
        Family(roots: ["UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"],
               labels: ["frame"], declaration: "override class func flipbookMakeReusableView() -> UICollectionReusableView", call: "(frame: .zero)"),
        Family(roots: ["UITableViewHeaderFooterView"], labels: ["reuseIdentifier"],
               declaration: "override class func flipbookMakeHeaderFooterView(reuseIdentifier: String?) -> UITableViewHeaderFooterView",
               call: "(reuseIdentifier: reuseIdentifier)"),
    ]

    /// Where a factory goes: before the `}` at this byte offset of the file at `path`.
    struct Site: Equatable {
        let path: String
        let closingBrace: Int
        let name: String
        let isPublic: Bool
        /// The factory's text.
        var text = ""
    }

    private(set) var sites: [String: [Site]] = [:]

    init(files: [(path: String, source: String)]) {
        var found: [(site: Site, superclass: String, initializers: [[String]], declaresDesignated: Bool)] = []
        for file in files {
            let code = SwiftTokenizer.tokens(of: file.source).filter { ![.space, .newline, .comment].contains($0.kind) }
            found += Self.classes(in: code, path: file.path)
        }
        for family in Self.families {
            // A class is in the family if it inherits from one of its roots or from a ported
            // class in it, however deep.
            var members = family.roots
            var grew = true
            while grew {
                grew = false
                for entry in found where !members.contains(entry.site.name) && members.contains(entry.superclass) {
                    members.insert(entry.site.name)
                    grew = true
                }
            }
            for entry in found where members.contains(entry.site.name) && !family.roots.contains(entry.site.name) {
                // The initializer is there: declared, or inherited because no designated one is.
                guard entry.initializers.contains(family.labels) || !entry.declaresDesignated else { continue }
                var site = entry.site
                site.text = " \(site.isPublic ? "public " : "")\(family.declaration) { \(site.name)\(family.call) } "
                sites[site.path, default: []].append(site)
            }
        }
    }

    /// The classes declared in `code` with a superclass: their sites, superclass, the labels of
    /// their designated initializers, and whether they declare any.
    private static func classes(in code: [SwiftToken], path: String) -> [(site: Site, superclass: String, initializers: [[String]], declaresDesignated: Bool)] {
        var result: [(site: Site, superclass: String, initializers: [[String]], declaresDesignated: Bool)] = []
        var index = 0
        while index + 3 < code.count {
            defer { index += 1 }
            guard code[index].text == "class", code[index + 1].kind == .identifier, code[index + 2].text == ":",
                  code[index + 3].kind == .identifier, index == 0 || code[index - 1].text != "." else { continue }
            guard let open = (index..<code.count).first(where: { code[$0].text == "{" }),
                  let close = PortRewriter.closing(code, from: open, opener: "{", closer: "}") else { continue }
            let modifiers = code[max(0, index - 4)..<index].map(\.text)
            let isPublic = modifiers.contains("public") || modifiers.contains("open")
            var initializers: [[String]] = []
            var depth = 0
            for cursor in (open + 1)..<close {
                let token = code[cursor]
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth -= 1 }
                guard depth == 0, token.text == "init", cursor + 1 < close,
                      !code[max(open + 1, cursor - 4)..<cursor].contains(where: { $0.text == "convenience" }) else { continue }
                var parameters = cursor + 1
                if ["?", "!"].contains(code[parameters].text) { parameters += 1 }
                guard let end = PortRewriter.closing(code, from: parameters) else { continue }
                // Each parameter's first name (its label) is the first identifier after `(` or `,`.
                var labels: [String] = []
                var expectingLabel = true, nesting = 0
                for position in (parameters + 1)..<end {
                    let text = code[position].text
                    if ["(", "[", "<"].contains(text) { nesting += 1 }
                    if [")", "]", ">"].contains(text) { nesting -= 1 }
                    if nesting == 0, text == "," { expectingLabel = true; continue }
                    if expectingLabel, nesting == 0, code[position].kind == .identifier {
                        labels.append(text)
                        expectingLabel = false
                    }
                }
                initializers.append(labels)
            }
            let site = Site(path: path, closingBrace: code[close].range.lowerBound, name: code[index + 1].text, isPublic: isPublic)
            result.append((site, code[index + 3].text, initializers, !initializers.isEmpty))
        }
        return result
    }
}
