import CoordVizScan
import Testing

/// One handler switching over what was picked: each case is its own action.
@Suite struct MenuSwitchActionScanTests {
    @Test("each way through a switch in a screen's handler is named after the coordinator method its case calls")
    func waysAreNamedByTheirCase() throws {
        let app = try FlowEndScanTests.scan("menu-switch-actions")
        let named = Dictionary(uniqueKeysWithValues: app.transitions.filter { $0.from == "MenuViewController" }.map { ($0.trigger ?? "", $0.steps.map { "\($0.kind) \($0.target)" }) })
        #expect(named == [
            "userWantsLicenses()": ["push LicensesViewController"],
            "userWantsWebsite()": ["present WebsiteViewController"],
            "userWantsToSendFeedback()": ["present FeedbackViewController"],
        ])
    }
}
