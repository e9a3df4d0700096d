import FlipbookTiming

/// One cell of a value table: a number, or the text of a string property.
public enum ValueCell: Equatable, Sendable {
    /// A number.
    case number(Double)
    /// The text of a string property.
    case text(String)
}

/// Presentation values as a table of scalar columns, and its CSV and JSON spelling. `flipbook
/// values` prints it and value goldens (`values.csv`) store it, so both read the same way.
public enum ValueTable {
    /// Whether values of a kind can be split into scalar columns (paths and lists cannot).
    public static func isTabular(_ kind: ValueKind) -> Bool {
        switch kind {
        case .path, .colors, .numbers: return false
        default: return true
        }
    }

    /// A value's scalar parts with their column suffixes: a point's `.x` and `.y`, a colour's
    /// `.r` `.g` `.b` `.a`, a transform's decomposed `.rotation.z` (radians), `.scale.x`, … .
    public static func parts(of value: AnimationValue) -> [(suffix: String, cell: ValueCell)] {
        func numbers(_ pairs: [(String, Double)]) -> [(suffix: String, cell: ValueCell)] { pairs.map { ($0, .number($1)) } }
        switch value {
        case .number(let number): return numbers([("", number)])
        case .bool(let flag): return numbers([("", flag ? 1 : 0)])
        case .string(let text): return [("", .text(text))]
        case .point(let point): return numbers([(".x", point.x), (".y", point.y)])
        case .size(let size): return numbers([(".width", size.width), (".height", size.height)])
        case .rect(let rect):
            return numbers([(".origin.x", rect.origin.x), (".origin.y", rect.origin.y),
                            (".size.width", rect.size.width), (".size.height", rect.size.height)])
        case .color(let color):
            return numbers([(".r", color.red), (".g", color.green), (".b", color.blue), (".a", color.alpha)])
        case .transform(let transform):
            let parts = DecomposedTransform2D(transform.affine)
            return numbers([(".rotation.z", parts.angle * .pi / 180), (".scale.x", parts.scaleX),
                            (".scale.y", parts.scaleY), (".translation.x", parts.translateX),
                            (".translation.y", parts.translateY)])
        case .path, .colors, .numbers:
            return []  // not tabular: callers check isTabular first
        }
    }

    /// A header `t,<column>,…` and one row per time; numbers in six decimals, text quoted as RFC 4180 says.
    public static func csv(times: [Double], columns: [String], rows: [[ValueCell]]) -> String {
        var lines = [(["t"] + columns).map(csvField).joined(separator: ",")]
        for (time, row) in zip(times, rows) {
            let cells = [DecimalText.sixDecimals(time)] + row.map { cell -> String in
                switch cell {
                case .number(let number): return DecimalText.sixDecimals(number)
                case .text(let text): return csvField(text)
                }
            }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The records of CSV text, each a list of fields, with RFC 4180 quotes undone.
    /// A line break inside quotes stays in its field; blank lines are skipped.
    public static func csvRecords(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending: Character? = nil
        func endRecord() {
            record.append(field)
            if record != [""] { records.append(record) }
            (record, field) = ([], "")
        }
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case ",": record.append(field); field = ""
            case "\n", "\r\n", "\r": endRecord()
            default: field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { endRecord() }
        return records
    }

    /// RFC 4180: quote a field that holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A JSON array with one object per time: `{"t": 0.2, "<column>": value, …}`.
    public static func json(times: [Double], columns: [String], rows: [[ValueCell]]) -> String {
        let objects = zip(times, rows).map { time, row in
            let fields = [(jsonString("t"), DecimalText.trimmed(time))] + zip(columns, row).map { column, cell in
                switch cell {
                case .number(let number): return (jsonString(column), DecimalText.trimmed(number))
                case .text(let text): return (jsonString(column), jsonString(text))
                }
            }
            return "  {" + fields.map { "\($0): \($1)" }.joined(separator: ", ") + "}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters.
    public static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
