import CoordVizCore
@testable import CoordVizRender
import Testing

/// What each filter keeps and drops, on a made-up app with every shape (see ``EveryShapeApp``).
@Suite struct ModelFilterTests {
    let model = EveryShapeApp.model

    func apply(_ filter: ModelFilter) throws -> ArchitectureModel { try filter.apply(to: model) }

    @Test func anEmptyFilterKeepsTheModelUnchanged() throws {
        #expect(try apply(ModelFilter()) == model)
    }

    @Test func rootKeepsTheSubtreeAndMakesItTheRoot() throws {
        let kept = try apply(ModelFilter(root: "FeedCoordinator"))
        #expect(kept.root == "FeedCoordinator")
        #expect(kept.coordinators.map(\.id) == ["FeedCoordinator", "ShareCoordinator"])
        #expect(kept.screens.map(\.id) == ["FeedViewController", "PostViewController", "CommentsViewController", "ShareSheetViewController"])
        // The jump to the Profile tab leaves the subtree, so it goes whole; the rest stays.
        #expect(kept.transitions.map(\.id) == ["open-post", "open-comments", "share", "pop-feed"])
        #expect(kept.deepLinks.map(\.pattern) == ["app://post/{id}", "app://back"])
        // Back-references to dropped ancestors go with them.
        #expect(kept.coordinator("FeedCoordinator")?.backReferences.isEmpty == true)
    }

    @Test func rootAcceptsTheTypeNameInAnyCase() throws {
        #expect(try apply(ModelFilter(root: "feedcoordinator")).root == "FeedCoordinator")
    }

    @Test func tabKeepsTheTabUnderItsTabBarAndDropsTheOtherTabs() throws {
        let kept = try apply(ModelFilter(tab: "Profile"))
        #expect(kept.root == "AppCoordinator")
        #expect(kept.coordinators.map(\.id) == ["AppCoordinator", "ProfileCoordinator"])
        #expect(kept.mainTabBar?.tabBar.tabs.map(\.displayTitle) == ["Profile"])
        // The tab bar's owner is only the way down: its other children and its lazy child go.
        #expect(kept.coordinator("AppCoordinator")?.children.map(\.property) == ["profile"])
        #expect(kept.screens.map(\.id) == ["ProfileViewController", "EditProfileViewController"])
        #expect(kept.transitions.map(\.id) == ["edit-profile"])
        #expect(kept.deepLinks.map(\.pattern) == ["app://profile/edit"])
    }

    @Test func tabAcceptsTheTabsCoordinator() throws {
        #expect(try apply(ModelFilter(tab: "ProfileCoordinator")).coordinators.map(\.id) == ["AppCoordinator", "ProfileCoordinator"])
    }

    @Test func depthZeroKeepsTheTopAloneWithItsOwnScreenTab() throws {
        let kept = try apply(ModelFilter(depth: 0))
        #expect(kept.coordinators.map(\.id) == ["AppCoordinator"])
        #expect(kept.coordinator("AppCoordinator")?.children.isEmpty == true)
        #expect(kept.mainTabBar?.tabBar.tabs.map(\.displayTitle) == ["Settings"])
        #expect(kept.screens.map(\.id) == ["SettingsViewController"])
        #expect(kept.transitions.isEmpty)
    }

    @Test func depthOneKeepsTheTabsAndTheLazyChildButNotTheFlowBelowATab() throws {
        let kept = try apply(ModelFilter(depth: 1))
        #expect(kept.coordinators.map(\.id) == ["AppCoordinator", "FeedCoordinator", "ProfileCoordinator", "OnboardingCoordinator", "DeepLinkCoordinator"])
        #expect(kept.coordinator("AppCoordinator")?.children.contains { $0.isLazyNotCreated } == true)
        #expect(kept.coordinator("FeedCoordinator")?.children.isEmpty == true)
        #expect(!kept.screens.contains { $0.id == "ShareSheetViewController" })
        #expect(!kept.transitions.contains { $0.id == "share" })
        #expect(kept.transitions.contains { $0.id == "comment-author" })
    }

    @Test func depthCountsFromTheChosenRoot() throws {
        let kept = try apply(ModelFilter(root: "FeedCoordinator", depth: 0))
        #expect(kept.coordinators.map(\.id) == ["FeedCoordinator"])
    }

    @Test func focusKeepsOnlyTheTransitionsThatReachOrLeaveTheScreen() throws {
        let kept = try apply(ModelFilter(focus: "Comments"))
        #expect(kept.transitions.map(\.id) == ["open-comments", "comment-author"])
        // The stacks they touch stay whole, with the tab bar above them.
        #expect(kept.coordinators.map(\.id) == ["AppCoordinator", "FeedCoordinator", "ProfileCoordinator"])
        #expect(kept.screens.map(\.id) == ["FeedViewController", "PostViewController", "CommentsViewController", "ProfileViewController", "EditProfileViewController"])
        #expect(kept.mainTabBar?.tabBar.tabs.map(\.displayTitle) == ["Feed", "Profile"])
        #expect(kept.deepLinks.isEmpty)
    }

    @Test func focusFollowsAPresentedScreenToTheFlowThatShowsIt() throws {
        let kept = try apply(ModelFilter(focus: "ShareSheetViewController"))
        #expect(kept.transitions.map(\.id) == ["share"])
        #expect(kept.coordinators.map(\.id) == ["AppCoordinator", "FeedCoordinator", "ShareCoordinator"])
    }

    @Test func criteriaNarrowEachOther() throws {
        let kept = try apply(ModelFilter(tab: "Feed", focus: "Comments"))
        #expect(kept.coordinators.map(\.id) == ["AppCoordinator", "FeedCoordinator"])
        #expect(kept.transitions.map(\.id) == ["open-comments"])
    }

    @Test func unknownNamesAreErrorsListingWhatTheModelHas() {
        #expect(throws: ModelFilter.Failure.notInModel(kind: "coordinator", name: "Nope", available: model.coordinators.map(\.id))) {
            try apply(ModelFilter(root: "Nope"))
        }
        #expect(throws: ModelFilter.Failure.notInModel(kind: "tab", name: "Cart", available: ["Feed", "Profile", "Settings"])) {
            try apply(ModelFilter(tab: "Cart"))
        }
        #expect(throws: ModelFilter.Failure.self) { try apply(ModelFilter(focus: "Checkout")) }
        #expect(throws: ModelFilter.Failure.invalidOption(option: "--depth", reason: "the depth must be 0 or more, not -1")) {
            try apply(ModelFilter(depth: -1))
        }
    }

    @Test func theFlowsViewOutlinesTheScreenInFocus() throws {
        let diagram = try ViewKind.flows.diagram(of: model, options: ViewOptions(filter: ModelFilter(focus: "comments")))
        let comments = try #require(diagram.allNodes.first { $0.id == "screen:CommentsViewController" })
        #expect(comments.attributes["penwidth"] == .text("3"))
        #expect(diagram.allNodes.filter { $0.attributes["penwidth"] == .text("3") }.count == 1)
    }

    @Test func everyViewDrawsAFilteredModel() throws {
        for view in ViewKind.all(of: model) {
            if case .flow = view { continue }
            let diagram = try view.diagram(of: model, options: ViewOptions(filter: ModelFilter(tab: "Profile")))
            let ids = diagram.allNodes.map(\.id)
            #expect(!ids.contains("screen:FeedViewController"), "\(view.name) still draws Feed")
            #expect(!ids.contains("coordinator:FeedCoordinator"), "\(view.name) still draws FeedCoordinator")
        }
    }
}
