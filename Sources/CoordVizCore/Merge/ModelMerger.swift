/// Combines what a live snapshot shows with what a spec declares.
///
/// The live snapshot wins for structure (coordinators, containers, tab order, live stacks); the
/// spec adds transitions, deep links, titles, the screens a stack can hold beyond the live ones,
/// and the protocol each coordinator is used as. Every disagreement becomes a ``MergeFinding``
/// that names the declared element and the JSON path of the live one.
public enum ModelMerger {
    /// The merged model and the disagreements found.
    public struct Result: Sendable {
        public var model: ArchitectureModel
        /// Disagreements, in the order of the declared model (root, coordinators, screens).
        public var findings: [MergeFinding]

        /// The findings' messages, one line each.
        public var warnings: [String] { findings.map(\.message) }
    }

    /// Merges `declared` (a spec's model) into `live` (a snapshot's model).
    public static func merge(live: ArchitectureModel, declared: ArchitectureModel) -> Result {
        var merge = Merge(live: live, declared: declared)
        merge.run()
        return Result(model: merge.model, findings: merge.findings)
    }
}

/// One merge run: the model being built and the findings so far.
private struct Merge {
    let live: ArchitectureModel
    let declared: ArchitectureModel
    let paths: SnapshotPath
    var model: ArchitectureModel
    var findings: [MergeFinding] = []
    /// Look-ups built once, so a merge of large models stays linear.
    let liveIndex: ModelIndex
    let declaredIndex: ModelIndex
    /// The first declared coordinator of each type.
    let declaredOfType: [String: Int]
    /// The declared coordinators holding each declared coordinator as a child, in model order,
    /// with the first link each holds it by.
    let declaredHolders: [String: [(parent: String, link: ChildLink)]]
    /// The first position in `model.coordinators` of each id and of each type, kept up to date
    /// as coordinators are appended.
    var modelPositionOfID: [String: Int] = [:]
    var modelPositionOfType: [String: Int] = [:]

    init(live: ArchitectureModel, declared: ArchitectureModel) {
        self.live = live
        self.declared = declared
        self.paths = SnapshotPath(live: live)
        self.model = live
        liveIndex = live.sharedIndex
        declaredIndex = declared.sharedIndex
        var ofType: [String: Int] = [:]
        var holders: [String: [(parent: String, link: ChildLink)]] = [:]
        for (position, coordinator) in declared.coordinators.enumerated() {
            if ofType[coordinator.typeName] == nil { ofType[coordinator.typeName] = position }
            var held: Set<String> = []
            for link in coordinator.children {
                guard let child = link.coordinator, held.insert(child).inserted else { continue }
                holders[child, default: []].append((coordinator.id, link))
            }
        }
        declaredOfType = ofType
        declaredHolders = holders
        for position in live.coordinators.indices { noteModelCoordinator(at: position) }
    }

    /// Records the coordinator at `position` of `model.coordinators` in the position look-ups.
    mutating func noteModelCoordinator(at position: Int) {
        let coordinator = model.coordinators[position]
        if modelPositionOfID[coordinator.id] == nil { modelPositionOfID[coordinator.id] = position }
        if modelPositionOfType[coordinator.typeName] == nil { modelPositionOfType[coordinator.typeName] = position }
    }

    mutating func run() {
        model.app = declared.app
        if let declaredRoot = declared.root, let liveRoot = live.root, declaredRoot != liveRoot {
            report("root-differs", "the spec's root is '\(declaredRoot)' but the live app's root is '\(liveRoot)'; the live root is used", .root, paths.root())
        }
        for spec in declared.coordinators {
            guard let index = liveIndex(of: spec) else {
                // A coordinator that exists only under a run-time condition may well be absent.
                if !isLazyChildNotCreatedYet(spec), spec.condition == nil {
                    let liveParent = declaredIndex.parents[spec.id].flatMap { parent in liveIndex.coordinator(parent) }
                    report(
                        "coordinator-not-live",
                        "the spec declares coordinator '\(spec.id)' but the live app has none; remove it from the spec, or check that the app creates it",
                        .coordinator(spec.id), liveParent.map { paths.children($0.id) } ?? "$.coordinators"
                    )
                }
                continue
            }
            mergeCoordinator(spec, into: index)
        }
        if !declared.coordinators.isEmpty {
            for coordinator in live.coordinators where !isDeclared(coordinator) {
                let parent = liveIndex.parents[coordinator.id]
                let declaredParent = parent.flatMap { id in liveIndex.coordinator(id) }.flatMap(declaredMatch(for:))
                let holder = parent.flatMap { id in
                    liveIndex.coordinator(id)?.children.first { $0.coordinator == coordinator.id }.map { "\(id).\($0.property)" }
                }
                report(
                    "coordinator-not-in-spec",
                    "the live app has coordinator '\(coordinator.id)'\(holder.map { " (held by \($0))" } ?? "") but the spec does not declare it; add it under 'coordinators'",
                    declaredParent.map { .children(of: $0.id) } ?? .coordinators, paths.coordinator(coordinator.id)
                )
            }
        }
        addDeclaredOnlyCoordinators()
        mergeScreens()
        model.phases = declared.phases
        model.transitions = declared.transitions
        model.deepLinks = declared.deepLinks
    }

