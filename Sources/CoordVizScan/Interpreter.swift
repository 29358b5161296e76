import SwiftSyntax

/// Reads method bodies statement by statement, tracking what each local stands for, and turns
/// what they do into facts (children, tabs, stacks, screens talking to coordinators) and, when
/// asked, into the ordered steps of a transition — calls into other coordinators followed.
final class Interpreter {
    let catalog: TypeCatalog
    let roles: Roles
    var facts = Facts()
    /// The ways the current run of a transition takes at its forks; nil while reading facts.
    var plan: BranchPlan?
    /// While the launch's first way is worked out: the flags' initial values decide the forks
    /// they can (``InitialValues``).
    var initialValues: InitialValues?
    /// Methods on the call stack, so recursion stops, each with its place on the stack (0 for
    /// the outermost).
    private var active: [String: Int] = [:]
    /// How many methods the outermost run on the stack has run so far (itself included).
    private var runsInOutermost = 0
    /// Outermost methods whose reading hit ``maxRunsPerOutermost``, so each is reported once.
    private var overBudget: Set<String> = []
    /// What is being worked out besides running methods (a factory's branches, a lazy
    /// property's initializer), so a factory or property that leads back to itself stops; each
    /// with the place on the stack of the method that began it.
    private var inProgress: [String: Int] = [:]
    /// What was refused because it was already under way (`run:` a method, `work:` a piece of
    /// work of ``once(_:otherwise:_:)``), with the place on the stack where it began; a place of
    /// -1 for the run limit. ``dependingOnCallers(_:)`` reads what a run's refusals were.
    private var refusals: [(what: String, place: Int)] = []
    /// Coordinators whose `start()` a transition is running, and whether a screen has gone onto
    /// their own stack since it began.
    var starting: [String: Bool] = [:]
    /// The child a separate Back delegate is being read for: what it looks up in a coordinator's
    /// children (`childCoordinators[fromVC]`, `.first { $0 === leaving }`) is that child.
    var leavingChild: String?
    /// Whether the last call site that made each coordinator handed it the stack it pushes onto
    /// (true) or a navigation controller to present over (false); what its `startChild` says.
    var callSiteShares: [String: Bool] = [:]
    /// Closures a call hands to one of the running type's own methods that calls them, waiting
    /// for that method's run to bind them to its parameters (``Interpreter/handClosures(of:method:_:)``).
    var pendingHandedClosures: PendingHandedClosures?
    /// What called functions returned while facts were read (``returnedRun(of:owner:bound:_:)``).
    var returnedRuns: [String: [(dependsOn: Set<String>, returned: Value, results: [Value])]] = [:]
    /// ``madeInInitializer(of:in:)`` answers, by `Type.property`.
    var madeInInitializerAnswers: [String: Value?] = [:]
    /// `unsetWhenPresented` answers, by `Type.property`.
    var unsetWhenPresentedCache: [String: Bool] = [:]
    /// What reads of methods with parameters on their own could not resolve, held back until it is
    /// known whether other code runs those methods (``heldReportsToKeep()``).
    var heldReports: [(method: String, source: SourceReference, message: String)] = []
    /// The method whose reading on its own is under way, while its reports are held back.
    var holdingReportsFor: String?
    /// Methods that other code ran (not a method read on its own with parameters).
    var methodsRunByOthers: Set<String> = []
    /// Methods that set a coordinator or screen up.
    static let setupNames = ["start", "init", "viewDidLoad", "loadView", "begin", "run"]

    /// Whether a method of that name sets its type up as the app starts: `start`, `init`,
    /// `setupTabs()`, `configureNavigation()`; not a callback about a flow named Setup
    /// (`setupCoordinatorDidFinish()`, `configurationWillEnd()`).
    static func isSetupName(_ name: String) -> Bool {
        if setupNames.contains(where: { name == $0 || name.hasPrefix($0 + "_") }) { return true }
        guard name.hasPrefix("setup") || name.hasPrefix("configure") else { return false }
        return !["Did", "Will", "Finish", "Complete", "Cancel"].contains { name.contains($0) }
    }

    /// How deep transitions follow calls into other methods.
    static let maxDepth = 14
    /// How many methods one outermost run may run, the calls it follows included. The depth
    /// limit alone does not bound the work: in code where every method calls several others
    /// (a parser, a generated visitor) following them all is exponential. Coordinator code
    /// stays far below this; a method over it is read only up to it, and `--report` says so.
    static let maxRunsPerOutermost = 5_000

