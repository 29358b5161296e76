@testable import CoordVizScan
import Testing

/// A navigation controller's helpers that the app imports from a package the scan does not read
/// (`pushWithFadeAnimation(with:animationDuration:)`, `presentAsSheet(_:)`): read by their names as
/// a push or a present of the screen they are handed, and said so.
@Suite struct UndeclaredStackHelperScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("undeclared-stack-helpers") }

    @Test("a helper named for a push pushes the screen it is handed, one named for a present presents it, also on the visible screen")
    func helpersReadByName() throws {
        let app = try Self.scanned()
        let steps = app.transitions.map { "\($0.from ?? "-") \($0.trigger ?? ""): \($0.steps.map { "\($0.kind) \($0.target)" })" }
        #expect(steps.sorted() == [
            "ProductListViewController showFilters(): [\"present FiltersViewController\"]",
            "ProductListViewController showProduct(): [\"push ProductViewController\"]",
            "ProductViewController sizeGuideTapped(_:): [\"present SizeGuideViewController\"]",
        ])
    }

    @Test("the report says each helper was read by its name; a helper named otherwise is not read")
    func reportedAndNarrow() throws {
        let messages = try Self.scanned().unresolved.map(\.message)
        #expect(messages.contains("pushWithFadeAnimation(…) is not declared in the sources: read by its name as a push of ProductViewController"))
        #expect(messages.contains("presentAsSheet(…) is not declared in the sources: read by its name as a present of FiltersViewController"))
        // On the screen the stack shows: a present.
        #expect(messages.contains("presentBottomSheet(…) is not declared in the sources: read by its name as a present of SizeGuideViewController"))
        #expect(!messages.contains { $0.contains("pushedCount") })
    }

    @Test("push and present are words of their own in a helper's name")
    func namesThatAreNoHelpers() {
        #expect(Interpreter.stackHelperKind("pushWithFadeAnimation") != nil)
        #expect(Interpreter.stackHelperKind("presentBottomSheet") != nil)
        #expect(Interpreter.stackHelperKind("pushedCount") == nil)
        #expect(Interpreter.stackHelperKind("presentationStyle") == nil)
        #expect(Interpreter.stackHelperKind("push") == nil)
    }
}
