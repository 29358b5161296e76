import SwiftSyntax

/// The values an app starts with, read from literals alone: a flag declared with one
/// (`var isSignedIn = false`, in a type or at file level), a computed property or a static
/// function returning from a `switch` or `if` over such flags (a launch instructor's
/// `configure(tutorialWasShown: Bool = onboardingWasShown, …)`, its defaults included). It tells
/// which way the launch code goes on the first run. What the app stored on an earlier run is not
/// there yet on the first: `UserDefaults` reads give their defaults (`false`, `0`, `nil`), also
/// through a settings service whose getter reads them. Anything else only known at run time (a
/// service's answer, a parameter) is `nil`, and the scan then goes every way.
struct InitialValues {
    let catalog: TypeCatalog

    /// A value known before the app runs.
    indirect enum Constant: Equatable {
        case bool(Bool)
        case integer(Int)
        case string(String)
        case enumCase(String)
        case tuple([Constant])
        /// `nil`: an optional with nothing in it.
        case absent
    }

    /// How deep property reads and calls are followed.
    private static let maxDepth = 8

    /// The case of `node` (its index among the `case` and `default` clauses) the subject's
    /// initial value runs, when it and every case before the matching one can be told.
    func way(of node: SwitchExprSyntax, in selfType: String) -> Int? {
        guard let subject = value(of: node.subject, in: selfType, bound: [:], depth: 0) else { return nil }
        return matchingCase(node, subject, in: selfType)
    }

    /// Whether every condition of an `if` holds at launch, when each can be told.
    func holds(_ conditions: ConditionElementListSyntax, in selfType: String) -> Bool? {
        holds(conditions, in: selfType, bound: [:], depth: 0)
    }

