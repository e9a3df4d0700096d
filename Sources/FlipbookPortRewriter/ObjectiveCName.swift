/// The Objective-C name Swift gives a method, by the compiler's rule (Swift's
/// `AbstractFunctionDecl::getObjCSelector`): `tap()` is `tap`, `tap(_:)` is `tap:`,
/// `tap(_:with:)` is `tap:with:`; a first argument label is joined to the base name with "With"
/// (`pan(gesture:)` is `panWithGesture:`) unless the label starts, or the base name ends, with a
/// preposition (`move(to:)` is `moveTo:`, `share(with:)` is `shareWith:`).
public enum ObjectiveCName {
    /// The selector name of method `base` whose argument labels are `labels` (`_` for none).
    public static func selector(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" {
            if !prepositions.contains(firstWord(of: first)) && !prepositions.contains(lastWord(of: base)) { name += "With" }
            name += first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The setter's selector name of property `property`: `setTitle:`.
    public static func setter(of property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// The prepositions the compiler knows (its PartsOfSpeech list).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The first camel-case word, lowercased (`toIndex` → `to`).
    static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase }).lowercased()
    }

    /// The last camel-case word, lowercased (`moveRowAt` → `at`).
    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name.lowercased() }
        return name[start...].lowercased()
    }
}
