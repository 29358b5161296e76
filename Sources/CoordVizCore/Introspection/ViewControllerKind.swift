/// How the introspector recognises UIKit containers from class names, so the same rules work on
/// UIKit itself and on the Linux stand-in.
enum ViewControllerKind: Equatable {
    case tabBarController
    case navigationController
    case plain

    /// Classifies an object by its class hierarchy; `nil` when it is not a view controller.
    static func of(_ object: AnyObject) -> ViewControllerKind? {
        let names = Reflection.classNames(of: object)
        guard isViewController(names) else { return nil }
        if names.contains("UITabBarController") { return .tabBarController }
        if names.contains("UINavigationController") { return .navigationController }
        return .plain
    }

    static func isViewController(_ classNames: [String]) -> Bool {
        classNames.contains("UIViewController")
    }

    /// Prefers tab bars over navigation stacks over plain screens when a coordinator holds several.
    var preference: Int {
        switch self {
        case .tabBarController: 0
        case .navigationController: 1
        case .plain: 2
        }
    }
}
