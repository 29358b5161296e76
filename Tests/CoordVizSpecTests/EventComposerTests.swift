@testable import CoordVizSpec
import Foundation
import Testing

/// Spec files are composed straight from the YAML parser's events; whatever that composer
/// reads must give the very tree the YAML library gives, and what it leaves (errors, repeated
/// keys, anchors, tags) must go to the library.
@Suite struct EventComposerTests {
    /// Every spec file of the samples and of the fixtures (broken ones included).
    static let specFiles: [URL] = {
        let roots = [SpecFixtures.repositoryRoot.appendingPathComponent("Samples"), SpecFixtures.folder]
        return roots.flatMap { root in
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                .filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
        }.sorted { $0.path < $1.path }
    }()

    @Test("the event composer gives the library's tree for every sample and fixture spec it reads")
    func sameTreeAsTheLibrary() throws {
        #expect(Self.specFiles.count > 10)
        var read = 0
        for url in Self.specFiles {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let fast = EventComposer.compose(text) else { continue }
            read += 1
            #expect(fast == YAMLComposer.composeWithLibrary(text, path: url.path).root, "\(url.lastPathComponent)")
        }
        #expect(read > 10)
    }

    @Test("quoted, block and flow scalars, nested lists and unicode keep their text, style and place")
    func scalarsAndPlaces() {
        let text = "a: 'x'\nb: \"y\"\nc: |\n  z\nd: [1, {e: ~}]\nf:\n  - é: ü\n  -\ng: null\n"
        let fast = EventComposer.compose(text)
        #expect(fast != nil)
        #expect(fast == YAMLComposer.composeWithLibrary(text, path: "s.yaml").root)
    }

    @Test("errors, repeated keys, anchors, tags, empty texts and several documents go to the library", arguments: [
        "a: [1, 2\n",
        "a: 1\na: 2\n",
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "",
        "a: 1\n---\nb: 2\n",
        "? [1, 2]\n: 3\n",
    ])
    func leftToTheLibrary(text: String) {
        #expect(EventComposer.compose(text) == nil)
    }
}
