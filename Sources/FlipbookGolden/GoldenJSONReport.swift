import FlipbookScene

/// `flipbook check --format json`: every scene, part and golden with its verdict, and every
/// differing frame, value and event line, for tools (a CI annotation, a dashboard) to read.
public enum GoldenJSONReport {
    /// The document, one scene per line of its `scenes` array.
    public static func json(_ results: [GoldenSceneResult]) -> String {
        let scenes = results.map(scene).joined(separator: ",\n    ")
        let failed = results.filter(\.failed).count
        return "{\n  \"scenes\": [\n    \(scenes)\n  ],\n  \"failed\": \(failed),\n  \"checked\": \(results.count)\n}\n"
    }

    private static func scene(_ result: GoldenSceneResult) -> String {
        let parts = result.parts.map { part in
            object([("name", string(part.name)), ("outcomes", "[" + part.outcomes.map(outcome).joined(separator: ", ") + "]")])
        }
        return object([("name", string(result.name)), ("failed", result.failed ? "true" : "false"),
                       ("summary", string(result.summary)), ("parts", "[" + parts.joined(separator: ", ") + "]")])
    }

    private static func outcome(_ outcome: GoldenOutcome) -> String {
        var fields: [(String, String)] = [("file", string(outcome.file)), ("status", string(outcome.status.rawValue)),
                                          ("failed", outcome.isFailure ? "true" : "false")]
        if let time = outcome.time { fields.append(("time", DecimalText.sixDecimals(time))) }
        if let message = outcome.message { fields.append(("message", string(message))) }
        if let difference = outcome.difference {
            var frame: [(String, String)] = [("differingPixels", "\(difference.differingPixels)"),
                                             ("antialiasedPixels", "\(difference.antialiasedPixels)"),
                                             ("ratio", DecimalText.sixDecimals(difference.ratio)),
                                             ("largestDifference", DecimalText.sixDecimals(difference.largestDifference))]
            if let box = difference.bounds {
                frame.append(("bounds", "[\(box.x), \(box.y), \(box.width), \(box.height)]"))
            }
            fields.append(("frame", object(frame)))
        }
        if let artifacts = outcome.artifacts {
            fields.append(("artifacts", object([("expected", string(artifacts.expected)), ("actual", string(artifacts.actual)),
                                                ("diff", string(artifacts.diff))])))
        }
        if !outcome.valueDifferences.isEmpty {
            let values = outcome.valueDifferences.map { difference in
                object([("key", string(difference.key)), ("time", DecimalText.sixDecimals(difference.time)),
                        ("actual", string(difference.actual)), ("golden", string(difference.golden)),
                        ("delta", difference.delta.map(DecimalText.sixDecimals) ?? "null")])
            }
            fields.append(("values", "[" + values.joined(separator: ", ") + "]"))
        }
        if !outcome.eventDifferences.isEmpty {
            let events = outcome.eventDifferences.map { difference in
                object([("line", "\(difference.line)"), ("golden", string(difference.golden)), ("actual", string(difference.actual))])
            }
            fields.append(("events", "[" + events.joined(separator: ", ") + "]"))
        }
        return object(fields)
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String) -> String { ValueTable.jsonString(text) }
}
