import CoordVizCore

/// The transitions and deep links of a ``SyntheticApp``, drawn from its coordinator tree:
/// - a push inside each stack (tab or feature) for every consecutive pair;
/// - cross-tab jumps, one per four coordinators: switch tab, reset its stack, push 0–3 screens;
/// - modal presentations of 60 % of the features with a screen, from the nearest ancestor's stack;
/// - 30 % of stack features finishing into another tab (finish, switch tab, push);
/// - deep links, one per twenty coordinators, handled by `DeepLinkCoordinator`.
///
/// Those edges run across tabs and back up the tree, so the drawn graphs have cycles.
struct SyntheticTransitions {
    let plans: [SyntheticApp.Plan]
    var random: SeededGenerator
    private(set) var deepLinks: [DeepLink] = []
    private var result: [Transition] = []

    init(plans: [SyntheticApp.Plan], random: SeededGenerator) {
        self.plans = plans
        self.random = random
    }

    /// Every transition, in a fixed order; fills ``deepLinks`` as it goes.
    mutating func transitions() -> [Transition] {
        result = []
        let tabs = plans.indices.filter { if case .tab = plans[$0].role { true } else { false } }
        let features = plans.indices.filter { plans[$0].role.isFeature }
        for index in tabs {
            let screens = plans[index].screens
            for (lower, upper) in zip(screens, screens.dropFirst()) {
                add(from: lower, trigger: "show\(short(upper))()", [Step(.push, upper)])
            }
        }
        for index in features where plans[index].screens.count > 1 {
            let screens = plans[index].screens
            for (lower, upper) in zip(screens, screens.dropFirst()) {
                add(from: lower, trigger: "next()", [Step(.push, upper)])
            }
        }
        for _ in 0..<max(2, plans.count / 4) {
            add(crossTabJumpFrom: random.element(of: tabs), tabs: tabs, trigger: "openInOtherTab()")
        }
        for index in features where !plans[index].screens.isEmpty && random.chance(0.6) {
            guard let host = nearestAncestorWithStack(of: index) else { continue }
            let source = random.element(of: plans[host].screens)
            add(from: source, trigger: "start\(plans[index].base)()", [Step(.present, plans[index].screens[0])])
        }
        for index in features where plans[index].role == .stackFeature && random.chance(0.3) {
            let target = plans[random.element(of: tabs)]
            var steps = [Step(.finish, plans[index].id), Step(.switchTab, tabTitle(target))]
            if target.screens.count > 1 { steps.append(Step(.push, target.screens[1])) }
            add(from: plans[index].screens[plans[index].screens.count - 1], trigger: "didFinish()", steps)
        }
        for number in 1...max(1, plans.count / 20) {
            let id = add(crossTabJumpFrom: random.element(of: tabs), tabs: tabs, trigger: nil)
            let target = result[result.count - 1].steps[0].target ?? "home"
            deepLinks.append(DeepLink(
                pattern: "synthetic://\(target.lowercased())/\(number)/{id}",
                handler: "DeepLinkCoordinator", transition: id
            ))
        }
        return result
    }

    /// Switch from a screen of one tab to another tab, reset it, and push up to three screens.
    @discardableResult
    private mutating func add(crossTabJumpFrom source: Int, tabs: [Int], trigger: String?) -> String {
        // Another tab than the source's: a random one, or the next one if that was the source.
        var targetTab = random.element(of: tabs)
        if targetTab == source, let position = tabs.firstIndex(of: source) {
            targetTab = tabs[(position + 1) % tabs.count]
        }
        let target = plans[targetTab]
        var steps = [Step(.switchTab, tabTitle(target)), Step(.resetToRoot, target.id)]
        let pushes = random.int(in: 0...min(3, target.screens.count - 1))
        steps += target.screens.dropFirst().prefix(pushes).map { Step(.push, $0) }
        return add(from: random.element(of: plans[source].screens), trigger: trigger, steps)
    }

    @discardableResult
    private mutating func add(from source: String, trigger: String?, _ steps: [Step]) -> String {
        let id = "t\(result.count + 1)"
        result.append(Transition(id: id, source: source, trigger: trigger, steps: steps))
        return id
    }

    private func nearestAncestorWithStack(of index: Int) -> Int? {
        var current = plans[index].parent
        while let candidate = current {
            if plans[candidate].role == .stackFeature || plans[candidate].role.isTab { return candidate }
            current = plans[candidate].parent
        }
        return nil
    }

    private func tabTitle(_ plan: SyntheticApp.Plan) -> String {
        if case .tab(let index) = plan.role { return SyntheticApp.tabTitles[index] }
        return plan.base
    }

    private func short(_ screen: String) -> String {
        String(screen.dropLast("ViewController".count))
    }
}

extension SyntheticApp.Role {
    var isFeature: Bool { self == .stackFeature || self == .singleFeature || self == .flowOnlyFeature }
    var isTab: Bool { if case .tab = self { true } else { false } }
}
