import CCairo
import CPangoCairo
import Foundation

/// What a frame's pixels depend on besides the scene: the drawing libraries' versions and the
/// font files. Recorded beside golden frames (`meta.json`) so a comparison made elsewhere can
/// say how the two environments differ.
public struct RenderEnvironment: Sendable, Equatable {
    /// `(library, version)` for cairo, pango, pixman, freetype, harfbuzz and fontconfig.
    public let libraries: [Entry]
    /// `(font file name, SHA-256)` for each pinned font.
    public let fonts: [Entry]

    /// A name and its value, in a fixed order.
    public struct Entry: Sendable, Equatable {
        /// What it is (`cairo`, a font's file name, …).
        public let name: String
        /// Its version or checksum.
        public let value: String

        /// An entry.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates an environment from its parts (read back from `meta.json`).
    public init(libraries: [Entry], fonts: [Entry]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This process's environment, measured once: hashing the fonts reads a few megabytes.
    public static let current = RenderEnvironment(libraries: libraryVersions(), fonts: fontHashes())

    /// The differences from another environment, one phrase each: `cairo 1.18.0 → 1.16.0`,
    /// `font DejaVuSans.ttf changed`. Empty when they agree.
    public func differences(from recorded: RenderEnvironment) -> [String] {
        var phrases: [String] = []
        for entry in libraries {
            let old = recorded.libraries.first { $0.name == entry.name }?.value ?? "unknown"
            if old != entry.value { phrases.append("\(entry.name) \(old) → \(entry.value)") }
        }
        for entry in fonts {
            guard let old = recorded.fonts.first(where: { $0.name == entry.name }) else {
                phrases.append("font \(entry.name) added")
                continue
            }
            if old.value != entry.value { phrases.append("font \(entry.name) changed") }
        }
        for entry in recorded.fonts where !fonts.contains(where: { $0.name == entry.name }) {
            phrases.append("font \(entry.name) gone")
        }
        return phrases
    }

    private static func libraryVersions() -> [Entry] {
        var library: FT_Library?
        var freetype = "unknown"
        if FT_Init_FreeType(&library) == 0, let library {
            var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
            freetype = "\(major).\(minor).\(patch)"
        }
        let fontconfig = FcGetVersion()
        return [
            Entry("cairo", String(cString: cairo_version_string())),
            Entry("pango", String(cString: pango_version_string())),
            Entry("pixman", String(cString: pixman_version_string())),
            Entry("freetype", freetype),
            Entry("harfbuzz", String(cString: hb_version_string())),
            Entry("fontconfig", "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)"),
        ]
    }

    private static func fontHashes() -> [Entry] {
        FontConfiguration.pinnedFonts.map { font in
            let name = (font.path as NSString).lastPathComponent
            guard let data = FileManager.default.contents(atPath: font.path) else { return Entry(name, "missing") }
            return Entry(name, SHA256.hex(data))
        }
    }
}
