/// The Objective-C name Swift gives a method (The Swift Programming Language and Swift's
/// "Importing Objective-C APIs" rules, run the other way): `tap()` is `tap`, `tap(_:)` is
/// `tap:`, `tap(_:with:)` is `tap:with:`, and a first argument label is joined to the base
/// name with "With": `move(to:)` is `moveWithTo:`.
public enum ObjectiveCName {
    /// The selector name of method `base` whose argument labels are `labels` (`_` for none).
    public static func selector(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The setter's selector name of property `property`: `setTitle:`.
    public static func setter(of property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }
}
