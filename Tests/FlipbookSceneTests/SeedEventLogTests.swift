import Testing
@testable import FlipbookScene

/// Full event logs of the UIKit seeds, checked line by line against the rules in issue 4:
/// completions chain the next leg, the flag stops the gauge, triggers fire at 240 Hz ticks.
@Suite("Seed event logs")
struct SeedEventLogTests {
    func load(_ name: String) throws -> Timeline {
        try SceneFile.load(path: SceneFileTests.scenesFolder.appendingPathComponent("\(name).json").path).timeline()
    }

    @Test("gauge: five legs, the stop at 1.8 s, the fifth leg completing unharmed at 2.0 s")
    func gauge() throws {
        #expect(try load("gauge").events.map(\.description) == [
            "0.000000\tstep\tgauge\tname=start",
            "0.000000\tadd\tneedle\tkey=transform keyPath=transform begin=0.000000",
            "0.000000\tstart\tneedle\tkey=transform",
            "0.400000\tstop\tneedle\tkey=transform finished=true",
            "0.400000\tcompletion\tneedle\tfinished=true",
            "0.400000\tadd\tneedle\tkey=transform keyPath=transform begin=0.400000",
            "0.400000\tstart\tneedle\tkey=transform",
            "0.800000\tstop\tneedle\tkey=transform finished=true",
            "0.800000\tcompletion\tneedle\tfinished=true",
            "0.800000\tadd\tneedle\tkey=transform keyPath=transform begin=0.800000",
            "0.800000\tstart\tneedle\tkey=transform",
            "1.200000\tstop\tneedle\tkey=transform finished=true",
            "1.200000\tcompletion\tneedle\tfinished=true",
            "1.200000\tadd\tneedle\tkey=transform keyPath=transform begin=1.200000",
            "1.200000\tstart\tneedle\tkey=transform",
            "1.600000\tstop\tneedle\tkey=transform finished=true",
            "1.600000\tcompletion\tneedle\tfinished=true",
            "1.600000\tadd\tneedle\tkey=transform keyPath=transform begin=1.600000",
            "1.600000\tstart\tneedle\tkey=transform",
            "1.800000\tstep\tgauge\tname=stop",
            "1.800000\tadd\tneedle\tkey=transform-2 keyPath=transform begin=1.800000",
            "1.800000\tstart\tneedle\tkey=transform-2",
            "2.000000\tstop\tneedle\tkey=transform finished=true",
            "2.000000\tcompletion\tneedle\tfinished=true",
            "2.200000\tstop\tneedle\tkey=transform-2 finished=true",
            "2.200000\tcompletion\tneedle\tfinished=true",
        ])
    }

    @Test("new-status-banner: down, a 1 s delay, back linearly, removed")
    func banner() throws {
        #expect(try load("new-status-banner").events.map(\.description) == [
            "0.200000\tadd\tbanner\tkey=transform keyPath=transform begin=0.200000",
            "0.200000\tstart\tbanner\tkey=transform",
            "1.200000\tstop\tbanner\tkey=transform finished=true",
            "1.200000\tcompletion\tbanner\tfinished=true",
            "1.200000\tadd\tbanner\tkey=transform keyPath=transform begin=2.200000",
            "2.200000\tstart\tbanner\tkey=transform",
            "3.200000\tstop\tbanner\tkey=transform finished=true",
            "3.200000\tcompletion\tbanner\tfinished=true",
            "3.200000\tremoved\tbanner\t",
        ])
    }

    @Test("pull-to-refresh: triggers, states, the docking and the end of refreshing")
    func pullToRefresh() throws {
        #expect(try SeedScenes.pullToRefresh().timeline().events.map(\.description) == [
            "0.445833\ttrigger\tarrow\tname=arrowDown value=-50.156212",
            "0.445833\tadd\tarrow\tkey=transform keyPath=transform begin=0.445833",
            "0.445833\tstart\tarrow\tkey=transform",
            "0.458333\ttrigger\ticon\tname=spinStart value=0.805663",
            "0.458333\tadd\ticon\tkey=spin keyPath=transform.rotation.z begin=0.458333",
            "0.458333\tstart\ticon\tkey=spin",
            "0.570833\ttrigger\theader\tname=pull value=-64.218712",
            "0.570833\tstate\theader\tstate=pulling from=idle",
            "1.200000\tstep\tpull-to-refresh\tname=release",
            "1.200000\ttrigger\theader\tname=release value=-90.000000",
            "1.200000\tstate\theader\tstate=refreshing from=pulling",
            "1.200000\thidden\tarrow\thidden=true",
            "1.200000\tadd\tscroll\tkey=bounds.origin.y keyPath=bounds.origin.y begin=1.200000",
            "1.200000\tstart\tscroll\tkey=bounds.origin.y",
            "1.450000\tstop\tscroll\tkey=bounds.origin.y finished=true",
            "1.450000\tcompletion\tscroll\tfinished=true",
            "2.445833\tstop\tarrow\tkey=transform finished=true",
            "2.445833\tcompletion\tarrow\tfinished=true",
            "3.200000\tstep\tpull-to-refresh\tname=endRefreshing",
            "3.200000\tadd\tscroll\tkey=bounds.origin.y keyPath=bounds.origin.y begin=3.200000",
            "3.200000\tstart\tscroll\tkey=bounds.origin.y",
            "3.600000\tstop\tscroll\tkey=bounds.origin.y finished=true",
            "3.600000\tcompletion\tscroll\tfinished=true",
            "3.600000\tstate\theader\tstate=idle from=refreshing",
            "3.600000\tstop\ticon\tkey=spin finished=false",
            "3.600000\thidden\tarrow\thidden=false",
            "3.600000\ttrigger\tarrow\tname=arrowUp value=0.000000",
            "3.600000\tadd\tarrow\tkey=transform keyPath=transform begin=3.600000",
            "3.600000\tstart\tarrow\tkey=transform",
            "5.600000\tstop\tarrow\tkey=transform finished=true",
            "5.600000\tcompletion\tarrow\tfinished=true",
        ])
    }
}
