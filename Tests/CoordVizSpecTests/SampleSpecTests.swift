import CoordVizCore
import CoordVizSpec
import Foundation
import Testing

/// Every sample's `flow.yaml` is clean (but for the hints on how to say it better in version 2),
/// and merges with the sample's live snapshot (as committed under `Output/`) without a single
/// warning.
@Suite struct SampleSpecTests {
    /// The version 2 upgrade hints each sample's version 1 spec gets, by id.
    static let upgradeHints: [String: [String]] = [:]

    @Test(arguments: SpecFixtures.samplesWithSpecs)
    func theSampleSpecValidatesWithoutWarningsButItsUpgradeHints(sample: String) throws {
        let spec = try FlowSpecParser.parse(contentsOf: SpecFixtures.sampleSpec(sample), displayPath: "Samples/\(sample)/flow.yaml")
        #expect(spec.warnings.map(\.id) == Self.upgradeHints[sample] ?? [])
    }

    @Test func theTabCoordinatorSamplesVersion1SpecIsToldBothOfItsStacksBranch() throws {
        let spec = try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture("v1-tab-coordinator.yaml"), displayPath: "flow.yaml")
        #expect(spec.warnings.map(\.location.description) == ["flow.yaml:25:5", "flow.yaml:28:5"])
        #expect(spec.warnings.last?.message.hasSuffix("e.g. 'ProfileVC: { pushes: [SettingsVC, FavoritesVC] }'") == true)
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
