import CoordVizCore
import CoordVizRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What each view must show of the love-story sample, checked on the rendered SVG and on the
/// diagram description, plus structural checks of the binary formats.
@Suite struct ViewContentTests {
    func svg(_ view: ViewKind) throws -> String {
        let model = try SampleModels.merged("love-story")
        return String(decoding: try GraphvizRenderer.render(try view.diagram(of: model), format: .svg), as: UTF8.self)
    }

    func edges(_ view: ViewKind) throws -> [Diagram.Edge] {
        try view.diagram(of: try SampleModels.merged("love-story")).edges
    }

    @Test func theHierarchyShowsEveryCoordinatorWithAStableSVGId() throws {
        let svg = try svg(.hierarchy)
        for id in ["MainCoordinator", "HomeCoordinator", "OrdersCoordinator"] {
            #expect(svg.contains("id=\"coordinator:\(id)\""), "missing \(id)")
        }
        #expect(svg.contains("lazy · not created yet"))
    }

    @Test func theHierarchyDrawsStrongParentReferencesAsRedDashedBackEdges() throws {
        let backEdges = try edges(.hierarchy).filter { $0.key.hasPrefix("back:") }
        #expect(backEdges.count == 2)
        for edge in backEdges {
            #expect(edge.from == "coordinator:MainCoordinator")
            #expect(edge.attributes["style"] == .text("dashed"))
            #expect(edge.attributes["dir"] == .text("back"))
            #expect(edge.attributes["color"] == .text("#D0443E"))
            #expect(edge.attributes["label"] == .text("parentCoordinator · strong"))
        }
    }

    @Test func theHierarchyLabelsChildEdgesWithTheirProperties() throws {
        let labels = try edges(.hierarchy).filter { $0.from == "coordinator:MainCoordinator" && !$0.key.hasPrefix("back:") }.compactMap { $0.attributes["label"]?.string }
        #expect(labels == [".rootViewController", ".homeCoordinator", ".ordersCoordinator", ".deepLinkCoordinator"])
    }

    @Test func theTabsViewHasOneClusterPerTabWithTheSelectedOneMarked() throws {
        let diagram = try ViewKind.tabs.diagram(of: try SampleModels.merged("love-story"))
        #expect(diagram.clusters.map(\.id) == ["tab_0", "tab_1"])
        #expect(diagram.clusters[0].nodes.map(\.id) == ["screen:HomeViewController", "screen:Home2ViewController"])
        #expect(diagram.clusters[1].nodes.map(\.id) == ["screen:OrdersViewController", "screen:Orders2ViewController", "screen:Orders3ViewController"])
        #expect(diagram.clusters[0].attributes["label"]?.string.contains("selected") == true)
        #expect(diagram.clusters[1].attributes["label"]?.string.contains("selected") == false)
    }

    @Test func theTabsViewHighlightsTheTopOfEachLiveStack() throws {
        let nodes = try ViewKind.tabs.diagram(of: try SampleModels.merged("love-story")).allNodes
        let highlighted = nodes.filter { $0.attributes["fillcolor"] == .text("#FFF3C4") }.map(\.id)
        #expect(highlighted == ["screen:Home2ViewController", "screen:OrdersViewController"])
    }

    @Test func theFlowsViewDrawsTheHeadlineAsFourNumberedSteps() throws {
        let svg = try svg(.flows)
        // The headline is the fifth transition: short labels on the lines, captions in the tooltips.
        for label in ["5.1 switch tab", "5.2 reset", "5.3 push", "5.4 push"] {
            #expect(svg.contains(">\(label)</text>"), "missing step label '\(label)'")
        }
        for caption in ["step 1 of 4: switch to Orders", "step 2 of 4: reset Orders to root", "step 3 of 4: push Orders2", "step 4 of 4: push Orders3"] {
            #expect(svg.contains(caption), "missing step '\(caption)'")
        }
        #expect(svg.contains("then Back: Orders3 → Orders2 → Orders"))
    }

    @Test func theFlowsViewMergesASharedStepOfTwoTransitionsIntoOneEdge() throws {
        let switches = try edges(.flows).filter { $0.attributes["dir"] == .text("back") }
        #expect(switches.count == 1)
        #expect(switches.first?.attributes["color"]?.string.split(separator: ":").count == 2)
    }

    @Test func everyViewRendersToAPNGWithSensibleDimensions() throws {
        let model = try SampleModels.merged("love-story")
        for view in ViewKind.all(of: model) {
            let png = try GraphvizRenderer.render(try view.diagram(of: model), format: .png)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect((300...4000).contains(width), "\(view) is \(width) px wide")
            #expect((300...4000).contains(height), "\(view) is \(height) px high")
        }
    }

    @Test func everyViewRendersToAOnePagePDF() throws {
        let model = try SampleModels.merged("love-story")
        for view in ViewKind.all(of: model) {
            let pdf = String(decoding: try GraphvizRenderer.render(try view.diagram(of: model), format: .pdf), as: UTF8.self)
            #expect(pdf.hasPrefix("%PDF-"))
            #expect(pdf.contains("/Type /Page") || pdf.contains("/Type/Page"))
            #expect(pdf.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
        }
    }

    @Test func everyViewRendersToAWellFormedSVG() throws {
        for view in ViewKind.all(of: try SampleModels.merged("love-story")) {
            let data = Data(try svg(view).utf8)
            let document = try XMLDocument(data: data)
            #expect(document.rootElement()?.name == "svg")
        }
    }
}
