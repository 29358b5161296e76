import CoordVizCore

/// A deterministic synthetic coordinator app: the same `coordinators` and `seed` give the same
/// ``ArchitectureModel`` on every run and machine, so benchmark runs can be compared.
///
/// The shape follows real UIKit apps:
/// - an `AppCoordinator` owning a tab bar of 3–5 tabs, one coordinator per tab, each with a
///   navigation stack of 2–5 screens (a live prefix of it on screen);
/// - a flow-only `DeepLinkCoordinator`;
/// - feature coordinators in a random tree below the tabs: 70 % own a 2–5 screen navigation
///   stack (presented modally), 20 % a single screen, 10 % nothing (flow-only);
/// - a `parentCoordinator` back-reference on every coordinator but the root (mostly weak, a few
///   strong: retain cycles), some `appCoordinator` references past the parent, some lazy
///   children not created yet, and a few references to coordinators owned elsewhere;
/// - transitions (``SyntheticTransitions``): pushes, cross-tab jumps, modal presentations,
///   features finishing into another tab, deep links. As in real apps, the graphs have cycles.
public struct SyntheticApp: Sendable {
    /// The smallest app: root, three tabs, the deep-link coordinator and one feature.
    public static let minimumCoordinators = 6

    public let coordinators: Int
    public let seed: UInt64

    public init(coordinators: Int, seed: UInt64 = 42) {
        self.coordinators = coordinators
        self.seed = seed
    }

    /// What a coordinator is in the generated app.
    enum Role: Equatable {
        case root, tab(index: Int), deepLink, stackFeature, singleFeature, flowOnlyFeature
    }

    /// One coordinator before it becomes a ``CoordinatorNode``.
    struct Plan {
        var id: String
        /// The name screens and properties derive from: `Home`, `Checkout12`.
        var base: String
        var role: Role
        var parent: Int?
        var children: [Int] = []
        var depth = 0
        /// Screen ids the coordinator's container can hold, in push order.
        var screens: [String] = []
        /// How many of `screens` are on the live stack.
        var liveCount = 0
    }

    static let tabTitles = ["Home", "Search", "Orders", "Favorites", "Profile"]
    static let tabIcons = ["house", "magnifyingglass", "shippingbox", "heart", "person"]
    static let featureNames = [
        "Detail", "Checkout", "Settings", "Login", "Onboarding", "Payment", "Review", "Share", "Filter", "Map",
        "Chat", "Camera", "Gallery", "Help", "Coupon", "Address", "Tracking", "Wishlist", "Notifications", "Account",
    ]

    /// The model: coordinators in depth-first order from the root, their screens, transitions
    /// and deep links.
    public func model() -> ArchitectureModel {
        var random = SeededGenerator(seed: seed ^ (UInt64(coordinators) &* 0x9E37_79B9_7F4A_7C15))
        let plans = Self.plan(coordinators: max(coordinators, Self.minimumCoordinators), random: &random)
        var model = ArchitectureModel(app: "Synthetic\(coordinators)", root: plans[0].id)
        for index in Self.depthFirstOrder(plans) {
            model.coordinators.append(Self.node(plans[index], plans: plans, random: &random))
            model.screens += Self.screenNodes(plans[index], random: &random)
        }
        var transitions = SyntheticTransitions(plans: plans, random: random)
        model.transitions = transitions.transitions()
        model.deepLinks = transitions.deepLinks
        return model
    }

    // MARK: The tree

    private static func plan(coordinators count: Int, random: inout SeededGenerator) -> [Plan] {
        let tabCount = count < 30 ? 3 : count < 100 ? 4 : 5
        var plans = [Plan(id: "AppCoordinator", base: "App", role: .root, parent: nil)]
        for index in 0..<tabCount {
            let title = tabTitles[index]
            plans.append(Plan(id: "\(title)Coordinator", base: title, role: .tab(index: index), parent: 0))
        }
        plans.append(Plan(id: "DeepLinkCoordinator", base: "DeepLink", role: .deepLink, parent: 0))
        let firstFeature = plans.count
        for number in 1...(count - firstFeature) {
            // A random recursive tree: a third of the features hang off a tab, the rest off an
            // earlier feature, which gives depths of about ln(n).
            let earlier = plans.count - firstFeature
            let parent = earlier == 0 || random.chance(0.35)
                ? 1 + random.int(below: tabCount)
                : firstFeature + random.int(below: earlier)
            let roll = random.int(below: 10)
            let role: Role = roll == 0 ? .flowOnlyFeature : roll <= 2 ? .singleFeature : .stackFeature
            let base = "\(random.element(of: featureNames))\(number)"
            plans.append(Plan(id: "\(base)Coordinator", base: base, role: role, parent: parent))
        }
        for index in plans.indices.dropFirst() {
            guard let parent = plans[index].parent else { continue }
            plans[parent].children.append(index)
            plans[index].depth = plans[parent].depth + 1
            switch plans[index].role {
            case .tab, .stackFeature:
                let declared = random.int(in: 2...5)
                plans[index].screens = (1...declared).map { screenID(plans[index].base, $0) }
                plans[index].liveCount = random.int(in: 1...declared)
            case .singleFeature:
                plans[index].screens = [screenID(plans[index].base, 1)]
                plans[index].liveCount = 1
            case .root, .deepLink, .flowOnlyFeature:
                break
            }
        }
        return plans
    }

