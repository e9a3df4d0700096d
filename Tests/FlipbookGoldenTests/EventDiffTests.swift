import Testing
@testable import FlipbookGolden

/// Event logs are compared as `diff -u` compares files: an event that moves is one line lost
/// and one gained, with context, not every later line.
@Suite("Event-log diffs")
struct EventDiffTests {
    let golden = ["0.000000\tadd\tbox\tkey=slide", "0.000000\tstart\tbox\tkey=slide", "0.200000\tadd\tdot\tkey=fade",
                  "0.500000\tstop\tbox\tkey=slide finished=true", "0.700000\tstop\tdot\tkey=fade finished=true",
                  "0.900000\tremoved\tdot", "1.000000\tend"]

    @Test("A stop that moves past two later events is one line lost and one extra, in one hunk with context")
    func movedEvent() {
        var actual = golden
        actual.remove(at: 3)
        actual.insert("0.800000\tstop\tbox\tkey=slide finished=true", at: 4)
        let diff = LineDiff.hunks(golden: golden, actual: actual)
        #expect(diff.map(\.description) == [
            "@@ -2,6 +2,6 @@",
            "  0.000000\tstart\tbox\tkey=slide",
            "  0.200000\tadd\tdot\tkey=fade",
            "- 0.500000\tstop\tbox\tkey=slide finished=true",
            "  0.700000\tstop\tdot\tkey=fade finished=true",
            "+ 0.800000\tstop\tbox\tkey=slide finished=true",
            "  0.900000\tremoved\tdot",
            "  1.000000\tend",
        ])
        #expect(GoldenChecks.eventMismatch(diff)
                == "events.tsv line 4: lost \"0.500000\tstop\tbox\tkey=slide finished=true\" (1 line lost, 1 extra; the diff is in the report)")
    }

    @Test("A changed line reads 'expected …, got …'; changes far apart are separate hunks; equal logs have no diff")
    func changedLines() {
        var actual = golden
        actual[0] = "0.000000\tadd\tbox\tkey=slide2"
        actual[6] = "1.200000\tend"
        let diff = LineDiff.hunks(golden: golden, actual: actual, context: 1)
        #expect(diff.filter { $0.kind == .hunk }.map(\.text) == ["@@ -1,2 +1,2 @@", "@@ -6,2 +6,2 @@"])
        #expect(diff.filter { $0.kind == .lost }.map(\.line) == [1, 7])
        #expect(diff.filter { $0.kind == .extra }.map(\.line) == [1, 7])
        #expect(GoldenChecks.eventMismatch(diff).hasPrefix(
            "events.tsv line 1: expected \"0.000000\tadd\tbox\tkey=slide\", got \"0.000000\tadd\tbox\tkey=slide2\" (2 lines lost, 2 extra"))
        #expect(LineDiff.hunks(golden: golden, actual: golden).isEmpty)
    }

    @Test("Lines only at the end, and logs too large for the table, still diff")
    func endsAndLargeLogs() {
        let diff = LineDiff.hunks(golden: golden, actual: golden + ["1.100000\textra"], context: 0)
        #expect(diff.map(\.description) == ["@@ -7,0 +8,1 @@", "+ 1.100000\textra"])
        let many = (0..<3000).map { "\($0)" }
        var shifted = many
        shifted.remove(at: 10)
        shifted.append("x")
        shifted[1500] = "changed"
        // After the common first ten lines, 2 990 × 2 990 cells is above LineDiff.maximumCells:
        // the lines are paired by position, so every shifted line differs.
        let large = LineDiff.hunks(golden: many, actual: shifted, context: 0)
        #expect(large.first?.description == "@@ -11,2990 +11,2990 @@")
        #expect(large.filter { $0.kind == .lost }.count == 2990 && large.filter { $0.kind == .extra }.count == 2990)
        // Below the bound the same shift is one line lost and one extra.
        let small = LineDiff.hunks(golden: Array(many.prefix(1000)), actual: Array(shifted.prefix(999)) + ["999"], context: 0)
        #expect(small.filter { $0.kind == .lost }.map(\.text) == ["10"])
        #expect(small.filter { $0.kind == .extra }.map(\.text) == ["999"])
    }
}
