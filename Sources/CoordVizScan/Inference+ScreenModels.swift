import SwiftSyntax

/// A screen a coordinator makes around a model it makes for it, which keeps the coordinator:
/// `RecipeView(store: Store(processor: RecipeProcessor(coordinator: eraseToAnyCoordinator())))`,
/// `DetailViewController(viewModel: DetailViewModel(coordinator: self))`, or the same through
/// locals (`let processor = …; let store = Store(processor: processor); RecipeView(store: store)`).
/// The model's methods are then what the user does on that screen, and the coordinator it keeps
/// is the one that made it, even where its property is typed as any coordinator.
extension Inference {
    /// Notes each model made for a screen in a coordinator's methods, with that screen and that
    /// coordinator (a model already bound elsewhere keeps its first screen).
    func noteModelsMadeForScreens() {
        for coordinator in roles.coordinatorTypes.sorted() {
            guard let type = catalog[coordinator] else { continue }
            for function in type.functions {
                guard let body = function.body else { continue }
                let locals = Self.localInitializers(in: body)
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    guard let screen = interpreter.constructedType(ExprSyntax(call)), roles.isScreen(screen) else { continue }
                    var seen: Set<String> = []
                    note(modelsMade(in: Syntax(call.arguments), locals: locals, seen: &seen, keeping: coordinator), of: screen, madeBy: coordinator)
                }
                // `let vc = storyboard.instantiateViewController(ofType: PostsViewController.self)`
                // then `vc.viewModel = PostsViewModel(…, navigator: self)`.
                for (screen, value) in modelsAssignedToMadeScreens(in: body, locals: locals) {
                    var seen: Set<String> = []
                    note(modelsMade(in: value, locals: locals, seen: &seen, keeping: coordinator), of: screen, madeBy: coordinator)
                }
            }
        }
    }

    /// Binds each of `models` to `screen`; a model holding a coordinator of its own (a navigator
    /// the making coordinator made for that screen) talks to that one.
    private func note(_ models: [String], of screen: String, madeBy coordinator: String) {
        for model in models {
            if interpreter.facts.viewModelScreens[model] == nil { interpreter.facts.viewModelScreens[model] = screen }
            if interpreter.facts.viewModelCoordinators[model] == nil {
                interpreter.facts.viewModelCoordinators[model] = heldCoordinator(of: model) ?? coordinator
            }
        }
    }

    /// The one concrete coordinator a model's stored properties hold, if there is exactly one.
    private func heldCoordinator(of model: String) -> String? {
        guard let type = catalog[model] else { return nil }
        let held = Set(type.properties.flatMap { property -> [String] in
            guard !property.isStatic, property.getter == nil, let name = property.type?.name, roles.isCoordinatorLike(name) else { return [] }
            return roles.concrete(name)
        })
        return held.count == 1 ? held.first : nil
    }

    /// `screen.property = value` where `screen` is a local made as a screen (constructed, or
    /// made by a storyboard helper handed `Screen.self`): each screen with its assignment.
    private func modelsAssignedToMadeScreens(in body: CodeBlockItemListSyntax, locals: [String: ExprSyntax]) -> [(String, Syntax)] {
        var found: [(String, Syntax)] = []
        for sequence in body.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let base = elements[0].as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let made = locals[base], let screen = madeScreen(made) else { continue }
            found.append((screen, Syntax(sequence)))
        }
        return found
    }

    /// The screen `expression` makes: `Screen(…)`, or `helper.instantiate…(ofType: Screen.self)`.
    private func madeScreen(_ expression: ExprSyntax) -> String? {
        if let made = interpreter.constructedType(expression), roles.isScreen(made) { return made }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              case .instance(let screen)? = interpreter.storyboardClass(method, call) else { return nil }
        return screen
    }

    /// `let name = expression` (and `var`) in a body: each local's expression, by name.
    private static func localInitializers(in body: CodeBlockItemListSyntax) -> [String: ExprSyntax] {
        var locals: [String: ExprSyntax] = [:]
        for binding in body.descendants(PatternBindingSyntax.self) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, locals[name] == nil else { continue }
            locals[name] = value
        }
        return locals
    }

    /// The models made in `syntax`: calls constructing one, and locals whose expression does.
    private func modelsMade(in syntax: Syntax, locals: [String: ExprSyntax], seen: inout Set<String>, keeping coordinator: String) -> [String] {
        var models: [String] = []
        for call in syntax.descendants(FunctionCallExprSyntax.self) {
            if let made = interpreter.constructedType(ExprSyntax(call)), keepsCoordinator(made, coordinator), !models.contains(made) { models.append(made) }
        }
        for reference in syntax.descendants(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let expression = locals[name], seen.insert(name).inserted else { continue }
            for made in modelsMade(in: Syntax(expression), locals: locals, seen: &seen, keeping: coordinator) where !models.contains(made) {
                models.append(made)
            }
            if let made = interpreter.constructedType(expression), keepsCoordinator(made, coordinator), !models.contains(made) { models.append(made) }
        }
        return models
    }

    /// Whether `name` is a model of the sources (no screen, coordinator or container) with a
    /// stored property that holds `coordinator`: typed as a coordinator, a box of one, or a
    /// protocol the coordinator adopts (its delegate).
    private func keepsCoordinator(_ name: String, _ coordinator: String) -> Bool {
        guard let type = catalog[name], type.kind == .class || type.kind == .struct, !roles.isScreen(name), !roles.isCoordinatorLike(name),
              !roles.isNavigation(name), !roles.isTabBar(name) else { return false }
        let adopted = Set(roles.ancestors(of: coordinator))
        return type.properties.contains { property in
            guard !property.isStatic, property.getter == nil, let held = property.type?.name else { return false }
            return roles.isCoordinatorLike(held) && roles.concrete(held).contains(coordinator) || adopted.contains(held)
        } || heldCoordinator(of: name) != nil
    }
}
