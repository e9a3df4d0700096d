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
            object([("name", string(part.name)), ("seconds", DecimalText.sixDecimals(part.seconds)),
                    ("outcomes", "[" + part.outcomes.map(outcome).joined(separator: ", ") + "]")])
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
        if let actual = outcome.actualArtifact { fields.append(("actualArtifact", string(actual))) }
        if let text = outcome.actualText { fields.append(("actualText", string(text))) }
        if let text = outcome.goldenText { fields.append(("goldenText", string(text))) }
        if let note = outcome.tierNote { fields.append(("tierNote", string(note))) }
        if outcome.instantDisappeared { fields.append(("instantDisappeared", "true")) }
        if !outcome.eventDifferences.isEmpty {
            let events = outcome.eventDifferences.map { difference in
                object([("kind", string(difference.kind.rawValue)), ("line", "\(difference.line)"), ("text", string(difference.text))])
            }
            fields.append(("events", "[" + events.joined(separator: ", ") + "]"))
        }
        return object(fields)
    }

    /// The results a document holds (what `flipbook merge-reports` reads back from each shard's
    /// `results.json`): every field the report page, the JUnit file and `accept` use. A frame's
    /// comparison numbers stay in its message.
    public static func results(from bytes: [UInt8]) throws(JSONSyntaxError) -> [GoldenSceneResult] {
        let root = try JSONParser.parse(bytes)
        return (root["scenes"]?.items ?? []).map { scene in
            GoldenSceneResult(name: scene["name"]?.text ?? "", parts: (scene["parts"]?.items ?? []).map { part in
                GoldenPart(name: part["name"]?.text ?? "", outcomes: (part["outcomes"]?.items ?? []).map(outcome),
                           seconds: part["seconds"]?.number ?? 0)
            })
        }
    }

    private static func outcome(_ json: JSONValue) -> GoldenOutcome {
        var outcome = GoldenOutcome(file: json["file"]?.text ?? "",
                                    status: GoldenOutcome.Status(rawValue: json["status"]?.text ?? "") ?? .failed,
                                    message: json["message"]?.text)
        outcome.time = json["time"]?.number
        if let artifacts = json["artifacts"], let expected = artifacts["expected"]?.text, let actual = artifacts["actual"]?.text,
           let diff = artifacts["diff"]?.text {
            outcome.artifacts = FrameArtifacts(expected: expected, actual: actual, diff: diff)
        }
        outcome.actualArtifact = json["actualArtifact"]?.text
        outcome.actualText = json["actualText"]?.text
        outcome.goldenText = json["goldenText"]?.text
        outcome.tierNote = json["tierNote"]?.text
        outcome.instantDisappeared = json["instantDisappeared"] == .bool(true)
        outcome.valueDifferences = (json["values"]?.items ?? []).map { value in
            ValueDifference(key: value["key"]?.text ?? "", time: value["time"]?.number ?? 0, actual: value["actual"]?.text ?? "",
                            golden: value["golden"]?.text ?? "", delta: value["delta"]?.number)
        }
        outcome.eventDifferences = (json["events"]?.items ?? []).map { event in
            EventDifference(kind: EventDifference.Kind(rawValue: event["kind"]?.text ?? "") ?? .same,
                            line: Int(event["line"]?.number ?? 0), text: event["text"]?.text ?? "")
        }
        return outcome
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String) -> String { ValueTable.jsonString(text) }
}

extension JSONValue {
    /// A member of an object, by key.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var items: [JSONValue]? { if case .array(let items) = self { return items }; return nil }
    var text: String? { if case .string(let text) = self { return text }; return nil }
    var number: Double? { if case .number(let number) = self { return number }; return nil }
}
