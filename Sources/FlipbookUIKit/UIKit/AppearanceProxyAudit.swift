import Foundation

/// Finds what was set on an appearance proxy but is not passed on.
///
/// On iOS a proxy records every `UI_APPEARANCE_SELECTOR` message sent to it through the
/// Objective-C runtime. Flipbook's proxy is an instance of the class, and only the setters that
/// know about proxies record themselves (`appearancePropertySet`); any other property set on a
/// proxy would change the proxy alone — silently. So each proxy keeps a twin, made alike and
/// given only the recorded settings; a stored property whose value differs between the proxy
/// and its twin was set on the proxy and is not passed on, and the recording says so.
@MainActor
struct AppearanceProxyAudit {
    /// A fresh instance of the proxy's class, made as the proxy was.
    private let twin: AnyObject
    /// Stored properties that differ between two fresh instances (counters, identities), which
    /// say nothing of what was set.
    private let differentWhenMade: Set<String>

    init(proxy: AnyObject, twin: AnyObject) {
        self.twin = twin
        differentWhenMade = Self.differences(Self.fingerprint(of: proxy), Self.fingerprint(of: twin))
    }

    /// The names of the stored properties set on `proxy` that its recorded settings do not
    /// reproduce, sorted.
    func unpassedProperties(of proxy: AnyObject, settings: [(key: AnyHashable, apply: (AnyObject) -> Void)]) -> [String] {
        for setting in settings { setting.apply(twin) }
        let changed = Self.differences(Self.fingerprint(of: proxy), Self.fingerprint(of: twin)).subtracting(differentWhenMade)
        return Set(changed.map(Self.propertyName)).sorted()
    }

    private static func differences(_ a: [String: String], _ b: [String: String]) -> Set<String> {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
    }

    /// `UILabel._shadowColor` → `shadowColor`; a lazy property's storage → its name.
    private static func propertyName(_ key: String) -> String {
        var name = String(key.split(separator: ".").last ?? "")
        if name.hasPrefix("$__lazy_storage_$_") { name.removeFirst("$__lazy_storage_$_".count) }
        while name.hasPrefix("_") { name.removeFirst() }
        return name
    }

    /// Each stored property of the object and its superclasses (`Class.name`), described.
    static func fingerprint(of object: AnyObject) -> [String: String] {
        var result: [String: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                result["\(current.subjectType).\(label)"] = describe(child.value, depth: 0)
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// A value described by what it holds: structs, enums, tuples and collections field by field;
    /// colours, fonts and images by their contents; other objects (views, layers, controllers)
    /// by their type only, since they are parts of the view, not values set on it.
    private static func describe(_ value: Any, depth: Int) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return "nil" }
            return describe(wrapped.value, depth: depth)
        }
        if type(of: value) is AnyClass {
            let object = value as AnyObject
            guard depth < 4, object is UIColor || object is UIFont || object is UIImage || object is CGColor
                || object is NSParagraphStyle || object is NSAttributedString
            else { return "\(type(of: object))" }
            return "\(type(of: object))(" + fields(of: Mirror(reflecting: object), depth: depth + 1) + ")"
        }
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?:
            if mirror.children.count > 64 { return "\(mirror.subjectType) of \(mirror.children.count)" }
            return "[" + mirror.children.map { describe($0.value, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .struct?, .tuple?, .enum?:
            guard !mirror.children.isEmpty else { return String(describing: value) }
            guard depth < 6 else { return "\(mirror.subjectType)" }
            return "\(mirror.subjectType)(" + fields(of: mirror, depth: depth + 1) + ")"
        default:
            return String(describing: value)
        }
    }

    private static func fields(of mirror: Mirror, depth: Int) -> String {
        var parts: [String] = []
        var current: Mirror? = mirror
        while let level = current {
            parts += level.children.map { "\($0.label ?? ""): \(describe($0.value, depth: depth))" }
            current = level.superclassMirror
        }
        return parts.joined(separator: ", ")
    }
}
