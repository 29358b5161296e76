import SwiftSyntax

/// Turns the facts of every method into the app's architecture: coordinators with their
/// children, parents and containers; screens and what they push; transitions; deep links.
struct Inference {
    let catalog: TypeCatalog
    let roles: Roles
    let interpreter: Interpreter
    /// The coordinator name suffixes, to name phases after their roots.
    let suffixes: [String]
    /// Properties some code assigns (``assignedProperties(in:)``).
    let assigned: Set<String>
    /// The URL schemes the app's `Info.plist` files register (``RegisteredURLSchemes``): the scheme of
    /// links a `switch` over URL parts names when the code writes none.
    var registeredSchemes: [String] = []
    /// The hosts of the app's universal links, from its entitlements (``RegisteredURLSchemes/linkDomains(_:)``).
    var linkDomains: [String] = []
    /// Whether some file imports SwiftUI or some type adopts its `View`, `App` or `Scene`: without
    /// either, no SwiftUI navigation is there to read.
    let declaresSwiftUIViews: Bool

    init(catalog: TypeCatalog, options: ScanOptions) {
        self.catalog = catalog
        suffixes = options.coordinatorSuffixes
        assigned = Self.assignedProperties(in: catalog)
        declaresSwiftUIViews = catalog.importsSwiftUI || catalog.order.contains { name in catalog[name]?.inherits.contains { ["View", "App", "Scene"].contains($0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0) } == true }
        roles = Roles(catalog: catalog, options: options)
        interpreter = Interpreter(catalog: catalog, roles: roles)
        interpreter.skipDebug = options.skipDebugBranches
    }

