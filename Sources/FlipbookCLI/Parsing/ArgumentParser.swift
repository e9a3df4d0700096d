import FlipbookScene
/// The result of parsing one verb's arguments.
public struct ParsedArguments: Equatable, Sendable {
    /// Positional arguments in order.
    public var positionals: [String] = []
    /// Values of options, by long name, in the order given (an option may repeat).
    public var values: [String: [String]] = [:]
    /// Flags that were given, by long name.
    public var flags: Set<String> = []
    /// Whether `-h` / `--help` was given.
    public var wantsHelp = false

    /// The last value given for an option (later ones override earlier ones, as in most tools).
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The single positional argument of a verb that takes exactly one, called `<name>` in the
    /// usage error when there is none or more than one.
    public func onlyPositional(named name: String) throws(CommandFailure) -> String {
        guard positionals.count == 1 else {
            throw .usage(positionals.isEmpty ? "missing <\(name)>" : "expected one <\(name)>, found \(positionals.count)")
        }
        return positionals[0]
    }
}

/// Parses `--name value`, `--name=value`, flags, `-x` aliases and positionals for one verb.
///
/// An option that takes a value always consumes the next word, so `--at -0.5` works; a word
/// that starts with `-` but reads as a number (`-0.5`) is a positional; `--` ends options.
public enum ArgumentParser {
    /// Parses `arguments` (the words after the verb) against `spec`.
    public static func parse(_ arguments: [String], for spec: CommandSpec) throws(CommandFailure) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(word) {
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" {
                result.wantsHelp = true
                continue
            }
            let (option, inlineValue) = try resolve(word, in: spec)
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw .usage("option '--\(option.name)' takes no value")
                }
                result.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("option '--\(option.name)' needs a value <\(option.valueName ?? "value")>")
            }
            result.values[option.name, default: []].append(value)
        }
        return result
    }

    /// Whether a word is an option rather than a positional (negative numbers are positionals).
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        return Double(word) == nil
    }

    /// Finds the option a word names, splitting `--name=value`.
    private static func resolve(_ word: String, in spec: CommandSpec) throws(CommandFailure) -> (OptionSpec, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let inline = parts.count > 1 ? String(parts[1]) : nil
            if let option = spec.options.first(where: { $0.name == name }) {
                return (option, inline)
            }
            let known = spec.options.map { "--" + $0.name } + ["--help"]
            throw .usage("unknown option '--\(name)'" + Suggestions.didYouMean("--" + name, among: known))
        }
        let letter = word.dropFirst().first
        if word.count == 2, let option = spec.options.first(where: { $0.shortName == letter }) {
            return (option, nil)
        }
        // Any letter is one edit from any other, so a one-letter typo gets no guess.
        guard word.count > 2 else { throw .usage("unknown option '\(word)'") }
        let longs = spec.options.map { "--" + $0.name }
        throw .usage("unknown option '\(word)'" + Suggestions.didYouMean(word, among: longs))
    }
}
