import SwiftSyntax

/// Where a followed path forks — an `if`, a `switch` over a value the scan cannot tell, a call
/// whose receiver may be one of several coordinators, a closure property with several installers
/// — and which way one run takes at each fork. A transition's runs enumerate the ways.
struct BranchPlan {
    /// The alternative taken at each fork (by key); forks not named take their first.
    var choices: [String: Int] = [:]
    /// The forks met in this run, in order, with how many ways each has.
    var met: [(key: String, count: Int)] = []
    /// What the ways taken stand for (`isCollapsed`, `not isCollapsed`), in order.
    var taken: [String] = []
}

extension Interpreter {
    /// The way this run takes at a fork with `count` ways; the fork is remembered so other runs
    /// can take the other ways. Without a plan (reading facts) every way is the first.
    func choose(_ node: some SyntaxProtocol, _ frame: Frame, ways count: Int, describe: (Int) -> String?) -> Int {
        guard count > 1, plan != nil else { return 0 }
        let key = "\(frame.path)#\(node.positionAfterSkippingLeadingTrivia.utf8Offset)"
        if !plan!.met.contains(where: { $0.key == key }) { plan!.met.append((key, count)) }
        let way = min(plan!.choices[key] ?? 0, count - 1)
        if let text = describe(way), !plan!.taken.contains(text) { plan!.taken.append(text) }
        return way
    }

    /// Runs every way through `run` (at most `limit` runs), each with its own plan: the steps of
    /// each distinct way, with what its forks stand for.
    func enumeratePaths(limit: Int = 16, _ run: () -> [ScannedStep]) -> [(steps: [ScannedStep], conditions: [String])] {
        var results: [(steps: [ScannedStep], conditions: [String])] = []
        var queue: [[String: Int]] = [[:]]
        var tried: Set<[String: Int]> = [[:]]
        var runs = 0
        while !queue.isEmpty, runs < limit {
            let choices = queue.removeFirst()
            runs += 1
            plan = BranchPlan(choices: choices)
            let steps = run()
            let met = plan!.met
            let taken = plan!.taken
            plan = nil
            results.append((steps, taken))
            for (key, count) in met where choices[key] == nil {
                for way in 1..<count {
                    var next = choices
                    next[key] = way
                    if tried.insert(next).inserted { queue.append(next) }
                }
            }
        }
        return results
    }

    /// `if` / `else if` / `else`: while following a transition, one way per run; while reading
    /// facts, every branch, each under its condition.
    func runIf(_ node: IfExprSyntax, _ frame: inout Frame) {
        let condition = Self.conditionText(node.conditions)
        let present = unwrapsKnownCoordinator(node.conditions, frame) || unwrapsKnownCase(node.conditions, frame)
        let absent = bind(node.conditions, &frame)
        if frame.follow {
            // `if let x` over a `nil`, or over a coordinator known to be there, goes one way only;
            // so does a condition the launch flags' initial values decide.
            let way = absent ? 1 : present ? 0 : initialValues?.holds(node.conditions, in: frame.selfType).map { $0 ? 0 : 1 }
                ?? choose(node, frame, ways: 2) { way in condition.map { way == 0 ? $0 : Self.negated($0) } }
            if way == 0 {
                execute(node.body.statements, &frame)
            } else {
                runElse(node.elseBody, &frame)
            }
            return
        }
        // What a child made here exists under: an `if let` states that its value is there.
        let stated = condition ?? Self.presenceText(node.conditions)
        frame.conditions.append(stated ?? "")
        execute(node.body.statements, &frame)
        frame.conditions.removeLast()
        frame.conditions.append(stated.map(Self.negated) ?? "")
        runElse(node.elseBody, &frame)
        frame.conditions.removeLast()
    }

    /// `if let enforced = enforcedSection` over a parameter handed a case (`.cart(.home)`): it is there.
    private func unwrapsKnownCase(_ conditions: ConditionElementListSyntax, _ frame: Frame) -> Bool {
        guard frame.follow, conditions.count == 1, case .optionalBinding(let binding)? = conditions.first?.condition,
              let bound = binding.initializer.flatMap({ $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text })
                ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = frame.locals[bound] else { return false }
        return Self.chosenCase(of: value) != nil
    }

    private func runElse(_ elseBody: IfExprSyntax.ElseBody?, _ frame: inout Frame) {
        switch elseBody {
        case .codeBlock(let block)?: execute(block.statements, &frame)
        case .ifExpr(let nested)?: runIf(nested, &frame)
        case nil: break
        }
    }

    /// A condition a reader can check: boolean expressions only (`if let` and `if case` bind
    /// values, they state no run-time condition worth a `when`).
    static func conditionText(_ conditions: ConditionElementListSyntax) -> String? {
        var parts: [String] = []
        for element in conditions {
            guard case .expression(let expression) = element.condition else { return nil }
            parts.append(expression.trimmedText.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// The condition an `if` holds under when it binds values: `if let option` → `option != nil`,
    /// `if let link = launchLink, link.isValid` → `launchLink != nil && link.isValid`. Nil for a
    /// pattern (`if case`), which names no single condition a reader can check.
    static func presenceText(_ conditions: ConditionElementListSyntax) -> String? {
        var parts: [String] = []
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                parts.append(expression.trimmedText.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            case .optionalBinding(let binding):
                let value = binding.initializer?.value.trimmedText ?? binding.pattern.trimmedText
                parts.append("\(value.split(whereSeparator: \.isWhitespace).joined(separator: " ")) != nil")
            default:
                return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// `isCollapsed` → `not isCollapsed`; `!flag` → `flag`; `option != nil` → `option == nil`.
    static func negated(_ condition: String) -> String {
        if condition.hasPrefix("!"), !condition.contains(" ") { return String(condition.dropFirst()) }
        if condition.hasSuffix(" != nil"), !condition.contains("&&"), !condition.contains("||") {
            return String(condition.dropLast(" != nil".count)) + " == nil"
        }
        return "not \(condition)"
    }

    /// The condition a child made now exists under: setup code's `if` only (a child an action
    /// makes exists because the user acted, not under a condition).
    func setupCondition(_ frame: Frame) -> String? {
        isSetup(frame) ? currentCondition(frame) : nil
    }

    /// The conditions a fact found now holds under, or nil when there are none (or one the scan
    /// cannot state).
    func currentCondition(_ frame: Frame) -> String? {
        guard !frame.conditions.isEmpty, !frame.conditions.contains("") else { return nil }
        return frame.conditions.joined(separator: " && ")
    }
}