    func infer(app: String) -> ScannedApp {
        readFacts()
        noteModelsMadeForScreens()
        noteSegueEmbeddedScreens()
        keepShownUndeclaredScreenActions()
        for push in interpreter.facts.coordinatorRootPushes where push.owner != push.child {
            if let screen = interpreter.facts.plainScreens[push.child]?.screen {
                if push.setup, interpreter.facts.stackRoots[push.owner] == nil { interpreter.facts.stackRoots[push.owner] = ([screen], push.source) }
                guard !push.setup else { continue }
                interpreter.facts.sharedNavigation.insert(.init(child: push.child, navigationOwner: push.owner))
                if interpreter.facts.stackRoots[push.child] == nil { interpreter.facts.stackRoots[push.child] = ([screen], push.source) }
            }
        }
        adoptTabsOfMadeTabBars()
        let solePresented = adoptSolePresentedScreens()
        let facts = interpreter.facts
        let owners = ownerNodes(facts)
        let nodeNames = Set(roles.coordinatorTypes.filter { !roles.isAbstractBase($0) }).union(owners).union(facts.undeclaredCoordinators.keys.filter { !facts.undeclaredScreenCoordinators.contains($0) })
        let children = childLinks(facts, nodes: nodeNames)
        var coordinators: [ScannedApp.Coordinator] = []
        var parentsOf: [String: [String]] = [:]
        // In the order the types are declared (a dictionary's order changes from run to run).
        let declared = Dictionary(catalog.order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for parent in children.keys.sorted(by: { (declared[$0] ?? Int.max, $0) < (declared[$1] ?? Int.max, $1) }) {
            for link in children[parent] ?? [] { parentsOf[link.coordinator, default: []].append(parent) }
        }
        for name in catalog.order where nodeNames.contains(name) {
            guard let type = catalog[name] else { continue }
            var node = ScannedApp.Coordinator(name: name, declaredAs: declaredAs(type), source: type.source)
            node.children = children[name] ?? []
            node.parent = parentLink(of: type, parents: parentsOf[name] ?? []) ?? ancestorLink(of: type, parentsOf: parentsOf)
            node.container = container(of: name, facts: facts, parents: parentsOf[name] ?? [])
            // A child handed its parent's navigation controller pushes onto it, unless it presents
            // a container of its own.
            if case .stack = node.container, let parent = (parentsOf[name] ?? []).first, facts.presentedContainers[name] == nil,
               facts.sharedNavigation.contains(.init(child: name, navigationOwner: parent)), facts.stackRoots[parent] != nil {
                node.pushesOnto = parent
            }
            node.condition = condition(of: name, facts)
            if let index = facts.initialTab[name], case .tabs(let tabs)? = node.container, index < tabs.count, index > 0 {
                node.initialTab = tabs[index].title ?? tabs[index].coordinator ?? tabs[index].screen
            }
            coordinators.append(node)
        }
        // An app or scene delegate putting a stack (or a screen, or a tab bar subclass's tabs) in the
        // window, no coordinator owning it: the delegate shows it, and is the app's root. A tab bar
        // subclass that holds children is a coordinator of its own, and the root.
        for root in facts.delegateWindowRoots where !coordinators.contains(where: { $0.name == root.owner || $0.name == root.madeFrom }) {
            guard let container = root.container ?? root.madeFrom.flatMap({ container(of: $0, facts: facts, parents: []) }) else { continue }
            coordinators.append(ScannedApp.Coordinator(name: root.owner, declaredAs: nil, container: container, source: root.source))
            interpreter.facts.windowRoots.append((root.owner, root.source))
        }
        // A screen coordinator shown through a navigation coordinator is a screen, not a node.
        for (name, source) in facts.undeclaredCoordinators.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) where !facts.undeclaredScreenCoordinators.contains(name) {
            // Declared elsewhere: where it is first adopted stands for it.
            coordinators.append(ScannedApp.Coordinator(name: name, declaredAs: nil, source: source))
        }
        pushOntoHandedScreenStacks(&coordinators, parentsOf: parentsOf, facts: facts)
        let tabNames = tabTargets(coordinators)
        if declaresSwiftUIViews {
            var scratch: [ScannedApp.Unresolved] = []
            interpreter.routeViews = destinationBuilders(unresolved: &scratch)
        }
        var transitions = self.transitions(facts, nodes: nodeNames, tabNames: tabNames)
        Self.startOwnersOfPresentedScreens(&transitions, owners: solePresented)
        let deepLinks = self.deepLinks(facts, transitions: &transitions, tabNames: tabNames)
        shortcutEntries(facts, transitions: &transitions, tabNames: tabNames)
        pushOntoSiblingStacks(&coordinators, transitions: transitions, facts: facts)
        // A coordinator pushing onto another's stack pops that stack; so does one with no
        // container of its own that only one coordinator with a stack makes, handing it its
        // navigation controller (a navigator made per screen over its maker's).
        var hosts = Dictionary(uniqueKeysWithValues: coordinators.compactMap { node in node.pushesOnto.map { (node.name, $0) } })
        let stackOwners = Set(coordinators.filter { if case .stack = $0.container { return true } else { return false } }.map(\.name))
        for node in coordinators where node.container == nil && hosts[node.name] == nil {
            let owners = Set(facts.sharedNavigation.filter { $0.child == node.name && stackOwners.contains($0.navigationOwner) }.map(\.navigationOwner))
            guard owners.count == 1, let owner = owners.first, Set(parentsOf[node.name] ?? []) == [owner] else { continue }
            hosts[node.name] = owner
        }
        for index in transitions.indices {
            for step in transitions[index].steps.indices where ["pop", "popToRoot", "resetToRoot"].contains(transitions[index].steps[step].kind) {
                if let host = hosts[transitions[index].steps[step].target] { transitions[index].steps[step].target = host }
            }
        }
        moveBaseScreenActions(&transitions, coordinators: coordinators)
        presentations(&coordinators, transitions: transitions, facts: facts)
        presentFromUnknownScreens(&coordinators, facts: facts)
        placeOnParentStacks(&transitions, coordinators: coordinators)
        var pathProblems: [ScannedApp.Unresolved] = []
        readNavigationPaths(&coordinators, &transitions, unresolved: &pathProblems)
        dropUnreadCoordinatorViews(&coordinators, transitions: transitions)
        var screens = self.screens(coordinators: coordinators, transitions: transitions, facts: facts)
        addUnreachedScreens(&screens, facts: facts)
        placeScreenPops(&transitions, coordinators: coordinators, screens: screens, nodes: nodeNames.union(coordinators.map(\.name)))
        chainDelegateBack(&transitions)
        var rootProblems: [ScannedApp.Unresolved] = []
        let root = self.root(coordinators, parentsOf: parentsOf, facts: facts, unresolved: &rootProblems)
        if declaresSwiftUIViews { readViewSwitchedChildren(&coordinators, root: root) }
        let phases = self.phases(coordinators: coordinators, transitions: transitions, screens: screens, parentsOf: parentsOf, root: root, facts: facts, suffixes: suffixes)
        keepPhasesMovingOn(&transitions, phases: phases, linked: Set(deepLinks.map(\.transition)))
        conditionsOfStartedCoordinators(&coordinators, transitions: transitions, linked: Set(deepLinks.map(\.transition)), root: root, facts: facts)
        var unresolved = (interpreter.facts.unresolved + interpreter.heldReportsToKeep()).map { ScannedApp.Unresolved(source: $0.source, message: $0.message) }
            + rootProblems + pathProblems
        // One line per place and message, sorted by them (a dictionary: an app with thousands of
        // report lines compared each with all the others before).
        var byKey: [String: ScannedApp.Unresolved] = [:]
        for line in unresolved { byKey["\(line.source)\u{0}\(line.message)"] = byKey["\(line.source)\u{0}\(line.message)"] ?? line }
        unresolved = byKey.keys.sorted().map { byKey[$0]! }
        var scanned = ScannedApp(
            app: app, root: root, phases: phases, coordinators: coordinators, screens: screens, transitions: transitions,
            deepLinks: deepLinks, unresolved: unresolved, filesRead: 0, filesLeftOut: []
        )
        for shown in interpreter.facts.shownScreens where [.push, .present].contains(shown.kind) {
            scanned.shownBy["\(shown.kind.rawValue) \(shown.screen)", default: []].insert(shown.coordinator)
        }
        nameScreenCoordinatorsByView(&scanned)
        scanned.orderCoordinatorsByTree()
        var instanced: Set<String> = []
        for repeated in interpreter.facts.repeatedTabs where instanced.insert("\(repeated.owner)\u{0}\(repeated.position)").inserted {
            guard let type = repeated.tab.coordinator else { continue }
            scanned.addInstance(of: type, tab: repeated.tab, at: repeated.position, of: repeated.owner)
        }
        scanned.unresolved = (scanned.unresolved + unreadCoordinators(in: scanned) + undeclaredDelegateHandings() + unreadURLHandlers(in: scanned) + missingRoot(in: scanned)).sorted { "\($0.source)\u{0}\($0.message)" < "\($1.source)\u{0}\($1.message)" }
        return scanned
    }

