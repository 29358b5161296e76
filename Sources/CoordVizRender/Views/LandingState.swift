import CoordVizCore

/// Where a played transition leaves the user: the selected tab, the stack on screen (bottom
/// first), the visible screen, what is presented, and the first problem met on the way.
struct LandingState {
    var tab: Tab?
    var coordinator: String?
    var stack: [String]
    var presented: [String]
    var visible: String?
    var backChain: [String]
    var problem: (step: Int, text: String)?

    init(_ playback: FlowSimulator.Playback, simulator: FlowSimulator) {
        let state = playback.steps.last?.state ?? playback.initial
        let model = simulator.model
        tab = state.selectedTab.flatMap { index in model.mainTabBar?.tabBar.tabs.first { $0.index == index } }
        coordinator = simulator.activeCoordinator(in: state)
        stack = coordinator.flatMap { state.stacks[$0] } ?? []
        presented = state.presented
        visible = simulator.visibleScreen(in: state)
        backChain = playback.backChain
        problem = playback.steps.first { $0.problem != nil }.map { ($0.number, $0.problem!) }
    }
}
