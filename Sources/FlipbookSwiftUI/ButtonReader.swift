import FlipbookUIKit

/// A button read from a builder's views, for an alert or a bar: its title and symbol, role and
/// action.
@MainActor
struct ReadButton {
    let title: String?
    var systemImage: String?
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// The tint a `tint(_:)` on the button gave (a swipe action's colour).
    var tint: UIColor?
    /// Whether it confirms (a bar's bold Done).
    var isDone = false

    init(title: String?, systemImage: String? = nil, role: ButtonRole?, action: @escaping @MainActor () -> Void, isDone: Bool = false) {
        self.title = title
        self.systemImage = systemImage
        self.role = role
        self.action = action
        self.isDone = isDone
    }
}

/// Views buttons can be read from: buttons titled by a text, a symbol or a label of both, and
/// the builder's groupings.
@MainActor
protocol ButtonsReadable {
    /// The buttons, in order; `leftOut` gathers the views that are not such buttons.
    func readButtons(leftOut: inout [String]) -> [ReadButton]
}

extension Button: ButtonsReadable {
    func readButtons(leftOut: inout [String]) -> [ReadButton] {
        switch label {
        case let text as Text:
            return [ReadButton(title: text.plainString, role: role, action: action)]
        case let image as Image:
            guard case .system(let name) = image.source else { break }
            return [ReadButton(title: nil, systemImage: name, role: role, action: action)]
        case let label as FlipbookSwiftUI.Label<Text, Image>:
            guard case .system(let name) = label.icon.source else { break }
            return [ReadButton(title: label.title.plainString, systemImage: name, role: role, action: action)]
        default:
            break
        }
        leftOut.append("a Button whose label is not a Text, a symbol Image or a Label of both")
        return []
    }
}

extension TupleView: ButtonsReadable {
    func readButtons(leftOut: inout [String]) -> [ReadButton] {
        let children = Mirror(reflecting: value).children.map(\.value)
        return (children.isEmpty ? [value as Any] : children).flatMap { ButtonReader.read($0, leftOut: &leftOut) }
    }
}

extension _ConditionalContent: ButtonsReadable {
    func readButtons(leftOut: inout [String]) -> [ReadButton] {
        switch storage {
        case .trueContent(let content): ButtonReader.read(content, leftOut: &leftOut)
        case .falseContent(let content): ButtonReader.read(content, leftOut: &leftOut)
        }
    }
}

extension Optional: ButtonsReadable where Wrapped: View {
    func readButtons(leftOut: inout [String]) -> [ReadButton] {
        map { ButtonReader.read($0, leftOut: &leftOut) } ?? []
    }
}

extension ModifiedContent: ButtonsReadable where Content: ButtonsReadable {
    /// A button with modifiers: the buttons read through them, with the tint an environment
    /// modifier sets (`.tint(.orange)` on a swipe action).
    func readButtons(leftOut: inout [String]) -> [ReadButton] {
        var buttons = content.readButtons(leftOut: &leftOut)
        if let environment = modifier as? _EnvironmentModifier {
            var values = EnvironmentValues()
            environment.change(&values)
            if let tint = values.tint { buttons = buttons.map { var button = $0; button.tint = button.tint ?? tint; return button } }
        }
        return buttons
    }
}

extension EmptyView: ButtonsReadable {
    func readButtons(leftOut: inout [String]) -> [ReadButton] { [] }
}

@MainActor
enum ButtonReader {
    /// The environment of the view whose buttons are being read, while a toolbar reads them (an
    /// `EditButton` toggles its edit mode).
    static var environment: EnvironmentValues?

    /// The buttons of any view: a view that is neither a button nor a grouping of buttons is
    /// left out, and named in `leftOut`.
    static func read(_ view: Any, leftOut: inout [String]) -> [ReadButton] {
        if let provider = view as? ButtonsReadable { return provider.readButtons(leftOut: &leftOut) }
        leftOut.append(String(describing: type(of: view)))
        return []
    }
}
