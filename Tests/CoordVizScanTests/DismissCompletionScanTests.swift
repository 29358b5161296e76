import CoordVizScan
import Foundation
import Testing

/// A dismissal's completion runs once the dismissal is over: after the code that follows the call.
/// A coordinator dismissing what a child presented on the stack it handed it closes that.
@Suite("Scanning dismissal completions")
struct DismissCompletionScanTests {
    @Test("what a dismissal's completion does comes after what the method does once it has called dismiss")
    func completionRunsAfterTheRestOfTheMethod() throws {
        let scanned = try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent("dismiss-completions").path)
        let steps = scanned.transitions.filter { $0.from == "TideViewController" }.map { $0.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } }
        #expect(steps == [["dismiss", "finish TideCoordinator", "push LighthouseViewController"]])
    }

    @Test("a coordinator dismissing what a child it hands its stack presented is not itself presented")
    func dismissingAChildsPresentationIsNoSelfDismissal() throws {
        let scanned = try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent("dismiss-completions").path)
        #expect(scanned.coordinators.first { $0.name == "HarborCoordinator" }?.presentation == nil)
        #expect(!scanned.unresolved.contains { $0.message.contains("dismisses its own container") })
    }
}
