import Testing
import DarwinCalls

/// The `Darwin` product (module DarwinCalls): Darwin's calls without `import UIKit`.
@Suite("The Darwin product")
struct DarwinProductTests {
    @Test("arc4random_uniform stays below its bound; mach_timebase_info gives nanosecond ticks")
    func calls() {
        #expect((0..<100).allSatisfy { _ in arc4random_uniform(6) < 6 })
        var info = mach_timebase_info_data_t()
        #expect(mach_timebase_info(&info) == 0 && info.numer == 1 && info.denom == 1)
    }
}
