/// A named option a verb accepts: `--name value`, `--name=value`, or a bare flag.
public struct OptionSpec: Sendable {
    /// The long name without dashes (`at` for `--at`).
    public var name: String
    /// A one-letter alias (`q` for `-q`), if any.
    public var shortName: Character?
    /// The placeholder shown in help for the value; nil for a flag that takes none. A value
    /// name of bare words separated by `|` (`png|gif`) lists the choices, which shell
    /// completion offers.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// Whether the verb cannot run without it (shown outside brackets in the usage line).
    public var isRequired = false
    /// Whether it may be given more than once (`[--set <name=value>]…`).
    public var isRepeatable = false

    /// An option that takes a value.
    public static func value(_ name: String, _ valueName: String, short: Character? = nil, required: Bool = false,
                             repeatable: Bool = false, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: valueName, help: help, isRequired: required, isRepeatable: repeatable)
    }

    /// A flag: present or absent.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, help: help)
    }

    /// The choices a value name lists (`png|gif` → png, gif); empty for a free value.
    public var choices: [String] {
        guard let valueName, valueName.contains("|") else { return [] }
        let words = valueName.split(separator: "|").map(String.init)
        return words.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } } ? words : []
    }
}

/// A positional argument in a verb's usage.
public struct ArgumentSpec: Sendable {
    /// The placeholder (`curve` shows as `<curve>`).
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may be given more than once (`<frame>…`).
    public var isRepeating: Bool = false
    /// Whether it may be left out (`[<b.json>]`).
    public var isOptional: Bool = false

    /// Creates a positional argument.
    public init(_ name: String, help: String, isRepeating: Bool = false, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.isOptional = isOptional
    }
}

/// Options that exclude one another, shown together in the usage line: `[--at <t> | --from <t>
/// --to <t>]`, or in parentheses when one of them is required.
public struct OptionGroup: Sendable {
    /// The alternatives, each one or more option names used together.
    public var alternatives: [[String]]
    /// Whether one alternative must be given.
    public var isRequired: Bool

    /// Alternatives of which at most one (or, when `required`, exactly one) is given.
    public static func oneOf(_ alternatives: [String]..., required: Bool = false) -> OptionGroup {
        OptionGroup(alternatives: alternatives, isRequired: required)
    }
}

/// Everything the parser, the help printer, the man page and shell completion need to know
/// about one verb. The usage line is generated from it, so it cannot drift from the options.
public struct CommandSpec: Sendable {
    /// The verb (`curve`).
    public var name: String
    /// One line: what the verb does.
    public var abstract: String
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Options, in help order; `--help` is added by the parser.
    public var options: [OptionSpec]
    /// Options that exclude one another.
    public var groups: [OptionGroup]
    /// Longer help: notes and examples, printed after the options.
    public var discussion: String

    /// Creates a verb description.
    public init(
        name: String, abstract: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        groups: [OptionGroup] = [], discussion: String = ""
    ) {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.options = options
        self.groups = groups
        self.discussion = discussion
    }

    /// The usage line after `flipbook VERB`: the arguments, then every option in help order,
    /// each group where its first member stands.
    public var usage: String {
        var parts = arguments.map { argument in
            let word = "<\(argument.name)>" + (argument.isRepeating ? "…" : "")
            return argument.isOptional ? "[\(word)]" : word
        }
        var shown: Set<String> = []
        for option in options where !shown.contains(option.name) {
            if let group = groups.first(where: { $0.alternatives.joined().contains(option.name) }) {
                let text = group.alternatives.map { names in
                    names.compactMap { name in self.options.first { $0.name == name }.map(Self.word) }.joined(separator: " ")
                }.joined(separator: " | ")
                parts.append(group.isRequired ? "(\(text))" : "[\(text)]")
                shown.formUnion(group.alternatives.joined())
            } else {
                let word = Self.word(option)
                parts.append((option.isRequired ? word : "[\(word)]") + (option.isRepeatable ? "…" : ""))
                shown.insert(option.name)
            }
        }
        return parts.joined(separator: " ")
    }

    /// `--name <value>` or `--name`.
    private static func word(_ option: OptionSpec) -> String {
        "--\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "")
    }
}
