/// A JUnit XML report of golden checks, the format CI dashboards (GitHub Actions reporters,
/// GitLab, Jenkins, Bazel's `XML_OUTPUT_FILE`) read: one `<testcase>` per scene and part
/// (`classname` the scene, `name` frames, values or events), with a `<failure>` that carries
/// every message of that part.
public enum JUnitReport {
    /// The report's XML text.
    public static func xml(_ results: [GoldenSceneResult], suite: String = "flipbook check") -> String {
        let cases = results.flatMap { result in result.parts.map { (result, $0) } }
        let failures = cases.filter { !$0.1.outcomes.failures.isEmpty }.count
        let seconds = results.reduce(0) { $0 + $1.seconds }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(format(seconds))\">",
            "  <testsuite name=\"\(escaped(suite, attribute: true))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(format(seconds))\">",
        ]
        for (result, part) in cases {
            let open = "    <testcase classname=\"\(escaped(result.name, attribute: true))\" name=\"\(part.name)\" time=\"\(format(part.seconds))\""
            let messages = part.outcomes.failures.compactMap(\.message)
            guard let first = messages.first else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            lines.append("      <failure message=\"\(escaped(first, attribute: true))\" type=\"golden mismatch\">"
                + escaped(messages.joined(separator: "\n")) + "</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot hold become U+FFFD. In an
    /// attribute, tabs and line breaks are written as references so parsers keep them.
    static func escaped(_ text: String, attribute: Bool = false) -> String {
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

    private static func format(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
