/// A coordinator replacing the first screen of a navigation controller it was handed replaces the
/// app's root only when that controller belongs to the app's root coordinator. One handed over by
/// a coordinator the scan found no holder for (made through a builder method it could not find,
/// say) may sit anywhere in the app: that is reported, and no phase is written for it. Children
/// the root's setup makes, each pushing its first screen onto the root's empty window stack (one
/// or the other, by a saved setting), take turns at that root too.
extension Inference {
    /// The coordinators that replace the root of the app's root coordinator's navigation
    /// controller, with where; the others are reported.
    func rootModulePhaseRoots(root: String?, facts: Facts) -> [(coordinator: String, source: SourceReference)] {
        var kept: [(coordinator: String, source: SourceReference)] = []
        for module in facts.rootModules where interpreter.replacesAppRoot(module.coordinator) {
            let owners = facts.sharedNavigation.filter { $0.child == module.coordinator }.map(\.navigationOwner).sorted()
            if let root, owners.contains(root) {
                kept.append(module)
            } else {
                interpreter.facts.unresolved.append((module.source, "\(module.coordinator) replaces the first screen of the navigation controller \(owners.joined(separator: " or ")) handed it, which no coordinator the scan found holds and which is not the app's root: whether that replaces the app's root is left open, and no phase is written for it"))
            }
        }
        // Children the root's own setup makes, each pushing its first screen onto the root's
        // window stack, which shows nothing of the root's: they take turns at its root. Several
        // of them are needed (one is just the app's first screen), and those made later (by an
        // action) push on top of a turn-taker instead.
        if let root, facts.windowRoots.contains(where: { $0.coordinator == root }), facts.stackRoots[root] == nil {
            let turns = facts.pushedRootModules.filter { module in
                facts.sharedNavigation.contains(.init(child: module.coordinator, navigationOwner: root))
                    && facts.children.contains { $0.parent == root && $0.child == module.coordinator && $0.inSetup }
                    && !kept.contains { $0.coordinator == module.coordinator }
            }
            var seen: Set<String> = []
            let distinct = turns.filter { seen.insert($0.coordinator).inserted }
            if distinct.count > 1 { kept += distinct }
        }
        return kept
    }
}