    /// Each condition: a flag told from literals, or an `if let` over a value known to be there
    /// or not (only its absence can be told: `if let token = defaults.string(forKey:)`).
    private func holds(_ conditions: ConditionElementListSyntax, in selfType: String?, bound: [String: Constant], depth: Int) -> Bool? {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard case .bool(let flag)? = value(of: expression, in: selfType, bound: bound, depth: depth) else { return nil }
                if !flag { return false }
            case .optionalBinding(let binding):
                let source = binding.initializer?.value ?? binding.pattern.as(IdentifierPatternSyntax.self).map { ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier)) }
                guard let source, value(of: source, in: selfType, bound: bound, depth: depth) == .absent else { return nil }
                return false
            default:
                return nil
            }
        }
        return true
    }

    // MARK: Expressions

    private func value(of expression: ExprSyntax, in selfType: String?, bound: [String: Constant], depth: Int) -> Constant? {
        guard depth < Self.maxDepth else { return nil }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return .absent }
        if let forced = expression.as(TryExprSyntax.self) { return value(of: forced.expression, in: selfType, bound: bound, depth: depth) }
        if let unwrapped = expression.as(OptionalChainingExprSyntax.self) { return value(of: unwrapped.expression, in: selfType, bound: bound, depth: depth) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text).map(Constant.integer) }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let parts = literal.segments.compactMap { segment -> String? in
                if case .stringSegment(let text) = segment { return text.content.text }
                return nil
            }
            return parts.count == literal.segments.count ? .string(parts.joined()) : nil
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            var values: [Constant] = []
            for element in tuple.elements {
                guard let known = value(of: element.expression, in: selfType, bound: bound, depth: depth) else { return nil }
                values.append(known)
            }
            return values.count == 1 ? values[0] : .tuple(values)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
           case .bool(let operand)? = value(of: prefix.expression, in: selfType, bound: bound, depth: depth) {
            return .bool(!operand)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return binary(sequence, in: selfType, bound: bound, depth: depth) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let known = bound[name] { return known }
            if let selfType, let known = property(name, of: selfType, depth: depth) { return known }
            return fileVariable(name, near: Syntax(expression), depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .enumCase(name) }
            if base.trimmedText == "self", let selfType { return property(name, of: selfType, depth: depth) }
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let decl = catalog[type] {
                if decl.kind == .enum, decl.cases.contains(where: { $0.name == name }) { return .enumCase(name) }
                return property(name, of: type, depth: depth)
            }
            // `selected.isSome`, `token.isNil`: the usual names of a presence check on an optional.
            if let presence = Self.presenceMembers[name] {
                guard let operand = value(of: base, in: selfType, bound: bound, depth: depth) else { return nil }
                return .bool((operand == .absent) != presence)
            }
            // `settings.hasSeenTour`: a property of what a property of the running type holds.
            if let selfType, let held = heldType(of: base, in: selfType) { return property(name, of: held, depth: depth) }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if Self.readsLaunchArguments(call.calledExpression) { return .bool(false) }
            if let stored = Self.firstLaunchDefault(of: call) { return stored }
            return result(of: call, in: selfType, bound: bound, depth: depth)
        }
        return nil
    }

    /// `LaunchArgumentsHandler.shouldSkipOnboarding()`, `CommandLine.arguments.contains(…)`,
    /// `ProcessInfo.processInfo.arguments.contains(…)`: a check of the arguments a test run
    /// launches the app with, which a person opening the app never passes.
    static func readsLaunchArguments(_ callee: ExprSyntax) -> Bool {
        let text = callee.trimmedText.filter { !$0.isWhitespace }
        return text.contains("LaunchArgument") || text.contains("launchArgument") || text.hasPrefix("CommandLine.arguments.")
            || text.hasSuffix("processInfo.arguments.contains")
    }

    /// Members reading whether an optional holds a value (true) or not (false).
    static let presenceMembers: [String: Bool] = ["isSome": true, "hasValue": true, "isNil": false, "isNone": false]

    /// `UserDefaults.standard.bool(forKey: "onboarded")`, `defaults.string(forKey:)`: what a
    /// stored value reads as on the first launch, before anything was stored: the defaults'
    /// default (`false`, `0`, nothing).
    static func firstLaunchDefault(of call: FunctionCallExprSyntax) -> Constant? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              call.arguments.first?.label?.text == "forKey" else { return nil }
        let receiver = base.trimmedText.filter { !$0.isWhitespace }
        let last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        guard receiver.contains("UserDefaults") || last.lowercased().hasSuffix("defaults") else { return nil }
        switch member.declName.baseName.text {
        case "bool": return .bool(false)
        case "integer": return .integer(0)
        case "object", "string", "data", "array", "dictionary", "stringArray", "url", "value": return .absent
        default: return nil
        }
    }

    /// The type whose instance `base` (a property of `selfType`, or `self.property`) holds: its
    /// declared type, or for a protocol the one type in the sources adopting it.
    private func heldType(of base: ExprSyntax, in selfType: String) -> String? {
        guard let name = base.ownMemberName else { return nil }
        guard let type = declaration(of: name, from: selfType)?.property.type?.name, let held = catalog[type] else { return nil }
        guard held.kind == .protocol else { return type }
        let adopters = catalog.order.filter { candidate in
            guard let decl = catalog[candidate], decl.kind == .class || decl.kind == .struct else { return false }
            return decl.inherits.contains(type)
        }
        return adopters.count == 1 ? adopters[0] : nil
    }

    /// `a && b`, `a || b`, `a == b`, `a != b`, with one kind of operator.
    private func binary(_ sequence: SequenceExprSyntax, in selfType: String?, bound: [String: Constant], depth: Int) -> Constant? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        // `defaults.object(forKey: "seen") as? Bool`: nothing stays nothing.
        if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            return value(of: elements[0], in: selfType, bound: bound, depth: depth) == .absent ? .absent : nil
        }
        let operators = Set(stride(from: 1, to: elements.count, by: 2).compactMap { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text })
        guard operators.count == 1, let op = operators.first else { return nil }
        var operands: [Constant] = []
        for index in stride(from: 0, to: elements.count, by: 2) {
            guard let operand = value(of: elements[index], in: selfType, bound: bound, depth: depth) else { return nil }
            operands.append(operand)
        }
        switch op {
        case "&&", "||":
            let flags = operands.compactMap { operand -> Bool? in
                if case .bool(let flag) = operand { return flag }
                return nil
            }
            guard flags.count == operands.count else { return nil }
            return .bool(op == "&&" ? flags.allSatisfy { $0 } : flags.contains(true))
        case "==", "!=":
            guard operands.count == 2 else { return nil }
            return .bool((operands[0] == operands[1]) == (op == "=="))
        default:
            return nil
        }
    }

    /// A property's launch value: a computed one's result, a stored one's literal initializer,
    /// found on the type or the types it inherits from.
    private func property(_ name: String, of type: String, depth: Int) -> Constant? {
        guard let (owner, property) = declaration(of: name, from: type) else { return nil }
        if let getter = property.getter { return result(of: getter, in: owner, bound: [:], depth: depth + 1) }
        return property.initializer.flatMap { value(of: $0, in: owner, bound: [:], depth: depth + 1) }
    }

    /// The property `name` as the type or the first type it inherits from declares it.
    private func declaration(of name: String, from type: String) -> (owner: String, property: PropertyDecl)? {
        var queue = [type]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted, let decl = catalog[next] else { continue }
            if let property = decl.property(name) { return (next, property) }
            queue += decl.inherits
        }
        return nil
    }


    /// A variable declared at the top level of the file `node` is in, with a literal initializer.
    private func fileVariable(_ name: String, near node: Syntax, depth: Int) -> Constant? {
        guard let file = node.root.as(SourceFileSyntax.self) else { return nil }
        for item in file.statements {
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer.flatMap { value(of: $0.value, in: nil, bound: [:], depth: depth + 1) }
            }
        }
        return nil
    }

    // MARK: Calls and bodies

    /// What a call returns: `.case(…)` builds that case; a function of the type named (or of
    /// `selfType`) returns what its body returns, its parameters bound to the arguments or to
    /// their defaults.
    private func result(of call: FunctionCallExprSyntax, in selfType: String?, bound: [String: Constant], depth: Int) -> Constant? {
        let name: String
        let owner: String?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            guard let base = member.base else { return .enumCase(name) }
            if base.trimmedText == "self" {
                owner = selfType
            } else if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, catalog[type] != nil {
                if catalog[type]?.kind == .enum, catalog[type]?.cases.contains(where: { $0.name == name }) == true { return .enumCase(name) }
                owner = type
            } else {
                return nil
            }
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            owner = selfType
        } else {
            return nil
        }
        guard let owner, let function = catalog[owner]?.functions.first(where: { $0.name == name && $0.body != nil }),
              let body = function.body,
              let declaration = body.parent?.parent?.as(FunctionDeclSyntax.self) else { return nil }
        var parameters: [String: Constant] = [:]
        var arguments = Array(call.arguments)
        for parameter in declaration.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            let inner = parameter.secondName?.text ?? label
            let given: ExprSyntax?
            if let index = arguments.firstIndex(where: { ($0.label?.text ?? "_") == label }) {
                given = arguments.remove(at: index).expression
            } else {
                given = nil
            }
            if let given {
                guard let known = value(of: given, in: selfType, bound: bound, depth: depth + 1) else { return nil }
                parameters[inner] = known
            } else if let fallback = parameter.defaultValue?.value {
                guard let known = value(of: fallback, in: owner, bound: [:], depth: depth + 1) else { return nil }
                parameters[inner] = known
            } else {
                return nil
            }
        }
        return result(of: body, in: owner, bound: parameters, depth: depth + 1)
    }

    /// What a body returns: its `return`, the case of a `switch` it runs, the branch of an `if`.
    private func result(of items: CodeBlockItemListSyntax, in selfType: String?, bound: [String: Constant], depth: Int) -> Constant? {
        if case .returned(let value) = outcome(of: items, in: selfType, bound: bound, depth: depth) { return value }
        return nil
    }

    /// How running a body ends: it returns a value told from literals, it runs to its end, or
    /// the scan cannot tell.
    private enum Outcome {
        case returned(Constant)
        case ranToEnd
        case unknown
    }

    private func outcome(of items: CodeBlockItemListSyntax, in selfType: String?, bound: [String: Constant], depth: Int) -> Outcome {
        guard depth < Self.maxDepth else { return .unknown }
        var bound = bound
        for item in items {
            let expression: ExprSyntax
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    bound[name] = binding.initializer.flatMap { value(of: $0.value, in: selfType, bound: bound, depth: depth) }
                }
                continue
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return returned.expression.flatMap { value(of: $0, in: selfType, bound: bound, depth: depth) }.map(Outcome.returned) ?? .unknown
                }
                // `guard let stored = defaults.data(forKey:) … else { return nil }`.
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    guard let passes = holds(guardStatement.conditions, in: selfType, bound: bound, depth: depth) else { return .unknown }
                    if passes { continue }
                    return outcome(of: guardStatement.body.statements, in: selfType, bound: bound, depth: depth + 1)
                }
                guard let inner = statement.as(ExpressionStmtSyntax.self)?.expression else { return .unknown }
                expression = inner
            case .expr(let inner):
                expression = inner
            }
            if let node = expression.as(SwitchExprSyntax.self) {
                guard let subject = value(of: node.subject, in: selfType, bound: bound, depth: depth),
                      let way = matchingCase(node, subject, in: selfType, bound: bound, depth: depth) else { return .unknown }
                let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
                let ran = outcome(of: cases[way].statements, in: selfType, bound: bound, depth: depth + 1)
                if case .ranToEnd = ran { continue }
                return ran
            }
            if let node = expression.as(IfExprSyntax.self) {
                let ran = outcome(of: node, in: selfType, bound: bound, depth: depth)
                if case .ranToEnd = ran { continue }
                return ran
            }
            // The one expression of a body is what it returns (`var flag: Bool { isSignedIn }`).
            if items.count == 1 { return value(of: expression, in: selfType, bound: bound, depth: depth).map(Outcome.returned) ?? .unknown }
        }
        return .ranToEnd
    }

    private func outcome(of node: IfExprSyntax, in selfType: String?, bound: [String: Constant], depth: Int) -> Outcome {
        guard let passes = holds(node.conditions, in: selfType, bound: bound, depth: depth) else { return .unknown }
        if !passes {
            switch node.elseBody {
            case .codeBlock(let block)?: return outcome(of: block.statements, in: selfType, bound: bound, depth: depth + 1)
            case .ifExpr(let nested)?: return outcome(of: nested, in: selfType, bound: bound, depth: depth + 1)
            case nil: return .ranToEnd
            }
        }
        return outcome(of: node.body.statements, in: selfType, bound: bound, depth: depth + 1)
    }

    // MARK: Patterns

    /// The index of the first case whose pattern matches `subject`; nil when a case before it
    /// cannot be told (a `where` clause, a pattern of another kind).
    private func matchingCase(_ node: SwitchExprSyntax, _ subject: Constant, in selfType: String?, bound: [String: Constant] = [:], depth: Int = 0) -> Int? {
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        for (index, switchCase) in cases.enumerated() {
            switch switchCase.label {
            case .default:
                return index
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let matches = matches(item.pattern, subject, in: selfType, bound: bound, depth: depth) else { return nil }
                    if matches { return index }
                }
            }
        }
        return nil
    }

    private func matches(_ pattern: PatternSyntax, _ value: Constant, in selfType: String?, bound: [String: Constant], depth: Int) -> Bool? {
        if pattern.is(WildcardPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return matches(binding.pattern, value, in: selfType, bound: bound, depth: depth) }
        if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression { return matches(expression, value, in: selfType, bound: bound, depth: depth) }
        return nil
    }

    private func matches(_ expression: ExprSyntax, _ value: Constant, in selfType: String?, bound: [String: Constant], depth: Int) -> Bool? {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let pattern = expression.as(PatternExprSyntax.self) { return matches(pattern.pattern, value, in: selfType, bound: bound, depth: depth) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let values) = value, values.count == tuple.elements.count else { return false }
            var all = true
            for (element, item) in zip(tuple.elements, values) {
                guard let matched = matches(element.expression, item, in: selfType, bound: bound, depth: depth) else { return nil }
                all = all && matched
            }
            return all
        }
        // `.signedIn(let user)`: the case, whatever it carries.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return value == .enumCase(member.declName.baseName.text)
        }
        guard let pattern = self.value(of: expression, in: selfType, bound: bound, depth: depth) else { return nil }
        return pattern == value
    }
}
