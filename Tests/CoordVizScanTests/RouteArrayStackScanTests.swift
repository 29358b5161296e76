import CoordVizScan
import Testing

/// Stacks a routing library draws from a route array the coordinator view holds
/// (`FlowStack($routes) { screen, _ in switch screen { … } }`, moved by `routes.push(.number(n))`,
/// `presentSheet`, `goBack`, `goBackToRoot`, `dismiss`).
@Suite struct RouteArrayStackScanTests {
    @Test("the route array's first route is the stack's root and its methods are transitions from the screens their callbacks are handed to")
    func routeArrayStack() throws {
        let app = try FlowEndScanTests.scan("route-array-stacks")
        #expect(app.coordinators.first { $0.name == "MainCoordinator" }?.container == .stack(["HomeView"]))
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "HomeView.onGoTapped: push NumberListView",
            "HomeView.onSettingsTapped: present SettingsView",
            "NumberListView.cancel: pop MainCoordinator",
            "NumberListView.onNumberSelected: push NumberView",
            "NumberView.goBackToRoot: popToRoot MainCoordinator",
            "NumberView.goRandom: push NumberView",
            "SettingsView.done: dismiss ",
        ])
    }

    @Test("a type named like a coordinator that scan reads nothing from is reported, not silently left out")
    func unreadCoordinatorReported() throws {
        let app = try FlowEndScanTests.scan("route-array-stacks")
        #expect(app.unresolved.map(\.message) == [
            "ImportCoordinator is named like a coordinator, but scan found no children, stack, screens or transitions of it in a shape it reads: it is left out",
        ])
    }
}
