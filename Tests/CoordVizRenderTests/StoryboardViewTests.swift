import CoordVizCore
@testable import CoordVizRender
import Testing

/// The `flow:<id>` storyboard: frames before and after each step, captions on the arrows, and
/// the Back chain at the end.
@Suite struct StoryboardViewTests {
    func storyboard(_ id: String, of model: ArchitectureModel) throws -> Diagram {
        try ViewKind.flow(id).diagram(of: model)
    }

    func label(_ diagram: Diagram, _ id: String) -> String {
        diagram.allNodes.first { $0.id == id }.flatMap { $0.attributes["label"] }.map(PlainText.of) ?? ""
    }

    @Test func theHeadlineIsAFrameBeforeAndOneAfterEachOfItsFourSteps() throws {
        let diagram = try storyboard("deep-view-in-orders", of: try SampleModels.merged("love-story"))
        let frames = diagram.allNodes.map(\.id).filter { $0.hasPrefix("frame:") }
        #expect(frames == ["frame:0", "frame:1", "frame:2", "frame:3", "frame:4"])
        let steps = diagram.edges.filter { $0.key == "step" }
        #expect(steps.map { "\($0.from)>\($0.to)" } == ["frame:0>frame:1", "frame:1>frame:2", "frame:2>frame:3", "frame:3>frame:4"])
        #expect(steps.compactMap { $0.attributes["label"].map(PlainText.of) } == [
            "1 switch to Orders", "2 reset Orders to root", "3 push Orders2", "4 push Orders3",
        ])
    }

    @Test func everyFrameShowsBothTabsStacksAndTheLastOneSaysWhereItEnds() throws {
        let diagram = try storyboard("deep-view-in-orders", of: try SampleModels.merged("love-story"))
        for index in 0...4 {
            let text = label(diagram, "frame:\(index)")
            #expect(text.contains("HomeCoordinator") && text.contains("OrdersCoordinator"), "frame \(index): \(text)")
        }
        #expect(label(diagram, "frame:0").contains("Home2"))
        #expect(label(diagram, "frame:2").contains("nothing changes"))
        #expect(label(diagram, "frame:3").contains("+ Orders2"))
        #expect(label(diagram, "frame:4").contains("ends on Orders3"))
        #expect(label(diagram, "frame:4").contains("+ Orders3"))
    }

    @Test func theBackChainIsDrawnScreenByScreenAfterTheLastFrame() throws {
        let diagram = try storyboard("deep-view-in-orders", of: try SampleModels.merged("love-story"))
        #expect(["back:0", "back:1", "back:2"].map { label(diagram, $0).split(separator: "\n").first.map(String.init) ?? "" } == ["Orders3", "Orders2", "Orders"])
        let backs = diagram.edges.filter { $0.key == "back" }
        #expect(backs.map { "\($0.from)>\($0.to)" } == ["frame:4>back:0", "back:0>back:1", "back:1>back:2"])
        #expect(backs.dropFirst().allSatisfy { $0.attributes["label"] == .text("Back") })
        #expect(label(diagram, "back:2").contains("root: Back stops here"))
    }

    @Test func framesWrapIntoRowsOfThree() throws {
        let diagram = try storyboard("deep-view-in-orders", of: try SampleModels.merged("love-story"))
        let rows = diagram.clusters.filter { !$0.isFramed }
        #expect(rows.map { $0.nodes.map(\.id) } == [["frame:0", "frame:1", "frame:2"], ["frame:3", "frame:4"]])
        #expect(rows.allSatisfy { $0.attributes["rank"] == .text("same") })
    }

    @Test func aRemovedScreenIsStruckThroughInTheFrameOfTheStepThatRemovedIt() throws {
        var model = try SampleModels.merged("love-story")
        // Orders' live stack holds Orders2 too: the reset now removes it.
        if case .navigationStack(var stack) = model.coordinator("OrdersCoordinator")?.container {
            stack.screens = ["OrdersViewController", "Orders2ViewController"]
            let index = model.coordinators.firstIndex { $0.id == "OrdersCoordinator" }!
            model.coordinators[index].container = .navigationStack(stack)
        }
        let diagram = try storyboard("deep-view-in-orders", of: model)
        let frame = diagram.allNodes.first { $0.id == "frame:2" }?.attributes["label"]?.string ?? ""
        #expect(frame.contains("<S>Orders2</S>"))
        #expect(!(label(diagram, "frame:2").contains("nothing changes")))
    }

    @Test func aPresentedScreenIsDismissedBeforeBackWalksTheStackBelowIt() throws {
        let diagram = try storyboard("share", of: EveryShapeApp.model)
        let backs = diagram.edges.filter { $0.key == "back" && $0.from.hasPrefix("back:") }
        #expect(backs.compactMap { $0.attributes["label"]?.string } == ["dismiss", "Back"])
        #expect(label(diagram, "frame:2").contains("presented"))
    }

    @Test func aStepThatCannotHappenIsMarkedWithTheReason() throws {
        let diagram = try storyboard("pop-feed", of: EveryShapeApp.model)
        let step = try #require(diagram.edges.first { $0.key == "step" })
        #expect(step.attributes["color"] == .text(Style().retainCycle))
        #expect(PlainText.of(step.attributes["label"]!).contains("has nothing to pop"))
    }

    @Test func anUnknownTransitionIsAnErrorListingTheTransitions() {
        #expect(throws: RenderError.notInModel(kind: "transition", name: "nope", available: EveryShapeApp.model.transitions.map(\.id))) {
            try storyboard("nope", of: EveryShapeApp.model)
        }
    }
}