    /// Methods that start coordinators with no `start()` (``makerStarts(in:roles:)``).
    let makerStarts: [String: Set<String>]

    init(catalog: TypeCatalog, roles: Roles) {
        self.catalog = catalog
        self.roles = roles
        makerStarts = Self.makerStarts(in: catalog, roles: roles)
    }

    /// What one run of a method knows: whose method it is, its locals, and whether it follows
    /// calls (transition steps) or only records facts.
    struct Frame {
        var selfType: String
        var function: FunctionDecl
        var locals: [String: Value]
        var follow: Bool
        var depth: Int
        /// Setup code (`start()`, initializers, what they call on `self`): where roots are set.
        var setup = false
        var steps: [ScannedStep] = []
        var started: Set<String> = []
        var returned: Value = .unknown
        /// Every value a `return` of the method (not of its closures) hands back, in order.
        var results: [Value] = []
        /// Tab bar items set on an expression (`homeNav.tabBarItem = UITabBarItem(…)`).
        var tabItems: [String: (title: String?, icon: String?)] = [:]
        /// The expression text each local was assigned from, to match tab bar items.
        var aliases: [String: String] = [:]
        /// Locals put in a tab bar before a coordinator adopts them: tab owner and index.
        var tabLocals: [String: (owner: String, index: Int)] = [:]
        /// Locals put in a split view as columns: split owner and column index.
        var splitLocals: [String: (owner: String, index: Int)] = [:]
        /// The `if` conditions the statements being read run under (facts only).
        var conditions: [String] = []
        /// A `return` (or a `guard` that fails) was met while following: the method is done.
        var exited = false
        /// Presentation styles set on a local navigation controller no coordinator holds yet
        /// (a factory configuring it before handing it over), by local name.
        var pendingStyles: [String: String] = [:]
        /// What `self` and calls without a receiver mean while an app's own method of a
        /// navigation controller runs (its stack), when not the running type.
        var implicitReceiver: Value?
        /// Completions of dismissals met while following: they run once the method is done
        /// (``Interpreter/runAfterwards(_:)``).
        var afterwards: [CodeBlockItemListSyntax] = []
        /// Closures handed to the initializers of models the sources do not declare, by the
        /// model's type (``Interpreter/keepModelClosure(_:label:of:_:)``).
        var modelClosures: [String: [(label: String?, statements: CodeBlockItemListSyntax)]] = [:]
        /// The closures locals are bound to (`let onSelect = { … }`), by local name
        /// (``Interpreter/handedClosure(_:_:)``).
        var localClosures: [String: ClosureExprSyntax] = [:]
        /// Closures the caller handed to this method's parameters, by parameter name, with the
        /// caller's locals they capture: calling the parameter runs the closure.
        var handedClosures: [String: HandedClosure] = [:]

        var path: String { function.source.path }
    }

    /// `work()`, unless `key` is already being worked out further up (then `otherwise`).
    func once<Result>(_ key: String, otherwise: Result, _ work: () -> Result) -> Result {
        if let place = inProgress[key] {
            refusals.append(("work:" + key, place))
            return otherwise
        }
        inProgress[key] = active.count - 1
        defer { inProgress[key] = nil }
        return work()
    }

    /// `work()`, and what it gave depends on besides its arguments: the methods and pieces of work
    /// begun further up the stack that it reached and was refused (recursion cut it short there),
    /// or `nil` when the run limit was hit. An answer can be reused wherever everything it depends
    /// on is under way again (``isUnderWay(_:)``).
    func dependingOnCallers<Result>(_ work: () -> Result) -> (result: Result, dependsOn: Set<String>?) {
        let place = active.count
        let start = refusals.count
        let result = work()
        let outside = refusals[start...].filter { $0.place < place }
        refusals.removeSubrange(start...)
        refusals += outside
        if outside.contains(where: { $0.place < 0 }) { return (result, nil) }
        return (result, Set(outside.map(\.what)))
    }

    /// Whether a method (`run:` and its key) or a piece of work (`work:` and its key) is under way.
    func isUnderWay(_ what: String) -> Bool {
        if what.hasPrefix("run:") { return active[String(what.dropFirst(4))] != nil }
        if what.hasPrefix("work:") { return inProgress[String(what.dropFirst(5))] != nil }
        return false
    }

