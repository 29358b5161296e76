@testable import CoordVizScan
import Testing

/// RxFlow steppers in the shapes apps combine them: composite steppers, a screen stepping for
/// itself, a bar button whose target is a stepper.
@Suite struct RxFlowStepperShapeTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("rxflow-stepper-shapes") }

    @Test("a flow contributed with a composite stepper starts with the one step among them")
    func compositeStepperStartsTheFlow() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "PlantsFlow" }?.container == .stack(["PlantsViewController"]))
    }

    @Test("a model inside a screen's composite stepper sends its steps to the flow that contributed it")
    func compositeStepperModelStepsReachTheFlow() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "PlantsViewController").contains(["push PlantViewController"]))
        #expect(!app.unresolved.contains { $0.message.contains("accept(.plantChosen)") })
    }

    @Test("a bar button a flow puts on its stack's first screen, targeting a stepper, sends that stepper's step from the screen")
    func barButtonTargetingAStepperIsAScreenAction() throws {
        let app = try Self.scanned()
        let open = try #require(app.transitions.first { $0.trigger == "openTools()" })
        #expect(open.from == "PlantsViewController")
        #expect(open.steps.map(\.kind) == ["startChild"])
        #expect(open.steps.map(\.target) == ["ToolsFlow"])
    }

    @Test("contribute(withNext:) shows and steps with one value; a Done button on the top screen ends the presented flow")
    func contributeWithNextAndTopScreenBarButton() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ToolsViewController") == [["finish ToolsFlow"]])
        #expect(app.transitions.first { $0.from == "ToolsViewController" }?.trigger == "close()")
    }

    @Test("a flow whose root is one screen hands that screen's model as its stepper")
    func ownScreenModelIsTheStepper() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "JournalViewController").contains(["push PlantViewController"]))
    }
}
