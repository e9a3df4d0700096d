import Foundation
import FlipbookUIKit

extension EnvironmentValues {
    /// The locale dates and numbers are written in. A recording is drawn alike on every machine:
    /// `en_US` unless a view above sets another (`.environment(\.locale, …)`).
    public var locale: Locale {
        get { storedLocale ?? Locale(identifier: "en_US") }
        set { storedLocale = newValue }
    }

    /// The time zone dates are shown in: UTC unless a view above sets another, so a recording
    /// is drawn alike on every machine.
    public var timeZone: TimeZone {
        get { storedTimeZone ?? TimeZone(identifier: "UTC") ?? .current }
        set { storedTimeZone = newValue }
    }

    /// The calendar dates are counted in (Gregorian unless a view above sets another).
    public var calendar: Calendar {
        get { storedCalendar ?? Calendar(identifier: .gregorian) }
        set { storedCalendar = newValue }
    }
}

/// `DatePickerComponents`: which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The parts' bits.
    public let rawValue: UInt
    /// Parts of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 0x60)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 0x1C)
}

/// `DatePicker`: a date and time, shown as iOS's compact picker: the label leading, the date
/// and the time each in a grey rounded pill at the trailing edge (abbreviated date, short
/// time, in the environment's locale and time zone). A tap on a pill opens a calendar or a
/// time wheel on iOS, which is not modelled: it is a warning; set the binding from code. The
/// graphical and wheel styles draw as the compact one, with a warning.
public struct DatePicker<Label: View>: View {
    /// Which parts of the date it shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let components: Components
    let label: Label
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    @Environment(\.datePickerStyleName) private var styleName

    /// A picker of `selection`'s `displayedComponents`, labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A picker limited to `range` (the range is not drawn: only the value is).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker from `range`'s start.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The label, then a pill for the date and one for the time.
    public var body: some View {
        HStack {
            label
            Spacer()
            if components.contains(.date) { pill(date: .abbreviated, time: .omitted, name: "date") }
            if components.contains(.hourAndMinute) { pill(date: .omitted, time: .shortened, name: "time") }
        }
        .modifier(_WrapModifier { [styleName] path, node in
            let wrapper = WrapperNode(path: path, kind: "DatePicker", content: node)
            if let styleName { wrapper.warning = "datePickerStyle(.\(styleName)): drawn as the compact picker (not modelled)" }
            return wrapper
        })
    }

    /// The selection written with `date` and `time` styles in a grey pill; a tap is a warning.
    private func pill(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, name: String) -> some View {
        let format = Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
        let host = WeakHost(ViewGraph.building?.host)
        return Text(selection.wrappedValue.formatted(format))
            .foregroundStyle(Color.primary)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(uiColor: .tertiarySystemFill)))
            .onTapGesture {
                host.view?.layer.report("DatePicker: iOS opens a \(name == "date" ? "calendar" : "time wheel") on a tap (not modelled): set the date from code", isWarning: true)
            }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `titleKey`, limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// `DatePickerStyle`: how a `DatePicker` draws.
public protocol DatePickerStyle {}

/// The compact style: the value in pills (iOS's default).
public struct CompactDatePickerStyle: DatePickerStyle, Sendable {
    /// The compact style.
    public init() {}
}

/// The graphical style: a calendar (drawn as the compact one, with a warning).
public struct GraphicalDatePickerStyle: DatePickerStyle, Sendable {
    /// The graphical style.
    public init() {}
}

/// The wheel style: spinning wheels (drawn as the compact one, with a warning).
public struct WheelDatePickerStyle: DatePickerStyle, Sendable {
    /// The wheel style.
    public init() {}
}

/// The platform's default: compact.
public struct DefaultDatePickerStyle: DatePickerStyle, Sendable {
    /// The default style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical style.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension EnvironmentValues {
    /// The style date pickers inside draw in, when not the compact one (its name, for the warning).
    var datePickerStyleName: String? {
        get { storedDatePickerStyleName }
        set { storedDatePickerStyleName = newValue }
    }
}

extension View {
    /// Date pickers inside drawn in `style` (the graphical and wheel styles as the compact one,
    /// with a warning).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let name: String? = style is GraphicalDatePickerStyle ? "graphical" : style is WheelDatePickerStyle ? "wheel" : nil
        return modifier(_EnvironmentModifier { $0.datePickerStyleName = name })
    }
}
