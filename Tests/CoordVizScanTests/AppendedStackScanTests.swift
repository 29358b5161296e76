import CoordVizScan
import Testing

/// `setViewControllers(stack.viewControllers + [a, b])`: screens added on top of the stack.
@Suite struct AppendedStackScanTests {
    @Test("screens added on top of the stack's own are pushed in turn from the screen acting")
    func appendedScreensArePushed() throws {
        let app = try FlowEndScanTests.scan("appended-stack-screens")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "PantryViewController.openExpiry(): push ShelvesListViewController, push ExpiryViewController",
        ])
        #expect(app.screens.first { $0.name == "ShelvesListViewController" }?.pushes == ["ExpiryViewController"])
    }
}
