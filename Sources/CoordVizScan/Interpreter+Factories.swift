import SwiftSyntax

/// Factories and builders declared to return a base type (`-> BaseCoordinator`, `-> any
/// Coordinator`, `-> UIViewController`): the node they make is named by the constructors their
/// `return`s hand back, never by the declared type; when those name several types, or none the
/// scan can read, the call is reported instead of guessed.
extension Interpreter {
    /// UIKit and SwiftUI view controller classes that name no screen of their own when a
    /// factory is declared to return them.
    static let genericScreenBases: Set<String> = ["UIViewController", "UIHostingController", "UITableViewController", "UICollectionViewController"]

    /// Whether a declared type is a base many nodes share (a class others inherit from, a
    /// protocol, a UIKit base class) rather than the one node a factory makes.
    func namesNoOneNode(_ name: String) -> Bool {
        if Self.genericScreenBases.contains(name) { return true }
        if catalog[name]?.kind == .protocol { return true }
        return roles.isAbstractBase(name)
    }

    /// The coordinator or screen a factory's `return`s construct: a child of the running
    /// coordinator, or a screen. Nil when its returns name no coordinator or screen and its
    /// declared type is no base (tuples, containers: read by the caller as before).
    func product(of function: FunctionDecl, results: [Value], _ call: FunctionCallExprSyntax, arguments: [Value], _ frame: inout Frame) -> Value? {
        let coordinators = distinct(results.compactMap { value -> String? in
            guard case .instance(let name) = value, roles.isCoordinator(name), !roles.isAbstractBase(name) else { return nil }
            return name
        })
        let screens = distinct(results.compactMap { value -> String? in
            guard case .instance = value else { return nil }
            return screenType(of: value)
        })
        let made = coordinators.isEmpty ? screens : coordinators
        if made.count == 1 {
            return coordinators.isEmpty ? .instance(made[0]) : madeBy(call, made[0], arguments: arguments, &frame)
        }
        let callText = Self.calleeText(call)
        if made.count > 1 {
            if let way = followedFactoryScreen(made, isScreen: coordinators.isEmpty, callText: callText, call, frame) { return .instance(way) }
            if !frame.follow {
                unresolved(call, frame, "\(callText)(…) returns \(made.joined(separator: " or ")) depending on what its body checks: the scan does not pick one, so the \(coordinators.isEmpty ? "screen" : "child") is left out")
            }
            return .unknown
        }
        guard let declared = function.returnType?.name, !(function.returnType?.isCollection ?? false), namesNoOneNode(declared),
              roles.isCoordinatorLike(declared) || roles.isScreen(declared) || Self.genericScreenBases.contains(declared),
              results.allSatisfy({ $0 == .unknown || $0.typeName.map(namesNoOneNode) == true }) else { return nil }
        if !frame.follow {
            let what = roles.isCoordinatorLike(declared) ? "coordinator" : "screen"
            unresolved(call, frame, "\(callText)(…) is declared to return \(declared), and the scan cannot tell which \(what) its body makes: it is left out")
        }
        return .unknown
    }

