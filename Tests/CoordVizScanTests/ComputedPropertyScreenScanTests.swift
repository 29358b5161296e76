import CoordVizScan
import Testing

/// Screens a coordinator's computed property makes (`var readingListViewController: UIViewController { … }`),
/// read as its methods are, whether or not code in the sources reads the property.
@Suite struct ComputedPropertyScreenScanTests {
    @Test("a screen a coordinator's computed property makes is read with the actions it is handed, though nothing in the sources reads the property")
    func computedPropertyScreenIsRead() throws {
        let app = try FlowEndScanTests.scan("handed-out-screens")
        #expect(ScreenCallbackScanTests.transitions(app).contains("ReadingListViewController.showAuthor(): push AuthorViewController"))
        #expect(!app.unresolved.map(\.message).contains { $0.contains("showAuthor()") })
    }
}
