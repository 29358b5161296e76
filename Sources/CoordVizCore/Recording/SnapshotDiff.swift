/// Derives the navigation steps that turn one snapshot into the next.
///
/// Snapshots record states, not events, so the order of steps within one action is canonical
/// rather than observed, and a step that changes nothing (resetting a stack already at its root)
/// cannot be seen.
public enum SnapshotDiff {
    public static func steps(from before: Snapshot, to after: Snapshot) -> [Step] {
        var steps: [Step] = []
        let beforeIDs = Set(before.coordinators.map(\.id)), afterIDs = Set(after.coordinators.map(\.id))
        steps += before.coordinators.filter { !afterIDs.contains($0.id) }.map { Step(.finish, $0.id) }
        steps += after.coordinators.filter { !beforeIDs.contains($0.id) }.map { Step(.startChild, $0.id) }

        let beforeModel = ArchitectureModel(snapshot: before), afterModel = ArchitectureModel(snapshot: after)
        if let oldBar = beforeModel.mainTabBar?.tabBar, let newBar = afterModel.mainTabBar?.tabBar,
           let selected = newBar.selectedIndex, selected != oldBar.selectedIndex,
           let tab = newBar.tabs.first(where: { $0.index == selected }) {
            steps.append(Step(.switchTab, tab.title ?? tab.coordinator ?? "Tab \(selected)"))
        }
        for coordinator in after.coordinators {
            guard let newStack = coordinator.container?.navigationStack?.screens,
                  let oldStack = before.coordinators.first(where: { $0.id == coordinator.id })?.container?.navigationStack?.screens else { continue }
            steps += stackSteps(coordinator.id, from: oldStack, to: newStack)
        }
        let presentedBefore = before.screens.filter { $0.presentedOver != nil }.map(\.id)
        let presentedAfter = after.screens.filter { $0.presentedOver != nil }.map(\.id)
        steps += presentedBefore.filter { !presentedAfter.contains($0) }.map { _ in Step(.dismiss) }
        steps += presentedAfter.filter { !presentedBefore.contains($0) }.map { Step(.present, $0) }
        return steps
    }

    /// Pops back to the longest common bottom of the two stacks, then pushes the rest. Popping
    /// down to the root alone is a `resetToRoot` (or `popToRoot` when nothing is pushed after).
    public static func stackSteps(_ coordinator: String, from old: [String], to new: [String]) -> [Step] {
        guard old != new else { return [] }
        var common = 0
        while common < min(old.count, new.count), old[common] == new[common] { common += 1 }
        var steps: [Step] = []
        let popped = old.count - common
        if popped > 0 {
            if common == 1, popped > 1 {
                steps.append(Step(new.count > 1 ? .resetToRoot : .popToRoot, coordinator))
            } else {
                steps += Array(repeating: Step(.pop, coordinator), count: popped)
            }
        }
        steps += new.dropFirst(common).map { Step(.push, $0) }
        return steps
    }
}
