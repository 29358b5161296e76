@testable import CoordVizScan
import Testing

/// SwiftUI coordinators whose view shows one child coordinator or another by their state.
@Suite struct ViewSwitchedPhaseScanTests {
    @Test("the root's view showing one child or another by a flag makes them phases, the one the flag's declared value shows first")
    func rootViewBranchMakesPhases() throws {
        let app = try FlowEndScanTests.scan("view-switched-phases")
        #expect(app.phases.map(\.root) == ["SignInCoordinator", "LibraryCoordinator"])
        #expect(app.coordinators.first { $0.name == "SignInCoordinator" }?.condition == "not isSignedIn")
        #expect(app.coordinators.first { $0.name == "LibraryCoordinator" }?.condition == "isSignedIn")
    }

    @Test("a switch over an enum the sources give no launch value for sets each child's condition, writes no phases and says why")
    func switchWithUnknownLaunchGivesConditionsOnly() throws {
        let app = try FlowEndScanTests.scan("view-coordinators")
        #expect(app.phases.isEmpty)
        #expect(app.coordinators.first { $0.name == "SignInCoordinator" }?.condition == "store.scene is .signIn(let signIn)")
        #expect(app.unresolved.contains { $0.message.contains("which one the app launches with is not in the sources") })
    }
}
