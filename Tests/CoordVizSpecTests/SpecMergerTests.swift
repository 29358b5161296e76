import CoordVizCore
import CoordVizSpec
import Testing

/// A spec and a snapshot of the same app merged: the live app wins for structure, the spec adds
/// flows; every disagreement is a warning naming the spec line and the snapshot's JSON path.
@Suite struct SpecMergerTests {
    static let snapshotName = "merge/shop.snapshot.json"

    func merged(_ spec: String) throws -> SpecMerger.Merged {
        let parsed = try FlowSpecParser.parse(try SpecFixtures.specFiles(spec))
        return SpecMerger.merge(parsed, with: try SpecFixtures.snapshot(Self.snapshotName), snapshotPath: Self.snapshotName)
    }

    @Test func anAgreeingSpecMergesWithoutWarningsAndAddsItsFlows() throws {
        let result = try merged("merge/agreeing.yaml")
        #expect(result.warnings.isEmpty)
        #expect(result.model.transitions.map(\.id) == ["open-post", "post-author"])
        #expect(result.model.deepLinks == [DeepLink(pattern: "shop://posts/{id}", handler: "AppCoordinator", transition: "open-post")])
        #expect(result.model.coordinator("FeedCoordinator")?.container?.navigationStack?.screens == ["FeedViewController", "PostViewController"])
        #expect(result.model.mainTabBar?.tabBar.selectedIndex == 0)
    }

    @Test(arguments: DiagnosticID.allCases.filter { $0.stage == .merge })
    func eachDisagreementIsAWarningWithBothLocations(kind: DiagnosticID) throws {
        let result = try merged("merge/\(kind.rawValue).yaml")
        let actual = result.warnings.map(\.description)
        #expect(actual == (try Golden.lines("merge/\(kind.rawValue).diagnostics", actual: actual)))
        let finding = try #require(result.warnings.first { $0.id == kind.rawValue })
        #expect(finding.severity == .warning)
        #expect(finding.location.path == "merge/\(kind.rawValue).yaml")
        #expect(finding.liveLocation?.hasPrefix("\(Self.snapshotName) $.") == true)
    }

    @Test func theLiveTabOrderWinsOverTheSpecs() throws {
        let result = try merged("merge/tab-order-differs.yaml")
        #expect(result.model.mainTabBar?.tabBar.tabs.map(\.coordinator) == ["FeedCoordinator", "ProfileCoordinator"])
    }

    @Test func aSpecSplitIntoFeatureFilesMergesLikeTheSingleFile() throws {
        let split = try merged("features/shop")
        let single = try merged("merge/agreeing.yaml")
        #expect(split.warnings.isEmpty)
        #expect(split.model == single.model)
    }

    @Test func featureFilesThatDefineTheSameThingsTwiceAreErrorsNamingBothPlaces() throws {
        let files = try SpecFixtures.specFiles("features/shop") + SpecFixtures.specFiles("features/conflicting.yaml")
        #expect(SpecFixtures.diagnostics(of: files) == [
            "features/conflicting.yaml:5:3: error: [conflicting-definition] coordinator 'FeedCoordinator' is already defined at features/shop/2-feed.yaml:4:3; define each coordinator in one file and refer to it by name elsewhere",
            "features/conflicting.yaml:8:9: error: [duplicate-id] transition id 'open-post' is already used at features/shop/2-feed.yaml:10:9; give each transition its own id",
        ])
    }

    @Test func theSnapshotNamesTheAppWhenNoSpecFileDoes() throws {
        let parsed = try FlowSpecParser.parse(try SpecFixtures.specFiles("features/shop").dropFirst().map { $0 } + [
            SpecFile(path: "root.yaml", text: "version: 1\nroot: AppCoordinator\ncoordinators:\n  AppCoordinator:\n    tabs: [{ coordinator: FeedCoordinator, title: Feed }, { coordinator: ProfileCoordinator, title: Profile }]\n    children: [SettingsCoordinator]\n"),
        ])
        #expect(parsed.model.app == "App")
        let result = SpecMerger.merge(parsed, with: try SpecFixtures.snapshot(Self.snapshotName), snapshotPath: Self.snapshotName)
        #expect(result.model.app == "Shop")
    }
}
