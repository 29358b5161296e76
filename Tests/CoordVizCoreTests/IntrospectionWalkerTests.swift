import CoordVizCore
import UIKitStandIn
import Testing

/// One test per way a real app holds coordinators.
@Suite struct IntrospectionWalkerTests {
    func snapshot(_ root: AnyObject, options: IntrospectionOptions = IntrospectionOptions()) throws -> Snapshot {
        try Introspector(options: options).snapshot(of: root)
    }

    func children(_ snapshot: Snapshot, of id: String) -> [String] {
        snapshot.coordinators.first { $0.id == id }?.children.map { "\($0.property)=\($0.coordinator ?? "nil")" } ?? []
    }

    @Test func readsOptionalsArraysDictionariesSetsAndExistentials() throws {
        let result = try snapshot(CollectionsCoordinator())
        #expect(children(result, of: "CollectionsCoordinator") == [
            "optionalChild=LeafCoordinator",
            "list[0]=LeafCoordinator#2", "list[1]=LeafCoordinator#3",
            "byName[\"a\"]=LeafCoordinator#4", "byName[\"b\"]=LeafCoordinator#5",
            "unique[0]=LeafCoordinator#6",
            "existential=FeatureCoordinator",
        ])
    }

    @Test func recordsTheDeclaredProtocolOfAnExistentialChild() throws {
        let result = try snapshot(CollectionsCoordinator())
        #expect(result.coordinators.first { $0.id == "FeatureCoordinator" }?.declaredAs == nil)
        #expect(result.coordinators.first { $0.id == "LeafCoordinator" }?.declaredAs == nil)
    }

    @Test func readsPropertiesStoredInASuperclass() throws {
        let shell = ShellCoordinator()
        shell.childCoordinators = [PageCoordinator(), PageCoordinator()]
        let result = try snapshot(shell)
        #expect(children(result, of: "ShellCoordinator") == ["childCoordinators[0]=PageCoordinator", "childCoordinators[1]=PageCoordinator#2"])
        #expect(result.coordinators[0].container?.property == "rootViewController")
    }

    @Test func recordsAnInstalledClosureAsAFinishHandlerWithoutWalkingIt() throws {
        let shell = ShellCoordinator()
        let page = PageCoordinator()
        page.didFinish = { _ in Issue.record("the walker must never call a handler") }
        shell.childCoordinators = [page]
        let result = try snapshot(shell)
        #expect(result.coordinators.first { $0.id == "PageCoordinator" }?.installedHandlers == ["didFinish"])
        #expect(result.coordinators.first { $0.id == "ShellCoordinator" }?.installedHandlers == nil)
    }

    @Test func theSameObjectReachedTwiceIsOneNodeWithTwoReferences() throws {
        let result = try snapshot(SharedOwnerCoordinator())
        #expect(result.coordinators.filter { $0.typeName == "LeafCoordinator" }.count == 1)
        #expect(children(result, of: "HolderCoordinator") == ["shared=LeafCoordinator"])
        #expect(children(result, of: "HolderCoordinator#2") == ["shared=LeafCoordinator"])
    }

    @Test func cyclesThroughBackReferencesEnd() throws {
        let first = ChainCoordinator(), second = ChainCoordinator()
        first.next = second
        second.previous = first
        second.next = first  // a strong cycle as well
        let result = try snapshot(first)
        #expect(result.coordinators.count == 2)
        #expect(result.coordinators[1].backReferences.map(\.property).sorted() == ["next", "previous"])
    }

    @Test func aTenThousandDeepChainIsWalkedWithoutOverflowingTheStack() throws {
        let root = ChainCoordinator()
        var tail = root
        for _ in 1..<10_000 {
            let next = ChainCoordinator()
            next.previous = tail
            tail.next = next
            tail = next
        }
        let result = try snapshot(root)
        #expect(result.coordinators.count == 10_000)
        #expect(result.coordinators.last?.id == "ChainCoordinator#10000")
        #expect(result.coordinators.last?.backReferences == [BackReference(property: "previous", target: "ChainCoordinator#9999", pointsToParent: true, strength: .weak)])
    }

    @Test func aBackReferenceToSomeoneOtherThanTheParentIsRecordedAsSuch() throws {
        let result = try snapshot(FamilyCoordinator())
        let right = try #require(result.coordinators.first { $0.id == "SideCoordinator#2" })
        #expect(right.backReferences == [BackReference(property: "parentCoordinator", target: "SideCoordinator", pointsToParent: false, strength: .strong)])
        let left = try #require(result.coordinators.first { $0.id == "SideCoordinator" })
        #expect(left.backReferences.first?.pointsToParent == true)
    }

    @Test func aRootViewControllerContainingTheTabBarIsAContainment() throws {
        let result = try snapshot(ContainingCoordinator())
        guard case .containment(let host) = result.coordinators[0].container else {
            Issue.record("expected containment, got \(String(describing: result.coordinators[0].container))")
            return
        }
        #expect(host.typeName == "UIViewController")
        #expect(host.property == "rootViewController")
        let bar = try #require(host.contained.first?.tabBar)
        #expect(bar.tabs == [Tab(index: 0, title: "Feed", icon: "list.bullet", viewControllerType: "UINavigationController", coordinator: "PlainStackCoordinator")])
        #expect(result.coordinators[1].container?.navigationStack?.screens == ["UIViewController"])
    }

    @Test func aPresentedScreenIsRecordedOverItsPresenter() throws {
        let coordinator = PlainStackCoordinator(title: "List")
        let sheet = UIViewController()
        sheet.title = "Sheet"
        coordinator.navigationController.viewControllers[0].present(sheet, animated: false)
        let result = try snapshot(coordinator)
        #expect(result.screens.map(\.id) == ["UIViewController", "UIViewController#2"])
        #expect(result.screens[1].presentedOver == "UIViewController")
        #expect(result.screens[1].title == "Sheet")
    }

    @Test func aPredicateDecidesWhatCountsAsACoordinator() throws {
        let options = IntrospectionOptions(isCoordinator: { $0 is CollectionsCoordinator || $0 is any FeatureCoordinating })
        let result = try snapshot(CollectionsCoordinator(), options: options)
        #expect(result.coordinators.map(\.id) == ["CollectionsCoordinator", "FeatureCoordinator"])
    }

    @Test func skippedPropertiesAreNotRead() throws {
        let result = try snapshot(CollectionsCoordinator(), options: IntrospectionOptions(skippedProperties: ["list", "byName", "unique"]))
        #expect(children(result, of: "CollectionsCoordinator") == ["optionalChild=LeafCoordinator", "existential=FeatureCoordinator"])
    }

    @Test func theDepthLimitLeavesDeeperCoordinatorsOut() throws {
        let root = ChainCoordinator()
        root.next = ChainCoordinator()
        root.next?.next = ChainCoordinator()
        let result = try snapshot(root, options: IntrospectionOptions(maxDepth: 1))
        #expect(result.coordinators.count == 2)
    }

    @Test func aCoordinatorCanDescribeChildrenReflectionCannotSee() throws {
        let result = try snapshot(HiddenChildrenCoordinator())
        #expect(children(result, of: "HiddenChildrenCoordinator") == ["store=FeatureCoordinator"])
        #expect(result.coordinators[0].label == "Settings feature")
    }

    @Test func theOneCallAPIGivesTheSameSnapshotAsTheIntrospector() throws {
        let root = SharedOwnerCoordinator()
        #expect(try CoordViz.snapshot(of: root, app: "A") == Introspector().snapshot(of: root, app: "A"))
    }
}
