import Foundation

/// `UIFont`: a family and a size. System fonts map to the pinned fonts the renderer uses
/// (see the README's font table).
open class UIFont: NSObject, @unchecked Sendable {
    /// `UIFont.Weight`: Apple's raw values, from −0.8 (ultra light) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nearest CSS/OpenType weight (100 … 900) for the renderer.
        var cssWeight: Double {
            let table: [(CGFloat, Double)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                              (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            // The table is not empty, so min(by:) always finds an entry.
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
        }
    }

    /// The family name (`"system"` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Weight

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// A named font, or nil when the name is empty. Unknown families draw with the system
    /// font's mapping and the renderer says so.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let bold = fontName.lowercased().contains("bold")
        self.init(fontName: fontName, pointSize: fontSize, weight: bold ? .bold : .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: .bold)
    }

    /// The same family at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The family name.
    open var familyName: String { fontName }

    var cssWeight: Double { weight.cssWeight }
}