    /// Reads every method of every type once, for facts; property initializers too (lazy children).
    private func readFacts() {
        for name in catalog.order {
            guard let type = catalog[name], type.kind != .protocol else { continue }
            // An app's own methods on UIKit's containers run where they are called, on that stack.
            if type.kind == .extension, Roles.containerTypes.contains(name) { continue }
            for property in type.properties where !property.isStatic {
                guard let initializer = property.initializer else { continue }
                var frame = Interpreter.Frame(selfType: name, function: FunctionDecl(name: "init", parameters: [], returnType: nil, body: nil, isStatic: false, source: property.source), locals: [:], follow: false, depth: 0)
                let value = interpreter.evaluate(initializer, &frame)
                if roles.isCoordinatorLike(name), Self.rootProperties.contains(property.name) {
                    noteRoot(of: name, value, source: property.source)
                }
                if let child = interpreter.coordinatorType(of: value), roles.isCoordinator(child), child != name,
                   roles.isCoordinatorLike(name) || roles.isScreen(name) || roles.isTabBar(name) {
                    interpreter.facts.children.append(.init(parent: name, child: child, property: property.name, source: property.source))
                }
            }
            for function in type.functions {
                interpreter.run(function, of: name, follow: false)
            }
            readComputedProperties(of: name, type)
            // A SwiftUI coordinator class's root view (`var rootView: some View { HomeView(…) }`).
            if let view = roles.coordinatorRootViews[name], interpreter.facts.plainScreens[name] == nil, interpreter.facts.stackRoots[name] == nil {
                interpreter.facts.plainScreens[name] = (view, type.properties.first { Roles.rootViewProperties.contains($0.name) }?.source ?? type.source)
            }
            // A computed root view controller: `var rootViewController: UIViewController { feedViewController }`.
            if roles.isCoordinatorLike(name) {
                for property in type.properties where Self.rootProperties.contains(property.name) {
                    guard let getter = property.getter else { continue }
                    let function = FunctionDecl(name: "get:\(property.name)", parameters: [], returnType: property.type, body: getter, isStatic: false, source: property.source)
                    noteRoot(of: name, interpreter.run(function, of: name, follow: false).returned, source: property.source)
                }
            }
        }
    }

