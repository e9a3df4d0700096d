/// Prints a Markdown table after a blank line: a header row, the separator, then the rows.
func printMarkdownTable(_ header: [String], _ rows: [[String]]) {
    print("")
    print("| " + header.joined(separator: " | ") + " |")
    print("|" + String(repeating: "---|", count: header.count))
    for row in rows { print("| " + row.joined(separator: " | ") + " |") }
}
