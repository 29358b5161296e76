import CoordVizCore
@testable import CoordVizRender
@testable import CoordVizSpec
import Testing

/// A tab bar presented modally (a library sheet whose panels are tabs, each a coordinator with
/// its own stack): a transition that starts on a panel starts with the sheet up, dismissing
/// closes it, and starting the sheet's coordinator shows its selected panel. (The app is
/// ``OnboardingPagesAndPresentedTabBarTests/spec``.)
@Suite struct PresentedTabBarFlowTests {
    static func playback(_ id: String) throws -> (FlowSimulator, FlowSimulator.Playback) {
        let model = try FlowSpecParser.parse(OnboardingPagesAndPresentedTabBarTests.spec, path: "browser.yaml").model
        let simulator = FlowSimulator(model: model)
        let transition = try #require(model.transitions.first { $0.id == id })
        return (simulator, simulator.play(transition))
    }

    @Test func aTransitionStartingOnAPanelStartsWithTheSheetPresentedSoDismissCloses() throws {
        let (simulator, playback) = try Self.playback("close-library")
        #expect(playback.initial.presentedFlows == ["LibraryCoordinator"])
        #expect(simulator.visibleScreen(in: playback.initial) == "BookmarksPanel")
        #expect(playback.steps.map(\.problem) == [nil])
        #expect(playback.steps.last?.to == "BrowserViewController")
    }

    @Test func startingThePresentedTabBarShowsItsSelectedPanelThenTheChosenTab() throws {
        let (_, playback) = try Self.playback("open-history")
        #expect(playback.steps.map(\.problem) == [nil, nil, nil])
        #expect(playback.steps.map(\.to) == ["BookmarksPanel", "HistoryPanel", "RecentlyClosedPanel"])
        #expect(playback.backChain == ["RecentlyClosedPanel", "HistoryPanel"])
    }
}
