import CoordVizScan
import Testing

/// RxSwift bindings that do not retain the screen (`withUnretained(self).bind { owner, _ in … }`,
/// `bind(with: self) { owner, _ in … }`) and a screen set up through an app's own "with" operator
/// (`NotesViewController() &> { $0.delegate = self }`), as MVVM-C apps write them.
@Suite struct UnretainedBindingScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("unretained-bindings") }

    @Test("a binding's closure reaches the coordinator through the screen it is handed, and is named after the delegate method")
    func bindingsReachTheCoordinator() throws {
        let app = try Self.scanned()
        let transitions = app.transitions.map { "\($0.from ?? "-") \($0.trigger ?? ""): \($0.steps.map { "\($0.kind) \($0.target)" })" }
        #expect(transitions.sorted() == [
            "NotesViewController userDidRequestNote(): [\"push NoteViewController\"]",
            "NotesViewController userDidRequestSettings(): [\"present SettingsViewController\"]",
        ])
        #expect(app.unresolved.isEmpty)
    }
}
