import Foundation
import SwiftSyntax

/// `tabNavigator.setNavigators(tabs)` with `tabs: [Tab: Navigator] = [.feed: feedNavigation, …]`:
/// a dictionary of stacks keyed by enum cases, handed to an app's own method of a tab bar (in an
/// extension of `UITabBarController` or of a protocol it adopts) that orders the entries by an
/// `Int` property of the key (`.sorted { $0.key.index < $1.key.index }`) before setting them as
/// its view controllers. The tabs are the entries in that order, each case's position read from
/// the property's `switch self`. Entries added later (`tabs[.send] = sendNavigation`) count.
extension Interpreter {
    /// Records the tabs the call sets. Returns whether the call is such a method.
    func setTabDictionary(_ method: String, on receiver: Value?, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Bool {
        guard case .tabBar(let known)? = receiver, let argument = call.arguments.first?.expression,
              let function = tabBarExtensionMethod(method), let order = Self.orderingKeyProperty(in: function) else { return false }
        let owner = known ?? frame.selfType
        guard let entries = dictionaryEntries(argument, frame) else {
            unresolved(call, frame, "\(method)(…) sets the tabs of \(owner) from \(argument.trimmedText), whose entries the scan cannot read: the tabs are left out")
            return true
        }
        var placed: [(position: Int, value: Value)] = []
        for (key, value) in entries {
            let caseName = Self.caseName(of: key.trimmedText)
            guard let position = enumIntProperty(order, of: caseName) else {
                unresolved(key, frame, "the tab \(key.trimmedText) of \(owner) has no \(order) the scan can read: the tabs are left out")
                return true
            }
            placed.append((position, evaluate(value, &frame)))
        }
        recordTabs(.list(placed.sorted { $0.position < $1.position }.map(\.value)), owner: owner, call, &frame)
        return true
    }

    /// The app's method of that name with a body on `UITabBarController` (its extensions and the
    /// protocols it adopts).
    func tabBarExtensionMethod(_ method: String) -> FunctionDecl? {
        let owners = ["UITabBarController"] + roles.ancestors(of: "UITabBarController").sorted()
        return owners.lazy.compactMap { owner in self.catalog[owner]?.functions.first { $0.name == method && !$0.isStatic && $0.body != nil } }.first
    }

    /// `.sorted { $0.key.index < $1.key.index }`, `sorted { a, b in a.key.order < b.key.order }`:
    /// the property of the key a method orders a dictionary's entries by.
    static func orderingKeyProperty(in function: FunctionDecl) -> String? {
        guard let body = function.body else { return nil }
        for call in body.descendants(FunctionCallExprSyntax.self) where Roles.calledName(of: call) == "sorted" {
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            guard let text = closure?.statements.trimmedText, let pattern = try? Regex(#"[\w$]+\.key\.(\w+)\s*<\s*[\w$]+\.key\.(\w+)"#),
                  let match = text.firstMatch(of: pattern), let left = match.output[1].substring, left == match.output[2].substring else { continue }
            return String(left)
        }
        return nil
    }

    /// The key and value expressions of a dictionary literal, written in place or bound to a local
    /// of the running method, with the entries its subscript assignments add.
    func dictionaryEntries(_ expression: ExprSyntax, _ frame: Frame) -> [(key: ExprSyntax, value: ExprSyntax)]? {
        func literal(_ expression: ExprSyntax) -> [(key: ExprSyntax, value: ExprSyntax)]? {
            guard let dictionary = expression.as(DictionaryExprSyntax.self) else { return nil }
            guard case .elements(let elements) = dictionary.content else { return [] }
            return elements.map { ($0.key, $0.value) }
        }
        if let entries = literal(expression) { return entries }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let body = frame.function.body else { return nil }
        guard let binding = body.descendants(PatternBindingSyntax.self).first(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }), let initializer = binding.initializer?.value, var entries = literal(initializer) else { return nil }
        for sequence in body.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let subscriptCall = elements[0].as(SubscriptCallExprSyntax.self),
                  subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                  let key = subscriptCall.arguments.first?.expression else { continue }
            entries.removeAll { Self.caseName(of: $0.key.trimmedText) == Self.caseName(of: key.trimmedText) }
            entries.append((key, elements[2]))
        }
        return entries
    }

    /// `var index: Int { switch self { case .vault: return 0 … } }` of the enum declaring the
    /// case: the integer the case's branch returns.
    func enumIntProperty(_ property: String, of caseName: String) -> Int? {
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .enum, type.cases.contains(where: { $0.name == caseName }),
                  let getter = type.properties.first(where: { $0.name == property && !$0.isStatic })?.getter,
                  let switchExpression = getter.descendants(SwitchExprSyntax.self).first,
                  let branch = Self.matchingCase(of: switchExpression, chosen: caseName), let item = branch.statements.last?.item else { continue }
            var expression = Self.expression(of: item)
            if case .stmt(let statement) = item, let returned = statement.as(ReturnStmtSyntax.self) { expression = returned.expression }
            return expression?.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
        }
        return nil
    }
}

extension Interpreter {
    /// `vaultNavigator = vaultNav` in setup code, `vaultNav` being the stack a child was made
    /// with: reading the property later (`guard let vaultNavigator`) gives that child's stack.
    func noteHeldNavigation(_ value: Value, property: String, onSelf: Bool, _ frame: Frame) {
        guard onSelf, isSetup(frame), case .navigation(let owner?, _) = value, owner != frame.selfType, roles.isCoordinator(owner),
              let (declaring, _) = roles.property(property, in: frame.selfType) else { return }
        let key = "\(declaring).\(property)"
        if facts.heldNavigations[key] == nil { facts.heldNavigations[key] = value }
    }
}
