import CoordVizCore
import RootContainmentSample
import TabCoordinatorSample
import Testing

/// The steps the recorder derives from each further sample's headline scenario.
@Suite struct SampleRecordingTests {
    func actions(_ list: [(name: String, perform: () -> Void)]) -> [ScenarioAction] {
        list.map { ScenarioAction($0.name, perform: $0.perform) }
    }

    @Test func theTabCoordinatorHeadlinePushesSwitchesPushesAndFinishesTheTabFlow() throws {
        let app = TabCoordinatorApp.launch()
        let recording = try FlowRecorder().record("headline", root: app, actions: actions(TabCoordinatorApp.headlineScenario(on: app)))
        #expect(recording.actions.map(\.steps) == [
            [Step(.push, "ProductDetailVC")],
            [Step(.switchTab, "Profile")],
            [Step(.push, "SettingsVC")],
            [Step(.finish, "TabCoordinator"), Step(.finish, "HomeCoordinator"), Step(.finish, "ProfileCoordinator")],
        ])
        #expect(recording.actions.map(\.visibleBefore) == ["HomeVC", "ProductDetailVC", "ProfileVC", "SettingsVC"])
    }

    @Test func theRootContainmentHeadlineSwitchesToLibraryAndBack() throws {
        let app = RootContainmentApp.launch()
        let recording = try FlowRecorder().record("headline", root: app, actions: actions(RootContainmentApp.headlineScenario(on: app)))
        #expect(recording.actions.map(\.steps) == [[Step(.switchTab, "Library")], [Step(.switchTab, "Feed")]])
        #expect(recording.actions.map(\.visibleBefore) == ["FeedViewController", "LibraryViewController"])
    }
}