    /// A coordinator's root view controller: one screen, or a stack made with its root.
    private func noteRoot(of coordinator: String, _ value: Value, source: SourceReference) {
        switch value {
        case .instance(let screen) where roles.isScreen(screen):
            if interpreter.facts.plainScreens[coordinator] == nil { interpreter.facts.plainScreens[coordinator] = (screen, source) }
        case .navigation(_, let screens) where !screens.isEmpty:
            if interpreter.facts.stackRoots[coordinator] == nil { interpreter.facts.stackRoots[coordinator] = (screens, source) }
        default:
            break
        }
    }

    /// View controllers that hold coordinators (a tab bar controller owning one per tab).
    private func ownerNodes(_ facts: Facts) -> Set<String> {
        Set(facts.children.map(\.parent).filter { !roles.isCoordinatorLike($0) && (roles.isScreen($0) || roles.isTabBar($0)) })
    }

    /// The protocol or base class a coordinator is used as: the first coordinator-like type it
    /// inherits, else one named as a coordinator, else the UIKit container class it is (a UIKit
    /// protocol it adopts, `UIViewControllerTransitioningDelegate`, says nothing of its role).
    private func declaredAs(_ type: TypeDecl) -> String? {
        type.inherits.first { catalog[$0] != nil && roles.isCoordinatorLike($0) } ?? type.inherits.first { $0.hasSuffix("Coordinator") }
            ?? type.inherits.first { $0.hasPrefix("UI") && $0.hasSuffix("Controller") }
    }

    /// Each parent's children in the order found, one entry per child type; children appended
    /// to a collection numbered in order.
    private func childLinks(_ facts: Facts, nodes: Set<String>) -> [String: [ScannedApp.Child]] {
        var result: [String: [ScannedApp.Child]] = [:]
        var grouped: [String: [Facts.Child]] = [:]
        for child in facts.children where nodes.contains(child.parent)
            && (roles.isCoordinator(child.child) && !roles.isAbstractBase(child.child)
                || facts.undeclaredCoordinators[child.child] != nil && !facts.undeclaredScreenCoordinators.contains(child.child)
                || roles.isTabBar(child.child) && nodes.contains(child.child)) {
            grouped[child.parent, default: []].append(child)
        }
        for (parent, found) in grouped {
            var seen: [String: Int] = [:]
            var links: [ScannedApp.Child] = []
            for fact in found.sorted(by: { $0.source < $1.source }) {
                if let index = seen[fact.child] {
                    if links[index].property == nil, let property = fact.property { links[index].property = property }
                    continue
                }
                seen[fact.child] = links.count
                links.append(ScannedApp.Child(property: fact.property, coordinator: fact.child, source: fact.source))
            }
            // Tabs first, in tab order: the order the app shows them.
            if let tabs = facts.tabs[parent]?.tabs {
                let order = tabs.compactMap { interpreter.coordinatorType(of: $0.content) ?? interpreter.containerOwner($0.content) }
                func rank(_ link: ScannedApp.Child) -> Int { order.firstIndex(of: link.coordinator) ?? Int.max }
                links.sort { first, second in
                    let (a, b) = (rank(first), rank(second))
                    return a != b ? a < b : first.source < second.source
                }
            }
            var counters: [String: Int] = [:]
            for index in links.indices {
                guard let property = links[index].property, property.hasSuffix("[]") else { continue }
                let collection = String(property.dropLast(2))
                links[index].property = "\(collection)[\(counters[collection, default: 0])]"
                counters[collection, default: 0] += 1
            }
            result[parent] = links
        }
        return result
    }