    /// Coordinators the spec declares that the live app does not have right now (a login flow
    /// after sign-in, a child flow not started) stay in the model, marked not live, held by
    /// their declared parent, so transitions that start or show them can still be played.
    mutating func addDeclaredOnlyCoordinators() {
        let known = Set(model.coordinators.map(\.id))
        for spec in declared.coordinators where liveIndex(of: spec) == nil && !known.contains(spec.id) && !isLazyChildNotCreatedYet(spec) {
            var node = spec
            node.isLive = false
            model.coordinators.append(node)
            noteModelCoordinator(at: model.coordinators.count - 1)
            guard let parentID = declaredIndex.parents[spec.id], let parent = modelPositionOfID[parentID],
                  let link = declaredIndex.coordinator(parentID)?.children.first(where: { $0.coordinator == spec.id }) else { continue }
            if !model.coordinators[parent].children.contains(where: { $0.coordinator == spec.id }) {
                model.coordinators[parent].children.append(link)
            }
        }
    }

    mutating func report(_ id: String, _ message: String, _ declared: ModelElement, _ live: String) {
        findings.append(MergeFinding(id: id, message: message, declared: declared, live: live))
    }

    // MARK: Matching declared and live coordinators

    /// The live coordinator a declared one describes: the same id, else the first of its type
    /// (a spec names types; a live app numbers further instances `Type#2`).
    func liveIndex(of spec: CoordinatorNode) -> Int? {
        modelPositionOfID[spec.id] ?? modelPositionOfType[spec.typeName]
    }

    func declaredMatch(for coordinator: CoordinatorNode) -> CoordinatorNode? {
        declaredIndex.coordinator(coordinator.id) ?? declaredOfType[coordinator.typeName].map { declared.coordinators[$0] }
    }

    func isDeclared(_ coordinator: CoordinatorNode) -> Bool { declaredMatch(for: coordinator) != nil }

    /// Whether the live parent holds `spec` in a `lazy` property that has not been read yet: the
    /// spec names the same property, or the property's declared type is what the spec says the
    /// coordinator is used as.
    func isLazyChildNotCreatedYet(_ spec: CoordinatorNode) -> Bool {
        for (parent, link) in declaredHolders[spec.id] ?? [] {
            guard let liveParent = liveIndex.coordinator(parent) else { continue }
            return liveParent.children.contains { candidate in
                candidate.isLazyNotCreated && ((!link.property.isEmpty && candidate.property == link.property)
                    || (candidate.declaredType != nil && candidate.declaredType == spec.declaredAs))
            }
        }
        return false
    }

    // MARK: One coordinator

    mutating func mergeCoordinator(_ spec: CoordinatorNode, into index: Int) {
        var node = model.coordinators[index]
        defer { model.coordinators[index] = node }
        // Facts only a spec can state, kept where the live app does not say otherwise.
        if node.condition == nil { node.condition = spec.condition }
        if node.presentation == nil, node.container != nil { node.presentation = spec.presentation }
        if node.pushesOnto == nil, node.container == nil { node.pushesOnto = spec.pushesOnto }
        if let declaredAs = spec.declaredAs {
            if let liveAs = node.declaredAs, liveAs != declaredAs {
                report(
                    "declared-as-differs",
                    "coordinator '\(node.id)' is used as '\(liveAs)' in the live app but the spec says '\(declaredAs)'; the live type is used",
                    .declaredAs(coordinator: spec.id), paths.declaredAs(node.id)
                )
            } else {
                node.declaredAs = declaredAs
            }
        }
        // A child the live app does not have at all is reported once, as `coordinator-not-live`.
        for child in spec.children {
            guard let id = child.coordinator, liveIndex.coordinator(id) != nil || declaredIndex.coordinator(id) == nil else { continue }
            let holds = node.children.contains { link in
                link.coordinator == id || (link.isLazyNotCreated && !child.property.isEmpty && link.property == child.property)
            }
            if !holds {
                report(
                    "child-not-live",
                    "the spec makes '\(id)' a child of '\(spec.id)' but the live '\(node.id)' does not hold it",
                    .child(of: spec.id, coordinator: id), paths.children(node.id)
                )
            }
        }
        guard let declaredContainer = spec.container else { return }
        guard let liveContainer = node.container else {
            report(
                "container-differs",
                "the spec gives '\(spec.id)' a \(declaredContainer.kindDescription) but the live '\(node.id)' owns no view controller",
                .container(of: spec.id), paths.coordinator(node.id)
            )
            return
        }
        // The spec cannot say "contained": its tabs are those of the tab bar the live root view
        // controller contains.
        if case .tabBar(let declaredBar) = declaredContainer, case .containment(var host) = liveContainer,
           let position = host.contained.firstIndex(where: { $0.tabBar != nil }), var bar = host.contained[position].tabBar {
            mergeTabs(declaredBar, into: &bar, owner: node.id, specOwner: spec.id)
            host.contained[position] = .tabBar(bar)
            node.container = .containment(host)
            return
        }
        guard declaredContainer.kindDescription == liveContainer.kindDescription else {
            report(
                "container-differs",
                "the spec gives '\(spec.id)' a \(declaredContainer.kindDescription) but the live app gives it a \(liveContainer.kindDescription); the live container is used",
                .container(of: spec.id), paths.container(node.id)
            )
            return
        }
        if let declaredStack = declaredContainer.navigationStack, var stack = liveContainer.navigationStack {
            let declaredScreens = declaredStack.declaredScreens ?? []
            stack.declaredScreens = declaredScreens
            node.container = .navigationStack(stack)
            for (position, screen) in stack.screens.enumerated() where !declaredScreens.contains(where: { Self.sameType(screen, $0) }) {
                report(
                    "screen-not-in-spec",
                    "screen '\(screen)' is on \(node.id)'s live stack but not in the spec's 'stack' of '\(spec.id)'; add it in push order",
                    .container(of: spec.id), paths.stackScreen(node.id, index: position)
                )
            }
        } else if let declaredBar = declaredContainer.tabBar, var bar = liveContainer.tabBar {
            mergeTabs(declaredBar, into: &bar, owner: node.id, specOwner: spec.id)
            node.container = .tabBar(bar)
        } else if case .single(let declaredSingle) = declaredContainer, case .single(let liveSingle) = liveContainer,
                  !Self.sameType(liveSingle.screen, declaredSingle.screen) {
            report(
                "screen-differs",
                "'\(node.id)' shows screen '\(liveSingle.screen)' in the live app but '\(declaredSingle.screen)' in the spec; the live screen is used",
                .container(of: spec.id), paths.singleScreen(node.id)
            )
        }
    }

