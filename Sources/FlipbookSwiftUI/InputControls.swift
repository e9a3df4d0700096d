import FlipbookUIKit

/// `TextFieldStyle`: how text fields look.
public protocol TextFieldStyle {}

/// `PlainTextFieldStyle`: the text alone (the default).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// `RoundedBorderTextFieldStyle`: the text in a rounded box, as UIKit's `.roundedRect` field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// The style of the text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textFieldRoundedBorder = style is RoundedBorderTextFieldStyle })
    }
}

/// `TextField`: editable text bound to a string, drawn by a `UITextField` as on iOS: its
/// placeholder in `.placeholderText`, as wide as it is offered; typing
/// (`clock.type("…", into:)`, the field found with `clock.view(withIdentifier:)`) writes the
/// binding at each character.
public struct TextField<Label: View> {
    let text: Binding<String>
    let placeholder: String
    let isSecure: Bool
}

extension TextField where Label == Text {
    /// A field for `text`, showing `title` while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        placeholder = String(title)
        isSecure = false
    }
}

/// `SecureField`: a `TextField` whose characters show as dots.
public struct SecureField<Label: View> {
    let field: TextField<Label>
}

extension SecureField where Label == Text {
    /// A secure field for `text`, showing `title` while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, placeholder: String(title), isSecure: true)
    }
}

extension TextField: View {
    /// The field.
    public var body: some View { UIKitTextField(text: text, placeholder: placeholder, isSecure: isSecure) }
}

extension SecureField: View {
    /// The field.
    public var body: some View { field }
}

/// A `UITextField` in the layout: the binding written at each edit.
struct UIKitTextField: UIViewRepresentable {
    let text: Binding<String>
    let placeholder: String
    let isSecure: Bool

    final class Coordinator {
        var text: Binding<String>?
        var focus: FocusRequest?
        var submit: [@MainActor () -> Void] = []
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        let coordinator = context.coordinator
        field.addAction(UIAction { action in
            guard let field = action.sender as? UITextField else { return }
            coordinator.text?.wrappedValue = field.text ?? ""
        }, for: .editingChanged)
        field.addAction(UIAction { _ in coordinator.focus?.set(true) }, for: .editingDidBegin)
        field.addAction(UIAction { _ in coordinator.focus?.set(false) }, for: .editingDidEnd)
        // The return key: the `onSubmit` actions around the field.
        field.addAction(UIAction { _ in coordinator.submit.forEach { $0() } }, for: .editingDidEndOnExit)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        context.coordinator.text = text
        context.coordinator.submit = context.environment.textInput.submitActions
        context.environment.textInput.apply(to: field)
        field.placeholder = placeholder
        field.isSecureTextEntry = isSecure
        field.borderStyle = context.environment.textFieldRoundedBorder ? .roundedRect : .none
        if let font = context.environment.font { field.font = font.uiFont(at: context.environment.dynamicTypeSize) }
        if field.text != text.wrappedValue { field.text = text.wrappedValue }
        // The focus a `focused` modifier asks for: taken or left once the field is on screen.
        context.coordinator.focus = context.environment.focusRequest
        context.environment.focusRequest?.apply(to: field)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView field: UITextField, context: Context) -> CGSize? {
        CGSize(width: proposal.width.map { $0.isFinite ? $0 : field.intrinsicContentSize.width } ?? field.intrinsicContentSize.width,
               height: field.intrinsicContentSize.height)
    }
}

/// `Slider`: a value in a range, drawn by a `UISlider` as wide as it is offered; a finger
/// dragging the thumb writes the binding.
public struct Slider<Label: View> {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
}

extension Slider where Label == EmptyView {
    /// A slider of `value` between the bounds.
    @MainActor public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        step = nil
    }
    /// A slider of `value` between the bounds, in steps of `step`.
    @MainActor public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
    }
}

extension Slider: View {
    /// The slider.
    public var body: some View { UIKitSlider(value: value, bounds: bounds, step: step) }
}

/// A `UISlider` in the layout.
struct UIKitSlider: UIViewRepresentable {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?

    final class Coordinator {
        var write: ((Double) -> Void)?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UISlider {
        let slider = UISlider()
        let coordinator = context.coordinator
        slider.addAction(UIAction { action in
            guard let slider = action.sender as? UISlider else { return }
            coordinator.write?(Double(slider.value))
        }, for: .valueChanged)
        return slider
    }

