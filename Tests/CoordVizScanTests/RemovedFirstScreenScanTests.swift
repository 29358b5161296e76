@testable import CoordVizScan
import Testing

/// A flow that, starting on a stack another flow filled, pushes its first screen and removes the
/// one under it (`stack.viewControllers.remove(at: 0)`): its screen takes the first place.
@Suite struct RemovedFirstScreenScanTests {
    @Test("pushing while starting, then removing the stack's first screen, makes the starting coordinator the app's root")
    func removingTheFirstScreenAfterAPushReplacesTheRoot() throws {
        let app = try FlowEndScanTests.scan("removed-first-screen")
        let ways = FlowEndScanTests.steps(app, from: "PassengerViewController")
        #expect(ways.contains(["setRoot TicketsCoordinator"]))
        // The way where the stack was still empty keeps the push.
        #expect(ways.contains(["startChild TicketsCoordinator", "push TicketListViewController"]))
    }
}