    /// A property typed as the parent (or a protocol it adopts, a delegate protocol) that the
    /// child keeps: its back-reference and how strongly it holds it.
    private func parentLink(of type: TypeDecl, parents: [String]) -> ScannedApp.Parent? {
        guard let parent = parents.first else { return nil }
        let parentLineage = roles.ancestors(of: parent).union([parent])
        var lineage = [type.name] + roles.ancestors(of: type.name).sorted()
        lineage = lineage.filter { catalog[$0]?.kind != .protocol } + lineage.filter { catalog[$0]?.kind == .protocol }
        for owner in lineage {
            guard let decl = catalog[owner] else { continue }
            for property in decl.properties where !property.isStatic {
                guard let declared = property.type, !declared.isCollection, conforms(parentLineage, to: declared.name, in: decl) else { continue }
                // A property typed as a base class or protocol the child shares counts when named as the parent
                // and some code sets it (else it holds nothing, and its absence is a finding).
                let namedParent = property.name.lowercased().hasPrefix("parent")
                    && catalog[declared.name].map { $0.kind == .class || $0.kind == .protocol } == true
                    && assigned.contains(property.name)
                guard declared.name != type.name || namedParent,
                      !roles.ancestors(of: type.name).contains(declared.name) || declared.name == parent || namedParent else { continue }
                let concrete = catalog[type.name]?.properties.first { $0.name == property.name } ?? property
                guard let target = backReferenceTarget(of: type.name, property: concrete, declared: declared.name, parents: parents) else { return nil }
                return ScannedApp.Parent(property: property.name, target: target, strength: concrete.strength.rawValue, source: concrete.source)
            }
        }
        return nil
    }

    /// The container a coordinator owns: tabs filled in code, a stack whose root it sets or
    /// first pushes, or one plain screen.
    private func container(of name: String, facts: Facts, parents: [String]) -> ScannedApp.Container? {
        if let (tabs, source) = facts.tabs[name] {
            var read: [ScannedApp.Tab] = []
            for (index, tab) in tabs.compactMap({ scannedTab($0, of: name, facts: facts) }).enumerated() {
                // Two tabs of one coordinator type (a tab per data source, each its own instance):
                // the second becomes a numbered instance once the app is read. A tab showing its
                // owner (or the owner's ancestor) is a misread: reported, not written.
                if let coordinator = tab.coordinator, read.contains(where: { $0.coordinator == coordinator }) {
                    if coordinator != name, !parents.contains(coordinator) {
                        interpreter.facts.repeatedTabs.append((name, read.count, tab))
                        continue
                    }
                    let title = tab.title.map { " ('\($0)')" } ?? ""
                    interpreter.facts.unresolved.append((tab.source, "tab \(index + 1)\(title) of \(name) shows another \(coordinator), as an earlier tab does; a second instance of one coordinator type is not written, so the tab is left out"))
                    continue
                }
                read.append(tab)
            }
            if !read.isEmpty { return .tabs(read) }
            interpreter.facts.unresolved.append((source, "the tabs of \(name) are set from a list the scan cannot read element by element: its tabs are left out"))
        }
        if let (columns, source) = facts.splits[name] {
            let names = parts(columns, of: name, what: "column of the split view", source: source)
            if !names.isEmpty { return .split(names) }
        }
        if let (pages, source) = facts.pages[name] {
            let names = parts(pages, of: name, what: "page", source: source)
            if !names.isEmpty { return .pages(names) }
        }
        if let (screens, _) = facts.stackRoots[name] { return .stack(screens) }
        if let (screen, _) = facts.plainScreens[name] { return .screen(screen) }
        return nil
    }

    /// The columns or pages of a split or page view: a screen (or the root screen of a
    /// navigation controller), or a child coordinator whose container it is; what the scan cannot
    /// tell is reported and left out.
    private func parts(_ values: [Value], of owner: String, what: String, source: SourceReference) -> [String] {
        var names: [String] = []
        for value in values {
            if let screen = interpreter.screenType(of: value) {
                names.append(screen)
            } else if let child = interpreter.containerOwner(value) ?? interpreter.coordinatorType(of: value), child != owner, roles.isCoordinator(child) {
                names.append(child)
            } else {
                interpreter.facts.unresolved.append((source, "a \(what) of \(owner) shows something the scan cannot tell; it is left out"))
            }
        }
        return names
    }

