import Foundation
import Testing

/// `coordviz docs` as a process: the folder it writes, and `--check` as a CI drift gate.
@Suite struct DocsCommandTests {
    static let samples = ["love-story", "tab-coordinator", "root-containment", "navigation-children", "router-login", "tabbar-owner"]
    static let spec = CommandRunner.repositoryRoot.appendingPathComponent("Samples/love-story/flow.yaml").path

    static func docs(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.coordviz(["docs"] + arguments)
    }

    static func files(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue { result.append(path) }
        }
        return result.sorted()
    }

    @Test(arguments: samples)
    func everySampleGetsAFolderWhoseLinksResolveAndWhichChecksClean(sample: String) throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        let spec = "Samples/\(sample)/flow.yaml"
        let written = try Self.docs([spec, "-o", folder.path])
        #expect(written.status == 0, "\(written.stderr)")
        let files = Self.files(folder)
        #expect(files.contains("README.md") && files.contains("navigation.txt") && files.contains("overview.svg") && files.contains(".coordviz-docs"))
        #expect(files.contains { $0.hasPrefix("coordinators/") && $0.hasSuffix(".md") })
        // Every relative link of every page names a file of the folder.
        for page in files where page.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
            for target in Self.linkTargets(text) {
                let resolved = folder.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                #expect(resolved.path.hasPrefix(folder.standardizedFileURL.path + "/"), "\(page): \(target) leaves the folder")
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page): \(target) does not resolve")
            }
        }
        let check = try Self.docs([spec, "-o", folder.path, "--check"])
        #expect(check.status == 0, "\(check.stdoutText) \(check.stderr)")
        #expect(check.stdoutText == "")
    }

    @Test func checkListsStaleMissingAndExtraFilesAndExitsOne() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        #expect(try Self.docs([Self.spec, "-o", folder.path]).status == 0)
        try Data("edited by hand\n".utf8).write(to: folder.appendingPathComponent("README.md"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("transitions/open-home2.md"))
        try Data("mine".utf8).write(to: folder.appendingPathComponent("coordinators/Notes.md"))
        let check = try Self.docs([Self.spec, "-o", folder.path, "--check"])
        #expect(check.status == 1)
        #expect(check.stdoutText == "stale: README.md\nmissing: transitions/open-home2.md\nextra: coordinators/Notes.md\n")
        #expect(check.stderr.contains("error: the docs are out of date (3 files); run 'coordviz docs"))
        // --check writes nothing.
        #expect(try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8) == "edited by hand\n")
    }

    @Test(arguments: ["stale", "missing", "extra"])
    func eachKindOfDriftAloneFailsTheCheck(kind: String) throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        #expect(try Self.docs([Self.spec, "-o", folder.path]).status == 0)
        let file = folder.appendingPathComponent("navigation.txt")
        switch kind {
        case "stale": try Data("app Other\n".utf8).write(to: file)
        case "missing": try FileManager.default.removeItem(at: file)
        default: try Data("x".utf8).write(to: folder.appendingPathComponent("extra.png"))
        }
        let check = try Self.docs([Self.spec, "-o", folder.path, "--check"])
        #expect(check.status == 1)
        #expect(check.stdoutText == "\(kind): \(kind == "extra" ? "extra.png" : "navigation.txt")\n")
    }

    @Test func aPictureDrawnByAnotherGraphvizPassesTheCheckUnlessExactPicturesAreAskedFor() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        #expect(try Self.docs([Self.spec, "-o", folder.path]).status == 0)
        let picture = folder.appendingPathComponent("overview.svg")
        try (try Data(contentsOf: picture) + Data("<!-- Graphviz 12 -->\n".utf8)).write(to: picture)
        let check = try Self.docs([Self.spec, "-o", folder.path, "--check"])
        #expect(check.status == 0, "\(check.stdoutText)")
        let exact = try Self.docs([Self.spec, "-o", folder.path, "--check", "--exact-pictures"])
        #expect(exact.status == 1)
        #expect(exact.stdoutText == "stale: overview.svg\n")
        // A missing picture fails either way.
        try FileManager.default.removeItem(at: picture)
        #expect(try Self.docs([Self.spec, "-o", folder.path, "--check"]).stdoutText == "missing: overview.svg\n")
    }

    @Test func checkingAFolderThatDoesNotExistListsEveryFileAsMissing() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let check = try Self.docs([Self.spec, "-o", parent.appendingPathComponent("none").path, "--check"])
        #expect(check.status == 1)
        #expect(check.stdoutText.contains("missing: README.md\n"))
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("none").path))
    }

    @Test func rerunningReplacesTheFolderAndDropsFilesNoLongerPlanned() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        #expect(try Self.docs([Self.spec, "-o", folder.path]).status == 0)
        try Data("old".utf8).write(to: folder.appendingPathComponent("transitions/removed-flow.md"))
        #expect(try Self.docs([Self.spec, "-o", folder.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("transitions/removed-flow.md").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["docs"])
    }

    @Test func aFolderCoordvizDidNotWriteIsRefusedAndLeftAlone() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("my notes".utf8).write(to: folder.appendingPathComponent("notes.md"))
        let result = try Self.docs([Self.spec, "-o", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("choose an empty or new folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.md"])
    }

    @Test func aFailedRunLeavesThePreviousFolderUntouched() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        #expect(try Self.docs([Self.spec, "-o", folder.path]).status == 0)
        let before = Self.files(folder)
        let broken = parent.appendingPathComponent("broken.yaml")
        try Data("version: 2\napp: X\ncoordinators: [".utf8).write(to: broken)
        let result = try Self.docs([broken.path, "-o", folder.path])
        #expect(result.status == 1)
        #expect(Self.files(folder) == before)
    }

    @Test func doccWritesACatalogAndPNGPicturesOnRequest() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        let result = try Self.docs([Self.spec, "-o", folder.path, "--format", "docc", "--png"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = Self.files(folder)
        #expect(files.contains("Love-Story.docc/Love-Story.md"))
        #expect(files.contains("Love-Story.docc/Resources/overview.png"))
        #expect(files.contains("Love-Story.docc/Articles/Transition-deep-view-in-orders.md"))
        let png = try Data(contentsOf: folder.appendingPathComponent("Love-Story.docc/Resources/overview.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try Self.docs([Self.spec, "-o", folder.path, "--format", "docc", "--png", "--check"]).status == 0)
    }

    /// DocC itself (it comes with the Swift toolchain) builds the catalog and finds nothing to say:
    /// every `<doc:>` link and image resolves, and the headings are where DocC wants them.
    @Test func doccBuildsTheCatalogWithoutAnyWarning() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        #expect(try Self.docs(["Samples/router-login/flow.yaml", "-o", folder.path, "--format", "docc"]).status == 0)
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), [
            "docc", "convert", folder.appendingPathComponent("Router-Login.docc").path,
            "--output-path", parent.appendingPathComponent("built").path, "--analyze",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let said = (result.stdoutText + result.stderr).split(separator: "\n").filter { $0.contains("warning") || $0.contains("error") || $0.contains("note:") }
        #expect(said.isEmpty, "\(said.prefix(5))")
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent("built/data/documentation/router-login/coordinator-tabbarcoordinator.json").path))
    }

    @Test func aTransitionIdOfDotsBecomesASafeFileName() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let spec = parent.appendingPathComponent("dots.yaml")
        try Data("""
        version: 2
        app: Dots
        root: A
        coordinators:
          A: { stack: [One, Two] }
        transitions:
          - { id: "..", from: One, steps: [{ push: Two }] }
          - { id: "...", from: Two, steps: [{ pop: A }] }
        """.utf8).write(to: spec)
        let folder = parent.appendingPathComponent("docs")
        let result = try Self.docs([spec.path, "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let pages = Self.files(folder).filter { $0.hasPrefix("transitions/") && $0.hasSuffix(".md") }
        #expect(pages == ["transitions/transition-2.md", "transitions/transition.md"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["docs", "dots.yaml"])
    }

    /// A snapshot carries type names as the app has them: a hand-made one names coordinators with
    /// separators, `..`, spaces and emoji, and every page and picture stays inside the folder.
    @Test func typeNamesWithSeparatorsSpacesAndEmojiBecomeSafeFileNames() throws {
        let parent = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try CommandRunner.run(CommandRunner.productsDirectory.appendingPathComponent("sample-snapshots"), [parent.path])
        let text = try String(contentsOf: parent.appendingPathComponent("love-story/snapshot.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"HomeCoordinator\"", with: "\"../../etc/passwd\"")
            .replacingOccurrences(of: "\"OrdersCoordinator\"", with: "\"Orders 🚀 Coordinator\"")
        let snapshot = parent.appendingPathComponent("awkward.json")
        try Data(text.utf8).write(to: snapshot)
        let folder = parent.appendingPathComponent("out/docs")
        let result = try Self.docs([snapshot.path, "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.files(folder).filter { $0.hasPrefix("coordinators/") } == [
            "coordinators/MainCoordinator.md", "coordinators/MainCoordinator.svg",
            "coordinators/Orders-Coordinator.md", "coordinators/Orders-Coordinator.svg",
            "coordinators/etc-passwd.md", "coordinators/etc-passwd.svg",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.appendingPathComponent("out").path) == ["docs"])
        let home = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(home.contains("[\\.\\./\\.\\./etc/passwd](coordinators/etc-passwd.md)"))
        #expect(home.contains("[Orders 🚀 Coordinator](coordinators/Orders-Coordinator.md)"))
        #expect(try Self.docs([snapshot.path, "-o", folder.path, "--check"]).status == 0)
    }

    @Test func withoutAnOutputFolderItIsAUsageError() throws {
        let result = try Self.docs([Self.spec])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--output"))
    }

    static func linkTargets(_ text: String) -> [String] {
        var inside = false
        var result: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inside.toggle(); continue }
            guard !inside else { continue }
            var rest = line[...]
            while let start = rest.range(of: "]("), let end = rest[start.upperBound...].firstIndex(of: ")") {
                result.append(String(rest[start.upperBound..<end]))
                rest = rest[rest.index(after: end)...]
            }
        }
        return result
    }
}
