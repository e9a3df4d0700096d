import CPangoCairo

/// The fonts Flipbook draws with: a fontconfig configuration holding only pinned font files, so
/// frames do not change with whatever else is installed, and the map from iOS font names.
///
/// iOS fonts do not exist here. The system font (SF Pro) maps to Inter, whose text and display
/// cuts follow SF Pro Text and SF Pro Display (below and from 20 pt); PingFang and Heiti map to
/// Noto Sans CJK SC, TC or HK; CJK text in any Latin family falls back to Noto Sans CJK SC,
/// emoji to Noto Color Emoji, and other symbols to DejaVu Sans.
public final class FontConfiguration: @unchecked Sendable {
    /// A pinned font file and the Debian package that provides it.
    public struct PinnedFont: Sendable {
        /// The font file's absolute path.
        public let path: String
        /// The Debian package that installs it.
        public let package: String

        /// A font file and the Debian package to install when it is missing.
        public init(path: String, package: String) {
            self.path = path
            self.package = package
        }
    }

    /// Inter's upright weights, Thin (100) to Black (900), each in its text and display cut.
    private static let interWeights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]

    /// The fonts Flipbook pins (installed by `make deps`).
    public static let pinnedFonts =
        ["Inter", "InterDisplay"].flatMap { cut in
            interWeights.map { PinnedFont(path: "/usr/share/fonts/opentype/inter/\(cut)-\($0).otf", package: "fonts-inter") }
        } + [
            PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
            PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
            PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
            PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
            PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
            PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", package: "fonts-dejavu-core"),
            PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", package: "fonts-dejavu-core"),
            PinnedFont(path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
                       package: "fonts-material-design-icons-iconfont"),
        ]

    /// Family names Flipbook can draw.
    public static let families = ["Inter", "Inter Display", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK",
                                  "Noto Color Emoji", "DejaVu Sans", "DejaVu Sans Mono", "Material Icons"]

    /// Where a glyph missing from the chosen family is looked for, in order.
    static let fallbacks = ["Noto Sans CJK SC", "Noto Color Emoji", "DejaVu Sans"]

    /// The size from which SF Pro Display replaces SF Pro Text (Apple's Human Interface
    /// Guidelines: Text up to 19 pt, Display from 20 pt), and Inter Display replaces Inter.
    public static let displaySize = 20.0

    /// The fontconfig configuration (read-only once built; shared by every renderer).
    let config: OpaquePointer

    /// Builds the configuration, or fails naming the missing font and its package.
    public init(fonts: [PinnedFont] = FontConfiguration.pinnedFonts) throws(RenderError) {
        guard let config = FcConfigCreate() else { throw RenderError(.environment, "cannot create a fontconfig configuration") }
        guard Self.bitmapScaling.withCString({ FcConfigParseAndLoadFromMemory(config, $0, 1) }) != 0 else {
            FcConfigDestroy(config)
            throw RenderError(.environment, "fontconfig rejected the bitmap-scaling rule")
        }
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

    /// Scales bitmap fonts to the size asked for: Noto Color Emoji has one strike, 109 pixels a
    /// line, and an empty configuration draws it at that size whatever the text's size (an
    /// emoji in a 17-pt label was drawn 54 pt tall and made the line 64 pt). The rule is
    /// fontconfig's own `10-scale-bitmap-fonts.conf`, which Debian's configuration applies and
    /// a configuration made from nothing lacks; its hinting clause is left out, as Flipbook
    /// draws unhinted.
    private static let bitmapScaling = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// What a scene's font name draws with.
    public struct Face: Equatable, Sendable {
        /// The pinned family.
        public let family: String
        /// Whether the name stands for the iOS system font (SF Pro), whose line metrics apply.
        public let isSystem: Bool
        /// Whether the name was a documented mapping (false: an unknown name, drawn as the
        /// system font).
        public let isKnown: Bool
        /// OpenType features drawn with (`"tnum"`: digits of one width), or nil.
        public var features: String? = nil
    }

    /// The face for a scene's font name at a size. A name ending in " tabular" ("system
    /// tabular", what `UIFont.monospacedDigitSystemFont` names) draws its digits one width, as
    /// SF Pro's monospaced digits are; "SF Mono", "Menlo", "Courier" and "monospace" draw with
    /// DejaVu Sans Mono.
    public static func face(for name: String, size: Double) -> Face {
        var key = name.lowercased().filter { $0.isLetter }
        if key.hasSuffix("tabular"), key.count > "tabular".count {
            key.removeLast("tabular".count)
            var face = face(for: key, size: size)
            // Inter Display's tabular figures are not of one width (its `tnum` maps to glyphs
            // 1028 to 1220 units wide); the text cut's are (1824 units each), so it draws them
            // at every size.
            if face.family == "Inter Display" { face = Face(family: "Inter", isSystem: face.isSystem, isKnown: face.isKnown) }
            face.features = "tnum"
            return face
        }
        if ["sfmono", "sfmonoregular", "menlo", "courier", "couriernew", "monospace", "dejavusansmono"].contains(key) {
            return Face(family: "DejaVu Sans Mono", isSystem: false, isKnown: true)
        }
        let system = size < displaySize ? "Inter" : "Inter Display"
        if ["system", "sf", "sfpro", "sfprotext", "sfprodisplay", "sanfrancisco", "sfui", "sfuitext", "sfuidisplay",
            "helvetica", "helveticaneue", "arial", "inter"].contains(key) {
            return Face(family: system, isSystem: true, isKnown: true)
        }
        if key == "interdisplay" { return Face(family: "Inter Display", isSystem: false, isKnown: true) }
        if key == "dejavusans" { return Face(family: "DejaVu Sans", isSystem: false, isKnown: true) }
        // Google's Material Icons (Apache 2.0), whose ligatures draw an icon for its name
        // ("delete"): what `UIImage(systemName:)` draws SF Symbols with.
        if key == "materialicons" { return Face(family: "Material Icons", isSystem: false, isKnown: true) }
        if let prefix = ["pingfang", "heiti", "stheiti", "notosanscjk", "wenquanyimicrohei"].first(where: key.hasPrefix) {
            // PingFang SC / TC / HK and Heiti SC / TC, as family or PostScript names
            // ("PingFangTC-Medium"): the same region's Noto Sans CJK, SC when none is named.
            let rest = key.dropFirst(prefix.count)
            let region = rest.hasPrefix("tc") ? "TC" : (rest.hasPrefix("hk") ? "HK" : "SC")
            return Face(family: "Noto Sans CJK \(region)", isSystem: false, isKnown: true)
        }
        return Face(family: system, isSystem: true, isKnown: false)
    }

    /// The Pango family list for a face: the family, then the fallbacks.
    static func familyList(for face: Face) -> String {
        ([face.family] + fallbacks.filter { $0 != face.family }).joined(separator: ", ")
    }

    /// SF Pro's line metrics as fractions of the point size: ascender 1950, descender 494 and
    /// line height 2444 units of 2048, no leading. UIKit reports them for
    /// `systemFont(ofSize: 14)` as ascender 13.330078, descender −3.376953, lineHeight
    /// 16.707031, and lineHeight 17.900391 at 15 pt: exactly these fractions.
    public static let systemAscender = 1950.0 / 2048, systemDescender = 494.0 / 2048
    /// The system font's line height in ems: ascender plus descender.
    public static var systemLineHeight: Double { systemAscender + systemDescender }
}
