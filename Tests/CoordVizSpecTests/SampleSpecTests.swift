import CoordVizCore
import CoordVizSpec
import Foundation
import Testing

/// Every sample's `flow.yaml` is clean, and merges with the sample's live snapshot (as committed
/// under `Output/`) without a single warning.
@Suite struct SampleSpecTests {
    @Test(arguments: SpecFixtures.samplesWithSpecs)
    func theSampleSpecValidatesWithoutWarnings(sample: String) throws {
        let spec = try FlowSpecParser.parse(contentsOf: SpecFixtures.sampleSpec(sample), displayPath: "Samples/\(sample)/flow.yaml")
        #expect(spec.warnings.map(\.description) == [])
    }

    @Test(arguments: SpecFixtures.samplesWithSpecs)
    func theSampleSpecMergesWithItsLiveSnapshotWithoutWarnings(sample: String) throws {
        let snapshotPath = "Output/\(sample)/snapshot.json"
        let data = try Data(contentsOf: SpecFixtures.repositoryRoot.appendingPathComponent(snapshotPath))
        let spec = try FlowSpecParser.parse(contentsOf: SpecFixtures.sampleSpec(sample), displayPath: "Samples/\(sample)/flow.yaml")
        let merged = SpecMerger.merge(spec, with: try Snapshot.decode(from: data, source: snapshotPath), snapshotPath: snapshotPath)
        #expect(merged.warnings.map(\.description) == [])
        #expect(merged.model.transitions == spec.model.transitions)
    }

    @Test func atLeastTheLoveStorySampleHasASpec() {
        #expect(SpecFixtures.samplesWithSpecs.contains("love-story"))
    }
}
