import SwiftSyntax

/// Tab bars whose tabs a `switch` over a tab enum chooses: `TabView(selection:)` over
/// `ForEach(Tab.allCases) { tab in switch tab { case .home: HomeView() … } }`, a custom tab view
/// handed a closure that switches (`CustomTabView(tabs: …) { tab in view(for: tab) }`), or a
/// hand-made bar (buttons setting `selectedTab`, a `switch selectedTab` choosing the content).
/// The tabs are the declaring view's, in the order of the enum's cases (or of an array literal of
/// them the view writes), titled by their `.tabItem` or, failing that, by the case.
extension Inference {
    typealias TabOwner = (owner: String, tabs: [ScannedApp.Tab], source: SourceReference)

    /// The tab bars switches choose, and the views whose `TabView` they fill (whose own `ForEach`
    /// is therefore read, not unreadable).
    /// `held`: the tab bars whose switch returns the containers the bar keeps (UIKit tab bars
    /// built in code); their tabs, filled from those containers, replace any the code sets.
    func switchedTabs(navigators: [PathNavigator], shared: Set<String>, unresolved: inout [ScannedApp.Unresolved]) -> (owners: [TabOwner], hosts: Set<String>, held: Set<String>) {
        var owners: [TabOwner] = []
        var hosts: Set<String> = []
        var held: Set<String> = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class else { continue }
            // A coordinator whose tab bar's tabs its code sets switches over the tab enum to route,
            // not to choose content, unless the switch hands out the containers the bar keeps.
            let setsTabs = interpreter.facts.tabs[name] != nil
            let bodies = placedBodies(of: name)
            let hasTabView = bodies.contains { body in body.body.descendants(FunctionCallExprSyntax.self).contains { Roles.hostName(of: $0) == "TabView" } }
            // What the switches that choose no tabs could not read is said only when no switch
            // over the same enum chose them: a switch that tracks or titles the tabs is not the one.
            var unread: [(tabEnum: String, chose: Bool, lines: [ScannedApp.Unresolved])] = []
            defer {
                let chosen = Set(unread.filter(\.chose).map(\.tabEnum))
                unresolved += unread.filter { $0.chose || !chosen.contains($0.tabEnum) }.flatMap(\.lines)
            }
            for (body, path) in bodies {
                for switchExpr in body.descendants(SwitchExprSyntax.self) where !Self.isInDestination(Syntax(switchExpr)) {
                    let subject = switchExpr.subject.trimmedText
                    guard subject != "self", let tabEnum = tabEnum(of: switchExpr),
                          tabEnum.lowercased().contains("tab") || subject.lowercased().contains("tab") || Self.isInTabView(Syntax(switchExpr)) else { continue }
                    let returnsHeld = returnsHeldContainers(switchExpr, of: type)
                    if setsTabs, roles.isCoordinator(name), !returnsHeld { continue }
                    let source = catalog.reference(switchExpr, in: path)
                    var lines: [ScannedApp.Unresolved] = []
                    let tabs = switchedTabList(switchExpr, tabEnum: tabEnum, in: type, path: path, navigators: navigators, shared: shared, unresolved: &lines)
                    unread.append((tabEnum, tabs.count > 1, lines))
                    guard tabs.count > 1 else { continue }
                    if returnsHeld { held.insert(name) }
                    owners.append((name, tabs, source))
                    if hasTabView { hosts.insert(name) }
                    // A custom tab view this one hands its content to holds the `TabView`.
                    for (other, _) in bodies {
                        for call in other.descendants(FunctionCallExprSyntax.self) {
                            guard let host = Roles.hostName(of: call), host != name, catalog[host]?.kind == .struct, bodiesContainTabView(host) else { continue }
                            hosts.insert(host)
                        }
                    }
                }
            }
        }
        return (owners, hosts, held)
    }

    /// Whether every case of the switch returns a stored property of the type (`case .orders:
    /// return ordersContainer`) whose content ``heldContainerTab(_:owner:)`` can name.
    private func returnsHeldContainers(_ switchExpr: SwitchExprSyntax, of type: TypeDecl) -> Bool {
        let cases = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        return cases.count > 1 && cases.allSatisfy { switchCase in
            let first = switchCase.statements.first.flatMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ReturnStmtSyntax.self)?.expression }
            return first.flatMap { heldContainerTab($0, owner: type.name) } != nil
        }
    }

    private func bodiesContainTabView(_ view: String) -> Bool {
        bodies(of: view).contains { $0.descendants(FunctionCallExprSyntax.self).contains { Roles.hostName(of: $0) == "TabView" } }
    }

    /// Whether a node sits in the content of a `TabView`.
    private static func isInTabView(_ node: Syntax) -> Bool {
        var current = node.parent
        while let next = current {
            if let call = next.as(FunctionCallExprSyntax.self), Roles.hostName(of: call) == "TabView" { return true }
            current = next.parent
        }
        return false
    }

    /// Whether a node sits in what a `.navigationDestination`, `.sheet` or the like shows.
    private static func isInDestination(_ node: Syntax) -> Bool {
        var current = node.parent
        while let next = current {
            if let call = next.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if name == "navigationDestination" || PlainNavigationSyntax.presentations.contains(name) { return true }
            }
            current = next.parent
        }
        return false
    }

    /// The one enum of the app whose cases every case of the switch names.
    private func tabEnum(of switchExpr: SwitchExprSyntax) -> String? {
        let names = Set(switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap(NavigationPathSyntax.caseNames))
        guard names.count > 1 else { return nil }
        let candidates = catalog.order.filter { name in
            guard let type = catalog[name], type.kind == .enum else { return false }
            return names.isSubset(of: Set(type.cases.map(\.name)))
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// One tab per case the switch shows a view for, in the enum's (or the view's literal) order.
    private func switchedTabList(
        _ switchExpr: SwitchExprSyntax, tabEnum: String, in type: TypeDecl, path: String, navigators: [PathNavigator], shared: Set<String>,
        unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Tab] {
        var shown: [String: (ScannedApp.Tab)] = [:]
        let held = heldNavigators(in: type, navigators: navigators)
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            let source = catalog.reference(switchCase, in: path)
            for caseName in NavigationPathSyntax.caseNames(of: switchCase) {
                guard let tab = tab(of: switchCase.statements, caseName: caseName, owner: type.name, held: held, navigators: navigators, shared: shared, source: source) else {
                    unresolved.append(.init(source: source, message: "the tab .\(caseName) of \(type.name) shows no view scan can name: the tab is left out"))
                    continue
                }
                shown[caseName] = tab
            }
        }
        return tabOrder(of: tabEnum, in: type).compactMap { shown[$0] }
    }

    /// What one case of the switch shows: a stack written in place, the stack of the coordinator
    /// (or view) the view it shows owns, or that view as a screen.
    func tab(
        of statements: CodeBlockItemListSyntax, caseName: String, owner: String, held: [String: String], navigators: [PathNavigator], shared: Set<String>, source: SourceReference
    ) -> ScannedApp.Tab? {
        let item = Self.tabItem(in: Syntax(statements))
        var tab = ScannedApp.Tab(coordinator: nil, screen: nil, stack: nil, title: item.title ?? Self.title(ofCase: caseName), icon: item.icon, source: source)
        let first = statements.first.flatMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression ?? $0.item.as(ReturnStmtSyntax.self)?.expression }
        if let first, let base = PlainNavigationSyntax.baseCall(of: first), let host = Roles.hostName(of: base), PlainNavigationSyntax.stacks.contains(host) {
            return fillStackTab(&tab, stack: base, owner: owner, held: held, shared: shared) ? tab : nil
        }
        // A container the tab bar keeps in a property and fills elsewhere (UIKit tab bars built in code).
        if let first, let held = heldContainerTab(first, owner: owner) {
            (tab.coordinator, tab.stack, tab.screen) = held
            return tab
        }
        guard let view = NavigationPathSyntax.view(of: statements, catalog: catalog) else { return nil }
        if let first, let call = PlainNavigationSyntax.baseCall(of: first), Roles.hostName(of: call) == view, let root = handedStackRoot(of: call) {
            tab.stack = [root]
            return tab
        }
        tab.coordinator = stackCoordinator(of: view, navigators: navigators, shared: shared)
        if tab.coordinator == nil, rootsOwnStack(view) {
            tab.stack = [view]
        } else if tab.coordinator == nil {
            tab.screen = view
        }
        return tab
    }

    /// The title and icon of the first `.tabItem { Label("Home", systemImage: "house") }` in a tab.
    static func tabItem(in syntax: Syntax) -> (title: String?, icon: String?) {
        let calls = [syntax.as(FunctionCallExprSyntax.self)].compactMap { $0 } + syntax.descendants(FunctionCallExprSyntax.self)
        guard let item = calls.first(where: { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tabItem" }) else { return (nil, nil) }
        let title = item.descendants(StringLiteralExprSyntax.self).first.map(NavigationPathSyntax.literal)
        let icon = item.descendants(LabeledExprSyntax.self).first { ["systemImage", "image"].contains($0.label?.text) }?.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
        return (title, icon)
    }

    /// A stack written in a tab: the coordinator's whose path it binds, else the tab's own stack
    /// rooted at the view inside it; false when that root is written inline.
    func fillStackTab(_ tab: inout ScannedApp.Tab, stack: FunctionCallExprSyntax, owner: String, held: [String: String], shared: Set<String>) -> Bool {
        if let argument = stack.arguments.first(where: { $0.label?.text == "path" })?.expression, let bound = boundPath(argument, in: owner)?.base,
           let navigator = held[bound], !shared.contains(navigator) {
            tab.coordinator = navigator
        } else if let root = PlainNavigationSyntax.innerClosure(of: ExprSyntax(stack)).flatMap({ PlainNavigationSyntax.shownView($0.statements, catalog: catalog) }) {
            tab.stack = [root]
        } else {
            return false
        }
        return true
    }

    /// The enum's cases in the order the view lists them in an array literal of its cases
    /// (`ForEach([.home, .profile])`, `let tabs: [Tab] = […]`), else in declaration order.
    private func tabOrder(of tabEnum: String, in type: TypeDecl) -> [String] {
        let cases = catalog[tabEnum]?.cases.map(\.name) ?? []
        for (body, _) in placedBodies(of: type.name) {
            // A stored property's initializer is the literal itself.
            for literal in [body.as(ArrayExprSyntax.self)].compactMap({ $0 }) + body.descendants(ArrayExprSyntax.self) {
                let names = literal.elements.map { NavigationPathSyntax.caseName($0.expression) }
                guard names.count > 1, names.allSatisfy({ $0.map(cases.contains) == true }) else { continue }
                return names.compactMap { $0 }
            }
        }
        return cases
    }

    /// `foodLog` → `Food Log`.
    static func title(ofCase name: String) -> String {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append(String(character).uppercased()) } else { words[words.count - 1].append(character) }
        }
        return words.joined(separator: " ")
    }
}
