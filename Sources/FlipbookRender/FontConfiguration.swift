import CPangoCairo

/// The fonts Flipbook draws with: a fontconfig configuration holding only pinned font files, so
/// frames do not change with whatever else is installed, and the map from iOS font names.
///
/// iOS fonts do not exist here: SF / system / Helvetica map to DejaVu Sans, PingFang / Heiti to
/// WenQuanYi Micro Hei; CJK text in any family falls back to WenQuanYi Micro Hei.
public final class FontConfiguration: @unchecked Sendable {
    /// A pinned font file and the Debian package that provides it.
    public struct PinnedFont: Sendable {
        public let path: String
        public let package: String

        /// A font file and the Debian package to install when it is missing.
        public init(path: String, package: String) {
            self.path = path
            self.package = package
        }
    }

    /// The fonts Flipbook pins (installed by `make deps`).
    public static let pinnedFonts = [
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei"),
    ]

    /// Family names Flipbook can draw.
    public static let families = ["DejaVu Sans", "WenQuanYi Micro Hei"]

    /// The fontconfig configuration (read-only once built; shared by every renderer).
    let config: OpaquePointer

    /// Builds the configuration, or fails naming the missing font and its package.
    public init(fonts: [PinnedFont] = FontConfiguration.pinnedFonts) throws(RenderError) {
        guard let config = FcConfigCreate() else { throw RenderError(.environment, "cannot create a fontconfig configuration") }
        for font in fonts {
            let added = font.path.withCString { FcConfigAppFontAddFile(config, $0) }
            guard added != 0 else {
                FcConfigDestroy(config)
                throw RenderError(.environment, "font file \(font.path) is missing; install \(font.package) (make deps)")
            }
        }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// The family to draw for a scene's font name, and whether it was a documented mapping
    /// (false means an unknown name that falls back to DejaVu Sans).
    public static func family(for name: String) -> (family: String, isKnown: Bool) {
        let key = name.lowercased().filter { $0.isLetter }
        if ["system", "sf", "sfpro", "sfprotext", "sfprodisplay", "sanfrancisco", "sfui", "sfuitext", "sfuidisplay",
            "helvetica", "helveticaneue", "dejavusans", "arial"].contains(key) {
            return ("DejaVu Sans", true)
        }
        if key.hasPrefix("pingfang") || key.hasPrefix("heiti") || key.hasPrefix("stheiti") || key.hasPrefix("wenquanyi") {
            return ("WenQuanYi Micro Hei", true)
        }
        return ("DejaVu Sans", false)
    }
}
