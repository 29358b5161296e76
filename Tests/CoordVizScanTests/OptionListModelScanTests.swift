import CoordVizScan
import Testing

/// A generic list screen filled by a different model on each step: the closures each model's
/// initializer keeps in its options are what the user can pick on that screen.
@Suite struct OptionListModelScanTests {
    @Test("closures a screen's model keeps from its initializer, also made inside a map, are that screen's actions")
    func initializerClosuresAreActions() throws {
        let app = try FlowEndScanTests.scan("option-list-models")
        let fromList = app.transitions.filter { $0.from == "OptionListViewController" }
        #expect(Set(fromList.compactMap(\.trigger)) == ["userWantsToBrowse()", "userWantsToScan()", "userPicked(category:)"])
        #expect(Set(FlowEndScanTests.steps(app, from: "OptionListViewController")) == [
            ["push OptionListViewController"], ["push ScannerViewController"], ["push ProductListViewController"],
        ])
        #expect(!app.unresolved.contains { $0.message.contains("ProductListViewController") }, "\(app.unresolved.map(\.message))")
    }
}
