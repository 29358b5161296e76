import CoordVizCore
import Foundation
import Testing

/// A model's shared index and simulator answer for the value they are asked of: copies share
/// them, a changed copy gets its own, and they are no part of what the model is.
@Suite struct ModelLookupsTests {
    @Test func anUnchangedCopySharesTheIndexItsOriginalMade() {
        let model = twoTabModel()
        let copy = model
        #expect(model.sharedIndex.owner(ofScreen: "Orders2")?.id == "OrdersC")
        #expect(copy.sharedIndex.owner(ofScreen: "Orders2")?.id == "OrdersC")
        #expect(copy.sharedSimulator.finalScreen(of: model.transitions[0]) == "Orders3")
    }

    @Test func aChangedCopyIsIndexedAsItIsNow() {
        let model = twoTabModel()
        #expect(model.sharedIndex.screen("Settings") == nil)
        var changed = model
        changed.screens.append(ScreenNode(id: "Settings", typeName: "Settings"))
        changed.coordinators[1].container = .navigationStack(NavigationStack(property: "nav", screens: ["Home"], declaredScreens: ["Home", "Settings"]))
        #expect(changed.sharedIndex.screen("Settings")?.id == "Settings")
        #expect(changed.sharedIndex.owner(ofScreen: "Settings")?.id == "HomeC")
        // The original still answers for itself, and again after the copy asked.
        #expect(model.sharedIndex.screen("Settings") == nil)
        #expect(model.sharedIndex.owner(ofScreen: "Settings") == nil)
    }

    @Test func aChangedTransitionIsPlayedAsItIsNow() {
        let model = twoTabModel()
        #expect(model.sharedSimulator.finalScreen(of: model.transitions[0]) == "Orders3")
        var changed = model
        changed.transitions[0].steps.removeLast()
        #expect(changed.sharedSimulator.finalScreen(of: changed.transitions[0]) == "Orders2")
        #expect(changed.sharedIndex.transition("deep")?.steps.count == 3)
        #expect(model.sharedIndex.transition("deep")?.steps.count == 4)
    }

    @Test func aTransitionIsPlayedOnceAndAnEditedOneWithTheSameIDAfresh() {
        let model = twoTabModel()
        let simulator = model.sharedSimulator
        let first = simulator.play(model.transitions[0])
        #expect(simulator.play(model.transitions[0]) == first)
        #expect(first.steps.last?.to == "Orders3")
        // Handed a transition that is not the model's own but has its id, the simulator plays
        // what it was handed, not the playback it kept.
        var edited = model.transitions[0]
        edited.steps.removeLast()
        let replayed = simulator.play(edited)
        #expect(replayed.steps.count == first.steps.count - 1)
        #expect(replayed.steps.last?.to == "Orders2")
        #expect(simulator.play(model.transitions[0]) == first)
    }

    @Test func aRenamedAppIsANewVersion() {
        let model = twoTabModel()
        _ = model.sharedIndex
        var renamed = model
        renamed.app = "Renamed"
        #expect(renamed.sharedIndex.model.app == "Renamed")
        #expect(model.sharedIndex.model.app == "Two Tabs")
    }

    @Test func manyVersionsOfOneModelEachAnswerForThemselves() {
        var versions = [twoTabModel()]
        for number in 0..<12 {
            var next = versions[versions.count - 1]
            next.screens.append(ScreenNode(id: "Extra\(number)", typeName: "Extra\(number)"))
            versions.append(next)
        }
        for (position, version) in versions.enumerated().shuffled() {
            #expect(version.sharedIndex.model.screens.count == 5 + position)
        }
    }

    @Test func modelsCompareAndEncodeWithoutTheirLookUps() throws {
        let model = twoTabModel()
        let fresh = twoTabModel()
        _ = model.sharedIndex
        _ = model.sharedSimulator
        #expect(model == fresh)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(model)
        #expect(encoded == (try encoder.encode(fresh)))
        let keys = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any]).keys
        #expect(!keys.contains("lookups"))
        #expect(try JSONDecoder().decode(ArchitectureModel.self, from: encoded) == model)
    }

    @Test func threadsAskingAtOnceGetOneAnswer() async {
        let model = twoTabModel()
        let owners = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<16 { group.addTask { model.sharedIndex.owner(ofScreen: "Home2")?.id } }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(owners == Array(repeating: "HomeC", count: 16))
    }
}
