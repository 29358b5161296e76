import CoordVizScan
import Foundation
import Testing

/// Children and screens whose classes the scanned sources do not declare (another module, a file
/// left out): children made with their initializer and handed to the coordinator's own child
/// helper, screens the coordinator presents with closures installed on them or on their models.
@Suite("Scanning children declared elsewhere")
struct UndeclaredChildScanTests {
    static func scanned() throws -> ScannedApp {
        try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent("undeclared-children").path)
    }

    @Test("a child made with the initializer of a class the sources do not declare and handed to add(child:) is a child coordinator, listed as a node")
    func undeclaredChildIsAChild() throws {
        let scanned = try Self.scanned()
        let garden = scanned.coordinators.first { $0.name == "GardenCoordinator" }
        #expect(garden?.children.map(\.coordinator) == ["CompostCoordinator", "SeedsCoordinator", "WeatherCoordinator"])
        #expect(scanned.coordinators.contains { $0.name == "SeedsCoordinator" })
        #expect(scanned.coordinators.contains { $0.name == "WeatherCoordinator" })
        // A parameter typed by an undeclared type may be any coordinator: no node (its caller makes it).
        #expect(!scanned.coordinators.contains { $0.name == "ReadyCoordinator" })
        #expect(scanned.unresolved.filter { $0.message.contains("a child coordinator whose type the scan cannot tell") }.count == 0)
    }

    @Test("starting a child declared elsewhere is a startChild step of the screen action that makes it")
    func undeclaredChildIsStarted() throws {
        let scanned = try Self.scanned()
        let steps = scanned.transitions.filter { $0.from == "GardenViewController" }.map { $0.steps.map { "\($0.kind) \($0.target)" } }
        #expect(steps.contains(["startChild SeedsCoordinator"]), "\(steps)")
        #expect(steps.contains { $0.first == "startChild WeatherCoordinator" }, "\(steps)")
    }

    @Test("a route case starting a child declared elsewhere is an entry point starting it")
    func routeStartsUndeclaredChild() throws {
        let scanned = try Self.scanned()
        let link = scanned.transitions.first { $0.entryPoint == "GardenRoute.compost" }
        #expect(link?.steps.map { "\($0.kind) \($0.target)" } == ["startChild CompostCoordinator"])
    }

    @Test("a closure installed on a screen declared elsewhere that the coordinator presents is that screen's action")
    func closureOnUndeclaredShownScreen() throws {
        let scanned = try Self.scanned()
        let steps = scanned.transitions.filter { $0.from == "GuideViewController" }.map { $0.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } }
        #expect(steps == [["dismiss"]])
    }

    @Test("a closure handed to the initializer of a model declared elsewhere, the model then handed to a screen, is that screen's action")
    func closureOfUndeclaredModel() throws {
        let scanned = try Self.scanned()
        let tips = scanned.transitions.filter { $0.from == "TipsView" }
        #expect(tips.map(\.trigger) == ["onClose"])
        #expect(tips.map { $0.steps.map(\.kind) } == [["dismiss"]])
    }
}
