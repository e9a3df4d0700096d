/// An animated image format Flipbook writes.
public enum AnimationFormat: String, CaseIterable, Sendable {
    case gif, apng, webp

    /// The format an output path's extension names (`.gif`, `.apng`, `.webp`, any case), if any.
    public static func named(by path: String) -> AnimationFormat? {
        guard path != "-", let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        return AnimationFormat(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
