/// A named option a verb accepts: `--name value`, `--name=value`, or a bare flag.
public struct OptionSpec: Sendable {
    /// The long name without dashes (`at` for `--at`).
    public var name: String
    /// A one-letter alias (`q` for `-q`), if any.
    public var shortName: Character?
    /// The placeholder shown in help for the value; nil for a flag that takes none.
    public var valueName: String?
    /// One line of help.
    public var help: String

    /// An option that takes a value.
    public static func value(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: valueName, help: help)
    }

    /// A flag: present or absent.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, help: help)
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

    /// Creates a positional argument.
    public init(_ name: String, help: String, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
    }
}

/// Everything the parser and the help printer need to know about one verb.
public struct CommandSpec: Sendable {
    /// The verb (`curve`).
    public var name: String
    /// One line: what the verb does.
    public var abstract: String
    /// The usage line after `flipbook VERB`, e.g. `<curve> --at <x>[,<x>…]`.
    public var usage: String
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Options, in help order; `--help` is added by the parser.
    public var options: [OptionSpec]
    /// Longer help: notes and examples, printed after the options.
    public var discussion: String

    /// Creates a verb description.
    public init(
        name: String, abstract: String, usage: String, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], discussion: String = ""
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }
}
