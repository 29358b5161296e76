/// The view controller facts the introspector needs. `Mirror` sees the Linux stand-in's stored
/// properties but nothing inside UIKit's own classes, so each platform supplies a reader.
public protocol ViewControllerReading: Sendable {
    /// The kind of view controller, or `nil` when the object is not one.
    func kind(of object: AnyObject) -> ViewControllerKind?
    /// A tab bar controller's view controllers, in tab order.
    func tabs(of tabBarController: AnyObject) -> [AnyObject]
    func selectedIndex(of tabBarController: AnyObject) -> Int?
    /// A navigation controller's stack, bottom to top.
    func stack(of navigationController: AnyObject) -> [AnyObject]
    /// Child view controllers added by containment.
    func children(of viewController: AnyObject) -> [AnyObject]
    /// The view controller presented modally over this one.
    func presented(by viewController: AnyObject) -> AnyObject?
    func title(of viewController: AnyObject) -> String?
    /// The tab bar item's title and image name.
    func tabItem(of viewController: AnyObject) -> (title: String?, icon: String?)
    /// How a presented view controller is shown: `modalPresentationStyle` by name.
    func presentationStyle(of viewController: AnyObject) -> String?
    /// The root view controller of a window, or `nil` when the object is not a window.
    func windowRoot(of object: AnyObject) -> AnyObject?
    /// The view controllers a split or page view controller shows, in order.
    func shown(by container: AnyObject) -> [AnyObject]
}

extension ViewControllerReading {
    public func presentationStyle(of viewController: AnyObject) -> String? { nil }
    public func windowRoot(of object: AnyObject) -> AnyObject? { nil }
    public func shown(by container: AnyObject) -> [AnyObject] { children(of: container) }
}

/// The kinds of view controller the introspector tells apart.
public enum ViewControllerKind: Equatable, Sendable {
    case tabBarController
    case splitViewController
    case navigationController
    case pageViewController
    case plain

    /// Prefers tab bars over split views over navigation stacks over page views over plain
    /// screens when a coordinator holds several.
    var preference: Int {
        switch self {
        case .tabBarController: 0
        case .splitViewController: 1
        case .navigationController: 2
        case .pageViewController: 3
        case .plain: 4
        }
    }
}

/// Reads view controllers by reflection, by UIKit's class and property names. This is how the
/// Linux stand-in (plain Swift classes with UIKit's stored properties) is read.
public struct ReflectionViewControllerReader: ViewControllerReading {
    public init() {}

    public func kind(of object: AnyObject) -> ViewControllerKind? {
        TypeFacts.shared.classFacts(of: object).viewControllerKind
    }

    /// The kind of a view controller whose class and superclasses are `names`.
    static func kind(ofClassNamed names: [String]) -> ViewControllerKind {
        if names.contains("UITabBarController") { return .tabBarController }
        if names.contains("UINavigationController") { return .navigationController }
        if names.contains("UISplitViewController") { return .splitViewController }
        if names.contains("UIPageViewController") { return .pageViewController }
        return .plain
    }

    public func presentationStyle(of viewController: AnyObject) -> String? {
        Reflection.field("modalPresentationStyle", of: viewController).flatMap(Reflection.unwrap).map { String(describing: $0) }
    }

    public func windowRoot(of object: AnyObject) -> AnyObject? {
        guard TypeFacts.shared.classFacts(of: object).isWindow else { return nil }
        return Reflection.field("rootViewController", of: object).flatMap(Reflection.object)
    }

    public func shown(by container: AnyObject) -> [AnyObject] {
        let listed = objects("viewControllers", of: container)
        return listed.isEmpty ? children(of: container) : listed
    }

    static func isViewController(_ classNames: [String]) -> Bool {
        classNames.contains("UIViewController")
    }

    public func tabs(of tabBarController: AnyObject) -> [AnyObject] { objects("viewControllers", of: tabBarController) }
    public func selectedIndex(of tabBarController: AnyObject) -> Int? { Reflection.int(Reflection.field("selectedIndex", of: tabBarController)) }
    public func stack(of navigationController: AnyObject) -> [AnyObject] { objects("viewControllers", of: navigationController) }
    public func children(of viewController: AnyObject) -> [AnyObject] { objects("children", of: viewController) }
    public func presented(by viewController: AnyObject) -> AnyObject? {
        Reflection.field("presentedViewController", of: viewController).flatMap(Reflection.object)
    }
    public func title(of viewController: AnyObject) -> String? { Reflection.string(Reflection.field("title", of: viewController)) }

    public func tabItem(of viewController: AnyObject) -> (title: String?, icon: String?) {
        guard let item = Reflection.field("tabBarItem", of: viewController).flatMap(Reflection.object) else { return (nil, nil) }
        let image = Reflection.field("image", of: item).flatMap(Reflection.object)
        let icon = image.flatMap { Reflection.string(Reflection.field("systemName", of: $0) ?? Reflection.field("name", of: $0)) }
        return (Reflection.string(Reflection.field("title", of: item)), icon)
    }

    private func objects(_ property: String, of object: AnyObject) -> [AnyObject] {
        guard let value = Reflection.field(property, of: object) else { return [] }
        return ObjectReferences.found(in: value, path: property).map(\.object)
    }
}
