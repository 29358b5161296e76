import CoordVizScan
import CoordVizSpec
import Foundation
import Testing

/// Scanning small apps written in the shapes public coordinator apps use: the spec each gives is
/// compared with a golden file (re-recorded with `COORDVIZ_RECORD=1`), and the scan's choices
/// (target membership, `#if DEBUG`, comments, bad input) are checked one by one.
@Suite("Scanning fixture apps")
struct ScanTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let apps = ["classic-navigation", "tabs-and-links", "phases-and-containers", "storyboard-mvvm", "navigation-ends", "launch-choice", "bound-actions", "call-site-initializers"]
    /// Fixture apps with a hand-written spec of what a reader of their code finds (`flow.yaml`).
    static let described = ["phases-and-containers", "storyboard-mvvm", "navigation-ends", "launch-choice", "bound-actions", "call-site-initializers"]

    static func yaml(_ app: String, options: ScanOptions = ScanOptions()) throws -> String {
        SpecWriter.yaml(try Scanner.scan(folder: fixtures.appendingPathComponent(app).path, options: options))
    }

    /// The fixture app's golden spec (`<app>.expected.yaml`), first rewritten as `yaml` when the
    /// run records (`COORDVIZ_RECORD=1`).
    static func golden(_ app: String, recording yaml: String) throws -> String {
        let golden = fixtures.appendingPathComponent("\(app).expected.yaml")
        if ProcessInfo.processInfo.environment["COORDVIZ_RECORD"] == "1" {
            try yaml.write(to: golden, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: golden, encoding: .utf8)
    }

    @Test("a fixture app scans to its golden spec, which validates", arguments: apps)
    func goldenSpec(app: String) throws {
        let yaml = try Self.yaml(app)
        #expect(yaml == (try Self.golden(app, recording: yaml)), "re-record with COORDVIZ_RECORD=1 swift test --filter ScanTests after checking the difference")
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(app).yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty)
    }

    @Test("a fixture app's scan finds everything its hand-written spec declares, and nothing else", arguments: described)
    func matchesHandWrittenSpec(app: String) throws {
        let folder = Self.fixtures.appendingPathComponent(app)
        let expected = try SpecFacts(yaml: String(contentsOf: folder.appendingPathComponent("flow.yaml"), encoding: .utf8))
        let found = try SpecFacts(yaml: Self.yaml(app))
        let scores = SpecFacts.score(found: found, expected: expected)
        for category in SpecFacts.categories {
            let missing = (expected.sets[category] ?? []).subtracting(found.sets[category] ?? []).sorted()
            let extra = (found.sets[category] ?? []).subtracting(expected.sets[category] ?? []).sorted()
            #expect(scores[category]!.recall == 1, "\(app): \(category) missing \(missing)")
            #expect(scores[category]!.precision == 1, "\(app): \(category) the hand-written spec does not have: \(extra)")
        }
    }

    @Test("what the code does but a spec cannot show is reported, not written: a push onto a split view's column")
    func impossibleFlowsAreReported() throws {
        let scanned = try Scanner.scan(folder: Self.fixtures.appendingPathComponent("phases-and-containers").path)
        #expect(!scanned.transitions.contains { $0.steps.contains { $0.kind == "push" && $0.target == "BookDetailViewController" } })
        #expect(scanned.unresolved.contains { $0.message.contains("push BookDetailViewController") && $0.message.contains("left out") })
        let parsed = try FlowSpecParser.parse([SpecFile(path: "scanned.yaml", text: SpecWriter.yaml(scanned))])
        #expect(parsed.warnings.isEmpty)
    }

    @Test("a coordinator presented at launch, over no screen, gets no presentedFrom, and the report says why")
    func presentedOverNoScreen() throws {
        let scanned = try Scanner.scan(folder: Self.fixtures.appendingPathComponent("phases-and-containers").path)
        #expect(scanned.coordinators.first { $0.name == "WhatsNewCoordinator" }?.presentation == nil)
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("WhatsNewCoordinator's container is presented") })
    }

    @Test("the same sources give the same bytes, whatever the parallelism", arguments: apps)
    func deterministic(app: String) throws {
        let serial = try Self.yaml(app, options: ScanOptions(parallelism: 1))
        let parallel = try Self.yaml(app, options: ScanOptions(parallelism: 8))
        #expect(serial == parallel)
    }

    @Test("files that no target of Package.swift includes, or that it excludes, are not read, and the report says why")
    func targetMembership() throws {
        let scanned = try Scanner.scan(folder: Self.fixtures.appendingPathComponent("classic-navigation").path)
        #expect(!scanned.coordinators.contains { $0.name == "LegacyCoordinator" || $0.name == "UnusedCoordinator" })
        #expect(scanned.filesLeftOut.map(\.path) == ["Sources/Legacy/LegacyCoordinator.swift", "Sources/Shop/Unused.swift"])
        let everything = try Scanner.scan(folder: Self.fixtures.appendingPathComponent("classic-navigation").path, options: ScanOptions(respectTargets: false))
        #expect(everything.coordinators.contains { $0.name == "LegacyCoordinator" })
    }

    @Test("files an Xcode project does not compile are not read (the report says why), and every file is read on request")
    func xcodeProjectMembership() throws {
        let folder = Self.fixtures.appendingPathComponent("xcode-project").path
        let scanned = try Scanner.scan(folder: folder)
        #expect(scanned.coordinators.map(\.name) == ["ShopCoordinator"])
        #expect(scanned.filesLeftOut.map(\.path) == ["Shop/Old/RetiredCoordinator.swift"])
        #expect(scanned.filesLeftOut.map(\.reason) == ["no target of the Xcode project compiles it"])
        // Compiled files whose names hold spaces or `+` are read.
        #expect(scanned.filesRead == 3)
        #expect(scanned.transitions.contains { $0.from == "CatalogViewController" && $0.steps.map(\.target) == ["ProductViewController"] })
        let everything = try Scanner.scan(folder: folder, options: ScanOptions(respectTargets: false))
        #expect(everything.coordinators.map(\.name).sorted() == ["RetiredCoordinator", "ShopCoordinator"])
        #expect(everything.filesLeftOut.isEmpty)
        #expect(everything.filesRead == 4)
    }

    @Test("commented-out code is never read")
    func commentsAreIgnored() throws {
        let yaml = try Self.yaml("classic-navigation")
        #expect(!yaml.contains("LegacyCatalogViewController"))
        #expect(!yaml.contains("showLegacyCatalog"))
    }

    @Test("#if DEBUG branches are read by default and skipped on request")
    func debugBranches() throws {
        #expect(try Self.yaml("tabs-and-links").contains("DebugMenuViewController"))
        #expect(!(try Self.yaml("tabs-and-links", options: ScanOptions(skipDebugBranches: true))).contains("DebugMenuViewController"))
    }

    @Test("every element the scan writes says where it was found")
    func everyElementHasASource() throws {
        for app in Self.apps {
            let scanned = try Scanner.scan(folder: Self.fixtures.appendingPathComponent(app).path)
            let sources = scanned.coordinators.map(\.source) + scanned.screens.map(\.source) + scanned.transitions.map(\.source) + scanned.deepLinks.map(\.source)
            #expect(sources.allSatisfy { !$0.path.isEmpty && $0.line > 0 })
        }
    }

    @Test("a folder that does not exist, or holds no Swift file, is an error that says what to give")
    func badFolders() throws {
        #expect(throws: ScanError.notAFolder("/no/such/folder")) { try Scanner.scan(folder: "/no/such/folder") }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-scan-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: ScanError.noSwiftFiles(empty.path)) { try Scanner.scan(folder: empty.path) }
    }

    @Test("Swift that does not compile still scans: what parses is read")
    func brokenSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-scan-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                func start() {
                    navigationController.pushViewController(HomeViewController(), animated: false
                }
            }
            final class HomeViewController: UIViewController {
            """.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let scanned = try Scanner.scan(folder: folder.path)
        #expect(scanned.coordinators.map(\.name) == ["AppCoordinator"])
    }
}
