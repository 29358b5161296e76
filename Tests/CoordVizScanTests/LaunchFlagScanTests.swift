import CoordVizScan
import Testing

/// The first phase of an app whose launch picks a flow from flags: the flags' declared values
/// decide it, not the order the cases are written in.
@Suite("Scanning the launch choice made from flags")
struct LaunchFlagScanTests {
    @Test("flags declared at file level, read through a static function's default arguments and a switch over a tuple, make the first phase; a link handed in is absent at launch")
    func initialFlagsPickTheFirstPhase() throws {
        let scanned = try FlowEndScanTests.scan("launch-flags")
        #expect(scanned.phases.first?.root == "SignUpCoordinator")
        #expect(scanned.phases.map(\.root) == ["SignUpCoordinator", "CreatePinCoordinator", "WalletCoordinator"])
    }

    @Test("a launch choice read from static flags still starts where it did")
    func staticFlagsKeepTheirOrder() throws {
        let scanned = try FlowEndScanTests.scan("launch-choice")
        #expect(scanned.phases.map(\.root) == ["LoginCoordinator", "TutorialCoordinator", "HomeCoordinator"])
    }
}
