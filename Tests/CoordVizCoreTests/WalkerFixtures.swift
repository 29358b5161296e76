import CoordVizCore
import UIKitStandIn

// Small coordinator trees, one per case the walker must handle. Names end in `Coordinator`, so
// the default predicate finds them with no configuration.

final class LeafCoordinator: Hashable {
    weak var parent: AnyObject?
    static func == (lhs: LeafCoordinator, rhs: LeafCoordinator) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

protocol FeatureCoordinating: AnyObject {}
final class FeatureCoordinator: FeatureCoordinating {}

final class CollectionsCoordinator {
    var optionalChild: LeafCoordinator? = LeafCoordinator()
    var noChild: LeafCoordinator?
    var list: [LeafCoordinator] = [LeafCoordinator(), LeafCoordinator()]
    var byName: [String: LeafCoordinator] = ["b": LeafCoordinator(), "a": LeafCoordinator()]
    var unique: Set<LeafCoordinator> = [LeafCoordinator()]
    var existential: any FeatureCoordinating = FeatureCoordinator()
    var title = "not a coordinator"
}

class BaseFlowCoordinator {
    var childCoordinators: [BaseFlowCoordinator] = []
    var didFinish: ((BaseFlowCoordinator) -> Void)?
    var rootViewController = UIViewController()
}
final class ShellCoordinator: BaseFlowCoordinator {}
final class PageCoordinator: BaseFlowCoordinator {}

final class SharedOwnerCoordinator {
    let first = HolderCoordinator()
    let second = HolderCoordinator()
    init() { second.shared = first.shared }
}
final class HolderCoordinator {
    var shared = LeafCoordinator()
}

final class ChainCoordinator {
    var next: ChainCoordinator?
    weak var previous: ChainCoordinator?
}

final class FamilyCoordinator {
    var left = SideCoordinator()
    var right = SideCoordinator()
    init() {
        left.parentCoordinator = self
        right.parentCoordinator = left  // points at its sibling, not at its parent
    }
}
final class SideCoordinator {
    var parentCoordinator: AnyObject?
}

final class ContainingCoordinator {
    let rootViewController = UIViewController()
    lazy var tabBarController = UITabBarController()
    var feed = PlainStackCoordinator(title: "Feed")
    init() {
        tabBarController.viewControllers = [feed.navigationController]
        rootViewController.addChild(tabBarController)
    }
}
final class PlainStackCoordinator {
    let navigationController: UINavigationController
    init(title: String) {
        let screen = UIViewController()
        screen.title = title
        navigationController = UINavigationController(rootViewController: screen)
        navigationController.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "list.bullet"), tag: 0)
    }
}

/// Keeps its child behind a type-erased accessor, which reflection cannot look into.
struct ErasedFlow {
    let current: () -> AnyObject
}
final class HiddenChildrenCoordinator: IntrospectionDescribing {
    private let store: ErasedFlow
    init() {
        let feature = FeatureCoordinator()
        store = ErasedFlow(current: { feature })
    }
    var introspectionChildren: [IntrospectionChild] {
        [IntrospectionChild(property: "store", coordinator: store.current())]
    }
    var introspectionLabel: String? { "Settings feature" }
}
