@_exported import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import Foundation
import FlipbookScene
import Testing

/// Swift Testing assertions for golden frames, values and events. Goldens live beside the test
/// file in `__Goldens__/<test function>/`; `FLIPBOOK_RECORD` (or `record:`) says when they are
/// written. Each mismatch is one recorded issue with a readable message.
public enum GoldenAssertions {
    /// Fonts shared by every check (read-only once built).
    static let fonts: Result<FontConfiguration, RenderError> = Result { () throws(RenderError) in try FontConfiguration() }

    static func checks(_ file: String, _ function: String, _ record: RecordMode?) -> GoldenChecks? {
        switch fonts {
        case .success(let fonts):
            let store = GoldenStore.beside(file: file, test: function, record: record)
            if let test = Test.current, let clash = GoldenFolderClaims.claim(store.directory, by: "\(test.id)") {
                Issue.record(Comment(rawValue: clash))
                return nil
            }
            return GoldenChecks(store: store, fonts: fonts)
        case .failure(let error):
            Issue.record(Comment(rawValue: error.message))
            return nil
        }
    }

    /// Attaches what a person needs to judge the failures to the current test, with Swift
    /// Testing's attachment API: each differing frame's expected, actual and diff PNGs and the
    /// test's expected | actual | diff strip, and the actual `values.csv` or `events.tsv` beside
    /// the golden one. `swift test --attachments-path DIR` saves them (Linux CI included).
    static func attach(_ outcomes: [GoldenOutcome], part: String, test: String, checks: GoldenChecks) {
        for (name, bytes) in checks.attachments(for: outcomes, part: part, test: test) {
            Attachment.record(bytes, named: name)
        }
    }

    static func timeline(_ subject: some GoldenSubject, _ location: SourceLocation) -> Timeline? {
        let (timeline, problems) = subject.goldenTimeline()
        for problem in problems { Issue.record(Comment(rawValue: problem), sourceLocation: location) }
        return timeline
    }
}

/// Checks the frames of a scene or a recorded timeline at the instants against golden PNGs.
public func assertFrames(
    of subject: some GoldenSubject, at instants: GoldenInstants = .keyInstants, named name: String? = nil, scale: Double = 2,
    tolerance: ImageTolerance = .default, record: RecordMode? = nil,
    filePath: String = #filePath, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let timeline = GoldenAssertions.timeline(subject, sourceLocation),
          let checks = GoldenAssertions.checks(filePath, function, record) else { return }
    let outcomes = checks.frames(of: timeline, at: instants, named: name, scale: scale, tolerance: tolerance.applying(timeline.golden))
    GoldenAssertions.attach(outcomes, part: "frames", test: function, checks: checks)
    for failure in checks.report(outcomes, part: "frames", test: function) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Checks presentation values (`layer.keyPath`; nil: every animated key path) at the instants
/// against `values.csv`. Points, colours and transforms get one column per part.
public func assertValues(
    of subject: some GoldenSubject, keys: [String]? = nil, at instants: GoldenInstants = .keyInstants, tolerance: Double = 1e-4,
    record: RecordMode? = nil,
    filePath: String = #filePath, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let timeline = GoldenAssertions.timeline(subject, sourceLocation),
          let checks = GoldenAssertions.checks(filePath, function, record) else { return }
    let outcomes = checks.values(of: timeline, keys: keys, at: instants, tolerance: timeline.golden.valueTolerance ?? tolerance)
    GoldenAssertions.attach(outcomes, part: "values", test: function, checks: checks)
    for failure in checks.report(outcomes, part: "values", test: function) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Checks the event log (completions with `finished`, state changes, …) against `events.tsv`.
public func assertEvents(
    of subject: some GoldenSubject, record: RecordMode? = nil,
    filePath: String = #filePath, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let timeline = GoldenAssertions.timeline(subject, sourceLocation),
          let checks = GoldenAssertions.checks(filePath, function, record) else { return }
    let outcomes = checks.events(of: timeline)
    GoldenAssertions.attach(outcomes, part: "events", test: function, checks: checks)
    for failure in checks.report(outcomes, part: "events", test: function) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
