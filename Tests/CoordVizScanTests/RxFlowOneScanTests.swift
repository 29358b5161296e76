import CoordVizScan
import Testing

/// RxFlow 1's spelling of the same shape: `navigate(to:)` returns `NextFlowItems` made of
/// `NextFlowItem(nextPresentable:nextStepper:)` values, and a flow ends with
/// `NextFlowItems.end(withStepForParentFlow:)`.
@Suite struct RxFlowOneScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("rxflow-next-flow-items") }

    @Test("a NextFlowItem binds its stepper to its presentable: the steps a screen's view model emits are transitions from that screen")
    func nextFlowItemBindsTheStepper() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "LibraryViewController") == [["push EpisodeViewController"]])
        #expect(FlowEndScanTests.steps(scanned, from: "EpisodeViewController") == [["startChild SettingsFlow"]])
        #expect(scanned.coordinators.first { $0.name == "SettingsFlow" }?.presentation?.from == "EpisodeViewController")
    }

    @Test("coordinate(flow:withStepper:) with a OneStepper gives the flow its first step: the stack's root")
    func withStepperStartsTheFlow() throws {
        #expect(try Self.scanned().coordinators.first { $0.name == "LibraryFlow" }?.container == .stack(["LibraryViewController"]))
    }

    @Test("a stepper whose initializer emits a step starts the flow it is contributed with at that step")
    func stepperInitializerStartsTheFlow() throws {
        #expect(try Self.scanned().coordinators.first { $0.name == "SettingsFlow" }?.container == .stack(["SettingsViewController"]))
    }

    @Test("NextFlowItems.end(withStepForParentFlow:) finishes the flow and runs the step on the flow holding it")
    func endWithStepForParentFlow() throws {
        let scanned = try Self.scanned()
        // The parent dismisses the presented flow: that is the flow's finish.
        #expect(FlowEndScanTests.steps(scanned, from: "SettingsViewController") == [["finish SettingsFlow"]])
    }
}
