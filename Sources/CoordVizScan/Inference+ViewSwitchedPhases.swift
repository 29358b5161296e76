import SwiftSyntax

/// A SwiftUI coordinator whose view shows one child coordinator or another by its state
/// (`if isOnboarding { loginCoordinator.rootView } else { TabBarView(coordinator: tabBar) }`,
/// `switch store.scene { case .auth(let store): AuthCoordinator(store: store) … }`): each child
/// exists under its arm's condition, and they are the app's phases when that view is the root's
/// and the state's value at launch tells which comes first.
extension Inference {
    /// One arm of a view's branch showing a child coordinator, with the condition it holds under.
    struct SwitchedChild {
        var coordinator: String
        var condition: String
    }

    /// Sets the `when` of every child a coordinator's view shows in one arm of a branch, and
    /// notes the phases of the root's branch when the launch value of its condition is known.
    func readViewSwitchedChildren(_ coordinators: inout [ScannedApp.Coordinator], root: String?) {
        let nodes = Set(coordinators.map(\.name))
        for index in coordinators.indices {
            let owner = coordinators[index]
            guard let type = catalog[owner.name], type.kind == .struct || type.kind == .class, !owner.children.isEmpty || type.kind == .struct else { continue }
            // A reducer's branches are in the view holding its store.
            let viewType = interpreter.facts.composableViews[owner.name].flatMap { catalog[$0] } ?? type
            for (body, path) in viewBodies(of: viewType) {
                for branch in body.descendants(IfExprSyntax.self) where branch.parent?.as(IfExprSyntax.self)?.elseBody?.id != Syntax(branch).id {
                    let arms = ifArms(branch)
                    let shown = arms.map { arm in (shownChild(in: arm.body, of: owner, nodes: nodes), arm.condition) }
                    noteSwitched(shown, owner: owner.name, launchFirst: launchArm(branch, owner: owner.name, armCount: arms.count), source: catalog.reference(branch, in: path), root: root, &coordinators)
                }
                for branch in body.descendants(SwitchExprSyntax.self) {
                    let subject = branch.subject.trimmedText
                    let shown = branch.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map { switchCase -> (String?, String) in
                        let pattern = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.trimmedText ?? "default"
                        return (shownChild(in: Syntax(switchCase.statements), of: owner, nodes: nodes), "\(subject) is \(pattern)")
                    }
                    noteSwitched(shown, owner: owner.name, launchFirst: nil, source: catalog.reference(branch, in: path), root: root, &coordinators)
                }
            }
        }
    }

    /// The bodies of a type that build views: `body`, `rootView`, a `@ViewBuilder var scene: some
    /// View`, a method returning a view; not its other methods (which may switch over the same state).
    private func viewBodies(of type: TypeDecl) -> [(body: Syntax, path: String)] {
        var bodies: [(body: Syntax, path: String)] = type.functions.compactMap { function in
            guard let body = function.body, function.returnType?.name.hasSuffix("View") == true else { return nil }
            return (Syntax(body), function.source.path)
        }
        for property in type.properties {
            guard let getter = property.getter, property.type?.name.hasSuffix("View") == true || property.name == "body" else { continue }
            bodies.append((Syntax(getter), property.source.path))
        }
        return bodies
    }

    /// Records one branch: conditions for its children, and phases when it is the root's and its launch arm is known.
    private func noteSwitched(_ shown: [(String?, String)], owner: String, launchFirst: Int?, source: SourceReference, root: String?, _ coordinators: inout [ScannedApp.Coordinator]) {
        let arms = shown.compactMap { child, condition in child.map { SwitchedChild(coordinator: $0, condition: condition) } }
        guard arms.count >= 2, Set(arms.map(\.coordinator)).count == arms.count, arms.count == shown.count else { return }
        for arm in arms {
            guard let index = coordinators.firstIndex(where: { $0.name == arm.coordinator }), coordinators[index].condition == nil else { continue }
            coordinators[index].condition = arm.condition
        }
        guard owner == root else { return }
        guard let launchFirst else {
            // Another reading already knows it (a reducer's state starting the flag).
            if arms.contains(where: { arm in interpreter.facts.launchRoots.contains { $0.coordinator == arm.coordinator } }) { return }
            interpreter.facts.unresolved.append((source, "\(owner) shows \(arms.map(\.coordinator).joined(separator: " or ")) by its state; which one the app launches with is not in the sources the scan reads, so no phases are written (each child's `when` says when it shows)"))
            return
        }
        let ordered = [arms[launchFirst]] + arms.enumerated().filter { $0.offset != launchFirst }.map(\.element)
        for arm in ordered where !interpreter.facts.launchRoots.contains(where: { $0.coordinator == arm.coordinator }) {
            interpreter.facts.launchRoots.append((arm.coordinator, source))
        }
    }

    /// The arms of an `if` / `else if` / `else` chain with the condition each holds under.
    private func ifArms(_ branch: IfExprSyntax) -> [(body: Syntax, condition: String)] {
        var arms: [(body: Syntax, condition: String)] = []
        var failed: [String] = []
        var current: IfExprSyntax? = branch
        while let next = current {
            let condition = next.conditions.trimmedText
            arms.append((Syntax(next.body), (failed + [condition]).joined(separator: ", ")))
            failed.append("not \(condition)")
            switch next.elseBody {
            case .ifExpr(let inner)?: current = inner
            case .codeBlock(let block)?:
                arms.append((Syntax(block), failed.joined(separator: ", ")))
                current = nil
            case nil: current = nil
            }
        }
        return arms
    }

    /// Which arm of a plain `if … else` runs with the owner's properties as declared: 0, 1 or nil.
    private func launchArm(_ branch: IfExprSyntax, owner: String, armCount: Int) -> Int? {
        guard armCount == 2, case .codeBlock? = branch.elseBody else { return nil }
        guard let holds = InitialValues(catalog: catalog).holds(branch.conditions, in: owner) else { return nil }
        return holds ? 0 : 1
    }

    /// The one child coordinator an arm shows: one it makes (`AuthCoordinator(store:)`), or one
    /// the owner holds that the arm names (`loginCoordinator.rootView`, `TabBarView(coordinator: tabBar)`).
    private func shownChild(in arm: Syntax, of owner: ScannedApp.Coordinator, nodes: Set<String>) -> String? {
        var found: Set<String> = []
        // A reducer's coordinator is shown by the view holding its store (`GameCoordinatorView(store: …)`).
        let reducerOfView = Dictionary(interpreter.facts.composableViews.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for call in arm.descendants(FunctionCallExprSyntax.self) {
            guard let host = Roles.hostName(of: call) else { continue }
            let made = reducerOfView[host] ?? host
            if made != owner.name, nodes.contains(made) { found.insert(made) }
        }
        let held = Dictionary(owner.children.compactMap { child in child.property.map { ($0, child.coordinator) } }, uniquingKeysWith: { first, _ in first })
        for reference in arm.descendants(DeclReferenceExprSyntax.self) {
            if let child = held[reference.baseName.text] { found.insert(child) }
        }
        return found.count == 1 ? found.first : nil
    }
}
