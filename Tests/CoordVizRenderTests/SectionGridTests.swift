import CoordVizCore
@testable import CoordVizRender
import CoordVizSpec
import Foundation
import Testing

/// The tabs and flows views of an app with many frames, packed into a grid (``SectionGrid``):
/// the pack attributes appear only from seven parts, in reading order, with the legend joined
/// to nothing; and a packed diagram reaches Graphviz without `newrank`, which makes 2.42 crash.
@Suite struct SectionGridTests {
    static func services() throws -> ArchitectureModel {
        let path = "Tests/CoordVizCLITests/Fixtures/services-app.yaml"
        return try FlowSpecParser.parse(contentsOf: SampleModels.repositoryRoot.appendingPathComponent(path), displayPath: path).model
    }

    @Test(arguments: [ViewKind.flows, .tabs])
    func anAppOfManyUnrelatedCoordinatorsIsPackedInRowsWithTheLegendJoinedToNothing(view: ViewKind) throws {
        let diagram = try view.diagram(of: Self.services())
        let mode = try #require(diagram.attributes["packmode"]?.string)
        #expect(mode.hasPrefix("array_it"))
        let columns = try #require(Int(mode.dropFirst("array_it".count)))
        #expect((2..<13).contains(columns))
        #expect(diagram.attributes["pack"] == .text("\(SectionGrid.margin)"))
        #expect(!diagram.edges.contains { $0.from == Legend.nodeID || $0.to == Legend.nodeID })
        // Phases in their order, then the modules in the model's order; the legend last.
        let parts = diagram.parts
        #expect(parts.count == 14)
        #expect(parts.prefix(3).map { $0.clusters.first } == ["phase_0", "phase_1", "phase_2"])
        #expect(parts[3].clusters == ["stack_OnboardingCoordinator"])
        #expect(parts.last?.nodes == [Legend.nodeID])
    }

    /// A four-tab app (no phases) with seven modules started from anywhere.
    static func tabsAndModules() throws -> ArchitectureModel {
        let tabs = ["Home", "Search", "Orders", "Profile"]
        let modules = ["Help", "Terms", "Feedback", "Account", "Topics", "Alerts", "Web"]
        var yaml = "version: 2\napp: Shop\nroot: AppCoordinator\ncoordinators:\n  AppCoordinator:\n    tabs:\n"
        yaml += tabs.map { "      - { coordinator: \($0)Coordinator, title: \($0) }\n" }.joined()
        yaml += "    children: [\(modules.map { "\($0)Coordinator" }.joined(separator: ", "))]\n"
        for name in tabs + modules {
            yaml += "  \(name)Coordinator:\n    parent: AppCoordinator\n    stack: [\(name)ViewController, \(name)DetailViewController]\n"
        }
        yaml += "transitions:\n  - { id: help, from: HomeViewController, trigger: helpTapped, steps: [ { startChild: HelpCoordinator } ] }\n"
        return try FlowSpecParser.parse(yaml, path: "shop.yaml").model
    }

    @Test(arguments: [ViewKind.flows, .tabs])
    func inAGridEachTabIsAPartOfItsOwnLedByItsTabBar(view: ViewKind) throws {
        let diagram = try view.diagram(of: Self.tabsAndModules())
        #expect(diagram.attributes["packmode"]?.string.hasPrefix("array_it") == true)
        // The bar's box leads, in a frame without a border; then each tab alone, in tab order.
        let parts = diagram.parts
        let barFrame = "bar_" + NodeID.cluster("coordinator:AppCoordinator")
        #expect(parts.prefix(5).map { $0.clusters } == [[barFrame], ["tab_0"], ["tab_1"], ["tab_2"], ["tab_3"]])
        #expect(parts.count == 1 + 4 + 7 + 1)
        #expect(!diagram.edges.contains { $0.from == "coordinator:AppCoordinator" })
        let bar = try #require(diagram.clusters.first { $0.id == barFrame })
        #expect(bar.nodes.map(\.id) == ["coordinator:AppCoordinator"])
        #expect(bar.attributes["peripheries"] == "0")
    }

    @Test func aJumpToAModuleTheTabBarsOwnerStartsNamesTheModule() throws {
        // The owner shows only its tab bar, whose tabs are sections: a module under it is a
        // section of its own, not "→ AppCoordinator".
        let diagram = try ViewKind.flows.diagram(of: Self.tabsAndModules())
        let labels = diagram.allNodes.compactMap { node -> String? in
            if case .html(let html)? = node.attributes["label"] { return html }
            return node.attributes["label"]?.string
        }
        #expect(labels.contains { $0.contains("→ HelpCoordinator") })
        #expect(!labels.contains { $0.contains("→ AppCoordinator") })
    }

