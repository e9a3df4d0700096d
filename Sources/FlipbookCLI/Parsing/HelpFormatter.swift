/// Renders a verb's `--help` in swift-argument-parser's layout.
enum HelpFormatter {
    /// Column where help text starts.
    static let helpColumn = 26

    static func help(for spec: CommandSpec) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)", "", "USAGE: \(usageLine(for: spec))"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in spec.arguments {
                lines.append(row("<\(argument.name)>" + (argument.isRepeating ? " …" : ""), argument.help))
            }
        }
        lines += ["", "OPTIONS:"]
        for option in spec.options {
            var label = option.shortName.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            if let valueName = option.valueName { label += " <\(valueName)>" }
            lines.append(row(label, option.help))
        }
        lines.append(row("-h, --help", "Show help information."))
        if !spec.discussion.isEmpty {
            lines += ["", spec.discussion]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func usageLine(for spec: CommandSpec) -> String {
        "flipbook \(spec.name) \(spec.usage)"
    }

    /// `  label   help`, wrapping onto the next line when the label is too long.
    static func row(_ label: String, _ help: String) -> String {
        let indented = "  " + label
        if indented.count + 2 <= helpColumn {
            return indented + String(repeating: " ", count: helpColumn - indented.count) + help
        }
        return indented + "\n" + String(repeating: " ", count: helpColumn) + help
    }
}
