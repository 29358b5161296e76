import CoordVizCore
import Testing

/// `ModelDiff` on hand-made pairs whose answers are known.
@Suite struct ModelDiffTests {
    /// App → Home (stack Home, Detail) and Orders (stack Orders), a tab bar, one transition, one deep link.
    static var base: ArchitectureModel {
        var model = ArchitectureModel(app: "Shop", root: "App")
        let tabs = TabBar(property: "tabBar", tabs: [
            Tab(index: 0, title: "Home", icon: "house", viewControllerType: "UINavigationController", coordinator: "Home"),
            Tab(index: 1, title: "Orders", viewControllerType: "UINavigationController", coordinator: "Orders"),
        ])
        model.coordinators = [
            CoordinatorNode(id: "App", typeName: "App", container: .tabBar(tabs), children: [
                ChildLink(property: "home", coordinator: "Home"), ChildLink(property: "orders", coordinator: "Orders"),
            ]),
            CoordinatorNode(id: "Home", typeName: "Home", container: .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["HomeVC", "DetailVC"])),
                            backReferences: [BackReference(property: "parent", target: "App", pointsToParent: true, strength: .weak)]),
            CoordinatorNode(id: "Orders", typeName: "Orders", container: .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["OrdersVC"]))),
        ]
        model.screens = [
            ScreenNode(id: "HomeVC", typeName: "HomeVC", title: "Home", isLive: false),
            ScreenNode(id: "DetailVC", typeName: "DetailVC", title: "Detail", isLive: false),
            ScreenNode(id: "OrdersVC", typeName: "OrdersVC", title: "Orders", isLive: false),
        ]
        model.transitions = [
            Transition(id: "open-detail", source: "HomeVC", trigger: "showDetail()", steps: [Step(.push, "DetailVC")]),
        ]
        model.deepLinks = [DeepLink(pattern: "shop://detail", handler: "App", transition: "open-detail")]
        return model
    }

    @Test func aModelComparedWithItselfHasNoChanges() {
        let diff = ModelDiff(old: Self.base, new: Self.base)
        #expect(diff.isEmpty)
        #expect(diff.summary == "no navigation changes\n")
    }

    @Test func anAddedCoordinatorWithItsScreenTabAndTransitionIsReportedAsAdded() {
        var new = Self.base
        new.coordinators[0].children.append(ChildLink(property: "profile", coordinator: "Profile"))
        if case .tabBar(var bar) = new.coordinators[0].container {
            bar.tabs.append(Tab(index: 2, title: "Profile", viewControllerType: "UINavigationController", coordinator: "Profile"))
            new.coordinators[0].container = .tabBar(bar)
        }
        new.coordinators.append(CoordinatorNode(id: "Profile", typeName: "Profile", container: .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["ProfileVC"]))))
        new.screens.append(ScreenNode(id: "ProfileVC", typeName: "ProfileVC", isLive: false))
        new.transitions.append(Transition(id: "to-profile", source: "HomeVC", steps: [Step(.switchTab, "Profile")]))
        let diff = ModelDiff(old: Self.base, new: new)
        #expect(diff.changes(.coordinators, .added).map(\.key) == ["Profile"])
        #expect(diff.changes(.tabs, .added).map(\.key) == ["App › Profile"])
        #expect(diff.changes(.screens, .added).map(\.key) == ["ProfileVC"])
        #expect(diff.changes(.transitions, .added).map(\.key) == ["to-profile"])
        // The parent gained a child: changed, saying how.
        #expect(diff.changes(.coordinators, .changed).map(\.key) == ["App"])
        #expect(diff.changes(.coordinators, .changed).first?.details == ["children: + profile=Profile"])
        #expect(diff.changes.count == 5)
    }

    @Test func removalsAreReportedAsRemoved() {
        var new = Self.base
        new.transitions = []
        new.deepLinks = []
        new.screens.removeAll { $0.id == "DetailVC" }
        new.coordinators[1].container = .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["HomeVC"]))
        let diff = ModelDiff(old: Self.base, new: new)
        #expect(diff.changes(.transitions, .removed).map(\.key) == ["open-detail"])
        #expect(diff.changes(.deepLinks, .removed).map(\.key) == ["shop://detail"])
        #expect(diff.changes(.screens, .removed).map(\.key) == ["DetailVC"])
        #expect(diff.changes(.coordinators, .changed).first?.details == ["stack: HomeVC > DetailVC → HomeVC"])
        #expect(diff.summary.contains("  - transition open-detail removed\n"))
        #expect(diff.summary.hasSuffix("0 added, 3 removed, 1 changed\n"))
    }

    @Test func changedStepsTitlesTabsAndReferenceStrengthSayWhatDiffers() {
        var new = Self.base
        new.transitions[0].steps = [Step(.switchTab, "Orders"), Step(.push, "DetailVC")]
        new.screens[1].title = "Details"
        new.coordinators[1].backReferences[0].strength = .strong
        if case .tabBar(var bar) = new.coordinators[0].container {
            bar.tabs[0].icon = "house.fill"
            new.coordinators[0].container = .tabBar(bar)
        }
        new.deepLinks[0].handler = "Home"
        let diff = ModelDiff(old: Self.base, new: new)
        #expect(diff.changes(.transitions, .changed).first?.details == ["steps: push DetailVC → switchTab Orders > push DetailVC"])
        #expect(diff.changes(.screens, .changed).first?.details == ["title: Detail → Details"])
        #expect(diff.changes(.coordinators, .changed).first?.details == ["back-references: + parent→App strong, - parent→App weak"])
        #expect(diff.changes(.tabs, .changed).first?.details == ["icon: house → house.fill"])
        #expect(diff.changes(.deepLinks, .changed).first?.details == ["handler: App → Home"])
        #expect(diff.changes.allSatisfy { $0.status == .changed })
    }

    @Test func aSnapshotSideDoesNotCountWhatItCannotShowAsRemoved() {
        // The live app shows Home's stack with only its root, no Orders screen, no transitions.
        var live = Self.base
        live.transitions = []
        live.deepLinks = []
        live.screens = [ScreenNode(id: "HomeVC", typeName: "HomeVC", title: "Home"), ScreenNode(id: "ExtraVC", typeName: "ExtraVC")]
        live.coordinators[1].container = .navigationStack(NavigationStack(property: "nav", screens: ["HomeVC", "ExtraVC"]))
        let diff = ModelDiff(old: Self.base, new: live, oldKind: .spec, newKind: .snapshot)
        #expect(diff.changes(.screens, .removed).isEmpty)
        #expect(diff.changes(.screens, .added).map(\.key) == ["ExtraVC"])
        #expect(diff.changes(.transitions, .removed).isEmpty)
        #expect(diff.skipped == [.transitions, .deepLinks])
        #expect(diff.summary.contains("transitions: not compared"))
        // The stack's live screens are not its declared ones: no stack change is claimed.
        #expect(diff.changes(.coordinators, .changed).isEmpty)
    }

    @Test func namesCannotForgeSummaryLines() {
        var new = Self.base
        new.coordinators.append(CoordinatorNode(id: "Evil\nno navigation changes", typeName: "Evil"))
        let lines = ModelDiff(old: Self.base, new: new).summary.split(separator: "\n")
        #expect(!lines.contains("no navigation changes"))
    }
}
