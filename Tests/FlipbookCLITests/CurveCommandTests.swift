import Testing
@testable import FlipbookCLI

@Suite("flipbook curve, curves, --help and --version")
struct CurveCommandTests {
    @Test("easeInEaseOut at 0.25 prints 0.250000<TAB>0.129162")
    func readmeExample() {
        let run = CommandRun("curve", "easeInEaseOut", "--at", "0.25")
        #expect(run.exitCode == .success)
        #expect(run.output == "0.250000\t0.129162\n")
        #expect(run.error.isEmpty)
    }

    @Test("Several points, repeated --at, and extrapolation outside [0, 1]")
    func manyPoints() {
        let run = CommandRun("curve", "default", "--at", "0,0.5", "--at=1", "--at", "-1,2")
        #expect(run.output == """
            0.000000\t0.000000
            0.500000\t0.802403
            1.000000\t1.000000
            -1.000000\t-0.400000
            2.000000\t1.000000

            """)
    }

    @Test("Four numbers make a custom Bézier; steps and springs have their own forms")
    func customCurves() {
        #expect(CommandRun("curve", "0.5,-1,0.5,2", "--at", "0.05").output == "0.050000\t-0.089537\n")
        #expect(CommandRun("curve", "steps:4,start", "--at", "0,0.5").output == "0.000000\t0.250000\n0.500000\t0.750000\n")
        #expect(CommandRun("curve", "spring:1,100,10,0", "--at", "0.3").output == "0.300000\t1.124355\n")
        #expect(CommandRun("curve", "spring:1,100,20,0", "--at", "-1").output == "-1.000000\t0.000000\n")
    }

    @Test("--samples spreads points over [0, 1]")
    func samples() {
        let run = CommandRun("curve", "linear", "--samples", "3")
        #expect(run.output == "0.000000\t0.000000\n0.500000\t0.500000\n1.000000\t1.000000\n")
    }

    @Test("Bad curves and numbers exit 2 with a message on stderr", arguments: [
        (["curve", "easeInOt", "--at", "0.5"], "unknown curve 'easeInOt'; did you mean 'easeIn'?"),
        (["curve", "1.5,0,0.5,1", "--at", "0.5"], "x1 and x2 must lie in [0, 1]"),
        (["curve", "0.1,zero,0.5,1", "--at", "0.5"], "'zero' is not a finite number"),
        (["curve", "spring:1,100", "--at", "0.5"], "expected spring:mass,stiffness,damping,velocity (4 numbers), found 2"),
        (["curve", "spring:0,100,10,0", "--at", "0.5"], "mass and stiffness must be > 0"),
        (["curve", "steps:0", "--at", "0.5"], "whole N ≥ 1"),
        (["curve", "steps:3,middle", "--at", "0.5"], "unknown step position 'middle'"),
        (["curve", "linear", "--at", "0.5,nan"], "--at: 'nan' is not a finite number"),
        (["curve", "linear", "--at", "0.5,"], "--at: '' is not a finite number"),
        (["curve", "linear"], "missing --at <x>[,<x>…] or --samples <n>"),
        (["curve", "--at", "0.5"], "missing <curve>"),
        (["curve", "linear", "--samples", "1"], "--samples: expected a whole number from 2 to 100000"),
        (["curve", "linear", "--at", "1", "--samples", "3"], "give either --at or --samples, not both"),
    ])
    func badInput(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        #expect(run.exitCode == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("flipbook curve: error: "))
        #expect(run.error.contains(message), "stderr was: \(run.error)")
    }

    @Test("Usage mistakes point at the verb's help")
    func usageHint() {
        let run = CommandRun("curve", "linear", "--ta", "0.5")
        #expect(run.error == """
            flipbook curve: error: unknown option '--ta'; did you mean '--at'?
            Usage: flipbook curve <curve> (--at <x,…> | --samples <n>)
            See 'flipbook curve --help'.

            """)
    }

    @Test("curves prints the named-curve table")
    func curvesTable() {
        let run = CommandRun("curves", "--at", "0.25")
        #expect(run.exitCode == .success)
        #expect(run.output == """
            curve          control points   x=0.25
            linear         0,0,1,1          0.250000
            easeIn         0.42,0,1,1       0.093465
            easeOut        0,0,0.58,1       0.378138
            easeInEaseOut  0.42,0,0.58,1    0.129162
            default        0.25,0.1,0.25,1  0.408511

            """)
    }

    @Test("--version, --help, per-verb help and unknown verbs")
    func topLevel() {
        #expect(CommandRun("--version").output == "flipbook \(FlipbookCommand.version)\n")
        let help = CommandRun("--help")
        #expect(help.exitCode == .success)
        #expect(help.output.contains("  curve                   Print a timing curve's value at given points.\n"))
        #expect(CommandRun("curve", "--help").output.hasPrefix("OVERVIEW: Print a timing curve's value"))
        #expect(CommandRun("help", "curves").output.hasPrefix("OVERVIEW: Print a table"))
        let nothing = CommandRun()
        #expect(nothing.exitCode == .usage)
        #expect(nothing.error.contains("USAGE: flipbook <verb>"))
        let typo = CommandRun("curv", "linear")
        #expect(typo.exitCode == .usage)
        #expect(typo.error == "flipbook: error: unknown verb 'curv'; did you mean 'curve'?\nSee 'flipbook --help'.\n")
        #expect(CommandRun("--verbose").error.hasPrefix("flipbook: error: unknown option '--verbose'"))
    }
}
