/// A JUnit XML report of golden checks, the format CI dashboards (GitHub Actions reporters,
/// GitLab, Jenkins, Bazel's `XML_OUTPUT_FILE`) read: one `<testcase>` per scene and part
/// (`classname` the scene, `name` frames, values or events), with a `<failure>` that carries
/// every message of that part and every differing value and event line.
public enum JUnitReport {
    /// The report's XML text.
    public static func xml(_ results: [GoldenSceneResult], suite: String = "flipbook check") -> String {
        let cases = results.flatMap { result in result.parts.map { (result, $0) } }
        let failures = cases.filter { !$0.1.outcomes.failures.isEmpty }.count
        let seconds = results.reduce(0) { $0 + $1.seconds }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(format(seconds))\">",
            "  <testsuite name=\"\(MarkupText.escaped(suite, attribute: true))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(format(seconds))\">",
        ]
        for (result, part) in cases {
            let open = "    <testcase classname=\"\(MarkupText.escaped(result.name, attribute: true))\" name=\"\(part.name)\" time=\"\(format(part.seconds))\""
            let failures = part.outcomes.failures
            let messages = failures.flatMap(\.fullText)
            guard let first = failures.first?.message else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            lines.append("      <failure message=\"\(MarkupText.escaped(first, attribute: true))\" type=\"golden mismatch\">"
                + MarkupText.escaped(messages.joined(separator: "\n")) + "</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
