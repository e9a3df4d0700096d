/// Text for the reports' markup: the JUnit XML and the HTML page.
public enum MarkupText {
    /// XML text and attribute escaping; characters XML 1.0 cannot hold become U+FFFD. In an
    /// attribute, tabs and line breaks are written as references so parsers keep them.
    public static func escaped(_ text: String, attribute: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t", "\r":
                if attribute { result += "&#\(scalar.value);" } else { result.unicodeScalars.append(scalar) }
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
