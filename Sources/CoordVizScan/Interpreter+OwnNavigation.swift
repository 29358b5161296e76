import SwiftSyntax

/// Calls on an app's own navigation coordinators (``Roles/ownContainers(in:coordinators:implementers:lineages:)``),
/// read as the navigation they perform: `push(coordinator)` pushes its screen,
/// `setRootCoordinator(coordinator)` puts the stack's root, `setSheetCoordinator(x)` presents and
/// `setSheetCoordinator(nil)` dismisses, `setDetailCoordinator(x)` shows a detail.
extension Interpreter {
    /// The UIKit-style method a call on a stack or split stands for (`push`, `setRoot`,
    /// `present`, `dismiss`, `pop`, `popToRoot`), after noting what the call does that the UIKit
    /// form does not say; "" when the call is read here entirely; nil when it is no such call.
    func ownNavigationMethod(_ method: String, on receiver: Value?, _ call: FunctionCallExprSyntax, arguments: inout [Value], _ frame: inout Frame) -> String? {
        let isSplit: Bool
        switch receiver {
        case .navigation?: isSplit = false
        case .split?: isSplit = true
        default: return nil
        }
        // Only in an app that has such classes; the methods UIKit and routers name are read as ever.
        guard !roles.ownContainers.isEmpty, let verb = Roles.ownNavigationVerb(method) else { return nil }
        if let undeclared = undeclaredScreenCoordinator(arguments.first, call, frame) { arguments[0] = undeclared }
        guard !Self.readNavigationMethods.contains(method) else { return nil }
        let first = arguments.first ?? .unknown
        let clears = call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true
        switch verb {
        case .push: return "push"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .present:
            // A coordinator presenting its own stack, from an action of another's screen: it
            // starts there (its `start()` may do nothing, the flow begins in a route handler).
            if !clears, frame.follow, containerOwner(first) == frame.selfType, roles.isCoordinatorLike(frame.selfType),
               frame.started.insert(frame.selfType).inserted {
                frame.steps.append(ScannedStep(kind: .startChild, target: frame.selfType, source: reference(call, frame)))
            }
            if clears, isSplit {
                // The split has no `dismiss` of its own to read: the sheet over it goes.
                frame.steps.append(ScannedStep(kind: .dismiss, target: "", source: reference(call, frame)))
                return ""
            }
            return clears ? "dismiss" : "present"
        case .setRoot:
            guard !clears, !isSplit else { return "" }
            // A stack made here and not yet shown: filling it shows nothing yet.
            if case .navigation(nil, _)? = receiver { setOwnStackRoot(first, on: receiver, call, &frame); return "" }
            setOwnStackRoot(first, on: receiver, call, &frame)
            return "setRoot"
        case .sidebar, .detail:
            guard isSplit, !clears else { return "" }
            if verb == .detail, frame.follow, let screen = screenType(of: first) {
                frame.steps.append(ScannedStep(kind: .showDetail, target: screen, source: reference(call, frame)))
            } else if !frame.follow, case .split(let owner)? = receiver {
                let splitOwner = owner ?? frame.selfType
                var columns = facts.splits[splitOwner]?.columns ?? []
                if !columns.contains(first) { columns.append(first) }
                facts.splits[splitOwner] = (columns, facts.splits[splitOwner]?.source ?? reference(call, frame))
            }
            return ""
        }
    }

    /// `stack.push(BlockedUsersScreenCoordinator(…))` with a type the sources do not declare: a
    /// screen coordinator whose view cannot be read, so the screen is named after the type (and
    /// said).
    private func undeclaredScreenCoordinator(_ value: Value?, _ call: FunctionCallExprSyntax, _ frame: Frame) -> Value? {
        guard case .instance(let name)? = value, catalog[name] == nil, !roles.isCoordinatorLike(name),
              name.first?.isUppercase == true, !Self.isRouter(name) else { return nil }
        if !frame.follow {
            facts.undeclaredScreenCoordinators.insert(name)
            unresolved(call, frame, "\(name) is shown through a navigation coordinator, but its declaration is not in the sources: the screen is named after it")
        }
        return .navigation(owner: nil, screens: [name])
    }

    /// The navigation methods of UIKit and of routers that ``perform(_:labels:on:arguments:_:_:)`` reads as they are.
    static let readNavigationMethods: Set<String> = [
        "pushViewController", "push", "pushModule", "show", "pushScreen", "setViewControllers", "setViewController", "setRootModule",
        "setRoot", "setRootViewController", "present", "presentModule", "presentViewController", "showModal", "dismiss",
        "dismissModule", "dismissViewController", "popToRootViewController", "popToRootModule", "popToRoot", "popToViewController",
        "popToModule", "popViewController", "popModule", "pop", "showDetailViewController",
    ]

    /// `stack.setRootCoordinator(screenCoordinator)`: a local stack now holds that screen (so
    /// presenting the local presents it), and a coordinator's own stack whose root was not set
    /// while it started gets it here, in the method that fills and shows it.
    private func setOwnStackRoot(_ value: Value, on receiver: Value?, _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        guard let screen = screenType(of: value), case .navigation(let owner, _)? = receiver else { return }
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        if owner == nil, let base, frame.locals[base] != nil {
            frame.locals[base] = .navigation(owner: nil, screens: [screen])
        }
        if let owner, owner == frame.selfType, !isSetup(frame), !frame.follow, facts.stackRoots[owner] == nil {
            facts.stackRoots[owner] = ([screen], reference(call, frame))
        }
    }
}
