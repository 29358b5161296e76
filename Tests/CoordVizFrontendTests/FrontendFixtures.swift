import CoordVizCore
import CoordVizFrontend
import Foundation

/// Models read from the repository's sample specs.
enum FrontendFixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func sampleSpec(_ sample: String) -> String {
        repositoryRoot.appendingPathComponent("Samples/\(sample)/flow.yaml").path
    }

    /// The love-story sample's spec: tabs, stacks, transitions and deep links.
    static var model: ArchitectureModel {
        // The sample spec is valid: a failure here is a broken repository, not a test result.
        try! ModelLoader.load([sampleSpec("love-story")]).model
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-frontend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
