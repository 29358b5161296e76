import SwiftSyntax

/// A coordinator that makes a `UITabBarController` subclass which fills its own tabs
/// (`viewControllers = […]` or `setViewControllers(…)` in its initializer or `viewDidLoad()`,
/// `Tab.allCases.map { … }` included) and holds no coordinator: the tab bar is that
/// coordinator's container, so its tabs are the coordinator's.
extension Inference {
    /// Gives each coordinator with no tabs of its own the tabs of the one tab bar subclass it makes.
    func adoptTabsOfMadeTabBars() {
        let facts = interpreter.facts
        let owningTabBars = Set(facts.children.map(\.parent))
        for (coordinator, made) in facts.madeTabBars.sorted(by: { $0.key < $1.key }) where facts.tabs[coordinator] == nil {
            let types = Set(made.map(\.tabBar)).filter { facts.tabs[$0] != nil && !owningTabBars.contains($0) }
            guard let tabBar = types.first else { continue }
            guard types.count == 1 else {
                let source = made.map(\.source).min() ?? facts.tabs[tabBar]!.source
                interpreter.facts.unresolved.append((source, "\(coordinator) makes several tab bar controllers that fill their own tabs (\(types.sorted().joined(separator: ", "))): which one it shows is left out"))
                continue
            }
            interpreter.facts.tabs[coordinator] = facts.tabs[tabBar]
            if let index = facts.initialTab[tabBar], facts.initialTab[coordinator] == nil { interpreter.facts.initialTab[coordinator] = index }
        }
    }
}

extension Interpreter {
    /// `MainTabBarController(coordinator: self)` made by a coordinator: noted, so the tabs the
    /// subclass fills itself can be that coordinator's.
    func noteMadeTabBar(_ typeName: String, _ call: FunctionCallExprSyntax, _ frame: Frame) {
        guard catalog[typeName] != nil, roles.isCoordinatorLike(frame.selfType), !frame.follow else { return }
        facts.madeTabBars[frame.selfType, default: []].append((typeName, reference(call, frame)))
    }
}
