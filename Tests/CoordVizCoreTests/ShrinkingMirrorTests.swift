@testable import CoordVizCore
import Testing

/// A class whose own mirror lists one child fewer each time it is asked (weak references that
/// go away, state another thread changes): reading a field must give no value, never trap.
private final class ShrinkingMirror: CustomReflectable {
    var calls = 0
    var customMirror: Mirror {
        calls += 1
        let all: [(label: String?, value: Any)] = [("first", 1), ("second", 2), ("third", 3)]
        return Mirror(self, children: Array(all.prefix(max(0, all.count + 1 - calls))), displayStyle: .class)
    }
}

@Suite struct ShrinkingMirrorTests {
    @Test func aFieldAMirrorNoLongerListsIsNoValueNotACrash() {
        let object = ShrinkingMirror()
        #expect(Reflection.field("third", of: object) == nil)
        #expect(object.calls >= 2, "the facts and the read each asked for a mirror")
    }

    @Test func aFieldStillListedIsReadByItsName() {
        let object = ShrinkingMirror()
        #expect(Reflection.field("first", of: object) as? Int == 1)
    }
}
