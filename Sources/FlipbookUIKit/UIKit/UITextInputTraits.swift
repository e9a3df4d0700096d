import Foundation

/// `UIKeyboardType`: which keyboard a text input asks for (stored: the keyboard is not drawn).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// `UITextAutocapitalizationType`: what the keyboard capitalises (stored: typing is scripted).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// `UITextAutocorrectionType`: whether autocorrection is on (stored: typing is scripted).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UITextSpellCheckingType`: whether spell checking is on (stored).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UITextSmartQuotesType`, `UITextSmartDashesType` and `UITextSmartInsertDeleteType` share
/// these cases (stored).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether typed dashes become em dashes (stored).
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spaces are fixed up around pasted text (stored).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UIReturnKeyType`: the return key's title (stored).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UIKeyboardAppearance`: the keyboard's colours (stored).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// The light keyboard.
    public static let alert = UIKeyboardAppearance.dark
}

/// `UITextContentType`: what the text is, for AutoFill (stored).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let location = UITextContentType(rawValue: "location")
}

/// `UITextInputTraits`: how a text input wants the keyboard to behave. Flipbook draws no
/// keyboard and types what the test scripts, so the traits are accepted and kept.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}
