@_exported import FlipbookGolden
import FlipbookRender
import FlipbookScene
import XCTest

/// XCTest assertions for golden frames, values and events (the same checks as the Swift Testing
/// adapter; goldens in `__Goldens__/<test method>/` beside the test file).
public enum GoldenXCTest {
    static let fonts: Result<FontConfiguration, RenderError> = Result { () throws(RenderError) in try FontConfiguration() }

    static func run(
        _ subject: some GoldenSubject, record: RecordMode?, filePath: String, function: String, file: StaticString,
        line: UInt, part: String, _ check: (GoldenChecks, Timeline) -> [GoldenOutcome]
    ) {
        let (timeline, problems) = subject.goldenTimeline()
        for problem in problems { XCTFail(problem, file: file, line: line) }
        guard let timeline else { return }
        switch fonts {
        case .success(let fonts):
            let checks = GoldenChecks(store: .beside(file: filePath, test: function, record: record), fonts: fonts)
            let outcomes = check(checks, timeline)
            attach(checks.attachments(for: outcomes, part: part, test: function))
            for failure in checks.report(outcomes, part: part, test: function) { XCTFail(failure, file: file, line: line) }
        case .failure(let error):
            XCTFail(error.message, file: file, line: line)
        }
    }

    /// Adds the files as `XCTAttachment`s kept with the test results. swift-corelibs-xctest on
    /// Linux has no `XCTAttachment`: there the failure messages name the artifact files instead.
    static func attach(_ files: [(name: String, bytes: [UInt8])]) {
        #if canImport(Darwin)
        guard !files.isEmpty else { return }
        XCTContext.runActivity(named: "Flipbook golden artifacts") { activity in
            for (name, bytes) in files {
                let type = name.hasSuffix(".png") ? "public.png" : "public.plain-text"
                let attachment = XCTAttachment(data: Data(bytes), uniformTypeIdentifier: type)
                attachment.name = name
                attachment.lifetime = .keepAlways
                activity.add(attachment)
            }
        }
        #endif
    }
}

/// Checks the frames of a scene or a recorded timeline at the instants against golden PNGs.
public func assertFrames(
    of subject: some GoldenSubject, at instants: GoldenInstants = .keyInstants, named name: String? = nil, scale: Double = 2,
    tolerance: ImageTolerance = .default, record: RecordMode? = nil,
    filePath: String = #filePath, function: String = #function, file: StaticString = #filePath, line: UInt = #line
) {
    GoldenXCTest.run(subject, record: record, filePath: filePath, function: function, file: file, line: line, part: "frames") {
        $0.frames(of: $1, at: instants, named: name, scale: scale, tolerance: tolerance.applying($1.golden))
    }
}

/// Checks presentation values (`layer.keyPath`; nil: every animated key path) at the instants
/// against `values.csv`.
public func assertValues(
    of subject: some GoldenSubject, keys: [String]? = nil, at instants: GoldenInstants = .keyInstants, tolerance: Double = 1e-4,
    record: RecordMode? = nil,
    filePath: String = #filePath, function: String = #function, file: StaticString = #filePath, line: UInt = #line
) {
    GoldenXCTest.run(subject, record: record, filePath: filePath, function: function, file: file, line: line, part: "values") {
        $0.values(of: $1, keys: keys, at: instants, tolerance: $1.golden.valueTolerance ?? tolerance)
    }
}

/// Checks the event log against `events.tsv`.
public func assertEvents(
    of subject: some GoldenSubject, record: RecordMode? = nil,
    filePath: String = #filePath, function: String = #function, file: StaticString = #filePath, line: UInt = #line
) {
    GoldenXCTest.run(subject, record: record, filePath: filePath, function: function, file: file, line: line, part: "events") {
        $0.events(of: $1)
    }
}
