import CoordVizCore
import LoveStory
import Testing

@Suite struct ModelMergerTests {
    @Test func specScreensBeyondTheLiveStackAreAddedAsNotLive() throws {
        var declared = twoTabModel()
        declared.app = "Declared"
        let live = ArchitectureModel(snapshot: try Introspector().snapshot(of: LoveStoryApp.launch(scheduler: ManualScheduler())))
        let merged = ModelMerger.merge(live: live, declared: declared)
        #expect(merged.model.app == "Declared")
        #expect(merged.model.transitions == declared.transitions)
        #expect(merged.model.screens.filter(\.isLive).map(\.id) == ["HomeViewController", "OrdersViewController"])
    }

    @Test func coordinatorsOnOnlyOneSideAreReportedAsWarnings() throws {
        let live = ArchitectureModel(app: "A", root: "Main", coordinators: [CoordinatorNode(id: "Main", typeName: "Main"), CoordinatorNode(id: "Extra", typeName: "Extra")])
        let declared = ArchitectureModel(app: "A", root: "Main", coordinators: [CoordinatorNode(id: "Main", typeName: "Main"), CoordinatorNode(id: "Missing", typeName: "Missing")])
        let warnings = ModelMerger.merge(live: live, declared: declared).warnings
        #expect(warnings == [
            "the spec declares coordinator 'Missing' but the live app has none; remove it from the spec, or check that the app creates it",
            "the live app has coordinator 'Extra' but the spec does not declare it; add it under 'coordinators'",
        ])
    }

    @Test func aDifferentTabOrderIsReportedAndTheLiveOrderWins() {
        let live = twoTabModel()
        var declared = twoTabModel()
        if case .tabBar(var bar) = declared.coordinators[0].container {
            bar.tabs.reverse()
            declared.coordinators[0].container = .tabBar(bar)
        }
        let merged = ModelMerger.merge(live: live, declared: declared)
        #expect(merged.warnings == ["Main's tabs are [HomeC, OrdersC] in the live app but [OrdersC, HomeC] in the spec; the live order is used"])
        #expect(merged.model.mainTabBar?.tabBar.tabs.map(\.coordinator) == ["HomeC", "OrdersC"])
    }

    @Test func theSpecStackOrderIsKeptBesideTheLiveStack() throws {
        let merged = ModelMerger.merge(live: twoTabModel(), declared: twoTabModel())
        let stack = try #require(merged.model.coordinator("OrdersC")?.container?.navigationStack)
        #expect(stack.screens == ["Orders"])
        #expect(stack.allScreens == ["Orders", "Orders2", "Orders3"])
        #expect(merged.warnings.isEmpty)
    }
}
