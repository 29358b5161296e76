import CoordVizScan
import Testing

/// A screen type shown in several stacks is one numbered place per stack (`ProductScreen#2`);
/// each place gets what the code does in its own stack, and nothing more.
@Suite("Scanning numbered places of a screen type")
struct NumberedPlaceScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("numbered-places") }

    static func pushes(of screen: String, in app: ScannedApp) -> [String]? {
        app.screens.first { $0.name == screen }?.pushes
    }

    @Test("a type pushed in three stacks is numbered #2 and #3, one place per stack")
    func everyStackHasItsNumber() throws {
        let app = try Self.scanned()
        #expect(Self.pushes(of: "ShopListScreen", in: app) == ["ProductScreen"])
        #expect(Self.pushes(of: "SavedListScreen", in: app) == ["ProductScreen#2"])
        #expect(Self.pushes(of: "CartListScreen", in: app) == ["ProductScreen#3"])
    }

    @Test("a numbered place pushes what its stack's coordinator pushes from that type, onto that stack's own place")
    func numberedPlaceGetsItsPushes() throws {
        #expect(Self.pushes(of: "ProductScreen#2", in: try Self.scanned()) == ["ReviewsScreen#2"])
    }

    @Test("a push-only transition of the type starts from the numbered place too, aimed at that stack's place")
    func numberedPlaceGetsItsTransitions() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ProductScreen#2") == [["push ReviewsScreen#2"]])
    }

    @Test("a place whose stack's coordinator does not make the push gets neither push nor transition, and the report says why")
    func nothingInvented() throws {
        let app = try Self.scanned()
        #expect(Self.pushes(of: "ProductScreen#3", in: app) ?? [] == [])
        #expect(FlowEndScanTests.steps(app, from: "ProductScreen#3").isEmpty)
        #expect(app.unresolved.contains { $0.message.contains("ProductScreen#3") && $0.message.contains("push ReviewsScreen") && $0.message.contains("CartCoordinator") })
    }

    @Test("showDetail from a split view's screen aims at that split's place of the type, not its first place in another stack")
    func showDetailAimsAtTheSplitsPlace() throws {
        let app = try FlowEndScanTests.scan("split-detail-places")
        #expect(FlowEndScanTests.steps(app, from: "MenuScreen") == [["showDetail LoginScreen#2"]])
    }
}
