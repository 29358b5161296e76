import CoordVizScan
import Foundation
import Testing

/// A route starting a child coordinator whose own stack is presented, and whose start pushes a
/// page onto that stack: the page is pushed over the child's first screen.
@Suite("Scanning routes into a child's own stack")
struct RouteChildStackScanTests {
    @Test("what a started child pushes onto its own stack is pushed over the top of that stack, and what its parent pushes is not")
    func childPushesOntoItsOwnStack() throws {
        let scanned = try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent("route-child-stacks").path)
        let pantry = scanned.screens.first { $0.name == "PantryViewController" }
        #expect(pantry?.pushes == ["SpicesViewController", "GrainsViewController"])
        #expect(scanned.screens.first { $0.name == "CountertopViewController" }?.pushes == [])
    }
}
