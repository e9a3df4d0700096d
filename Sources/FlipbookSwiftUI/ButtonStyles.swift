import FlipbookUIKit

/// `ButtonStyleConfiguration`: what a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// `ButtonStyleConfiguration.Label`: the button's label, as a view the style places.
    public struct Label {
        let nodes: [ViewNode]
    }
    /// The button's label.
    public let label: Label
    /// Whether a finger is on the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { nodes }
}

/// `ButtonStyle`: how buttons look, from their label and whether they are pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button's look is made of.
    associatedtype Body: View
    /// The look of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// The button, drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `PrimitiveButtonStyle`: the system's button styles.
public protocol PrimitiveButtonStyle {}

/// How the buttons inside are drawn.
enum ButtonLook {
    case automatic, plain, bordered, borderedProminent
    case custom(any ButtonStyle)
}

/// `BorderlessButtonStyle`: the label in the accent colour (the default on iOS).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
}

/// `PlainButtonStyle`: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
}

/// `BorderedButtonStyle`: the label in the accent colour on a pale accent rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
}

/// `BorderedProminentButtonStyle`: the label in white on an accent rounded rectangle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the accent colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
    /// The system's choice: borderless on iOS.
    public static var automatic: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A pale accent rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// An accent rounded rectangle.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// The system style of the buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let look: ButtonLook = switch style {
        case is PlainButtonStyle: .plain
        case is BorderedButtonStyle: .bordered
        case is BorderedProminentButtonStyle: .borderedProminent
        default: .automatic
        }
        return modifier(_EnvironmentModifier { $0.buttonLook = look })
    }
    /// A style of your own for the buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.buttonLook = .custom(style) })
    }
}

/// Whether a button with a style of its own is pressed, kept by the button's identity.
@MainActor
final class PressState {
    var isPressed = false
}

extension ButtonStyle {
    /// The style's body for a label and a pressed state, as `any View`.
    func body(label: [ViewNode], isPressed: Bool) -> any View {
        makeBody(configuration: ButtonStyleConfiguration(label: .init(nodes: label), isPressed: isPressed))
    }
}
