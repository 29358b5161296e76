import CoordVizCore
import Testing

// What the walk learns once per type must not leak from one object to another where objects
// of one type differ: a mirror an object supplies itself, and optionals nested in optionals.

/// A type-erased store whose mirror lists what each store holds, so two stores list different children.
private final class FlowStore: CustomReflectable {
    var entries: [(name: String, flow: AnyObject)] = []
    var customMirror: Mirror { Mirror(self, children: entries.map { (label: Optional($0.name), value: $0.flow as Any) }, displayStyle: .class) }
}
private final class StoredHomeCoordinator {}
private final class StoredSettingsCoordinator {}
private final class StoreFeatureCoordinator {
    let store = FlowStore()
}
private final class StoreRootCoordinator {
    var features: [StoreFeatureCoordinator] = []
}
private final class SlotsCoordinator {
    var emptyInside: StoredHomeCoordinator?? = .some(nil)
    var empty: StoredHomeCoordinator?? = nil
    var filled: StoredSettingsCoordinator?? = .some(StoredSettingsCoordinator())
}

@Suite struct PerTypeFactsIntrospectionTests {
    private func children(of snapshot: Snapshot, _ id: String) -> [String] {
        snapshot.coordinators.first { $0.id == id }?.children.map { "\($0.property) -> \($0.coordinator ?? "nil")" } ?? []
    }

    @Test("two objects of a type that supplies its own mirror are each read through their own mirror")
    func customMirrorsAreReadPerObject() throws {
        let root = StoreRootCoordinator()
        let home = StoreFeatureCoordinator()
        home.store.entries = [("home", StoredHomeCoordinator())]
        let settings = StoreFeatureCoordinator()
        settings.store.entries = [("settings", StoredSettingsCoordinator())]
        root.features = [home, settings]
        let snapshot = try Introspector().snapshot(of: root)
        #expect(children(of: snapshot, "StoreFeatureCoordinator") == ["store.home -> StoredHomeCoordinator"])
        #expect(children(of: snapshot, "StoreFeatureCoordinator#2") == ["store.settings -> StoredSettingsCoordinator"])
    }

    @Test("an optional holding an empty optional holds no child; one holding a coordinator does")
    func nestedOptionalsAreUnwrappedToTheirValue() throws {
        let snapshot = try Introspector().snapshot(of: SlotsCoordinator())
        #expect(children(of: snapshot, "SlotsCoordinator") == ["filled -> StoredSettingsCoordinator"])
    }
}
