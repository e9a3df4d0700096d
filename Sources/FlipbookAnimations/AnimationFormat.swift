/// An animated image format Flipbook writes.
public enum AnimationFormat: String, CaseIterable, Sendable {
    /// An animated GIF: 256 colours a frame, delays in centiseconds.
    case gif
    /// An animated PNG: full colour and alpha.
    case apng
    /// An animated WebP, lossless or lossy.
    case webp

    /// The format an output path's extension names (`.gif`, `.apng`, `.webp`, any case), if any.
    public static func named(by path: String) -> AnimationFormat? {
        guard path != "-", let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        return AnimationFormat(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