    @Test func aTabBarInAPhaseFrameStaysWithItsTabs() throws {
        let diagram = try ViewKind.tabs.diagram(of: Self.services())
        #expect(!diagram.clusters.contains { $0.id.hasPrefix("bar_") })
    }

    @Test func aPackedDiagramReachesGraphvizWithoutNewrank() throws {
        let diagram = try ViewKind.flows.diagram(of: Self.services())
        #expect(diagram.attributes["newrank"] != nil)
        let dot = String(decoding: GraphvizRenderer.dotText(of: diagram), as: UTF8.self)
        #expect(dot.contains("packmode=array_it"))
        #expect(!dot.contains("newrank"))
        var plain = Diagram(name: "plain", attributes: ["newrank": "true"], nodes: [.init(id: "a"), .init(id: "b")])
        #expect(plain.withSafePacking.attributes["newrank"] == "true")
        plain.attributes["pack"] = "true"
        #expect(plain.withSafePacking.attributes["newrank"] == nil)
        // Packed, a non-ranking edge (which 2.42 also crashes on there) ranks without pull.
        plain.edges = [.init(from: "a", to: "b", attributes: ["constraint": "false"]), .init(from: "b", to: "a")]
        let safe = plain.withSafePacking
        #expect(safe.edges[0].attributes["constraint"] == nil)
        #expect(safe.edges[0].attributes["weight"] == "0")
        #expect(safe.edges[1] == plain.edges[1])
        plain.attributes["pack"] = nil
        #expect(plain.withSafePacking.edges == plain.edges)
    }

    @Test(arguments: SampleModels.names)
    func everySampleKeepsItsLayoutWithNewrankAndNoPacking(sample: String) throws {
        let model = try SampleModels.merged(sample)
        for view in [ViewKind.tabs, .flows] {
            let diagram = try view.diagram(of: model)
            #expect(diagram.attributes["packmode"] == nil, "\(sample) \(view.name)")
            #expect(diagram.attributes["newrank"] == "true", "\(sample) \(view.name)")
        }
    }

    @Test func partsFollowEdgesAndKeepTopLevelFramesWhole() {
        var diagram = Diagram(name: "parts", nodes: [.init(id: "loose"), .init(id: "joined")])
        diagram.clusters = [
            .init(id: "a", nodes: [.init(id: "a1")], clusters: [.init(id: "a_inner", nodes: [.init(id: "a2")])]),
            .init(id: "group", nodes: [.init(id: "g1")], clusters: [.init(id: "b", nodes: [.init(id: "b1")])], isFramed: false),
            .init(id: "c", nodes: [.init(id: "c1")]),
        ]
        diagram.edges = [.init(from: "c1", to: "joined"), .init(from: "a2", to: "a1")]
        #expect(diagram.parts == [
            .init(nodes: ["a1", "a2"], clusters: ["a"]),
            .init(nodes: ["b1"], clusters: ["b"]),
            .init(nodes: ["c1", "joined"], clusters: ["c"]),
            .init(nodes: ["g1"], clusters: []),
            .init(nodes: ["loose"], clusters: []),
        ])
    }

    @Test func oneWidePartAmongSmallOnesStaysInOneRowUnlessAGridShowsItLarger() {
        // Seven equal parts: a grid of a few columns fits a 16:10 screen better than a row.
        #expect(SectionGrid.columns(for: Array(repeating: .init(width: 300, height: 200), count: 7)) < 7)
        // A row of short, narrow parts under a tall one is no better as a grid.
        #expect(SectionGrid.columns(for: [.init(width: 300, height: 3000)] + Array(repeating: .init(width: 300, height: 100), count: 6)) == 7)
    }

    @Test func columnsAreTheBestGridOfAllColumnCountsThoughOnlyNarrowFirstRowsAreTried() {
        // Every column count tried against the pruned search, on parts of mixed sizes.
        func exhaustive(_ extents: [Diagram.Extent]) -> Int {
            func size(_ columns: Int) -> Double { SectionGrid.screenSize(of: extents, columns: columns) }
            var best = (size: size(extents.count) / SectionGrid.minimumGain, columns: extents.count)
            for columns in 1..<extents.count where size(columns) < best.size { best = (size(columns), columns) }
            return best.columns
        }
        var seed: UInt64 = 7
        func next(_ range: ClosedRange<Int>) -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(range.lowerBound + Int((seed >> 33) % UInt64(range.count)))
        }
        for count in [7, 12, 40, 150, 600] {
            let extents = (0..<count).map { _ in Diagram.Extent(width: next(40...900), height: next(30...2400)) }
            #expect(SectionGrid.columns(for: extents) == exhaustive(extents), "\(count) parts")
        }
    }
}
