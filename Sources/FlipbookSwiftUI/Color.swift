import FlipbookUIKit

/// `Color`: a colour, and a view that fills the room it is offered with it. The named colours
/// are UIKit's system colours, light and dark.
public struct Color: Hashable, ShapeStyle {
    let uiColor: UIColor

    /// A colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
    /// A grey.
    public init(white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity))
    }
    /// A UIKit colour (dynamic ones stay dynamic).
    public init(uiColor: UIColor) { self.uiColor = uiColor }
    /// A UIKit colour.
    public init(_ uiColor: UIColor) { self.uiColor = uiColor }

    /// The colour at another opacity.
    public func opacity(_ opacity: Double) -> Color { Color(uiColor: uiColor.withAlphaComponent(CGFloat(opacity))) }


    /// Text's colour: `UIColor.label`.
    public static let primary = Color(uiColor: .label)
    /// Secondary text's colour: `UIColor.secondaryLabel`.
    public static let secondary = Color(uiColor: .secondaryLabel)
    /// The accent colour: `UIColor.systemBlue`.
    public static let accentColor = Color(uiColor: .systemBlue)
    /// Red.
    public static let red = Color(uiColor: .systemRed)
    /// Orange.
    public static let orange = Color(uiColor: .systemOrange)
    /// Yellow.
    public static let yellow = Color(uiColor: .systemYellow)
    /// Green.
    public static let green = Color(uiColor: .systemGreen)
    /// Mint.
    public static let mint = Color(uiColor: .systemMint)
    /// Teal.
    public static let teal = Color(uiColor: .systemTeal)
    /// Cyan.
    public static let cyan = Color(uiColor: .systemCyan)
    /// Blue.
    public static let blue = Color(uiColor: .systemBlue)
    /// Indigo.
    public static let indigo = Color(uiColor: .systemIndigo)
    /// Purple.
    public static let purple = Color(uiColor: .systemPurple)
    /// Pink.
    public static let pink = Color(uiColor: .systemPink)
    /// Brown.
    public static let brown = Color(uiColor: .systemBrown)
    /// Grey.
    public static let gray = Color(uiColor: .systemGray)
    /// White.
    public static let white = Color(uiColor: .white)
    /// Black.
    public static let black = Color(uiColor: .black)
    /// No colour.
    public static let clear = Color(uiColor: .clear)
}

extension Color: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [ShapeNode(path: path, shape: Rectangle(), fill: uiColor, stroke: nil)]
    }
}

/// `ShapeStyle`: what a shape is filled or stroked with: a colour here (gradients are not yet
/// modelled).
public protocol ShapeStyle: Sendable {}

/// `ForegroundStyle`: the foreground colour in the environment (`.primary` unless a
/// `foregroundStyle` modifier sets it).
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground colour in the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
    /// No colour.
    public static var clear: Color { Color.clear }
    /// Text's colour.
    public static var primary: Color { Color.primary }
    /// Secondary text's colour.
    public static var secondary: Color { Color.secondary }
}

extension ShapeStyle {
    /// The colour this style paints with in `environment`.
    @MainActor
    func resolvedColor(in environment: EnvironmentValues) -> UIColor {
        if let color = self as? Color { return color.uiColor }
        // Text and symbols in a gradient are drawn in its first colour (not yet modelled).
        if let gradient = self as? GradientStyle { return gradient.layout.gradient.stops.first?.color.uiColor ?? .label }
        return environment.foregroundColor ?? .label
    }
}

extension Color: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
