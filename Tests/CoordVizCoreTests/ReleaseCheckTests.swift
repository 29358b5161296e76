import CoordVizCore
import Foundation
import LoveStory
import NavigationChildrenSample
import Testing

private final class CycleRootCoordinator { var child: CycleChildCoordinator?; var freeChild: FreeChildCoordinator? }
private final class CycleChildCoordinator { var parentCoordinator: CycleRootCoordinator?; init(_ parent: CycleRootCoordinator) { parentCoordinator = parent } }
private final class FreeChildCoordinator { weak var parentCoordinator: CycleRootCoordinator?; init(_ parent: CycleRootCoordinator) { parentCoordinator = parent } }

/// The release check proves retain cycles: it releases the root of a live tree and lists the
/// coordinators still alive, by their snapshot ids.
@Suite struct ReleaseCheckTests {
    @Test func aStrongParentReferenceKeepsTheWholeCycleAlive() throws {
        let snapshot = try ReleaseCheck.snapshot(app: "Cycle") {
            let root = CycleRootCoordinator()
            root.child = CycleChildCoordinator(root)
            root.freeChild = FreeChildCoordinator(root)
            return root
        }
        // The free child is held by the root, which the cycle keeps alive: it survives too.
        #expect(snapshot.releaseCheck == ReleaseCheck(watched: 3, survivors: ["CycleRootCoordinator", "CycleChildCoordinator", "FreeChildCoordinator"]))
    }

    @Test func weakParentReferencesLetTheTreeGo() throws {
        let snapshot = try ReleaseCheck.snapshot(app: "Free") {
            let root = CycleRootCoordinator()
            root.freeChild = FreeChildCoordinator(root)
            return root
        }
        #expect(snapshot.releaseCheck == ReleaseCheck(watched: 2, survivors: []))
    }

    @Test func loveStorysTabCoordinatorsKeepTheMainCoordinatorAlive() throws {
        let snapshot = try ReleaseCheck.snapshot(app: "LoveStory") { LoveStoryApp.launch(scheduler: ManualScheduler()) }
        #expect(snapshot.releaseCheck?.survivors == ["MainCoordinator", "HomeCoordinator", "OrdersCoordinator"])
        // The same tree as a plain snapshot: the check adds only its own field.
        var plain = try Introspector().snapshot(of: LoveStoryApp.launch(scheduler: ManualScheduler()), app: "LoveStory")
        plain.releaseCheck = snapshot.releaseCheck
        #expect(plain == snapshot)
    }

    @Test func navigationChildrensWeakParentsAreFreed() throws {
        let snapshot = try ReleaseCheck.snapshot(app: "NavigationChildren") { NavigationChildrenApp.launch() }
        #expect(snapshot.releaseCheck?.survivors == [])
    }

    @Test func theCheckSurvivesAWriteAndARead() throws {
        var snapshot = Snapshot(app: "A", root: "AppCoordinator", coordinators: [CoordinatorNode(id: "AppCoordinator", typeName: "AppCoordinator")], screens: [])
        snapshot.releaseCheck = ReleaseCheck(watched: 1, survivors: ["AppCoordinator"])
        let data = try snapshot.jsonData()
        #expect(try Snapshot.decode(from: data) == snapshot)
        // A reader that predates the field ignores it: the same document without it decodes.
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        object["releaseCheck"] = nil
        #expect(try Snapshot.decode(from: JSONSerialization.data(withJSONObject: object)).releaseCheck == nil)
    }
}
