import SwiftSyntax

/// Tab bars filled the ways builder-based apps fill them: mapped from a list of coordinators,
/// filled with navigation controllers their coordinators adopt afterwards, made, styled and
/// presented by the coordinator that owns them.
extension Interpreter {
    /// `coordinators.map { $0.root }`, `flows.map(\.rootViewController)`: each element's member,
    /// in order (a tab bar filled with each child coordinator's container).
    func mapMember(_ items: [Value], with call: FunctionCallExprSyntax, _ frame: inout Frame) -> [Value]? {
        let name: String
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
           closure.statements.count == 1, let item = closure.statements.first?.item, let expression = Self.expression(of: item),
           let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text == (Self.parameterNames(of: closure).first ?? "$0") {
            name = member.declName.baseName.text
        } else if let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
                  let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            name = property.declName.baseName.text
        } else {
            return nil
        }
        return items.map { member(name, of: $0, &frame) }
    }
}

extension Interpreter {
    /// `[feed, search, profile].map { UINavigationController(rootViewController: $0) }`: each
    /// screen through the closure, in order (tabs each wrapped in a stack of its own).
    func mapScreens(_ items: [Value], with call: FunctionCallExprSyntax, _ frame: inout Frame) -> [Value]? {
        // A bare `UIViewController()` among them stands in for a tab (kept so the others keep their place).
        guard !items.isEmpty, items.allSatisfy({ screenType(of: $0) != nil || Self.isPlaceholder($0) }),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        // A placeholder stays one, wrapped or not: it keeps its place, so the tabs after it keep their index.
        let screens = items.filter { !Self.isPlaceholder($0) }
        var mapped = map(screens, through: closure, &frame).makeIterator()
        return items.map { Self.isPlaceholder($0) ? .placeholder("UIViewController") : mapped.next() ?? .unknown }
    }

    /// A bare `UIViewController()`, or a property declared as one.
    static func isPlaceholder(_ value: Value) -> Bool {
        switch value {
        case .placeholder: true
        case .instance(let name): name == "UIViewController"
        default: false
        }
    }

    /// What `closure` returns for each of `items` (bound to its parameter, or `$0`), in order.
    func map(_ items: [Value], through closure: ClosureExprSyntax, _ frame: inout Frame) -> [Value] {
        let parameter = Self.parameterNames(of: closure).first ?? "$0"
        let function = FunctionDecl(name: "closure", parameters: [], returnType: nil, body: closure.statements, isStatic: false, source: reference(closure, frame))
        return items.map { item in
            var arguments = frame.locals
            arguments[parameter] = item
            return run(function, of: frame.selfType, arguments: arguments, follow: frame.follow, depth: frame.depth + 1, setup: isSetup(frame)).returned
        }
    }

    /// `tabBar.viewControllers = [firstNavigation, …]` then `FirstCoordinator(navigationController:
    /// firstNavigation)`: the tab shows the coordinator that adopted the navigation controller.
    func adoptTab(_ local: String, by child: String, _ frame: inout Frame) {
        guard let (owner, index) = frame.tabLocals.removeValue(forKey: local), var entry = facts.tabs[owner], index < entry.tabs.count,
              case .navigation(nil, let screens) = entry.tabs[index].content else { return }
        entry.tabs[index].content = .navigation(owner: child, screens: screens)
        facts.tabs[owner] = entry
    }
}

extension Interpreter {
    /// A tab bar a coordinator makes in its own code (`let tabs = MainTabBarController()`, then
    /// fills, styles and presents) is that coordinator's container.
    func ownTabBar(_ value: Value, _ frame: Frame) -> String? {
        guard case .tabBar(nil) = value, roles.isCoordinatorLike(frame.selfType) else { return nil }
        return frame.selfType
    }
}
