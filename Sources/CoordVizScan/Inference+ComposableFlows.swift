import SwiftSyntax

/// Reducers that navigate only through the child reducers they run: `Scope(state: \.logIn,
/// action: \.logIn) { LogInCoordinator() }` beside `Scope(state: \.game, …) { GameCoordinator() }`,
/// their view showing one child's view or the other's by the state. Such a reducer is a flow
/// coordinator: a node whose children are the scoped reducers that are coordinators themselves.
extension Inference {
    /// A child reducer a feature runs in a `Scope`, under the state property it is scoped to.
    struct ScopedChild {
        var property: String
        var reducer: String
        var source: SourceReference
    }

    /// The features that are flow coordinators, with their coordinator children: features with
    /// no stack or tabs of their own that scope to features already coordinators (stacked, or
    /// flows themselves, however deep).
    func composableFlows(_ features: [ComposableFeature], coordinators stacked: Set<String>) -> [String: [ScopedChild]] {
        let names = Set(features.map(\.name))
        let scoped = Dictionary(features.map { ($0.name, scopedChildren(of: $0, among: names)) }, uniquingKeysWith: { first, _ in first })
        var flows: [String: [ScopedChild]] = [:]
        var changed = true
        while changed {
            changed = false
            for feature in features where !stacked.contains(feature.name) && flows[feature.name] == nil {
                let children = (scoped[feature.name] ?? []).filter { stacked.contains($0.reducer) || flows[$0.reducer] != nil }
                guard !children.isEmpty else { continue }
                flows[feature.name] = children
                changed = true
            }
        }
        return flows
    }

    /// `Scope(state: \.logIn, action: \.logIn) { LogInCoordinator() }`: each reducer of the app a
    /// feature's body scopes to, in order.
    private func scopedChildren(of feature: ComposableFeature, among names: Set<String>) -> [ScopedChild] {
        feature.decl.descendants(FunctionCallExprSyntax.self).compactMap { call in
            guard Roles.hostName(of: call) == "Scope",
                  let property = call.arguments.first(where: { $0.label?.text == "state" }).flatMap({ ComposableSyntax.keyPath($0.expression).last }),
                  let closure = call.trailingClosure,
                  let child = closure.descendants(FunctionCallExprSyntax.self).compactMap(Roles.hostName).first(where: names.contains) else { return nil }
            return ScopedChild(property: property, reducer: child, source: catalog.reference(call, in: feature.source.path))
        }
    }
}

extension Inference {
    /// What a flow reducer does when it sets the flag its view branches on: `state.isLoggedIn =
    /// true` answering a child's action, with the view showing `GameCoordinatorView` when
    /// `store.isLoggedIn`, sets the game coordinator as the root of that place, from the screen
    /// the action comes from (`.logIn(.router(.routeAction(_, .logIn(.logInTapped))))`: the
    /// log-in coordinator's `LogInView`).
    func composableFlowMoves(
        of feature: ComposableFeature, children: [ScopedChild], features: [ComposableFeature], ids: inout Set<String>, unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Transition] {
        let shownBy = flagArms(of: feature, children: children, features: features)
        guard !shownBy.isEmpty else { return [] }
        // The child the flag's starting value shows comes first (`isLoggedIn: false` in the initial state).
        for (flag, arms) in shownBy.sorted(by: { $0.key < $1.key }) {
            guard let value = Self.initialValue(of: flag, in: feature.decl), let first = arms[value],
                  !interpreter.facts.launchRoots.contains(where: { $0.coordinator == first }) else { continue }
            interpreter.facts.launchRoots.append((first, feature.source))
        }
        var moves: [ScannedApp.Transition] = []
        for (body, path) in placedBodies(of: feature.name) {
            for switchExpr in body.descendants(SwitchExprSyntax.self) where switchExpr.subject.trimmedText == "action" {
                for switchCase in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
                    guard case .case(let label) = switchCase.label else { continue }
                    let targets = switchCase.statements.descendants(SequenceExprSyntax.self).compactMap { sequence -> String? in
                        let elements = Array(sequence.elements)
                        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                              let flag = elements[0].trimmedText.split(separator: ".").last.map(String.init),
                              let value = elements[2].as(BooleanLiteralExprSyntax.self).map({ $0.literal.text == "true" }),
                              elements[0].trimmedText.hasPrefix("state.") else { return nil }
                        return shownBy[flag]?[value]
                    }
                    guard let target = targets.last else { continue }
                    let source = catalog.reference(switchCase, in: path)
                    for item in label.caseItems {
                        let chain = ComposableSyntax.caseChain(item.pattern)
                        guard chain.count > 1, let child = children.first(where: { $0.property == chain[0] }),
                              let childFeature = features.first(where: { $0.name == child.reducer }),
                              let from = actionScreen(Array(chain.dropFirst()), of: childFeature) else {
                            unresolved.append(.init(source: source, message: "\(feature.name) shows \(target) answering `\(item.pattern.trimmedText)`, from a screen scan cannot name: it is not read"))
                            continue
                        }
                        moves.append(ScannedApp.Transition(
                            id: uniqueID(Self.kebab(chain[chain.count - 1]), &ids), from: from, entryPoint: nil, trigger: chain[chain.count - 1],
                            steps: [.init(kind: "setRoot", target: target)], source: source
                        ))
                    }
                }
            }
        }
        return moves
    }

    /// The one Boolean a reducer's state starts a flag with: `var isLoggedIn = false`, or
    /// `isLoggedIn: false` in the state it makes (`static let initialState = State(…)`).
    static func initialValue(of flag: String, in reducer: StructDeclSyntax) -> Bool? {
        var values: Set<String> = []
        for binding in reducer.descendants(PatternBindingSyntax.self) where binding.pattern.trimmedText == flag {
            if let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) { values.insert(literal.literal.text) }
        }
        for argument in reducer.descendants(LabeledExprSyntax.self) where argument.label?.text == flag {
            if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) { values.insert(literal.literal.text) }
        }
        return values.count == 1 ? values.first == "true" : nil
    }

    /// `if store.isLoggedIn { GameCoordinatorView(…) } else { LogInCoordinatorView(…) }` in the
    /// reducer's view: the flag, and the child coordinator each of its values shows.
    private func flagArms(of feature: ComposableFeature, children: [ScopedChild], features: [ComposableFeature]) -> [String: [Bool: String]] {
        guard let view = feature.view else { return [:] }
        let childOfView = Dictionary(children.compactMap { child in features.first { $0.name == child.reducer }?.view.map { ($0, child.reducer) } }, uniquingKeysWith: { first, _ in first })
        var arms: [String: [Bool: String]] = [:]
        for (body, _) in placedBodies(of: view) {
            for branch in body.descendants(IfExprSyntax.self) {
                guard branch.conditions.count == 1, case .codeBlock(let otherwise)? = branch.elseBody else { continue }
                var condition = branch.conditions.trimmedText
                var holds = true
                if condition.hasPrefix("!") { (condition, holds) = (String(condition.dropFirst()), false) }
                guard let flag = condition.split(separator: ".").last.map(String.init), flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                func shown(_ syntax: Syntax) -> String? {
                    let found = Set(syntax.descendants(FunctionCallExprSyntax.self).compactMap(Roles.hostName).compactMap { childOfView[$0] })
                    return found.count == 1 ? found.first : nil
                }
                guard let then = shown(Syntax(branch.body)), let other = shown(Syntax(otherwise)), then != other else { continue }
                arms[flag] = [holds: then, !holds: other]
            }
        }
        return arms
    }
}
