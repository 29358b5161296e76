import CoordVizScan
import Testing

/// The Composable Architecture's navigation: TCACoordinators' `TCARouter` over a route array the
/// coordinator reducer moves (`routes.push`, `presentSheet`, `goBack`, `goBackToRoot`, `dismiss`),
/// a tab reducer holding one coordinator per tab, and TCA's own `StackState` path with
/// `@Presents` destinations and the dismiss dependency.
@Suite struct ComposableFeatureScanTests {
    @Test("a coordinator reducer's router is its stack, and each case answering a screen's action is a transition from that screen")
    func routerCoordinators() throws {
        let app = try FlowEndScanTests.scan("tca-coordinator-tabs")
        #expect(app.coordinators.first { $0.name == "RecipesCoordinator" }?.container == .stack(["CatalogView"]))
        #expect(app.coordinators.first { $0.name == "ProfileCoordinator" }?.container == .stack(["OverviewView"]))
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "CatalogView.filtersTapped: present FiltersView",
            "CatalogView.recipeTapped: push RecipeView",
            "EditProfileView.savedTapped: pop ProfileCoordinator",
            "FiltersView.closeTapped: dismiss ",
            "OverviewView.editTapped: push EditProfileView",
            "RecipeView.backTapped: pop RecipesCoordinator",
            "RecipeView.startOverTapped: popToRoot RecipesCoordinator",
        ])
    }

    @Test("a reducer whose view is a TabView of scoped coordinator views holds them as its tabs, and is the root")
    func tabCoordinator() throws {
        let app = try FlowEndScanTests.scan("tca-coordinator-tabs")
        let tabs = app.coordinators.first { $0.name == "MainTabs" }
        guard case .tabs(let items)? = tabs?.container else {
            Issue.record("MainTabs has no tabs")
            return
        }
        #expect(items.map(\.coordinator) == ["RecipesCoordinator", "ProfileCoordinator"])
        #expect(items.map(\.title) == ["Recipes", "Profile"])
        #expect(tabs?.children.map(\.coordinator) == ["RecipesCoordinator", "ProfileCoordinator"])
        #expect(app.root == "MainTabs")
        #expect(!app.coordinators.contains { $0.name == "MainTabsView" })
    }

    @Test("a route its builder shows with no view of the app is reported, not guessed")
    func unnamedRouteReported() throws {
        let app = try FlowEndScanTests.scan("tca-coordinator-tabs")
        #expect(app.unresolved.map(\.message) == [
            "ProfileCoordinator asks `routes` to presentSheet `.help`, a route its builder maps to no view: it is not read",
            "route .help of ProfileCoordinator's `routes` shows no view scan can name: it is left out",
        ])
    }

    @Test("a StackState path is the feature's stack rooted at the view its NavigationStack shows; destinations are presented or pushed; a NavigationLink(state:) pushes its route; an action sent from a sheet's toolbar comes from the sheet; dismiss of a pushed screen pops it")
    func stackStateAndDestinations() throws {
        let app = try FlowEndScanTests.scan("tca-stack-destinations")
        #expect(app.coordinators.map(\.name) == ["NotebookFeature"])
        #expect(app.coordinators.first?.container == .stack(["NoteListView"]))
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "EditNoteView.cancelEditTapped: dismiss ",
            "EditNoteView.saveTapped: dismiss ",
            "NoteListView.Preferences: push SettingsView",
            "NoteListView.noteTapped: push NoteView",
            "NoteListView.settingsTapped: push SettingsView",
            "NoteView.closeTapped: pop NotebookFeature",
            "NoteView.deleted: pop NotebookFeature",
            "NoteView.editTapped: present EditNoteView",
            "NoteView.shareTapped: push ShareView",
            "SettingsView.doneTapped: popToRoot NotebookFeature",
        ])
        #expect(app.unresolved.map(\.message) == [
            "NotebookFeature asks `path` to append `.about(AboutFeature.State())`, a route its builder maps to no view: it is not read",
            "route .about of NotebookFeature's `path` shows no view scan can name: it is left out",
        ])
    }
}