    /// One tab: a coordinator's container, a plain stack, or a screen; its title from its item,
    /// else from its root screen.
    private func scannedTab(_ tab: ScannedTab, of owner: String, facts: Facts) -> ScannedApp.Tab? {
        var result = ScannedApp.Tab(coordinator: nil, screen: nil, stack: nil, title: tab.title, icon: tab.icon, source: tab.source)
        switch tab.content {
        case .navigation(nil, let screens) where !screens.isEmpty:
            result.stack = screens
        case .instance(let screen) where roles.isScreen(screen):
            result.screen = screen
        case .placeholder(let base):
            // A disabled tab (`UIViewController()`): still a tab, so the later ones keep their index.
            result.screen = base
        default:
            result.coordinator = interpreter.coordinatorType(of: tab.content) ?? interpreter.containerOwner(tab.content)
        }
        guard result.coordinator != nil || result.screen != nil || result.stack != nil else {
            interpreter.facts.unresolved.append((tab.source, "a tab of \(owner) shows something the scan cannot tell"))
            return nil
        }
        // An item the coordinator sets on its own container, or on the tab's root screen.
        let root: String? = result.coordinator.flatMap { facts.stackRoots[$0]?.screens.first ?? facts.plainScreens[$0]?.screen }
            ?? result.screen ?? result.stack?.first
        let item = result.coordinator.flatMap { facts.containerItems[$0] } ?? root.flatMap { facts.containerItems[$0] }
        if result.title == nil { result.title = item?.title }
        if result.icon == nil { result.icon = item?.icon }
        if result.title == nil, result.coordinator != nil || result.stack != nil {
            result.title = root.flatMap { facts.titles[$0] }
        }
        return result
    }

    /// Names a `switchTab` step can use: tab owner and index → title, else coordinator or screen.
    private func tabTargets(_ coordinators: [ScannedApp.Coordinator]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for node in coordinators {
            guard case .tabs(let tabs)? = node.container else { continue }
            result[node.name] = tabs.map { $0.title ?? $0.coordinator ?? $0.screen ?? $0.stack?.first ?? "" }
        }
        return result
    }

    /// The app's root: the one coordinator nothing holds, or the one put in the window.
    private func root(_ coordinators: [ScannedApp.Coordinator], parentsOf: [String: [String]], facts: Facts, unresolved: inout [ScannedApp.Unresolved]) -> String? {
        // A coordinator a tab shows is held by the tab bar's owner, child link or not.
        let listed = Set(coordinators.flatMap { node -> [String] in
            guard case .tabs(let tabs)? = node.container else { return node.children.map(\.coordinator) }
            return node.children.map(\.coordinator) + tabs.compactMap(\.coordinator)
        })
        let unheld = coordinators.filter { parentsOf[$0.name] == nil && !listed.contains($0.name) }
        if unheld.count == 1 { return unheld[0].name }
        let withChildren = unheld.filter { !$0.children.isEmpty }
        if withChildren.count == 1 { return withChildren[0].name }
        if let windowRoot = facts.windowRoots.first(where: { root in unheld.contains { $0.name == root.coordinator } }) { return windowRoot.coordinator }
        guard unheld.count > 1 else { return nil }
        // A spec needs one root: the unheld coordinator with the most descendants, said so.
        func descendants(_ name: String, _ seen: inout Set<String>) -> Int {
            let children = coordinators.first { $0.name == name }?.children.map(\.coordinator) ?? []
            return children.reduce(0) { total, child in seen.insert(child).inserted ? total + 1 + descendants(child, &seen) : total }
        }
        let ranked = unheld.map { node -> (String, Int) in
            var seen: Set<String> = [node.name]
            return (node.name, descendants(node.name, &seen))
        }
        let best = ranked.max { ($0.1, $1.0) < ($1.1, $0.0) }!
        let chosen = best.0
        let why = best.1 > 0 ? "is the one with the most descendants" : "is the first by name (none of them has a child coordinator the scan found)"
        unresolved.append(.init(
            source: unheld[0].source,
            message: "no single root: \(unheld.map(\.name).joined(separator: ", ")) are held by no coordinator; 'root: \(chosen)' \(why), change it if another starts the app"
        ))
        return chosen
    }
}
