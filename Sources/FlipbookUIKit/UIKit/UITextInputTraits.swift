import Foundation

/// `UIKeyboardType`: which keyboard a text input asks for (kept: the keyboard is not drawn).
public enum UIKeyboardType: Int, Sendable {
    /// The keyboard of the current input method.
    case `default` = 0
    /// Letters and symbols of ASCII.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A telephone keypad that can type a name.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// With quick access to @ and #.
    case twitter
    /// For search terms, with a Go key.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
    /// The alphabet keyboard.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// `UITextAutocapitalizationType`: what the keyboard capitalises (kept: typing is scripted).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Nothing.
    case none = 0
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// `UITextAutocorrectionType`: whether autocorrection is on (kept: typing is scripted).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// `UITextSpellCheckingType`: whether spell checking is on (kept).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// `UITextSmartQuotesType`: whether straight quotes become curly ones (kept).
public enum UITextSmartQuotesType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// `UITextSmartDashesType`: whether typed dashes become em dashes (kept).
public enum UITextSmartDashesType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// `UITextSmartInsertDeleteType`: whether spaces are fixed up around pasted text (kept).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// `UIReturnKeyType`: the return key's title (kept).
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// `UIKeyboardAppearance`: the keyboard's colours (kept).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's.
    case `default` = 0
    /// Dark.
    case dark
    /// Light.
    case light
    /// The dark keyboard, for alerts.
    public static let alert = UIKeyboardAppearance.dark
}

/// `UITextContentType`: what the text is, for AutoFill (kept).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type of this name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// An organisation.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A place.
    public static let location = UITextContentType(rawValue: "location")
}

/// `UITextInputTraits`: how a text input wants the keyboard to behave. Flipbook draws no
/// keyboard and types what the test scripts, so the traits are accepted and kept.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// What the keyboard capitalises.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Which keyboard.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's colours.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for AutoFill.
    var textContentType: UITextContentType! { get set }
}
