import FlipbookScene
import Foundation

/// The HTML of the failure report: plain markup, a little CSS, and one short inline script for
/// the flip-between view. Images are `data:` URIs so the page is a single file a CI system can
/// keep as an artifact.
enum GoldenReportPage {
    static func html(_ results: [GoldenSceneResult], strips: [String: String], title: String,
                     acceptance: GoldenReport.Acceptance = .none) -> String {
        let failing = results.filter(\.failed)
        // Swift tests' reports list tests; flipbook check's list scenes.
        let noun = acceptance == .swiftTest ? "test" : "scene"
        /// The command that accepts `selection` (a scene or test, with `@time` for one frame of
        /// a scene; nil: every failure of the report).
        func accept(_ selection: String?) -> String {
            let command: String
            switch acceptance {
            case .none:
                return ""
            case .flipbookAccept(let report):
                command = "flipbook accept " + shellQuoted(report) + (selection.map { " " + shellQuoted($0) } ?? "")
            case .swiftTest:
                // A test re-records all its goldens at once: a frame's line names its test.
                let tests = selection.map { [String($0.split(separator: "@", maxSplits: 1)[0])] } ?? failing.map(\.name)
                command = "FLIPBOOK_RECORD=failed swift test --filter " + shellQuoted(swiftTestFilter(tests))
            }
            return "<p class=\"accept\">Accept: <code class=\"command\">\(MarkupText.escaped(command))</code></p>"
        }
        var body = ["<h1>\(MarkupText.escaped(title)): " + (failing.isEmpty
            ? "all \(results.count) \(noun)\(results.count == 1 ? "" : "s") match"
            : "\(failing.count) of \(results.count) \(noun)\(results.count == 1 ? "" : "s") "
                + (failing.count == 1 ? "differs" : "differ")) + "</h1>"]
        if !failing.isEmpty {
            body.append("<p class=\"help\">Click a blink image (or tick <label><input type=\"checkbox\" id=\"auto\"> "
                + "blink all</label>) to switch between expected and actual; drag an overlay's slider to move the line "
                + "between them (<code>#split=N</code> in the address sets every slider to N %). In a diff, red "
                + "pixels changed, yellow ones differ only by anti-aliasing, grey is the unchanged picture.</p>")
            body.append(accept(nil).replacingOccurrences(of: "Accept:", with: "Accept every failure:"))
            body.append("<nav><ul>" + failing.map { "<li><a href=\"#\(anchor($0.name))\">\(MarkupText.escaped($0.name))</a></li>" }.joined()
                + "</ul></nav>")
        }
        body.append(sceneTable(results, noun: noun))
        var imageCount = 0
        for result in failing {
            body.append("<section id=\"\(anchor(result.name))\"><h2>\(MarkupText.escaped(result.name))</h2>")
            body.append(accept(result.name))
            let messages = result.outcomes.failures.filter { $0.artifacts == nil }.compactMap(\.message)
            if !messages.isEmpty {
                body.append("<ul class=\"messages\">" + messages.map { "<li><code>\(MarkupText.escaped($0))</code></li>" }.joined() + "</ul>")
            }
            for outcome in result.outcomes where !outcome.valueDifferences.isEmpty {
                if let golden = outcome.goldenText, let actual = outcome.actualText {
                    var seen = Set<String>()
                    let keys = outcome.valueDifferences.map(\.key).filter { seen.insert($0).inserted }
                    body.append(ValuePlotSVG.plots(golden: golden, actual: actual, keys: keys))
                }
                body.append(valueTable(outcome.valueDifferences))
            }
            for outcome in result.outcomes where outcome.artifacts == nil && outcome.actualArtifact?.hasSuffix(".png") == true {
                guard let actual = outcome.actualArtifact else { continue }
                imageCount += 1
                body.append("<figure><figcaption>t = \(DecimalText.sixDecimals(outcome.time ?? 0)) s · "
                    + "<code>\(MarkupText.escaped(outcome.file))</code>: no golden; this is the frame now"
                    + accept(result.name + "@" + DecimalText.trimmed(outcome.time ?? 0)) + "</figcaption>"
                    + "<div class=\"images\">" + image("actual", actual, id: "f\(imageCount)a") + "</div></figure>")
            }
            for outcome in result.outcomes where !outcome.eventDifferences.isEmpty {
                body.append(eventTable(outcome.eventDifferences))
            }
            if let strip = strips[result.name] {
                body.append("<p>Strip: <a href=\"\(MarkupText.escaped(strip))\">\(MarkupText.escaped(strip))</a></p>")
            }
            for outcome in result.outcomes where outcome.artifacts != nil {
                guard let artifacts = outcome.artifacts else { continue }
                imageCount += 1
                let id = "f\(imageCount)"
                body.append("<figure><figcaption>t = \(DecimalText.sixDecimals(outcome.time ?? 0)) s · "
                    + "<code>\(MarkupText.escaped(outcome.file))</code><br><code>\(MarkupText.escaped(outcome.message ?? ""))</code>"
                    + accept(result.name + "@" + DecimalText.trimmed(outcome.time ?? 0)) + "</figcaption>"
                    + "<div class=\"images\">"
                    + image("expected", artifacts.expected, id: id + "e") + image("actual", artifacts.actual, id: id + "a")
                    + image("diff", artifacts.diff, id: id + "d")
                    + "<div><span>blink</span><img class=\"flip\" data-a=\"\(id)e\" data-b=\"\(id)a\" alt=\"expected and actual, alternating\" "
                    + "title=\"click to switch\"></div>"
                    + "<div><span>overlay: expected | actual</span><div class=\"overlay\" id=\"\(id)o\">"
                    + "<img class=\"under\" data-src=\"\(id)e\" alt=\"expected\"><img class=\"over\" data-src=\"\(id)a\" alt=\"actual\">"
                    + "</div><input class=\"split\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" data-overlay=\"\(id)o\" "
                    + "aria-label=\"where actual starts\"></div></div></figure>")
            }
            body.append("</section>")
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(MarkupText.escaped(title))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f7f7f9; }
            h1 { font-size: 20px; } h2 { font-size: 17px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
            code { font: 12px ui-monospace, monospace; white-space: pre-wrap; word-break: break-word; }
            figure { margin: 16px 0; padding: 12px; background: #fff; border: 1px solid #ddd; border-radius: 6px; }
            .images { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 8px; }
            .images span { display: block; font-weight: 600; margin-bottom: 4px; }
            .images img { display: block; max-width: 300px; border: 1px solid #bbb; image-rendering: pixelated;
                          background: repeating-conic-gradient(#fff 0 25%, #ddd 0 50%) 0 0 / 16px 16px; }
            img.flip { cursor: pointer; outline: 2px solid #0a84ff; }
            .overlay { position: relative; display: inline-block; --split: 50%; }
            .overlay img.over { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 var(--split)); }
            .overlay::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split); border-left: 2px solid #ff9f0a; }
            input.split { display: block; width: 100%; max-width: 300px; }
            svg.plot { background: #fff; border: 1px solid #ddd; margin: 4px 12px 4px 0; }
            .messages li { margin: 4px 0; }
            table { border-collapse: collapse; margin: 8px 0; background: #fff; }
            caption { text-align: left; font-weight: 600; padding: 4px 0; }
            td, th { border: 1px solid #ddd; padding: 2px 8px; text-align: left; font-size: 12px; }
            td.failed { color: #c00; font-weight: 600; } details.scenes summary { cursor: pointer; margin: 8px 0; }
            tr.lost td { background: #fdecea; } tr.extra td { background: #e8f5e9; } tr.hunk td { color: #666; }
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            <script>
            // Each flip image shows its expected image, and its actual one when flipped.
            // Overlay: the actual image over the expected one, cut where the slider says.
            document.querySelectorAll(".overlay img").forEach(img => { img.src = document.getElementById(img.dataset.src).src; });
            const asked = /split=([0-9]+)/.exec(location.hash);
            document.querySelectorAll("input.split").forEach(range => {
              const overlay = document.getElementById(range.dataset.overlay);
              const move = () => overlay.style.setProperty("--split", range.value + "%");
              range.addEventListener("input", move);
              if (asked) { range.value = asked[1]; range.dispatchEvent(new Event("input")); }
              move();
            });
            const flips = [...document.querySelectorAll("img.flip")];
            function show(img, second) { img.dataset.second = second ? "1" : ""; img.src = document.getElementById(second ? img.dataset.b : img.dataset.a).src; }
            flips.forEach(img => { show(img, false); img.addEventListener("click", () => show(img, !img.dataset.second)); });
            let timer = null;
            const auto = document.getElementById("auto");
            if (auto) auto.addEventListener("change", () => {
              clearInterval(timer);
              if (auto.checked) timer = setInterval(() => flips.forEach(img => show(img, !img.dataset.second)), 600);
            });
            </script>
            </body>
            </html>

            """
    }

    /// An image inlined as a `data:` URI under its label; a missing file shows its path instead.
    private static func image(_ label: String, _ path: String, id: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            return "<div><span>\(label)</span><code>missing: \(MarkupText.escaped(path))</code></div>"
        }
        return "<div><span>\(label)</span><img id=\"\(id)\" alt=\"\(label)\" src=\"data:image/png;base64,\(data.base64EncodedString())\"></div>"
    }

    private static func anchor(_ name: String) -> String { "scene-" + GoldenStore.sanitized(name) }

    /// A word as a POSIX shell reads it back: bare when it is plain, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "@%+=:,./_-".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Every differing value, biggest first.
    static func valueTable(_ differences: [ValueDifference]) -> String {
        let rows = differences.map { difference in
            "<tr><td><code>\(MarkupText.escaped(difference.key))</code></td><td>\(DecimalText.sixDecimals(difference.time))</td>"
                + "<td>\(MarkupText.escaped(difference.actual))</td><td>\(MarkupText.escaped(difference.golden))</td>"
                + "<td>\(difference.delta.map { DecimalText.sixDecimals($0) } ?? "")</td></tr>"
        }
        return "<table class=\"values\"><caption>values.csv: \(differences.count) differing value"
            + "\(differences.count == 1 ? "" : "s"), biggest first</caption>"
            + "<tr><th>layer.keyPath</th><th>t (s)</th><th>actual</th><th>golden</th><th>Δ</th></tr>"
            + rows.joined() + "</table>"
    }

    /// A `swift test --filter` pattern matching the test functions named (`gauge()`, as
    /// `#function` gives them): regular-expression characters escaped, alternatives joined.
    static func swiftTestFilter(_ tests: [String]) -> String {
        let special = Set("\\^$.|?*+()[]{}")
        return tests.map { test in
            String(test.flatMap { special.contains($0) ? ["\\", $0] : [$0] })
        }.joined(separator: "|")
    }

    /// Every scene checked, with each part's verdict and time: failing scenes first, linked to
    /// their sections; passing ones folded under one line, as merged reports of many shards hold
    /// hundreds.
    static func sceneTable(_ results: [GoldenSceneResult], noun: String = "scene") -> String {
        let partNames = ["frames", "values", "events"]
        func row(_ result: GoldenSceneResult) -> String {
            let name = MarkupText.escaped(result.name)
            let link = result.failed ? "<a href=\"#\(anchor(result.name))\">\(name)</a>" : name
            let cells = partNames.map { partName -> String in
                guard let part = result.parts.first(where: { $0.name == partName }) else { return "<td>—</td>" }
                let failures = part.outcomes.failures.count
                let verdict = failures == 0 ? "ok" : "\(failures) of \(part.outcomes.count) failed"
                return "<td class=\"\(failures == 0 ? "ok" : "failed")\">\(verdict)</td>"
            }
            return "<tr><td>\(link)</td>" + cells.joined() + "<td>\(String(format: "%.2f s", result.seconds))</td></tr>"
        }
        let header = "<tr><th>\(noun)</th>" + partNames.map { "<th>\($0)</th>" }.joined() + "<th>time</th></tr>"
        let failing = results.filter(\.failed)
        let passing = results.filter { !$0.failed }
        var html = ""
        if !failing.isEmpty {
            html += "<table class=\"scenes\"><caption>\(failing.count) failing</caption>" + header
                + failing.map(row).joined() + "</table>"
        }
        if !passing.isEmpty {
            html += "<details class=\"scenes\"><summary>\(passing.count) passing \(noun)\(passing.count == 1 ? "" : "s")</summary>"
                + "<table class=\"scenes\">" + header + passing.map(row).joined() + "</table></details>"
        }
        return html
    }

    static func eventTable(_ differences: [EventDifference]) -> String {
        let rows = differences.map { difference in
            let mark: String
            switch difference.kind {
            case .hunk: mark = ""
            case .same: mark = " "
            case .lost: mark = "−"
            case .extra: mark = "+"
            }
            let line = difference.kind == .hunk ? "" : "\(difference.line)"
            return "<tr class=\"\(difference.kind.rawValue)\"><td>\(mark)</td><td>\(line)</td>"
                + "<td><code>\(MarkupText.escaped(difference.text))</code></td></tr>"
        }
        let changed = differences.filter { $0.kind == .lost || $0.kind == .extra }.count
        return "<table class=\"events\"><caption>events.tsv: \(changed) line\(changed == 1 ? "" : "s") lost or extra "
            + "(− golden only, + this run only)</caption><tr><th></th><th>line</th><th>event</th></tr>"
            + rows.joined() + "</table>"
    }
}
