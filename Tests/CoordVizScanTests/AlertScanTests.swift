import CoordVizScan
import CoordVizSpec
import Testing

/// One model for alerts, whoever presents them: an alert is a choice, not a screen. Each action
/// that navigates is a transition from the screen the user asked on, its way the action's
/// title; actions that only close the alert draw nothing.
@Suite("Scanning alerts")
struct AlertScanTests {
    @Test("an alert a coordinator method builds and presents is no screen: each navigating action is a way from the screen that asked")
    func coordinatorMethodAlert() throws {
        let scanned = try FlowEndScanTests.scan("coordinator-alerts")
        #expect(!scanned.screens.contains { $0.name == "UIAlertController" })
        #expect(!scanned.transitions.contains { $0.from == "UIAlertController" })
        let fromNote = scanned.transitions.filter { $0.from == "NoteViewController" }
        #expect(Set(fromNote.map { $0.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } })
            == [["pop AppCoordinator"], ["startChild ArchiveCoordinator", "push ArchiveViewController"]])
        #expect(Set(fromNote.flatMap(\.conditions)) == ["alert action Delete", "alert action Archive instead"])
        #expect(fromNote.allSatisfy { $0.trigger == "confirmDelete()" })
    }

    @Test("an alert a route presents gives the same kind of output: no alert screen, ways from the screen that asked")
    func routeAlertGivesTheSameKindOfOutput() throws {
        let scanned = try LibraryRouteStepScanTests.scanned()
        #expect(!scanned.screens.contains { $0.name == "UIAlertController" })
        #expect(!scanned.transitions.contains { $0.from == "UIAlertController" })
        #expect(scanned.transitions.filter { $0.from == "ComposeViewController" }.allSatisfy { $0.conditions.contains { $0.hasPrefix("alert action") } })
    }

    @Test("the scanned spec of the coordinator alert fixture validates without warnings")
    func scannedSpecValidates() throws {
        let yaml = try ScanTests.yaml("coordinator-alerts")
        let parsed = try FlowSpecParser.parse([SpecFile(path: "coordinator-alerts.yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
    }
}