    func updateUIView(_ slider: UISlider, context: Context) {
        let step = self.step, lower = bounds.lowerBound
        context.coordinator.write = { raw in
            if let step, step > 0 {
                value.wrappedValue = lower + ((raw - lower) / step).rounded() * step
            } else {
                value.wrappedValue = raw
            }
        }
        if slider.minimumTrackTintColor != context.environment.tint { slider.minimumTrackTintColor = context.environment.tint }
        slider.minimumValue = Float(bounds.lowerBound)
        slider.maximumValue = Float(bounds.upperBound)
        if Double(slider.value) != value.wrappedValue { slider.value = Float(value.wrappedValue) }
    }
}

/// `PickerStyle`: how a picker shows its choices.
public protocol PickerStyle {}

/// `SegmentedPickerStyle`: the choices side by side in a `UISegmentedControl`.
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The choices side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
    /// The style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.pickerIsSegmented = style is SegmentedPickerStyle })
    }

    /// The value this view stands for in a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _NodePropertyModifier> {
        modifier(_NodePropertyModifier { $0.tag = AnyHashable(tag) })
    }
}

/// `Picker`: a choice among its content's views, each tagged with its value. iOS's default menu
/// style shows the label and, at the trailing edge, the chosen option's text in the secondary
/// colour with up-and-down chevrons; a tap opens UIKit's menu of the options, a checkmark on the
/// chosen one, and choosing one sets the binding. Outside a list or form, only the option and
/// the chevrons show, in the accent colour, as on iOS. The segmented style is a
/// `UISegmentedControl` of the options' texts.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// A picker of `selection` among `content`'s tagged views, labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of `selection` among `content`'s tagged views.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A picker titled `titleKey` (a literal: its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

extension Picker: View, PrimitiveView {
    /// A primitive view.
    public var body: Never { primitiveBody }

    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let options = graph.nodes(for: content, path: path.appending("options"))
        let titles = options.map { option in (option as? TextNode)?.label.text ?? "" }
        let tags = options.map { $0.tag }
        let chosen = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) }
        let binding = selection
        let choose: @MainActor (Int) -> Void = { index in
            if let value = tags[index]?.base as? SelectionValue { binding.wrappedValue = value }
        }
        if graph.environment.pickerIsSegmented {
            let segmented = UIKitSegments(titles: titles, selected: chosen ?? UISegmentedControl.noSegment, choose: choose)
            return [segmented.makeNode(in: graph, path: path.appending("segments"))]
        }
        let inList = graph.environment.isInList
        let value = HStack(spacing: 4) {
            Text(chosen.map { titles[$0] } ?? "")
            Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
        }
        .foregroundColor(Color(uiColor: inList ? .secondaryLabel : graph.environment.accent))
        let row: [ViewNode] = inList
            ? graph.nodes(for: HStack { label; Spacer(); value }, path: path.appending("row"))
            : graph.nodes(for: value, path: path.appending("value"))
        let content = row.count == 1 ? row[0]
            : StackNode(path: path.appending("row"), axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil, items: row)
        let buttons = titles.enumerated().map { index, title in
            ReadButton(title: title, role: nil, action: { choose(index) })
        }
        return [MenuNode(path: path, content: content, buttons: buttons, primaryAction: nil, isEnabled: graph.environment.isEnabled, chosen: chosen)]
    }
}

/// A `UISegmentedControl` in the layout.
struct UIKitSegments: UIViewRepresentable {
    let titles: [String]
    let selected: Int
    let choose: @MainActor (Int) -> Void

    final class Coordinator {
        var choose: (@MainActor (Int) -> Void)?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UISegmentedControl {
        let control = UISegmentedControl(items: titles)
        let coordinator = context.coordinator
        control.addAction(UIAction { action in
            guard let control = action.sender as? UISegmentedControl else { return }
            coordinator.choose?(control.selectedSegmentIndex)
        }, for: .valueChanged)
        return control
    }

    func updateUIView(_ control: UISegmentedControl, context: Context) {
        context.coordinator.choose = choose
        if control.selectedSegmentIndex != selected { control.selectedSegmentIndex = selected }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView control: UISegmentedControl, context: Context) -> CGSize? {
        CGSize(width: proposal.width.map { $0.isFinite ? $0 : control.intrinsicContentSize.width } ?? control.intrinsicContentSize.width,
               height: control.intrinsicContentSize.height)
    }
}
