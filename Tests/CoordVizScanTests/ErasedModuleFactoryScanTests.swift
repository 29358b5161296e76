import CoordVizScan
import Testing

/// Children made by an assembly's factories that hand back a type-erased coordinator
/// (`PlantsCoordinator(…).erased()`, `ErasedFlow(SeedsCoordinator(…))`), reached through a
/// property typed by the coordinator's own composition alias (`typealias Assembly = PlantsAssembling
/// & SeedsAssembling`) whose parts one class implements in extensions.
@Suite struct ErasedModuleFactoryScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("erased-module-factories") }

    @Test("a child made by a factory of a protocol in the owner's alias, returning a wrapped coordinator, is the coordinator the implementing extension constructs")
    func childThroughAliasAndWrapper() throws {
        let app = try Self.scanned()
        #expect(FactoryScanTests.children(app, of: "GreenhouseCoordinator") == ["PlantsCoordinator", "SeedsCoordinator"])
        // `SeedsCoordinator.Assembly` is its own alias, of other parts than the root's.
        #expect(FactoryScanTests.children(app, of: "SeedsCoordinator") == ["HarvestCoordinator"])
    }

    @Test("the type-erasing wrapper is no coordinator, and a coordinator wrapping itself for a model makes no child")
    func wrapperIsNoNode() throws {
        let app = try Self.scanned()
        #expect(!app.coordinators.contains { $0.name == "ErasedFlow" })
        #expect(!app.coordinators.contains { $0.children.contains { $0.coordinator == "ErasedFlow" } })
        #expect(FactoryScanTests.children(app, of: "PlantsCoordinator").isEmpty)
    }

    @Test("the navigation controllers handed to the factories are the children's stacks, so they are the root's tabs")
    func handedStacksAreTabs() throws {
        let tabs = try #require(try Self.scanned().tabs(of: "GreenhouseCoordinator"))
        #expect(tabs.map(\.coordinator) == ["PlantsCoordinator", "SeedsCoordinator"])
    }
}
