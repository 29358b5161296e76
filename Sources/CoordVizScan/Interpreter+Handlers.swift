import SwiftSyntax

/// Closure properties: what a coordinator installs on a screen, a view model or a child
/// (`vc.onSelect = { id in self.show(id) }`, `child.onFinish = { … }`) runs when that object
/// calls the property, so a screen's action is followed into the code that handles it.
extension Interpreter {
    /// `target.name = { … }` or `target.name = otherClosureProperty`: remembered under the
    /// target's type. Returns whether it was one.
    func recordHandler(named name: String, on base: Value, onSelf: Bool, right: ExprSyntax, _ frame: Frame) -> Bool {
        guard let owner = onSelf ? frame.selfType : base.typeName, !owner.isEmpty else { return false }
        let source = reference(right, frame)
        if let closure = right.as(ClosureExprSyntax.self) {
            addHandler("\(owner).\(name)", .init(
                installer: frame.selfType, parameters: Self.parameterNames(of: closure), statements: closure.statements,
                forward: nil, path: frame.path, source: source, captured: frame.locals
            ))
            return true
        }
        if let method = referencedOwnMethod(right, frame) {
            addHandler("\(owner).\(name)", .init(installer: frame.selfType, parameters: [], statements: nil, method: method, path: frame.path, source: source))
            return true
        }
        // `view.onCompletion = finishFlow`: the installer's own closure property, passed on.
        let text = Self.unwrapped(right.trimmedText)
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !text.isEmpty,
              roles.property(text, in: frame.selfType) != nil, roles.function(text, labels: nil, in: frame.selfType) == nil else { return false }
        addHandler("\(owner).\(name)", .init(
            installer: frame.selfType, parameters: [], statements: nil, forward: text, path: frame.path, source: source
        ))
        return true
    }

    /// `showMovieDetails`, `self.close`: a method of the running type handed on as a closure.
    func referencedOwnMethod(_ expression: ExprSyntax, _ frame: Frame) -> String? {
        guard let name = expression.ownMemberName,
              !(expression.is(DeclReferenceExprSyntax.self) && frame.locals[name] != nil) else { return nil }
        guard roles.property(name, in: frame.selfType) == nil, let (_, function) = roles.function(name, labels: nil, in: frame.selfType),
              !function.isStatic, function.body != nil else { return nil }
        return name
    }

    /// Each installing statement once, however many times the code holding it is read.
    func addHandler(_ key: String, _ handler: Facts.Handler) {
        guard !(facts.handlers[key] ?? []).contains(where: { $0.source == handler.source && $0.installer == handler.installer }) else { return }
        facts.handlers[key, default: []].append(handler)
    }

    /// The names a closure's parameters bind (`{ [weak self] route in … }`, `{ (id: String) in … }`).
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else {
            return (0..<4).map { "$\($0)" }
        }
        switch clause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// A call of a closure property (`onSelect?(id)`, `coordinator.onFinish?()`): nil when
    /// `method` is no closure property of the receiver. While following, a coordinator's finishing
    /// closure finishes it, and the closures installed on the property run (one per way).
    func callClosureProperty(_ method: String, on owner: String, arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard roles.function(method, labels: nil, in: owner) == nil,
              roles.property(method, in: owner) != nil || !handlers(of: owner, method).isEmpty else { return nil }
        guard frame.follow else { return .unknown }
        return propertyCalled(method, on: owner, arguments: arguments, call, &frame)
    }

    /// Runs the closures installed on `owner.property` (one per way when several code paths
    /// install one), with the call's arguments bound to the closure's parameters.
    func runHandlers(of owner: String, _ property: String, arguments: [Value], _ node: some SyntaxProtocol, _ frame: inout Frame) {
        let installed = handlers(of: owner, property)
        guard !installed.isEmpty, frame.depth < Self.maxDepth else { return }
        let way = choose(node, frame, ways: installed.count) { "\(owner).\(property) installed by \(installed[$0].installer)" }
        let handler = installed[way]
        if let method = handler.method, let (_, function) = roles.function(method, labels: nil, in: handler.installer) {
            // The call's arguments go to the method's parameters in order.
            let bound = Dictionary(zip(function.parameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first })
            frame.steps += run(function, of: handler.installer, arguments: bound, follow: true, depth: frame.depth + 1).steps
            return
        }
        if let forward = handler.forward {
            var inner = Frame(selfType: handler.installer, function: frame.function, locals: [:], follow: true, depth: frame.depth + 1)
            inner.steps = []
            _ = propertyCalled(forward, on: handler.installer, arguments: arguments, node, &inner)
            frame.steps += inner.steps
            return
        }
        frame.steps += runInstalled(handler, arguments: arguments, frame)
    }

    /// The steps an installed closure takes when called with `arguments`, as its installer's code.
    func runInstalled(_ handler: Facts.Handler, arguments: [Value], _ frame: Frame) -> [ScannedStep] {
        guard let statements = handler.statements else { return [] }
        var bound = handler.captured
        bound.removeValue(forKey: "self")
        for (name, value) in zip(handler.parameters, arguments) { bound[name] = value }
        let function = FunctionDecl(
            name: "closure@\(handler.source.line)", parameters: handler.parameters.map { ParameterDecl(label: "_", name: $0, type: nil) },
            returnType: nil, body: statements, isStatic: false, source: handler.source
        )
        return run(function, of: handler.installer, arguments: bound, follow: true, depth: frame.depth + 1).steps
    }

    /// A closure property called while following: a coordinator's finishing closure finishes it,
    /// then what was installed on the property runs. When the installed closure lets go of the
    /// finished coordinator itself (`self?.start(); self?.removeDependency(flow)`), the finish
    /// stands where that code puts it.
    private func propertyCalled(_ property: String, on owner: String, arguments: [Value], _ node: some SyntaxProtocol, _ frame: inout Frame) -> Value {
        guard roles.isCoordinatorLike(owner), Self.isFinishName(property) else {
            runHandlers(of: owner, property, arguments: arguments, node, &frame)
            return .unknown
        }
        let finished = roles.concrete(owner).count == 1 ? roles.concrete(owner)[0] : owner
        let before = frame.steps.count
        runHandlers(of: owner, property, arguments: arguments, node, &frame)
        guard let finish = frame.steps[before...].firstIndex(where: { $0.kind == .finish && $0.target == finished }) else {
            frame.steps.insert(ScannedStep(kind: .finish, target: finished, source: reference(node, frame)), at: before)
            return .unknown
        }
        // The parent dismissing the finished flow just before letting go of it closes that flow's
        // own container: the finish first, so the dismissal reads as part of it.
        if finish > before, frame.steps[finish - 1].kind == .dismiss {
            frame.steps.swapAt(finish - 1, finish)
        }
        return .unknown
    }

    /// The closures installed on a property of a type, of the protocols and classes it inherits,
    /// or of the types adopting it, in the order they were found.
    func handlers(of owner: String, _ property: String) -> [Facts.Handler] {
        // Most calls name no property anything installs a closure on: answer before ordering
        // the owner's relatives (thousands of adopters of a base protocol in a large app).
        let suffix = ".\(property)"
        guard facts.handlers.keys.contains(where: { $0.hasSuffix(suffix) }) else { return [] }
        var names = [owner] + roles.ancestors(of: owner).sorted()
        names += (roles.implementers[owner] ?? []).sorted()
        var seen: Set<String> = []
        var result: [Facts.Handler] = []
        for name in names where seen.insert(name).inserted {
            result += facts.handlers["\(name).\(property)"] ?? []
        }
        return result
    }
}
