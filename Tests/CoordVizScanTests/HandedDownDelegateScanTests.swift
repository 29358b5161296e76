import CoordVizScan
import Testing

/// A delegate the root hands its child (`loanDelegate: self`), which passes it on to its own
/// child: the grandchild's back-reference is the root, though another coordinator, not above it,
/// adopts the delegate protocol too.
@Suite struct HandedDownDelegateScanTests {
    @Test("a delegate handed down through an intermediate coordinator points back to the one coordinator above adopting its protocol")
    func grandchildPointsToTheRoot() throws {
        let app = try FlowEndScanTests.scan("handed-down-delegates")
        let parent = app.coordinators.first { $0.name == "LoanCoordinator" }?.parent
        #expect(parent?.target == "LibraryCoordinator" && parent?.property == "delegate" && parent?.strength == "weak")
        #expect(app.coordinators.first { $0.name == "ShelfCoordinator" }?.parent?.target == "LibraryCoordinator")
    }
}
