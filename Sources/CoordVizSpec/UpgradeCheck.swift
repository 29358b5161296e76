import CoordVizCore

/// Warnings on version 1 files that version 2 says better, each saying how to upgrade:
/// a linear `stack` that the transitions show branching (`branching-stack`), and a screen
/// renamed (`Foo2`, `FooInB`) so that one type can sit in a second stack (`renamed-screen`).
enum UpgradeCheck {
    static func diagnostics(for model: ArchitectureModel, version1 coordinators: Set<String>, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        branchingStacks(model, coordinators, sourceMap) + renamedScreens(model, coordinators, sourceMap)
    }

    /// A push that puts a screen on top of another screen than the one the linear stack lists
    /// before it.
    private static func branchingStacks(_ model: ArchitectureModel, _ version1: Set<String>, _ sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        // Only version 1 stacks are lines: a version 2 spec has nothing to play here.
        guard !version1.isEmpty else { return [] }
        let simulator = model.sharedSimulator
        let index = model.sharedIndex
        var branches: [String: [(below: String, pushed: String, transition: String)]] = [:]
        for transition in model.transitions {
            for played in simulator.play(transition).steps where played.step.kind == .push && played.problem == nil {
                guard let pushed = played.step.target, let owner = index.owner(ofScreen: pushed), version1.contains(owner.id),
                      let line = owner.container?.navigationStack?.declaredScreens, let position = line.firstIndex(of: pushed), position > 0,
                      let stack = played.state.stacks[owner.id], stack.count > 1, stack.last == pushed else { continue }
                let below = stack[stack.count - 2]
                if below != line[position - 1], !(branches[owner.id] ?? []).contains(where: { $0.below == below && $0.pushed == pushed }) {
                    branches[owner.id, default: []].append((below, pushed, transition.id))
                }
            }
        }
        return model.coordinators.compactMap { coordinator in
            guard let found = branches[coordinator.id], let first = found.first,
                  let line = coordinator.container?.navigationStack?.declaredScreens else { return nil }
            let next = line.firstIndex(of: first.below).flatMap { $0 + 1 < line.count ? line[$0 + 1] : nil }
            let pushes = ([next].compactMap { $0 } + found.filter { $0.below == first.below }.map(\.pushed))
            let example = "\(first.below): { pushes: [\(pushes.joined(separator: ", "))] }"
            return SpecDiagnostic(
                .branchingStack,
                "the 'stack' of '\(coordinator.id)' is a line (each screen pushes the next), but transition '\(first.transition)' pushes '\(first.pushed)' from '\(first.below)'; set 'version: 2', keep the root in 'stack: [\(line[0])]' and say under 'screens' what each screen pushes, e.g. '\(example)'",
                at: sourceMap.location(of: .container(of: coordinator.id))
            )
        }
    }

    /// `Detail2ViewController`, `DetailViewController2` or `DetailViewControllerInB` in one
    /// stack while `DetailViewController` is in another.
    private static func renamedScreens(_ model: ArchitectureModel, _ version1: Set<String>, _ sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        var stackOf: [String: String] = [:]
        for coordinator in model.coordinators {
            for screen in coordinator.container?.navigationStack?.declaredScreens ?? [] where stackOf[screen] == nil { stackOf[screen] = coordinator.id }
        }
        var result: [SpecDiagnostic] = []
        for coordinator in model.coordinators where version1.contains(coordinator.id) {
            for screen in coordinator.container?.navigationStack?.declaredScreens ?? [] {
                guard let original = originalName(of: screen, in: coordinator.id).first(where: { stackOf[$0] != nil && stackOf[$0] != coordinator.id }),
                      let other = stackOf[original] else { continue }
                result.append(SpecDiagnostic(
                    .renamedScreen,
                    "'\(screen)' looks like '\(original)' (in the stack of '\(other)') renamed to sit in a second stack; in version 2 one type may sit in several stacks: set 'version: 2' and list '\(original)' here (this place becomes '\(original)#2')",
                    at: sourceMap.location(of: .screen(screen))
                ))
            }
        }
        return result
    }

    /// The names `screen` may have been made from: a number taken out, or an `In<Coordinator>` suffix.
    static func originalName(of screen: String, in coordinator: String) -> [String] {
        var candidates: [String] = []
        for suffix in ["ViewController", "Controller", "VC", "Screen", ""] where screen.hasSuffix(suffix) {
            let stem = screen.dropLast(suffix.count)
            let trimmed = stem.reversed().drop(while: \.isNumber).reversed()
            if trimmed.count < stem.count, !trimmed.isEmpty { candidates.append(String(trimmed) + suffix) }
        }
        for place in [coordinator, coordinator.replacingOccurrences(of: "Coordinator", with: "")] where !place.isEmpty {
            if screen.hasSuffix("In" + place), screen.count > place.count + 2 { candidates.append(String(screen.dropLast(place.count + 2))) }
        }
        return candidates
    }
}