    /// Runs a method: its facts, and its steps when `follow` is set.
    @discardableResult
    func run(_ function: FunctionDecl, of selfType: String, arguments: [String: Value] = [:], follow: Bool, depth: Int = 0, setup: Bool = false,
             implicitReceiver: Value? = nil, conditions: [String] = []) -> (steps: [ScannedStep], returned: Value, results: [Value]) {
        let key = "\(selfType).\(function.signatureAndPlace)" + (follow ? Self.telling(arguments) : "")
        guard let body = function.body else { return ([], .unknown, []) }
        if let place = active[key] {
            refusals.append(("run:" + key, place))
            return ([], .unknown, [])
        }
        if active.isEmpty {
            runsInOutermost = 0
            outermost = (key, function.source, "\(selfType).\(function.signature)")
            holdingReportsFor = Self.isReadOnItsOwn(function, follow: follow, depth: depth, arguments: arguments) ? key : nil
        } else if holdingReportsFor == nil {
            methodsRunByOthers.insert(key)
        }
        runsInOutermost += 1
        guard runsInOutermost <= Self.maxRunsPerOutermost else {
            refusals.append(("limit", -1))
            reportOverBudget()
            return ([], .unknown, [])
        }
        active[key] = active.count
        defer { active[key] = nil }
        var frame = Frame(selfType: selfType, function: function, locals: [:], follow: follow, depth: depth)
        frame.implicitReceiver = implicitReceiver
        // A setup helper runs under the conditions its caller reached it under.
        frame.conditions = conditions
        frame.setup = setup || (depth == 0 && !follow && (Self.isSetupName(function.name) || makerStarts[selfType]?.contains(function.name) == true))
        for parameter in function.parameters {
            frame.locals[parameter.name] = arguments[parameter.name] ?? parameter.type.map { value(ofType: catalog.resolvingNestedAlias($0, in: selfType), owner: nil) } ?? .unknown
        }
        for (name, value) in arguments where frame.locals[name] == nil { frame.locals[name] = value }
        bindHandedClosures(to: function, &frame)
        if body.count == 1, case .expr(let expression)? = body.first?.item {
            frame.returned = evaluate(expression, &frame)
            frame.results.append(frame.returned)
        } else {
            execute(body, &frame)
        }
        runAfterwards(&frame)
        return (frame.steps, frame.returned, frame.results)
    }

    /// While following, what a method is handed when that tells runs apart: a helper re-entered
    /// with another value (`homeTransition(for: nil)` presenting a picker whose choice triggers
    /// `homeTransition(for: TabCoordinator())`) runs again; with the same values it stops.
    static func telling(_ arguments: [String: Value]) -> String {
        let told = arguments.compactMap { name, value -> String? in
            switch value {
            case .nothing, .instance, .enumCase: return "\(name)=\(value)"
            default: return nil
            }
        }
        return told.isEmpty ? "" : "(" + told.sorted().joined(separator: ",") + ")"
    }

    /// The outermost method being run: its key, where it is, and its name for the report.
    private var outermost: (key: String, source: SourceReference, name: String)?

    /// Says once per outermost method that its reading stopped at the run limit.
    private func reportOverBudget() {
        guard let outermost, overBudget.insert(outermost.key).inserted else { return }
        facts.unresolved.append((outermost.source, "reading \(outermost.name) stopped after following \(Self.maxRunsPerOutermost) method calls (the methods it reaches call each other too much to follow all of them): what it does past that is left out"))
    }

    /// Runs statements in order, as the method would.
    func execute(_ items: CodeBlockItemListSyntax, _ frame: inout Frame) {
        for item in items {
            if frame.exited { return }
            switch item.item {
            case .decl(let decl):
                declare(decl, &frame)
            case .stmt(let statement):
                run(statement, &frame)
            case .expr(let expression):
                _ = evaluate(expression, &frame)
            }
        }
    }

