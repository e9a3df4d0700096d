import Testing
import ObjectiveC   // as an iOS file writes it: Flipbook's ObjectiveC product on Linux
import UIKit

/// The keys, as iOS code declares them: variables whose addresses name the associations.
nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var titleKey: UInt8 = 0

/// A value whose release the tests watch.
private final class Tracked: NSObject, NSCopying {
    nonisolated(unsafe) static var released = 0
    let name: String
    init(_ name: String) { self.name = name }
    deinit { Tracked.released += 1 }
    func copy(with zone: NSZone? = nil) -> Any { Tracked(name + " copy") }
}

/// What an extension on UIView writes to give every view a stored property.
private extension UIView {
    var badge: Tracked? {
        get { objc_getAssociatedObject(self, &badgeKey) as? Tracked }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

@Suite("import ObjectiveC: associated objects; Darwin's calls through import UIKit", .serialized)
@MainActor
struct ObjectiveCRuntimeTests {
    @Test("Retained values read back under their key, per object; nil removes one; objc_removeAssociatedObjects removes all")
    func retainAndRemove() {
        let view = UIView(), other = UIView()
        view.badge = Tracked("a")
        objc_setAssociatedObject(view, &titleKey, "Title", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(view.badge?.name == "a")
        #expect(objc_getAssociatedObject(view, &titleKey) as? String == "Title")
        #expect(other.badge == nil, "associations belong to one object")
        view.badge = nil
        #expect(view.badge == nil)
        #expect(objc_getAssociatedObject(view, &titleKey) as? String == "Title", "another key is untouched")
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &titleKey) == nil)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401, "the runtime's raw values")
    }

    @Test("The policies: RETAIN keeps the value alive, COPY stores a copy, ASSIGN does not keep it (and reads nil once it is gone)")
    func policies() {
        let owner = UIView()
        Tracked.released = 0
        do {
            let kept = Tracked("kept")
            objc_setAssociatedObject(owner, &badgeKey, kept, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(Tracked.released == 0)
        #expect((objc_getAssociatedObject(owner, &badgeKey) as? Tracked)?.name == "kept")
        let original = Tracked("original")
        objc_setAssociatedObject(owner, &badgeKey, original, .OBJC_ASSOCIATION_COPY)
        #expect(Tracked.released == 1, "the replaced value is released")
        let stored = objc_getAssociatedObject(owner, &badgeKey) as? Tracked
        #expect(stored?.name == "original copy" && stored !== original)
        do {
            let assigned = Tracked("assigned")
            objc_setAssociatedObject(owner, &titleKey, assigned, .OBJC_ASSOCIATION_ASSIGN)
            #expect((objc_getAssociatedObject(owner, &titleKey) as? Tracked) === assigned)
        }
        #expect(objc_getAssociatedObject(owner, &titleKey) == nil, "not kept alive")
    }

    @Test("An owner's values are released once it has gone: at the recording clock's next turn")
    func releasedWithTheOwner() {
        AssociationTable.shared.releaseOrphans()   // what other tests' owners left
        Tracked.released = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = window.record(duration: 1) { clock in
            do {
                let owner = UIView()
                owner.badge = Tracked("held")
            }
            #expect(Tracked.released == 0)
            clock.wait(0.1)
            #expect(Tracked.released == 1)
        }
    }

    @Test("Darwin's calls: arc4random_uniform stays below its bound, mach_absolute_time reads the recording's clock in nanoseconds")
    func darwinCalls() {
        #expect((0..<100).allSatisfy { _ in arc4random_uniform(6) < 6 })
        var timebase = mach_timebase_info_data_t()
        mach_timebase_info(&timebase)
        #expect(timebase.numer == 1 && timebase.denom == 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ticks: [UInt64] = []
        _ = window.record(duration: 1) { clock in
            ticks.append(mach_absolute_time())
            clock.wait(0.25)
            ticks.append(mach_absolute_time())
        }
        #expect(ticks == [0, 250_000_000])
    }
}
