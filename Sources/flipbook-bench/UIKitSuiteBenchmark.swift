import FlipbookGolden
import FlipbookRender
import FlipbookScene
import FlipbookUIKit
import Foundation

/// Golden checks of UIKit recordings at suite scale: N generated recordings (a card, a dot slid
/// by `UIView.animate`, a square turned by a transform, every one different), each checked
/// against frame goldens at its key instants through `GoldenChecks`, the core the Swift Testing
/// and XCTest adapters call. The work runs in a child process (this binary with
/// `--uikit-suite-child`), so wall time and peak memory are the suite's alone. Goals: 200
/// recordings under 10 s on this 2-core machine, memory flat in the count (200 within 10 % of 50).
@MainActor
enum UIKitSuiteBenchmark {
    /// The child's work: record (`all`) or check (`never`) `count` recordings' goldens under
    /// `folder`. False when a check did not match.
    static func child(count: Int, folder: String, record: RecordMode) -> Bool {
        guard let fonts = try? FontConfiguration() else { return false }
        var matched = true
        for index in 0..<count {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 140, height: 80))
            card.backgroundColor = UIColor(red: CGFloat(index % 200 + 40) / 255, green: 0.88, blue: 0.94, alpha: 1)
            card.layer.cornerRadius = 12
            let dot = UIView(frame: CGRect(x: CGFloat(12 + index % 40), y: 42, width: 16, height: 16))
            dot.backgroundColor = .systemBlue
            dot.layer.cornerRadius = 8
            let square = UIView(frame: CGRect(x: 70, y: 20, width: 20, height: 20))
            square.backgroundColor = .darkGray
            for view in [card, dot, square] { window.addSubview(view) }
            let turn = CGFloat(index % 7 + 1) * 0.5
            let timeline = window.record(duration: 1) { clock in
                UIView.animate(withDuration: 0.8) { dot.center.x = 140 }
                clock.wait(0.2)
                UIView.animate(withDuration: 0.6) { square.transform = CGAffineTransform(rotationAngle: turn) }
            }
            let store = GoldenStore(directory: folder + "/recording-\(index)", record: record)
            let outcomes = GoldenChecks(store: store, fonts: fonts).frames(of: timeline)
            if record == .never, outcomes.contains(where: { $0.status != .matched }) { matched = false }
        }
        return matched
    }

    static func run(bench: String, counts: [Int] = [50, 200]) -> [SuiteBenchmark.Point] {
        var points: [SuiteBenchmark.Point] = []
        for count in counts {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-uikit-suite-\(count)-\(getpid())").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let arguments = { (mode: String) in ["--uikit-suite-child", String(count), folder, mode] }
            guard runProcess(bench, arguments("all")) != nil else { continue }
            let times = (0..<3).compactMap { _ in runProcess(bench, arguments("never")) }
            guard times.count == 3 else { continue }
            points.append(SuiteBenchmark.Point(scenes: count, seconds: times.sorted()[1], peakMB: SuiteBenchmark.peakMB(bench, arguments("never"))))
        }
        return points
    }
}