    /// `HomeViewController`, `Home2ViewController`, … as apps name pushed variants;
    /// `Checkout12Step2ViewController` after a numbered base, so ids never collide
    /// (`Settings19` + 3 would otherwise be `Settings193`, the first screen of `Settings193`).
    static func screenID(_ base: String, _ position: Int) -> String {
        guard position > 1 else { return "\(base)ViewController" }
        let separator = base.last?.isNumber == true ? "Step" : ""
        return "\(base)\(separator)\(position)ViewController"
    }

    private static func depthFirstOrder(_ plans: [Plan]) -> [Int] {
        var order: [Int] = []
        var pending = [0]
        while let index = pending.popLast() {
            order.append(index)
            pending += plans[index].children.reversed()
        }
        return order
    }

    // MARK: Model values

    private static func node(_ plan: Plan, plans: [Plan], random: inout SeededGenerator) -> CoordinatorNode {
        var node = CoordinatorNode(id: plan.id, typeName: plan.id, declaredAs: "\(plan.base)Coordinating")
        node.container = container(plan, plans: plans, random: &random)
        for (position, child) in plan.children.enumerated() {
            let childPlan = plans[child]
            let property = plan.role == .root || random.chance(0.5)
                ? lowercasedFirst(childPlan.id)
                : "childCoordinators[\(position)]"
            node.children.append(ChildLink(
                property: property, declaredType: "\(childPlan.base)Coordinating",
                coordinator: childPlan.id, isLazy: random.chance(0.1)
            ))
        }
        if plan.role != .root, random.chance(0.05) {
            let name = random.element(of: featureNames)
            node.children.append(ChildLink(
                property: "lazy\(name)Coordinator", declaredType: "\(name)Coordinating", coordinator: nil, isLazy: true
            ))
        }
        if case .stackFeature = plan.role, random.chance(0.02) {
            // A reference to a coordinator another one owns (a shared service-like coordinator).
            let other = plans[random.int(in: 1...(plans.count - 1))]
            if other.id != plan.id, other.parent.map({ plans[$0].id }) != plan.id {
                node.children.append(ChildLink(property: "shared\(other.base)", coordinator: other.id))
            }
        }
        if let parent = plan.parent {
            let roll = random.int(below: 20)
            let strength: ReferenceStrength = roll == 0 ? .strong : roll == 1 ? .unowned : roll == 2 ? .unknown : .weak
            node.backReferences.append(BackReference(
                property: "parentCoordinator", target: plans[parent].id, pointsToParent: true, strength: strength
            ))
            if plan.depth >= 2, random.chance(0.15) {
                node.backReferences.append(BackReference(
                    property: "appCoordinator", target: plans[0].id, pointsToParent: false, strength: .weak
                ))
            }
        }
        return node
    }

    private static func container(_ plan: Plan, plans: [Plan], random: inout SeededGenerator) -> Container? {
        switch plan.role {
        case .root:
            let tabs = plan.children.compactMap { child -> Tab? in
                guard case .tab(let index) = plans[child].role else { return nil }
                return Tab(
                    index: index, title: tabTitles[index], icon: tabIcons[index],
                    viewControllerType: "UINavigationController", coordinator: plans[child].id
                )
            }
            return .tabBar(TabBar(property: "tabBarController", tabs: tabs, selectedIndex: random.int(below: tabs.count)))
        case .tab, .stackFeature:
            return .navigationStack(NavigationStack(
                property: "navigationController",
                screens: Array(plan.screens.prefix(plan.liveCount)),
                declaredScreens: plan.screens
            ))
        case .singleFeature:
            return .single(SingleScreen(typeName: plan.screens[0], property: "rootViewController", screen: plan.screens[0]))
        case .deepLink, .flowOnlyFeature:
            return nil
        }
    }

    private static func screenNodes(_ plan: Plan, random: inout SeededGenerator) -> [ScreenNode] {
        plan.screens.enumerated().map { position, id in
            ScreenNode(
                id: id, typeName: id,
                title: random.chance(0.6) ? "\(plan.base) \(position + 1)" : nil,
                coordinator: plan.id, coordinatorProperty: "coordinator",
                isLive: position < plan.liveCount
            )
        }
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