    /// `InfoView<ErrorModel>(…)`: the specialization when a hosting controller shows it as a
    /// screen, else the generic type (`FlowCoordinator<Route>(…)` makes a `FlowCoordinator`).
    func constructSpecialized(_ generic: GenericSpecializationExprSyntax, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value {
        guard let base = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true else {
            for argument in call.arguments { _ = evaluate(argument.expression, &frame) }
            return .unknown
        }
        let specialized = Roles.specializedName(generic)
        return construct(roles.isScreen(specialized) ? specialized : base, call, &frame)
    }

    /// `lazy var detail: UIViewController = builder.detail()`: a property declared as a base
    /// type stands for what its initializer makes, when that names one screen or coordinator.
    func madeByInitializer(of property: PropertyDecl, in typeName: String, _ frame: inout Frame) -> Value? {
        guard let type = property.type, !type.isCollection, namesNoOneNode(type.name), let initializer = property.initializer else { return nil }
        // `lazy var a: UIViewController = b` and `lazy var b: UIViewController = a`: no end.
        let made = once("property \(typeName).\(property.name)", otherwise: Value.unknown) {
            var scratch = Frame(selfType: typeName, function: frame.function, locals: [:], follow: false, depth: frame.depth)
            return evaluate(initializer, &scratch)
        }
        guard case .instance(let name) = made, !namesNoOneNode(name), roles.isScreen(name) || roles.isCoordinator(name) else { return nil }
        return made
    }

    /// `{ … }()`: the closure runs in place, as a method of the running type would; its
    /// `return` is the value.
    func runImmediately(_ closure: ClosureExprSyntax, _ frame: inout Frame) -> Value {
        let function = FunctionDecl(name: "closure", parameters: [], returnType: nil, body: closure.statements, isStatic: false, source: reference(closure, frame))
        let run = run(function, of: frame.selfType, arguments: frame.locals, follow: frame.follow, depth: frame.depth + 1, setup: isSetup(frame))
        frame.steps += run.steps
        return run.returned
    }

    /// A body that is one `switch` or `if` expression (`switch kind { case .a: ACoordinator() … }`):
    /// what each branch's last expression stands for, the branches' implicit returns.
    func implicitBranchResults(of function: FunctionDecl, owner: String, bound: [String: Value], _ frame: Frame) -> [Value] {
        // Only a function returning something returns its switch; and a switch is an expression
        // only when each branch is one expression (`case .general: let vc = …; push(vc)` is a
        // statement: its last call is no value of the method's).
        guard function.returnType != nil, let body = function.body, body.count == 1, let item = body.first?.item,
              let expression = Self.expression(of: item), expression.is(SwitchExprSyntax.self) || expression.is(IfExprSyntax.self),
              Self.branchesAreExpressions(expression) else { return [] }
        // A branch that calls the factory again (`if f { A() } else { make() }`) stops there.
        return once("branches \(owner).\(function.signature)@\(function.source)", otherwise: []) {
            branchResults(of: expression, function: function, owner: owner, bound: bound, frame)
        }
    }

    private func branchResults(of expression: ExprSyntax, function: FunctionDecl, owner: String, bound: [String: Value], _ frame: Frame) -> [Value] {
        var scratch = Frame(selfType: owner, function: function, locals: bound, follow: false, depth: frame.depth + 1)
        var branches = Self.branchExpressions(expression)
        // `make(.b)`: a subject bound to a case takes that case only.
        if let switchExpression = expression.as(SwitchExprSyntax.self), case .enumCase(let chosen) = evaluate(switchExpression.subject, &scratch),
           let match = Self.matchingCase(of: switchExpression, chosen: chosen), let item = match.statements.last?.item, let inner = Self.expression(of: item) {
            branches = Self.branchExpressions(inner)
        }
        return branches.map { evaluate($0, &scratch) }
    }

    /// Whether each branch of a `switch` or `if` (nested ones opened) is one expression, as a
    /// `switch` or `if` used as a value must be.
    static func branchesAreExpressions(_ expression: ExprSyntax) -> Bool {
        func single(_ items: CodeBlockItemListSyntax) -> Bool {
            guard items.count == 1, let item = items.first?.item, let inner = Self.expression(of: item) else { return false }
            return inner.is(SwitchExprSyntax.self) || inner.is(IfExprSyntax.self) ? branchesAreExpressions(inner) : true
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.allSatisfy { element in
                guard case .switchCase(let switchCase) = element else { return false }
                return single(switchCase.statements)
            }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard single(ifExpression.body.statements) else { return false }
            switch ifExpression.elseBody {
            case .ifExpr(let nested)?: return branchesAreExpressions(ExprSyntax(nested))
            case .codeBlock(let block)?: return single(block.statements)
            case nil: return false
            }
        }
        return true
    }

    /// An expression, also when the parser reads it as a statement (`switch` and `if` are).
    static func expression(of item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The last expression of each branch of a `switch` or `if` expression, nested ones opened.
    static func branchExpressions(_ expression: ExprSyntax) -> [ExprSyntax] {
        func last(_ items: CodeBlockItemListSyntax) -> [ExprSyntax] {
            guard let item = items.last?.item, let inner = Self.expression(of: item) else { return [] }
            return branchExpressions(inner)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.flatMap { element -> [ExprSyntax] in
                guard case .switchCase(let switchCase) = element else { return [] }
                return last(switchCase.statements)
            }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var found = last(ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .ifExpr(let nested)?: found += branchExpressions(ExprSyntax(nested))
            case .codeBlock(let block)?: found += last(block.statements)
            case nil: break
            }
            return found
        }
        return [expression]
    }

    /// `setViewControllers([vc], …)` where `vc` was made by a call the scan cannot name (a factory
    /// it cannot read, one declared as a plain `UIViewController`): said, not dropped. Values
    /// a helper is handed (its callers tell) are not reported.
    func reportUnreadScreens(_ value: Value, method: String, _ call: FunctionCallExprSyntax, _ frame: Frame) {
        guard !frame.follow, let expression = call.arguments.first?.expression else { return }
        let items: [Value] = { if case .list(let items) = value { return items } else { return [value] } }()
        let elements = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
        for (item, element) in zip(items, elements) {
            switch item {
            case .unknown: break
            case .instance(let name) where Self.genericScreenBases.contains(name): break
            default: continue
            }
            let made = element.is(FunctionCallExprSyntax.self)
                || element.as(DeclReferenceExprSyntax.self).flatMap { frame.aliases[$0.baseName.text] }.map { $0.hasSuffix(")") } == true
            guard made else { continue }
            unresolved(call, frame, "\(method)(…) sets \(element.trimmedText), a screen whose type the scan cannot tell: it is left out of the stack")
        }
    }

    /// `builder.login`, `makeDetail`: how a call names what it calls, for reports.
    static func calleeText(_ call: FunctionCallExprSyntax) -> String {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedText ?? ""
            let short = base.count > 40 || base.contains("\n") ? "" : base + "."
            return short + member.declName.baseName.text
        }
        return call.calledExpression.trimmedText
    }

    private func distinct(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
