import SwiftSyntax

/// Helpers that take a screen and share a name with UIKit's navigation calls
/// (`present(_ viewController: UIViewController, animated:completion:)` in a coordinator protocol's
/// extension): what they do with the screen is in their body, which may wrap it in a navigation
/// controller, make it the root of an empty stack, or present it over the top screen.
extension Interpreter {
    /// Runs the coordinator's own helper named `method` with its first parameter bound to the
    /// screen passed, when the coordinator has one taking a view controller. Returns whether it did.
    func runScreenHelper(_ method: String, labels: [String], arguments: [Value], receiver: Value?, _ frame: inout Frame) -> Bool {
        guard receiver == nil, frame.depth < Self.maxDepth, roles.isCoordinatorLike(frame.selfType),
              let first = arguments.first, screenType(of: first) != nil,
              let helper = ownHelper(method, labels: labels, in: frame.selfType, firstParameter: isViewControllerType) else { return false }
        var bound: [String: Value] = [:]
        for (parameter, value) in zip(helper.parameters, arguments) { bound[parameter.name] = value }
        let inner = run(helper, of: frame.selfType, arguments: bound, follow: frame.follow, depth: frame.depth + 1, setup: frame.setup)
        if frame.follow { frame.steps += inner.steps }
        return true
    }

    /// Whether `type` (a coordinator) declares its own `method` with these labels, with a body,
    /// whose first parameter is no view controller: a call of it on `self` is that method, not
    /// UIKit's or a router's navigation call of the same name (`show(_:sender:)`, `push(_:)`).
    func ownMethodShadowsNavigation(_ method: String, labels: [String], in type: String) -> Bool {
        guard roles.isCoordinatorLike(type), let (_, helper) = roles.function(method, labels: labels, in: type),
              helper.body != nil, let first = helper.parameters.first, let firstType = first.type else { return false }
        return !isViewControllerType(firstType.name) && !roles.isNavigation(firstType.name)
    }

    /// `UIViewController`, or a screen type.
    func isViewControllerType(_ name: String) -> Bool {
        name == "UIViewController" || (roles.isScreen(name) && !roles.isNavigation(name))
    }

    /// The top screen of a coordinator's own navigation controller while its `start()` runs and
    /// nothing has been put on it yet: not there (`guard let top = navigationController.topViewController
    /// else { navigationController.viewControllers = [vc] }` takes its else).
    func emptyStackTop(_ owner: String?, screens: [String]) -> Value? {
        guard let owner, screens.isEmpty, starting[owner] == false,
              !facts.sharedNavigation.contains(where: { $0.child == owner }) else { return nil }
        return .nothing
    }

    /// A screen went onto `owner`'s stack while its `start()` runs.
    func noteFilled(_ owner: String?) {
        if let owner, starting[owner] != nil { starting[owner] = true }
    }
}
