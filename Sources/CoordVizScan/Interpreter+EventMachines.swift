import SwiftSyntax

/// Event-driven state machines (SwiftState's `StateMachine`, or an app's wrapper of one): a
/// coordinator installs a handler (`machine.addTransitionHandler { context in switch
/// (context.fromState, context.event, context.toState) { case (_, .showSettings, _): … } }`) and
/// later sends an event (`machine.processEvent(.showSettings)`, `tryEvent`): what the case for that
/// event does happens then, as the installer's code.
extension Interpreter {
    /// Methods that send a machine an event.
    static let eventSenders: Set<String> = ["processEvent", "tryEvent", "fireEvent", "handleEvent", "sendEvent"]

    /// `addTransitionHandler`, `addAnyHandler`, `addHandler`: methods that install a handler (not
    /// an error handler, which runs when no route exists).
    static func installsEventHandler(_ method: String) -> Bool {
        method.hasPrefix("add") && method.hasSuffix("Handler") && !method.lowercased().contains("error")
    }

    /// Reads an install or a send on an event machine; true when the call was one.
    func eventMachineCall(_ method: String, on receiver: Value?, _ call: FunctionCallExprSyntax, arguments: [Value], _ frame: inout Frame) -> Bool {
        guard case .instance(let machine)? = receiver, machine != frame.selfType else { return false }
        let key = "\(frame.selfType)|\(machine)"
        if Self.installsEventHandler(method), let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
            guard !frame.follow else { return true }
            if eventSwitch(in: closure.statements) != nil {
                facts.eventHandlers[key, default: []].append(.init(
                    installer: frame.selfType, parameters: Self.parameterNames(of: closure), statements: closure.statements,
                    forward: nil, path: frame.path, source: reference(closure, frame), captured: frame.locals
                ))
            }
            // Its body is still read for facts (the children its cases make).
            return false
        }
        guard Self.eventSenders.contains(method), let installed = facts.eventHandlers[key], let event = Self.eventName(arguments.first) else { return false }
        guard frame.follow, frame.depth < Self.maxDepth else { return true }
        for handler in installed {
            guard let statements = handler.statements, let (cases, position) = eventSwitch(in: statements),
                  let match = cases.first(where: { Self.caseEvents($0, at: position).contains(event) }) else { continue }
            let function = FunctionDecl(name: "event:\(event)", parameters: [], returnType: nil, body: match.statements, isStatic: false, source: handler.source)
            var bound = handler.captured
            bound.removeValue(forKey: "self")
            frame.steps += run(function, of: handler.installer, arguments: bound, follow: true, depth: frame.depth + 1).steps
        }
        return true
    }

    /// `.showSettings`, `.selectRoom(roomID: …)`: the event's case name.
    private static func eventName(_ value: Value?) -> String? {
        switch value {
        case .enumCase(let name)?: return name
        case .list(let items)?: if case .enumCase(let name)? = items.first { return name }
        default: break
        }
        return nil
    }

    /// The `switch` of a handler over the event (`switch context.event`, or a tuple holding it),
    /// with the position of the event in the tuple (nil: the subject is the event itself).
    private func eventSwitch(in statements: CodeBlockItemListSyntax) -> (cases: [SwitchCaseSyntax], position: Int?)? {
        for node in statements.descendants(SwitchExprSyntax.self) {
            let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            if let tuple = node.subject.as(TupleExprSyntax.self) {
                if let index = tuple.elements.firstIndex(where: { $0.expression.trimmedText.hasSuffix("event") }) {
                    return (cases, tuple.elements.distance(from: tuple.elements.startIndex, to: index))
                }
            } else if node.subject.trimmedText.hasSuffix(".event") {
                return (cases, nil)
            }
        }
        return nil
    }

    /// The event names a case's patterns name at the event's position (`.selectRoom(let id, _)` → `selectRoom`).
    private static func caseEvents(_ switchCase: SwitchCaseSyntax, at position: Int?) -> [String] {
        guard case .case(let label) = switchCase.label else { return [] }
        return label.caseItems.compactMap { item -> String? in
            guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
            var element = expression
            if let position {
                guard let tuple = expression.as(TupleExprSyntax.self), position < tuple.elements.count else { return nil }
                element = tuple.elements[tuple.elements.index(tuple.elements.startIndex, offsetBy: position)].expression
            }
            let text = element.trimmedText
            guard text.hasPrefix(".") else { return nil }
            return String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }
}
