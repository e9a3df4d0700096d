import FlipbookUIKit

/// `EnvironmentValues`: what a view's container passes down to it and its content: the font,
/// the foreground colour, text settings, the colour scheme.
public struct EnvironmentValues: @unchecked Sendable {
    /// The font text is drawn in (`.body` when nil).
    public var font: Font?
    /// The colour scheme the views are drawn for.
    public var colorScheme: ColorScheme = .light
    /// The most lines text takes (nil: as many as it needs).
    public var lineLimit: Int?
    /// How wrapped text's lines line up.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Where text that does not fit its lines is cut (drawn for text of one line, as UIKit's labels).
    public var truncationMode: Text.TruncationMode = .tail
    /// Whether controls take touches.
    public var isEnabled = true
    /// The text size text styles are drawn at (the hosting view's, `.large` by default).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Which way text and layout run: right to left mirrors the layout (leading is right) and
    /// aligns text's leading edge right.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Whether lists inside are plain (`.listStyle(.plain)`) rather than inset grouped.
    var listStyleIsPlain = false
    /// How section headers set their text's case.
    var textCase: Text.Case?
    /// What `dismiss` does where the view is: close its sheet, or pop its navigation screen.
    var dismissHandler: (@MainActor () -> Void)?
    /// What `openURL` does where the view is (nil: the system's action).
    var openURLAction: OpenURLAction?
    /// How large controls inside draw (`controlSize`).
    var storedControlSize = ControlSize.regular
    /// Whether lists and forms inside hide their grouped background (`scrollContentBackground`).
    var hidesScrollContentBackground = false
    /// Whether scroll views inside page (`scrollTargetBehavior(.paging)`).
    var scrollPages = false
    /// The locale, time zone and calendar a view above set (DatePicker.swift has the defaults).
    var storedLocale: Locale?
    var storedTimeZone: TimeZone?
    var storedCalendar: Calendar?
    /// The screen's edit mode, bound to its hosting view's storage.
    var editModeBinding: Binding<EditMode>?
    /// The date picker style's name when not compact (`datePickerStyle`).
    var storedDatePickerStyleName: String?
    /// Whether text fields inside have a rounded border (`textFieldStyle(.roundedBorder)`).
    var textFieldRoundedBorder = false
    /// The focus a `focused` modifier binds the text fields inside it to.
    var focusRequest: FocusRequest?
    /// The traits and submit actions text fields inside take (TextInputTraits.swift).
    var textInput = TextInputSettings()
    /// Whether the view is in a list or form row (a menu picker shows its label there).
    var isInList = false
    /// Whether pickers inside are segmented (`pickerStyle(.segmented)`).
    var pickerIsSegmented = false
    /// How buttons inside are drawn (`buttonStyle`).
    var buttonLook: ButtonLook = .automatic
    var fontWeight: Font.Weight?
    var foregroundColor: UIColor?
    /// The tint controls take (`tint(_:)`; nil: the accent colour).
    var tint: UIColor?
    /// The colour controls are drawn in: the tint, or the accent colour (`.systemBlue`).
    var accent: UIColor { tint ?? .systemBlue }
    /// What the views drawn in the foreground colour report, when it stands in for a style not
    /// yet modelled (a gradient).
    var foregroundWarning: String?
    /// Values of keys of your own (`EnvironmentKey`).
    var custom: [ObjectIdentifier: Any] = [:]

    /// Default values.
    public init() {}
}

/// `ColorScheme`: light or dark.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// Light.
    case light
    /// Dark.
    case dark
}
