import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// A static HTML page for reviewing a scene (`flipbook review`): the frames with a scrubber and
/// play/pause at the scene's frame rate, the value plot, the contact sheet and the event log.
/// No server, no network, no scripts from elsewhere: the page, `frames/`, `plot.png` and
/// `sheet.png` sit in one folder that can be opened from disk, zipped or attached to a review.
///
/// The time is in the URL (`index.html#t=1.25`), so a link shows the same frame to everyone.
public enum ReviewPage {
    /// Where the frame sits on the page, in CSS pixels: fixed, so a screenshot can be checked.
    public static let stageOrigin = (x: 16, y: 72)

    /// What went into a page.
    public struct Summary: Sendable {
        public let frames: Int
        public let plottedKeys: [String]
        public let warnings: [String]
    }

    /// Writes the page and its images into `directory` (created if needed; earlier frames in
    /// it are replaced). `keys` are `<layer>.<key path>`s to plot; empty plots every animated
    /// one (up to six). `progress` hears (frames drawn, frames) as the frames are written.
    @discardableResult
    public static func write(_ timeline: Timeline, to directory: String, fps: Int = 30, scale: Double = 1,
                             keys: [String] = [], fonts: FontConfiguration,
                             threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                             progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Summary {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let options = RenderOptions(fps: fps, scale: scale)
        let rendered = try Flipbook.writePNGSequence(of: timeline, to: directory + "/frames", options: options, fonts: fonts,
                                                     threads: threads, progress: progress)
        let plotted = keys.isEmpty ? Array(timeline.animatedKeyPaths.prefix(6)) : keys
        let series = plotted.flatMap { key -> [PlotSeries] in
            guard let dot = key.firstIndex(of: "."), let keyPath = LayerKeyPath(String(key[key.index(after: dot)...])) else { return [] }
            return PlotSeries.series(of: timeline, layer: String(key[..<dot]), keyPath: keyPath, name: key, fps: fps)
        }
        var images: [(file: String, alt: String)] = []
        var plotAxis: ValuePlot.TimeAxis?
        if !series.isEmpty {
            let (plot, axis) = try ValuePlot.renderWithAxis(series, timeline: timeline, title: "\(timeline.name) — values",
                                                             scale: 2, fonts: fonts)
            try AtomicFile.write(PNGCodec.encode(plot), to: directory + "/plot.png")
            images.append(("plot.png", "values over time"))
            plotAxis = axis
        }
        let sheet = try ContactSheet.render(timeline, times: timeline.keyInstants, columns: 4, scale: 1,
                                            title: "\(timeline.name) — key instants", fonts: fonts)
        try AtomicFile.write(PNGCodec.encode(sheet), to: directory + "/sheet.png")
        images.append(("sheet.png", "contact sheet at the key instants"))
        let html = page(timeline, frames: rendered.frames, fps: fps, images: images, plotAxis: plotAxis)
        try AtomicFile.write(Array(html.utf8), to: directory + "/index.html")
        return Summary(frames: rendered.frames.count, plottedKeys: plotted, warnings: rendered.warnings)
    }

    /// The page's HTML.
    static func page(_ timeline: Timeline, frames: [RenderedFrame], fps: Int, images: [(file: String, alt: String)],
                     plotAxis: ValuePlot.TimeAxis? = nil) -> String {
        let (width, height) = (Int(timeline.canvas.width.rounded()), Int(timeline.canvas.height.rounded()))
        let name = MarkupText.escaped(timeline.name)
        let imgs = frames.enumerated().map { index, frame in
            "<img class=\"frame\" src=\"frames/\(frame.file)\" width=\"\(width)\" height=\"\(height)\" alt=\"t=\(DecimalText.trimmed(frame.time)) s\"\(index == 0 ? "" : " hidden")>"
        }.joined(separator: "\n    ")
        let times = frames.map { DecimalText.trimmed($0.time) }.joined(separator: ",")
        // JSON string literals are JavaScript ones; "<" is escaped so no caption can close the script.
        let captions = frames.map {
            ValueTable.jsonString(InstantCaption.describe(timeline, at: $0.time)).replacingOccurrences(of: "<", with: "\\u003c")
        }.joined(separator: ",")
        let duration = max(timeline.duration, 1e-9)
        let marks = timeline.events.filter { [.completion, .state, .step].contains($0.kind) }.map { event in
            let left = String(format: "%.3f", 100 * event.time / duration)
            return "<button class=\"mark \(event.kind.rawValue)\" style=\"left:\(left)%\" data-t=\"\(DecimalText.trimmed(event.time))\" "
                + "title=\"\(MarkupText.escaped(event.description, attribute: true))\"></button>"
        }.joined()
        let rows = timeline.events.map { event in
            "<tr data-t=\"\(DecimalText.trimmed(event.time))\"><td>\(DecimalText.sixDecimals(event.time))</td>"
                + "<td class=\"\(event.kind.rawValue)\">\(event.kind.rawValue)</td><td>\(MarkupText.escaped(event.subject))</td>"
                + "<td>\(MarkupText.escaped(event.details.map { "\($0.key)=\($0.value)" }.joined(separator: " ")))</td></tr>"
        }.joined(separator: "\n      ")
        // The value plot gets a playhead at the shown frame's time: a line placed in percent of
        // the picture, so it stays on the axis however wide the page draws the plot.
        func percent(_ value: Double, of whole: Double) -> String { String(format: "%.4f", 100 * value / whole) }
        let figures = images.map { image -> String in
            guard image.file == "plot.png", let axis = plotAxis else {
                return "<figure><img src=\"\(image.file)\" alt=\"\(image.alt)\"><figcaption>\(image.alt)</figcaption></figure>"
            }
            return "<figure><div id=\"plot\" data-start=\"\(axis.start)\" data-end=\"\(axis.end)\" "
                + "data-left=\"\(percent(axis.left, of: axis.width))\" data-right=\"\(percent(axis.right, of: axis.width))\">"
                + "<img src=\"\(image.file)\" alt=\"\(image.alt)\"><div id=\"playhead\" style=\"top:\(percent(axis.top, of: axis.height))%;"
                + "height:\(percent(axis.bottom - axis.top, of: axis.height))%\"></div></div><figcaption>\(image.alt)</figcaption></figure>"
        }.joined(separator: "\n  ")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(name) — flipbook review</title>
            <style>
              body { margin: 0; font: 14px/1.4 system-ui, Inter, "DejaVu Sans", sans-serif; background: #e3e3e8; color: #1c1c1e; }
              header { position: absolute; left: 0; top: 0; right: 0; height: 56px; padding: 8px 16px; box-sizing: border-box; }
              header h1 { margin: 0; font-size: 18px; }
              header p { margin: 0; color: #5c5c63; font-size: 13px; }
              #stage { position: absolute; left: \(stageOrigin.x)px; top: \(stageOrigin.y)px; width: \(width)px; height: \(height)px;
                       outline: 1px solid #aeaeb2; background: #fff; }
              #stage img { position: absolute; left: 0; top: 0; }
              #below { position: absolute; left: 16px; right: 16px; top: \(stageOrigin.y + height + 12)px; }
              #controls { display: flex; gap: 10px; align-items: flex-start; max-width: \(max(width, 480))px; }
              #track { flex: 1; } #scrub { width: 100%; margin: 0; }
              #time { font-variant-numeric: tabular-nums; min-width: 6em; }
              #marks { position: relative; height: 14px; margin: 2px 8px 0; }  /* 8px: the range thumb's half width */
              .mark { position: absolute; top: 0; width: 3px; height: 12px; padding: 0; border: 0; margin-left: -1px; cursor: pointer;
                      background: #8e8e93; }
              .mark.state { background: #af52de; } .mark.step { background: #1c1c1e; }
              #caption { color: #5c5c63; min-height: 1.4em; }
              figure { margin: 24px 0; } figure img { max-width: 100%; height: auto; background: #fff; }
              #plot { position: relative; display: inline-block; max-width: 100%; } #plot img { display: block; }
              #playhead { position: absolute; width: 0; border-left: 2px solid #ff3b30; pointer-events: none; }
              figcaption { color: #5c5c63; font-size: 12px; }
              table { border-collapse: collapse; font-size: 12px; background: #fff; }
              td { padding: 2px 8px; border-bottom: 1px solid #e5e5ea; font-family: "DejaVu Sans Mono", monospace; }
              tr { cursor: pointer; } tr.current { background: #fff3c4; }
              td.state { color: #af52de; } td.completion { color: #34c759; } td.step { font-weight: bold; }
            </style>
            </head>
            <body>
            <header><h1>\(name)</h1><p>\(DecimalText.trimmed(timeline.duration)) s · \(frames.count) frames at \(fps) fps · \(width)×\(height) pt</p></header>
            <div id="stage">
                \(imgs)
            </div>
            <div id="below">
              <div id="controls">
                <button id="play" type="button" aria-label="play">▶</button>
                <div id="track">
                  <input id="scrub" type="range" min="0" max="\(max(frames.count - 1, 0))" value="0" step="1" aria-label="frame">
                  <div id="marks">\(marks)</div>
                </div>
                <span id="time">0 s</span>
              </div>
              <div id="caption"></div>
              \(figures)
              <h2>Events</h2>
              <table id="events">
                \(rows)
              </table>
            </div>
            <script>
            "use strict";
            const times = [\(times)];
            const captions = [\(captions)];
            const fps = \(fps);
            const frames = Array.from(document.querySelectorAll("#stage img"));
            const scrub = document.getElementById("scrub"), playButton = document.getElementById("play");
            let current = 0, playing = false, startedAt = 0, startIndex = 0;

            // The frame whose time is nearest to t (the earlier one on a tie).
            function indexAt(t) {
              let best = 0;
              for (let i = 1; i < times.length; i++) if (Math.abs(times[i] - t) < Math.abs(times[best] - t)) best = i;
              return best;
            }
            function show(index, updateHash) {
              index = Math.max(0, Math.min(times.length - 1, index));
              frames[current].hidden = true;
              frames[index].hidden = false;
              current = index;
              scrub.value = index;
              document.getElementById("time").textContent = times[index].toFixed(3) + " s";
              document.getElementById("caption").textContent = captions[index];
              for (const row of document.querySelectorAll("#events tr"))
                row.classList.toggle("current", Math.abs(parseFloat(row.dataset.t) - times[index]) < 0.5 / fps);
              const plot = document.getElementById("plot");
              if (plot) {
                const d = plot.dataset, fraction = (times[index] - d.start) / (d.end - d.start);
                const left = parseFloat(d.left) + fraction * (parseFloat(d.right) - parseFloat(d.left));
                document.getElementById("playhead").style.left = left.toFixed(3) + "%";
              }
              if (updateHash) history.replaceState(null, "", "#t=" + times[index]);
            }
            function fromHash() {
              const match = /t=([0-9.]+)/.exec(location.hash);
              if (match) show(indexAt(parseFloat(match[1])), false);
            }
            function tick(now) {
              if (!playing) return;
              const index = startIndex + Math.floor((now - startedAt) / 1000 * fps);
              show(index % times.length, false);
              requestAnimationFrame(tick);
            }
            function setPlaying(on) {
              playing = on;
              playButton.textContent = on ? "❚❚" : "▶";
              playButton.setAttribute("aria-label", on ? "pause" : "play");
              if (on) { startIndex = current === times.length - 1 ? 0 : current; startedAt = performance.now(); requestAnimationFrame(tick); }
              else history.replaceState(null, "", "#t=" + times[current]);
            }
            playButton.addEventListener("click", () => setPlaying(!playing));
            scrub.addEventListener("input", () => { setPlaying(false); show(parseInt(scrub.value, 10), true); });
            for (const element of document.querySelectorAll("[data-t]"))
              element.addEventListener("click", () => { setPlaying(false); show(indexAt(parseFloat(element.dataset.t)), true); });
            document.addEventListener("keydown", (event) => {
              if (event.target === scrub) return;
              if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
              if (event.key === "ArrowRight") show(current + 1, true);
              if (event.key === "ArrowLeft") show(current - 1, true);
            });
            window.addEventListener("hashchange", fromHash);
            show(0, false);
            fromHash();
            </script>
            </body>
            </html>

            """
    }
}
