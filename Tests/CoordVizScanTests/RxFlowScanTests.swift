import CoordVizScan
import CoordVizSpec
import Testing

/// RxFlow's shape: flows are coordinators whose `navigate(to:)` is the route handler, steppers
/// contributed with a screen emit the steps that screen's user causes, `Flows.use` hands a child
/// flow's container to a closure, and a `OneStepper` gives a flow its first step.
@Suite struct RxFlowScanTests {
    static let app = "rxflow-steps"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    @Test("an RxFlow app scans to flows with stacks and transitions, in a spec that validates without warnings")
    func scannedSpecValidates() throws {
        let yaml = try ScanTests.yaml(Self.app)
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(Self.app).yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
        let names = Set(try Self.scanned().coordinators.map(\.name))
        #expect(names == ["AppFlow", "WelcomeFlow", "CatalogFlow", "CartFlow"])
    }

    @Test("the step a OneStepper or a stepper's initialStep starts a flow with gives the flow its stack's root")
    func firstStepIsTheStackRoot() throws {
        let scanned = try Self.scanned()
        #expect(scanned.coordinators.first { $0.name == "WelcomeFlow" }?.container == .stack(["WelcomeViewController"]))
        #expect(scanned.coordinators.first { $0.name == "CatalogFlow" }?.container == .stack(["CatalogViewController"]))
        #expect(scanned.coordinators.first { $0.name == "CartFlow" }?.container == .stack(["CartViewController"]))
    }

    @Test("a step a stepper contributed with a screen emits is a transition from that screen, through the flow's case for it")
    func stepperStepsAreScreenTransitions() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "CatalogViewController") == [["push ProductViewController"]])
        #expect(FlowEndScanTests.steps(scanned, from: "ProductViewController") == [["startChild CartFlow"]])
        #expect(scanned.coordinators.first { $0.name == "CartFlow" }?.presentation?.from == "ProductViewController")
    }

    @Test(".end(forwardToParentFlowWithStep:) finishes the flow, then runs the step on the flow holding it; a presented flow's dismissal is its finish")
    func endForwardsToTheParent() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "CartViewController") == [["finish CartFlow"]])
        #expect(FlowEndScanTests.steps(scanned, from: "WelcomeViewController") == [["finish WelcomeFlow", "setRoot CatalogFlow"]])
    }
}
