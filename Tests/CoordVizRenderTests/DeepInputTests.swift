import CoordVizCore
@testable import CoordVizRender
import Testing

/// Inputs nested 10,000 deep are drawn in linear time: a walk that doubled per level, or looked
/// every ancestor up again for every coordinator, would not finish within the time limit.
@Suite(.timeLimit(.minutes(1))) struct DeepInputTests {
    /// A chain of coordinators, each the only child of the one before and pointing back to it.
    static func chain(_ count: Int) -> ArchitectureModel {
        let coordinators = (0..<count).map { index in
            CoordinatorNode(
                id: "C\(index)", typeName: "C\(index)",
                children: index + 1 < count ? [ChildLink(property: "child", coordinator: "C\(index + 1)")] : [],
                backReferences: index > 0 ? [BackReference(property: "parent", target: "C\(index - 1)", pointsToParent: true, strength: .weak)] : []
            )
        }
        return ArchitectureModel(app: "Chain", root: "C0", coordinators: coordinators)
    }

    @Test func everyStructuralViewOfATenThousandDeepChainIsBuilt() throws {
        let model = Self.chain(10_000)
        for view in [ViewKind.hierarchy, .tabs, .flows, .overview] {
            let diagram = try view.diagram(of: model)
            #expect(!diagram.allNodes.isEmpty, "\(view)")
        }
    }

    @Test func treeQueriesWalkATenThousandDeepChainOnce() {
        let model = Self.chain(10_000)
        #expect(model.subtree(of: "C0").count == 10_000)
        #expect(model.subtree(of: "C9998") == ["C9998", "C9999"])
        #expect(model.depths(below: "C0")["C9999"] == 9_999)
    }

    /// `--root` halfway down a deep chain keeps the half below it: one walk down for the subtree,
    /// one walk up for the ancestors it drops, each coordinator looked up once.
    @Test(arguments: [ViewKind.hierarchy, .overview])
    func theRootFilterHalfwayDownADeepChainDrawsTheHalfBelowIt(view: ViewKind) throws {
        let model = Self.chain(4_000)
        let diagram = try view.diagram(of: model, options: ViewOptions(filter: ModelFilter(root: "C2000")))
        let coordinators = Set(diagram.allNodes.map(\.id).filter { $0.hasPrefix("coordinator:") })
        #expect(coordinators.count == 2_000)
        #expect(coordinators.contains(NodeID.coordinator("C2000")) && coordinators.contains(NodeID.coordinator("C3999")))
        #expect(!coordinators.contains(NodeID.coordinator("C1999")))
    }

    @Test func thePathFromTheTopOfATenThousandDeepChainIsWalkedOnce() {
        let path = Self.chain(10_000).pathFromTop(to: "C9999")
        #expect(path.count == 10_000 && path.first == "C0" && path.last == "C9999")
    }

    @Test func aDeepCoordinatorsTooltipKeepsTheTopAndTheEndOfItsPath() {
        let tooltip = Tooltip(model: Self.chain(10_000))
        let path = tooltip.propertyPath(ofCoordinator: "C9999")
        #expect(path == "C0.…" + String(repeating: ".child", count: Tooltip.maxPathSegments))
        #expect(tooltip.propertyPath(ofCoordinator: "C2") == "C0.child.child")
    }

    /// As deep as a snapshot's JSON can nest (Foundation's reader stops at 512 levels); each
    /// level used to double the work.
    @Test func containmentNestedAsDeepAsJSONAllowsAnswersInOnePass() {
        var container = Container.navigationStack(NavigationStack(property: "nav", screens: ["S"]))
        for level in 0..<500 {
            container = .containment(Containment(typeName: "Host\(level)", property: "p", contained: [container]))
        }
        #expect(container.navigationStack?.screens == ["S"])
        #expect(container.tabBar == nil)
        #expect(container.screens == ["S"])
    }
}
