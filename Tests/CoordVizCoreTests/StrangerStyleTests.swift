import CoordVizCore
import Foundation
import Testing
import UIKitStandIn

// Styles none of the samples use, introspected with no configuration.

/// A generic base class over the root view controller type, children kept as `[any Presentable]`
/// (a protocol not named like a coordinator) and a parent behind a generic weak box.
protocol StrangerPresentable: AnyObject {}
class StrangerBaseCoordinator<RootViewController: UIViewController>: StrangerPresentable {
    let rootViewController: RootViewController
    private(set) var children: [any StrangerPresentable] = []
    weak var parent: (any StrangerPresentable)?
    init(rootViewController: RootViewController) { self.rootViewController = rootViewController }
    func addChild(_ child: StrangerBaseCoordinator<UINavigationController>) {
        children.append(child)
        child.parent = self
    }
}
final class StrangerAppCoordinator: StrangerBaseCoordinator<UITabBarController> {}
final class StrangerFeedCoordinator: StrangerBaseCoordinator<UINavigationController> {}

/// Children in a dictionary keyed by UUID with values typed `Any`, and a child flow whose
/// only reference is a stored `Task`-like box.
final class UUIDKeyedCoordinator {
    let navigationController = UINavigationController()
    var childCoordinators: [UUID: Any] = [:]
    func start(_ child: AnyObject) { childCoordinators[UUID(uuidString: "00000000-0000-0000-0000-000000000001")!] = child }
}
final class ProfileFlowCoordinator {}

@Suite struct StrangerStyleTests {
    @Test func aGenericBaseClassWithPresentableChildrenIsReadThroughItsChildrensNames() throws {
        let tabs = UITabBarController()
        let app = StrangerAppCoordinator(rootViewController: tabs)
        let feed = StrangerFeedCoordinator(rootViewController: UINavigationController(rootViewController: UIViewController()))
        app.addChild(feed)
        tabs.viewControllers = [feed.rootViewController]
        let snapshot = try Introspector().snapshot(of: app)
        #expect(snapshot.coordinators.map(\.id) == ["StrangerAppCoordinator", "StrangerFeedCoordinator"])
        #expect(snapshot.coordinators[0].children.map(\.property) == ["children[0]"])
        #expect(snapshot.coordinators[0].container?.tabBar?.tabs.first?.coordinator == "StrangerFeedCoordinator")
        #expect(snapshot.coordinators[1].backReferences.map(\.strength) == [.weak])
    }

    @Test func childrenInAUUIDKeyedDictionaryOfAnyAreFound() throws {
        let coordinator = UUIDKeyedCoordinator()
        coordinator.start(ProfileFlowCoordinator())
        let snapshot = try Introspector().snapshot(of: coordinator)
        #expect(snapshot.coordinators.map(\.id) == ["UUIDKeyedCoordinator", "ProfileFlowCoordinator"])
        #expect(snapshot.coordinators[0].children.first?.property == "childCoordinators[00000000-0000-0000-0000-000000000001]")
    }
}
