import CoordVizCore

/// JSON paths into a snapshot, so a finding can name the exact live fact it rests on:
/// `$.coordinators[1].backReferences[0]`.
public struct SnapshotPointer: Sendable {
    let snapshot: Snapshot?

    /// `$.coordinators[i]` for the coordinator with `id`.
    public func coordinator(_ id: String) -> String? {
        snapshot?.coordinators.firstIndex { $0.id == id }.map { "$.coordinators[\($0)]" }
    }

    /// `$.coordinators[i].backReferences[j]` for `coordinator`'s back-reference through `property`.
    public func backReference(of id: String, property: String) -> String? {
        guard let node = snapshot?.coordinators.first(where: { $0.id == id }),
              let position = node.backReferences.firstIndex(where: { $0.property == property }) else { return coordinator(id) }
        return coordinator(id).map { "\($0).backReferences[\(position)]" }
    }

    /// `$.coordinators[i].children[j]` for `parent`'s link to `child`.
    public func child(of parent: String, _ child: String) -> String? {
        guard let node = snapshot?.coordinators.first(where: { $0.id == parent }),
              let position = node.children.firstIndex(where: { $0.coordinator == child }) else { return coordinator(parent) }
        return coordinator(parent).map { "\($0).children[\(position)]" }
    }

    /// `$.screens[i]` for the screen with `id`.
    public func screen(_ id: String) -> String? {
        snapshot?.screens.firstIndex { $0.id == id }.map { "$.screens[\($0)]" }
    }

    /// `$.releaseCheck.survivors`, when the snapshot carries a release check.
    public var survivors: String? { snapshot?.releaseCheck == nil ? nil : "$.releaseCheck.survivors" }
}
