/// A coordinator replacing the first screen of a navigation controller it was handed replaces the
/// app's root only when that controller belongs to the app's root coordinator. One handed over by
/// a coordinator the scan found no holder for (made through a builder method it could not find,
/// say) may sit anywhere in the app: that is reported, and no phase is written for it.
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
        return kept
    }
}
