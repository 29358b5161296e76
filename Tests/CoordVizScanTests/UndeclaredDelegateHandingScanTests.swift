import CoordVizScan
import Testing

/// A coordinator handing itself as a delegate to a type declared elsewhere: never silent.
@Suite struct UndeclaredDelegateHandingScanTests {
    @Test("handing self as a delegate to an undeclared type is reported with the navigating methods nothing else calls")
    func handingIsReported() throws {
        let app = try FlowEndScanTests.scan("undeclared-delegate-handings")
        let lines = app.unresolved.map(\.message).filter { $0.contains("hands itself") }
        #expect(lines == [
            "LibraryCoordinator hands itself as shelfDelegate to ShelfModel, which the sources do not declare: shelfModelDidPickBook(_:), shelfModelWantsSearch() navigate but nothing the scan reads calls them (code declared elsewhere, such as that delegate, may; when is not known): left out",
        ])
    }
}