    mutating func mergeTabs(_ declared: TabBar, into bar: inout TabBar, owner: String, specOwner: String) {
        func content(_ tab: Tab) -> String { tab.coordinator ?? tab.screen ?? "?" }
        let liveOrder = bar.tabs.map(content)
        let specOrder = declared.tabs.map(content)
        if liveOrder != specOrder {
            report(
                "tab-order-differs",
                "\(owner)'s tabs are [\(liveOrder.joined(separator: ", "))] in the live app but [\(specOrder.joined(separator: ", "))] in the spec; the live order is used",
                .container(of: specOwner), paths.tabs(owner)
            )
        }
        for index in bar.tabs.indices {
            let liveTab = bar.tabs[index]
            guard let match = declared.tabs.first(where: { content($0) != "?" && content($0) == content(liveTab) }) else { continue }
            if let liveTitle = liveTab.title, let specTitle = match.title, liveTitle != specTitle {
                report(
                    "tab-title-differs",
                    "\(owner)'s tab \(index) (\(content(liveTab))) is titled '\(liveTitle)' in the live app but '\(specTitle)' in the spec; the live title is used",
                    .tab(of: specOwner, index: match.index), paths.tab(owner, index: index, field: "title")
                )
            }
            if bar.tabs[index].condition == nil { bar.tabs[index].condition = match.condition }
            if bar.tabs[index].title == nil { bar.tabs[index].title = match.title }
            if bar.tabs[index].icon == nil { bar.tabs[index].icon = match.icon }
        }
    }

    // MARK: Screens

    mutating func mergeScreens() {
        var positionOfScreen: [String: Int] = [:]
        for (position, screen) in model.screens.enumerated() where positionOfScreen[screen.id] == nil { positionOfScreen[screen.id] = position }
        // Appending screens changes no coordinator: who owns a screen is known before the loop.
        let owners = model.sharedIndex
        for spec in declared.screens {
            if let index = positionOfScreen[spec.id] {
                if model.screens[index].title == nil { model.screens[index].title = spec.title }
                if model.screens[index].coordinator == nil { model.screens[index].coordinator = spec.coordinator }
                // What a screen can push or present is the spec's to say: a snapshot sees one moment.
                if model.screens[index].pushes == nil { model.screens[index].pushes = spec.pushes }
                if model.screens[index].presents == nil { model.screens[index].presents = spec.presents }
                if model.screens[index].pushedBy == nil { model.screens[index].pushedBy = spec.pushedBy }
                if model.screens[index].presentationStyle == nil { model.screens[index].presentationStyle = spec.presentationStyle }
            } else {
                var screen = spec
                screen.isLive = false
                if screen.coordinator == nil { screen.coordinator = owners.owner(ofScreen: spec.id)?.id }
                positionOfScreen[screen.id] = model.screens.count
                model.screens.append(screen)
            }
        }
    }

    /// Whether a live id (`Orders2ViewController#2`) and a declared one (`Orders2ViewController`,
    /// or `Orders2ViewController#3` for a later place of the type) name the same type.
    static func sameType(_ liveID: String, _ declaredID: String) -> Bool {
        typeName(of: liveID) == typeName(of: declaredID)
    }

    /// The type an id names: the id without its `#n` instance number.
    static func typeName(of id: String) -> Substring {
        id.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(id)
    }
}
