import Foundation
import CoordVizCore
import UIKitStandIn

// Coordinator trees in the shapes production apps have, none of them configured for coordviz.

/// Children behind a struct, an enum payload (plain and indirect) and a tuple.
struct ChildEntry {
    let tag: String
    let coordinator: LeafCoordinator
}
enum FlowSlot {
    case idle
    case running(LeafCoordinator)
}
indirect enum FlowChain {
    case end
    case step(LeafCoordinator, next: FlowChain)
}
final class ValueHoldingCoordinator {
    var entries: [ChildEntry] = [ChildEntry(tag: "a", coordinator: LeafCoordinator())]
    var slot: FlowSlot = .running(LeafCoordinator())
    var idleSlot: FlowSlot = .idle
    var chain: FlowChain = .step(LeafCoordinator(), next: .step(LeafCoordinator(), next: .end))
    var pair: (first: LeafCoordinator, count: Int) = (LeafCoordinator(), 1)
}

/// A weak box in a struct: the reference is weak whatever holds the box.
struct WeakBox {
    weak var value: AnyObject?
}
final class BoxedParentCoordinator {
    var child = BoxedChildCoordinator()
    init() { child.parent = WeakBox(value: self) }
}
final class BoxedChildCoordinator {
    var parent = WeakBox(value: nil)
}

/// A router object between coordinators and the navigation controller they push onto.
final class Router {
    let rootController: UINavigationController
    private var completions: [String: () -> Void] = [:]
    init(rootController: UINavigationController) { self.rootController = rootController }
    func push(_ screen: UIViewController) { rootController.pushViewController(screen, animated: false) }
}
final class RoutedAppCoordinator {
    let router: Router
    var childCoordinators: [any RoutedFlow] = []
    init() {
        let first = UIViewController()
        first.title = "Start"
        router = Router(rootController: UINavigationController(rootViewController: first))
        let auth = AuthFlow(router: router)
        childCoordinators.append(auth)
        auth.start()
    }
}
protocol RoutedFlow: AnyObject {}
/// Named like no coordinator, and held in an array typed by a protocol that is not named like
/// one either: found because it has `childCoordinators`.
final class AuthFlow: RoutedFlow {
    let router: Router
    var childCoordinators: [any RoutedFlow] = []
    init(router: Router) { self.router = router }
    func start() {
        let login = LoginScreen()
        login.flow = self
        router.push(login)
    }
}
final class LoginScreen: UIViewController {
    weak var flow: AuthFlow?
}

/// A child coordinator pushing onto its parent's navigation controller, and one presenting its
/// own navigation controller modally.
final class ShopCoordinator {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    var childCoordinators: [AnyObject] = []
    func buy() {
        let child = BuyCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
    func settings() {
        let child = SettingsCoordinator()
        childCoordinators.append(child)
        navigationController.viewControllers[navigationController.viewControllers.count - 1]
            .present(child.navigationController, animated: false)
    }
}
final class BuyCoordinator {
    let navigationController: UINavigationController
    weak var parentCoordinator: ShopCoordinator?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let screen = BuyScreen()
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: false)
    }
}
final class BuyScreen: UIViewController {
    weak var coordinator: BuyCoordinator?
}
final class SettingsCoordinator {
    let navigationController = UINavigationController(rootViewController: SettingsScreen())
}
final class SettingsScreen: UIViewController {}

/// A tab bar subclass at the root that owns its coordinators; one tab is a plain stack no
/// coordinator owns, titled only by its root screen.
final class MainTabBarController: UITabBarController {
    let feed = FeedTabCoordinator()
    let library = LibraryCoordinator()
    init(selecting index: Int = 0) {
        super.init(nibName: nil, bundle: nil)
        let about = UIViewController()
        about.title = "About"
        viewControllers = [feed.navigationController, UINavigationController(rootViewController: about), library.navigationController]
        selectedIndex = index
    }

    required init?(coder: NSCoder) { nil }
}
final class FeedTabCoordinator {
    let navigationController: UINavigationController
    init() {
        let screen = UIViewController()
        screen.title = "Feed"
        navigationController = UINavigationController(rootViewController: screen)
    }
}
final class LibraryCoordinator {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    init() { navigationController.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 2) }
}

/// A child flow with a tab bar of its own.
final class OuterCoordinator {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let inner = InnerTabsCoordinator()
}
final class InnerTabsCoordinator {
    let tabBarController = UITabBarController()
    let first = FeedTabCoordinator()
    init() { tabBarController.viewControllers = [first.navigationController] }
}

/// A child only a closure can hand out: reflection cannot call it.
final class FactoryHoldingCoordinator {
    struct Lookup { let current: () -> AnyObject }
    let lookup: Lookup
    init() {
        let hidden = LeafCoordinator()
        lookup = Lookup(current: { hidden })
    }
}

/// An app delegate that owns a window and the app coordinator.
final class SceneDelegateLike {
    let window = UIWindow()
    let appCoordinator = FeedTabCoordinator()
    init() { window.rootViewController = appCoordinator.navigationController }
}

/// A split view whose master column a child coordinator runs, and whose detail is a stack of
/// its own.
final class SplitOwnerCoordinator {
    let split = UISplitViewController()
    let master = FeedTabCoordinator()
    init() {
        split.viewControllers = [master.navigationController, UINavigationController(rootViewController: UIViewController())]
    }
}

/// View controllers nested by containment deeper than the walk describes.
final class DeeplyContainingCoordinator {
    let root = UIViewController()
    init(depth: Int) {
        var host = root
        for _ in 0..<depth {
            let inner = UIViewController()
            let split = UISplitViewController()
            split.viewControllers = [inner]
            host.addChild(split)
            host = inner
        }
    }
}
