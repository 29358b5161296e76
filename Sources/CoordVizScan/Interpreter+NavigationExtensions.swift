import SwiftSyntax

/// An app's own methods on navigation controllers, declared in an extension of
/// `UINavigationController` or of a protocol it adopts (`stackNavigator.replace(ListView())`,
/// `navigator.push(view, animated:)` wrapping the view in a hosting controller): their bodies
/// run on the stack they are called on, the arguments bound, so what they set, push or present
/// is read as if the caller had written it.
extension Interpreter {
    /// UIKit's calls the scan reads by name: an app's method of the same name runs only when the
    /// scan cannot tell what its first argument shows.
    static let readNavigationCalls: Set<String> = [
        "pushViewController", "push", "pushModule", "show", "pushScreen", "setViewControllers", "setRootModule", "setRoot",
        "setRootViewController", "present", "presentModule", "presentViewController", "showModal", "dismiss", "dismissModule",
        "dismissViewController", "popToRootViewController", "popToRootModule", "popToRoot", "popToViewController", "popToModule",
        "popViewController", "popModule", "pop", "showDetailViewController",
    ]

    /// Runs the app's own `method` on the navigation controller `receiver` stands for. Returns
    /// whether it did.
    func runNavigationExtension(_ method: String, labels: [String], on receiver: Value?, arguments: [Value],
                                _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Bool {
        guard case .navigation? = receiver, frame.depth < Self.maxDepth else { return false }
        if Self.readNavigationCalls.contains(method) {
            let first = arguments.first ?? .unknown
            let told = arguments.isEmpty || screenType(of: first) != nil || coordinatorType(of: first) != nil || containerOwner(first) != nil
            if told { return false }
        }
        guard let function = navigationExtensionMethod(method, labels: labels, arguments: arguments) else { return false }
        let bound = bind(arguments, of: call, to: function)
        let inner = run(function, of: frame.selfType, arguments: bound, follow: frame.follow, depth: frame.depth + 1, setup: frame.setup, implicitReceiver: receiver)
        if frame.follow { frame.steps += inner.steps }
        return true
    }

    /// The app's method of that name with a body on `UINavigationController` (its extensions and
    /// the protocols it adopts) that the written labels and the arguments fit best.
    func navigationExtensionMethod(_ method: String, labels: [String], arguments: [Value]) -> FunctionDecl? {
        let owners = ["UINavigationController"] + roles.ancestors(of: "UINavigationController").sorted()
        let declared = owners.flatMap { owner in (catalog[owner]?.functions ?? []).filter { $0.name == method && !$0.isStatic && $0.body != nil } }
        let exact = declared.filter { $0.parameters.map(\.label) == labels }
        let candidates = exact.isEmpty ? declared.filter { Self.holds($0.parameters.map(\.label), labels) } : exact
        func fits(_ function: FunctionDecl) -> Int {
            zip(function.parameters, arguments).filter { fit($0.1, isClosure: false, to: $0.0) == .fits }.count
        }
        let fitting = candidates.filter { function in
            !zip(function.parameters, arguments).contains { fit($0.1, isClosure: false, to: $0.0) == .misfits }
        }
        return fitting.max { fits($0) < fits($1) }
    }
}

extension Roles {
    /// `protocol StackNavigating` that `extension UINavigationController: StackNavigating` adopts
    /// (and no coordinator or screen does): a value declared as it is a navigation controller.
    func isNavigationProtocol(_ name: String) -> Bool { navigationProtocols.contains(name) }

    /// `protocol TabNavigating` that `extension UITabBarController: TabNavigating` adopts: a value
    /// declared as it is a tab bar.
    func isTabBarProtocol(_ name: String) -> Bool { tabBarProtocols.contains(name) }

    /// A protocol of the app that containers of one kind adopt, and no coordinator or screen
    /// (worked out once for every protocol when the roles are made).
    func isContainerProtocol(_ name: String, _ isContainer: (String) -> Bool) -> Bool {
        guard catalog[name]?.kind == .protocol, !isCoordinatorLike(name) else { return false }
        let adopters = (implementers[name] ?? []).filter { catalog[$0]?.kind != .protocol }
        return adopters.contains(where: isContainer)
            && !adopters.contains { !isContainer($0) && (isScreen($0) || isNavigation($0) || isTabBar($0)) }
    }
}
