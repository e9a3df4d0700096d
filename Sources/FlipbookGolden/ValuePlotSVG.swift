import FlipbookScene
import Foundation

/// Small inline SVG charts of a key's golden values against this run's, over time, for the
/// check report: the golden in grey, the actual in red, a dot at each instant.
enum ValuePlotSVG {
    /// One chart per key (a `values.csv` column), from the two CSV texts.
    static func plots(golden: String, actual: String, keys: [String]) -> String {
        let (was, now) = (ValueTable.csvRecords(golden), ValueTable.csvRecords(actual))
        return keys.compactMap { key in
            plot(key: key, golden: series(was, key), actual: series(now, key))
        }.joined()
    }

    /// (time, value) pairs of a numeric column.
    private static func series(_ records: [[String]], _ key: String) -> [(Double, Double)] {
        guard let header = records.first, let column = header.firstIndex(of: key) else { return [] }
        return records.dropFirst().compactMap { record in
            guard column < record.count, let time = Double(record[0]), let value = Double(record[column]) else { return nil }
            return (time, value)
        }
    }

    private static func plot(key: String, golden: [(Double, Double)], actual: [(Double, Double)]) -> String? {
        let all = golden + actual
        guard let first = all.first else { return nil }
        var (t0, t1, v0, v1) = (first.0, first.0, first.1, first.1)
        for (time, value) in all { (t0, t1, v0, v1) = (min(t0, time), max(t1, time), min(v0, value), max(v1, value)) }
        if t1 == t0 { t1 = t0 + 1 }
        if v1 == v0 { (v0, v1) = (v0 - 1, v1 + 1) }
        let (width, height, margin) = (320.0, 120.0, 8.0)
        func point(_ sample: (Double, Double)) -> String {
            let x = margin + (sample.0 - t0) / (t1 - t0) * (width - 2 * margin)
            let y = height - margin - (sample.1 - v0) / (v1 - v0) * (height - 2 * margin)
            return DecimalText.decimals(x, upTo: 1) + "," + DecimalText.decimals(y, upTo: 1)
        }
        func line(_ samples: [(Double, Double)], _ colour: String) -> String {
            let points = samples.map(point)
            return "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>"
                + points.map { p in
                    let xy = p.split(separator: ",")
                    return "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"2\" fill=\"\(colour)\"/>"
                }.joined()
        }
        let title = MarkupText.escaped(key) + ": golden (grey) and actual (red), " + DecimalText.trimmed(t0) + "–"
            + DecimalText.trimmed(t1) + " s, " + DecimalText.decimals(v0, upTo: 3) + " to " + DecimalText.decimals(v1, upTo: 3)
        return "<svg class=\"plot\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
            + "role=\"img\" aria-label=\"\(title)\"><title>\(title)</title>"
            + line(golden, "#8e8e93") + line(actual, "#ff3b30")
            + "<text x=\"\(Int(margin))\" y=\"14\" font-size=\"11\" fill=\"#1c1c1e\">\(MarkupText.escaped(key))</text></svg>"
    }
}
