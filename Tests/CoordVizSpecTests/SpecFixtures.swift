import Foundation

/// Paths to files the spec tests read: the samples' specs and the fixtures beside the tests.
enum SpecFixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func sampleSpec(_ sample: String) -> URL {
        repositoryRoot.appendingPathComponent("Samples/\(sample)/flow.yaml")
    }

    static func fixture(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/CoordVizSpecTests/Fixtures/\(name)")
    }
}
