/// What a decoded snapshot must hold before it is drawn: every coordinator and screen has an id,
/// and no id is used twice. A file that breaks this was edited or damaged after it was written.
enum SnapshotIntegrity {
    /// The first problem found, as a reason naming the field (`.screens[2].id is empty`), or `nil`.
    static func problem(in snapshot: Snapshot, at prefix: String = "") -> String? {
        var coordinators: Set<String> = []
        for (index, coordinator) in snapshot.coordinators.enumerated() {
            if coordinator.id.isEmpty { return "\(prefix).coordinators[\(index)].id is empty" }
            if !coordinators.insert(coordinator.id).inserted { return "\(prefix).coordinators[\(index)].id repeats '\(coordinator.id)'" }
        }
        var screens: Set<String> = []
        for (index, screen) in snapshot.screens.enumerated() {
            if screen.id.isEmpty { return "\(prefix).screens[\(index)].id is empty" }
            if !screens.insert(screen.id).inserted { return "\(prefix).screens[\(index)].id repeats '\(screen.id)'" }
        }
        return nil
    }
}