    private func declare(_ decl: DeclSyntax, _ frame: inout Frame) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let initializer = binding.initializer?.value else {
                    // `let flow: BuyCoordinator` assigned later: a local, not a property of self.
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        frame.locals[name] = TypeText(binding.typeAnnotation?.type).map { self.value(ofType: $0, owner: nil) } ?? Value.unknown
                    }
                    continue
                }
                var value = evaluate(initializer, &frame)
                if value == .unknown, let type = TypeText(binding.typeAnnotation?.type) { value = self.value(ofType: type, owner: nil) }
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    frame.locals[name] = value
                    frame.aliases[name] = initializer.trimmedText
                    bindLocalClosure(name, to: initializer, &frame)
                } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                    let parts: [Value] = { if case .list(let items) = value { return items } else { return [] } }()
                    for (index, element) in tuple.elements.enumerated() {
                        if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            frame.locals[name] = index < parts.count ? parts[index] : .unknown
                        }
                    }
                }
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in activeClauses(ifConfig) {
                if case .statements(let items)? = clause.elements { execute(items, &frame) }
            }
        }
    }

    /// The `#if` clauses the scan reads (all, or all but `DEBUG` when asked).
    var skipDebug = false
    /// The view each case of each route enum shows, from the app's destination builders
    /// (``Inference/destinationBuilders(unresolved:)``): what a push through a path holder shows.
    var routeViews: [String: [String: String]] = [:]

    func activeClauses(_ ifConfig: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        ifConfig.clauses.filter { clause in
            guard skipDebug, let condition = clause.condition?.trimmedText else { return true }
            return condition != "DEBUG"
        }
    }

    private func run(_ statement: StmtSyntax, _ frame: inout Frame) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            _ = evaluate(expression.expression, &frame)
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let absent = bind(guardStatement.conditions, &frame)
            // The else branch leaves the method: a transition follows the path that goes on,
            // unless what the guard unwraps is known to be absent, or the launch's initial
            // values fail its conditions.
            if !frame.follow {
                execute(guardStatement.body.statements, &frame)
            } else if absent || initialValues?.holds(guardStatement.conditions, in: frame.selfType) == false {
                execute(guardStatement.body.statements, &frame)
                frame.exited = true
            }
        } else if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            if let expression = returnStatement.expression {
                frame.returned = evaluate(expression, &frame)
                frame.results.append(frame.returned)
            }
            if frame.follow { frame.exited = true }
        } else if statement.is(ThrowStmtSyntax.self) {
            if frame.follow { frame.exited = true }
        } else if let forStatement = statement.as(ForStmtSyntax.self) {
            _ = evaluate(forStatement.sequence, &frame)
            execute(forStatement.body.statements, &frame)
        } else if let whileStatement = statement.as(WhileStmtSyntax.self) {
            bind(whileStatement.conditions, &frame)
            execute(whileStatement.body.statements, &frame)
        } else if let repeatStatement = statement.as(RepeatStmtSyntax.self) {
            execute(repeatStatement.body.statements, &frame)
        } else if let deferStatement = statement.as(DeferStmtSyntax.self) {
            execute(deferStatement.body.statements, &frame)
        } else if let doStatement = statement.as(DoStmtSyntax.self) {
            execute(doStatement.body.statements, &frame)
        }
    }

    /// `if let x = …`, `guard let x = … as? T`: binds the names the conditions introduce.
    /// Returns whether one of them unwraps something known to be `nil`.
    @discardableResult
    func bind(_ conditions: ConditionElementListSyntax, _ frame: inout Frame) -> Bool {
        var absent = false
        for condition in conditions {
            switch condition.condition {
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let initializer = binding.initializer?.value {
                    frame.locals[name] = evaluate(initializer, &frame)
                } else if let type = TypeText(binding.typeAnnotation?.type) {
                    frame.locals[name] = value(ofType: type, owner: nil)
                } else if name == "self" {
                    frame.locals[name] = .instance(frame.selfType)
                } else if let local = frame.locals[name] {
                    // `if let option`: the local itself.
                    absent = absent || local == .nothing
                    continue
                } else {
                    // `if let startScreen`: a property of self.
                    frame.locals[name] = self.name(name, &frame)
                }
                if frame.locals[name] == .nothing { absent = true }
            case .expression(let expression):
                _ = evaluate(expression, &frame)
            case .matchingPattern(let pattern):
                _ = evaluate(pattern.initializer.value, &frame)
                bindHeldPayload(pattern, &frame)
            default:
                continue
            }
        }
        return absent
    }

    /// Records something the scan could not resolve, with where and why.
    func unresolved(_ node: some SyntaxProtocol, _ frame: Frame, _ message: String) {
        if let method = holdingReportsFor {
            heldReports.append((method, catalog.reference(node, in: frame.path), message))
        } else {
            facts.unresolved.append((catalog.reference(node, in: frame.path), message))
        }
    }

    func reference(_ node: some SyntaxProtocol, _ frame: Frame) -> SourceReference {
        catalog.reference(node, in: frame.path)
    }
}
