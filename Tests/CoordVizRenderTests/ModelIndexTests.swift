import CoordVizCore
import CoordVizSpec
import SyntheticApps
import Testing

/// The index answers exactly what the model's linear look-ups answer, on every sample, the
/// every-shape app and synthetic apps (as a spec, and merged with their own live snapshot).
@Suite struct ModelIndexTests {
    /// Every model the index is checked on, by name.
    static let cases: [String] = SampleModels.names + ["every-shape", "synthetic-60", "synthetic-60-merged", "synthetic-60-spec"]

    static func model(_ name: String) throws -> ArchitectureModel {
        switch name {
        case "every-shape": return EveryShapeApp.model
        case "synthetic-60": return SyntheticApp(coordinators: 60, seed: 7).model()
        case "synthetic-60-merged":
            let app = SyntheticApp(coordinators: 60, seed: 7)
            let snapshot = try Introspector().snapshot(of: SyntheticLiveTree(app).root, app: "Synthetic60")
            let spec = try FlowSpecParser.parse(SyntheticSpec(app).text(), path: "synthetic.yaml")
            return ModelMerger.merge(live: ArchitectureModel(snapshot: snapshot), declared: spec.model).model
        case "synthetic-60-spec": return try FlowSpecParser.parse(SyntheticSpec(SyntheticApp(coordinators: 60, seed: 7)).text(), path: "synthetic.yaml").model
        default: return try SampleModels.merged(name)
        }
    }

    @Test(arguments: cases)
    func theIndexAgreesWithTheModelsOwnLookups(name: String) throws {
        let model = try Self.model(name)
        let index = ModelIndex(model)
        #expect(index.parents == model.parents)
        for coordinator in model.coordinators {
            #expect(index.coordinator(coordinator.id) == model.coordinator(coordinator.id))
            #expect(index.tab(showing: coordinator.id) == model.tab(showing: coordinator.id))
            let linearChildren = coordinator.children.compactMap(\.coordinator).filter { model.parents[$0] == coordinator.id }
            #expect(index.children(of: coordinator.id) == linearChildren.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
        for screen in model.screens {
            #expect(index.screen(screen.id) == model.screen(screen.id))
            #expect(index.owner(ofScreen: screen.id)?.id == model.owner(ofScreen: screen.id)?.id, "\(name): \(screen.id)")
            #expect(index.tab(ofScreen: screen.id) == model.tab(ofScreen: screen.id))
            #expect(index.transitions(from: screen.id).map(\.id) == model.transitions.filter { $0.source == screen.id }.map(\.id))
            #expect(index.transitions(naming: screen.id).map(\.id) == model.transitions.filter { $0.steps.contains { $0.target == screen.id } }.map(\.id))
            let presented = model.screens.filter { $0.presentedOver == screen.id }
            #expect(index.screensPresented(overAnyOf: [screen.id, screen.id]) == presented)
        }
        for transition in model.transitions {
            #expect(index.transition(transition.id) == model.transition(transition.id))
        }
        #expect(index.tabBars.map(\.owner.id) == model.tabBars.map(\.owner.id))
        #expect(index.tabBars.map(\.tabBar) == model.tabBars.map(\.tabBar))
        #expect(index.mainTabBar?.tabBar == model.mainTabBar?.tabBar)
        #expect(index.coordinator("NoSuchCoordinator") == nil)
        #expect(index.owner(ofScreen: "NoSuchScreen") == nil)
        #expect(index.transition("no-such-transition") == nil)
    }

    @Test(arguments: cases)
    func treeWalksMatchAWalkByLinearLookups(name: String) throws {
        let model = try Self.model(name)
        let parents = model.parents
        for coordinator in model.coordinators {
            // Depth by walking up the parents one look-up at a time.
            for (id, depth) in model.depths(below: coordinator.id) {
                var steps = 0
                var cursor = id
                while cursor != coordinator.id, let parent = parents[cursor] { cursor = parent; steps += 1 }
                #expect(cursor == coordinator.id && steps == depth, "\(name): \(id) below \(coordinator.id)")
            }
            #expect(Set(model.subtree(of: coordinator.id)) == Set(model.depths(below: coordinator.id).keys))
            let path = model.pathFromTop(to: coordinator.id)
            #expect(path.last == coordinator.id)
            #expect(zip(path, path.dropFirst()).allSatisfy { parents[$1] == $0 })
        }
    }
}
