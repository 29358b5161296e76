import Foundation
import Testing

/// `Output/` is committed; this fails when it no longer matches what `make demo` would write.
@Suite struct OutputFreshnessTests {
    @Test func committedOutputMatchesAFreshRenderOfEverySample() throws {
        let fresh = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fresh) }
        let script = CommandRunner.repositoryRoot.appendingPathComponent("scripts/render-samples.sh")
        let result = try CommandRunner.run(URL(fileURLWithPath: "/bin/bash"), [script.path, CommandRunner.productsDirectory.path, fresh.path])
        try #require(result.status == 0, "the demo script failed: \(result.stderr)")

        let committed = CommandRunner.repositoryRoot.appendingPathComponent("Output")
        let freshFiles = try files(under: fresh)
        let committedFiles = try files(under: committed)
        let hint = "Output/ is stale: run `make demo` and commit Output/"
        #expect(committedFiles == freshFiles, "\(hint) (files differ)")
        for file in freshFiles {
            let same = try Data(contentsOf: fresh.appendingPathComponent(file)) == Data(contentsOf: committed.appendingPathComponent(file))
            #expect(same, "\(hint) (\(file) differs)")
        }
    }

    private func files(under root: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var result: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                result.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
            }
        }
        return result.sorted()
    }
}
