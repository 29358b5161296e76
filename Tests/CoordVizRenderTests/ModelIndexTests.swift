import CoordVizCore
import Testing

/// The index answers exactly what the model's linear look-ups answer, on every sample.
@Suite struct ModelIndexTests {
    @Test(arguments: SampleModels.names)
    func theIndexAgreesWithTheModelsOwnLookups(sample: String) throws {
        let model = try SampleModels.merged(sample)
        let index = ModelIndex(model)
        #expect(index.parents == model.parents)
        for coordinator in model.coordinators {
            #expect(index.coordinator(coordinator.id) == model.coordinator(coordinator.id))
        }
        for screen in model.screens {
            #expect(index.screen(screen.id) == model.screen(screen.id))
            #expect(index.owner(ofScreen: screen.id)?.id == model.owner(ofScreen: screen.id)?.id, "\(sample): \(screen.id)")
        }
        #expect(index.coordinator("NoSuchCoordinator") == nil)
        #expect(index.owner(ofScreen: "NoSuchScreen") == nil)
    }
}
