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

/// Each finding names what it is about on the declared side and where the snapshot shows it.
@Suite struct MergeFindingTests {
    @Test func aLiveScreenMissingFromTheSpecsStackPointsAtItsPlaceInTheSnapshot() throws {
        var declared = twoTabModel()
        declared.coordinators[2].container = .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["Orders"]))
        let finding = try #require(ModelMerger.merge(live: twoTabModel(ordersStack: ["Orders", "Orders2"]), declared: declared).findings.first)
        #expect(finding.id == "screen-not-in-spec")
        #expect(finding.declared == .container(of: "OrdersC"))
        #expect(finding.live == "$.coordinators[2].container.navigationStack.screens[1]")
    }

    @Test func aCoordinatorOnlyTheSpecHasPointsAtTheLiveParentsChildren() throws {
        var declared = twoTabModel()
        declared.coordinators[0].children.append(ChildLink(property: "help", coordinator: "HelpC"))
        declared.coordinators.append(CoordinatorNode(id: "HelpC", typeName: "HelpC"))
        let findings = ModelMerger.merge(live: twoTabModel(), declared: declared).findings
        #expect(findings == [MergeFinding(
            id: "coordinator-not-live",
            message: "the spec declares coordinator 'HelpC' but the live app has none; remove it from the spec, or check that the app creates it",
            declared: .coordinator("HelpC"), live: "$.coordinators[0].children"
        )])
    }

    @Test func aLiveCoordinatorTheSpecLeavesOutIsLocatedUnderItsParentsChildren() throws {
        var declared = twoTabModel()
        declared.coordinators.removeLast()
        declared.coordinators[0].children.removeLast()
        let finding = try #require(ModelMerger.merge(live: twoTabModel(), declared: declared).findings.first { $0.id == "coordinator-not-in-spec" })
        #expect(finding.declared == .children(of: "Main"))
        #expect(finding.live == "$.coordinators[2]")
        #expect(finding.message.contains("(held by Main.orders)"))
    }

    @Test func aDifferentTabTitleKeepsTheLiveTitle() throws {
        var declared = twoTabModel()
        if case .tabBar(var bar) = declared.coordinators[0].container {
            bar.tabs[1].title = "Favourites"
            declared.coordinators[0].container = .tabBar(bar)
        }
        let merged = ModelMerger.merge(live: twoTabModel(), declared: declared)
        #expect(merged.findings.map(\.id) == ["tab-title-differs"])
        #expect(merged.findings.first?.declared == .tab(of: "Main", index: 1))
        #expect(merged.model.mainTabBar?.tabBar.tabs[1].title == "Orders")
    }

    @Test func aSecondLiveInstanceOfADeclaredTypeIsNotReportedAsUndeclared() {
        var live = twoTabModel()
        live.coordinators.append(CoordinatorNode(id: "OrdersC#2", typeName: "OrdersC"))
        #expect(ModelMerger.merge(live: live, declared: twoTabModel()).findings.isEmpty)
    }

    @Test func elementsFallBackToWhatEnclosesThem() {
        #expect(ModelElement.tab(of: "Main", index: 1).parent == .container(of: "Main"))
        #expect(ModelElement.container(of: "Main").parent == .coordinator("Main"))
        #expect(ModelElement.coordinator("Main").parent == .coordinators)
        #expect(ModelElement.step(transition: "t", index: 2).parent == .transition("t"))
        #expect(ModelElement.root.parent == nil)
    }
}
