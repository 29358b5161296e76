import Foundation
import Testing

/// `coordviz review` run as a process: the report (input warnings included) on standard output,
/// input errors on standard error, exit 1 on errors (or warnings with --strict), 64 on bad usage.
@Suite struct ReviewCommandTests {
    static let loveStory = ["Samples/love-story/flow.yaml", "Output/love-story/snapshot.json"]

    @Test func loveStorysStrongParentReferencesAreErrorsWithTheReleaseProof() throws {
        let result = try CommandRunner.coordviz(["review"] + Self.loveStory)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Samples/love-story/flow.yaml:18:3: error: [strong_parent_reference] HomeCoordinator holds its parent MainCoordinator strongly through 'parentCoordinator': a retain cycle, proved: after the root was released, 3 of 3 coordinators stayed alive (MainCoordinator, HomeCoordinator, OrdersCoordinator); declare it 'weak var parentCoordinator' (live: Output/love-story/snapshot.json $.coordinators[1].backReferences[0])",
            "Samples/love-story/flow.yaml:21:3: error: [strong_parent_reference] OrdersCoordinator holds its parent MainCoordinator strongly through 'parentCoordinator': a retain cycle, proved: after the root was released, 3 of 3 coordinators stayed alive (MainCoordinator, HomeCoordinator, OrdersCoordinator); declare it 'weak var parentCoordinator' (live: Output/love-story/snapshot.json $.coordinators[2].backReferences[0])",
            "2 errors",
        ])
    }

    @Test func aCleanAppExitsZero() throws {
        let result = try CommandRunner.coordviz(["review", "Samples/navigation-children/flow.yaml", "Output/navigation-children/snapshot.json", "--strict"])
        #expect(result.status == 0)
        #expect(result.stdoutText == "no findings\n")
    }

    @Test func warningsFailOnlyWithStrictAndNotesNever() throws {
        let args = ["review", "Samples/tabbar-owner/flow.yaml", "Output/tabbar-owner/snapshot.json"]
        let plain = try CommandRunner.coordviz(args)
        #expect(plain.status == 0)
        #expect(plain.stdoutText.hasSuffix("[unreachable_screen] screen NoSelectionViewController cannot be reached: no container starts with it and no transition that can run opens it; declare the transition (or 'pushes:') that opens it, or delete it\n1 warning\n"))
        #expect(try CommandRunner.coordviz(args + ["--strict"]).status == 1)
        let notes = try CommandRunner.coordviz(["review", "Samples/tab-coordinator/flow.yaml", "Output/tab-coordinator/snapshot.json", "Output/tab-coordinator/recording.json", "--strict"])
        #expect(notes.status == 0)
        #expect(notes.stdoutText.hasSuffix("2 notes\n"))
    }

    @Test func theGitHubReporterPrintsWorkflowCommands() throws {
        let result = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--reporter", "github"])
        #expect(result.status == 1)
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=Samples/love-story/flow.yaml,line=") && $0.contains(",title=[strong_parent_reference] Strong parent reference::") })
    }

    @Test(arguments: ["text", "json", "sarif", "github", "junit", "markdown"])
    func everyReporterReportsTheSameFindingsWithTheSameExitStatus(reporter: String) throws {
        let result = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--reporter", reporter])
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdoutText.components(separatedBy: "HomeCoordinator holds its parent MainCoordinator strongly").count - 1 >= 1)
        #expect(result.stdoutText.contains("OrdersCoordinator"))
    }

    @Test func anAnnotationOnASnapshotPointsAtTheLineOfItsJSONPath() throws {
        let snapshot = "Tests/CoordVizSpecTests/Fixtures/merge/shop.snapshot.json"
        let result = try CommandRunner.coordviz(["review", snapshot, "--reporter", "github"])
        #expect(result.status == 0)
        // $.screens[1] opens on line 130 of the pretty-printed snapshot.
        #expect(result.stdoutText.hasPrefix("::warning file=\(snapshot),line=130,col=5,title=[unreachable_screen] Unreachable screen::screen PostViewController cannot be reached"))
    }

    @Test func sarifGoesToTheOutputFile() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("review.sarif")
        let result = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--reporter", "sarif", "-o", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["strong_parent_reference", "strong_parent_reference"])
    }

    @Test func aWrittenBaselineAcceptsTheFindingsOnTheNextRun() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.stderr == "wrote \(baseline): 2 findings accepted\n")
        #expect(written.stdoutText == "no findings; 2 accepted by the baseline\n")
        let next = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--baseline", baseline, "--strict"])
        #expect(next.status == 0)
        #expect(next.stdoutText == "no findings; 2 accepted by the baseline\n")
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains(#""rule" : "strong_parent_reference""#))
        #expect(!text.contains(#""line""#))
    }

    @Test func theConfigurationTurnsRulesOffAndChangesSeverities() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("review.yml")
        try Data("version: 1\nreview:\n  rules:\n    strong_parent_reference: warning\n".utf8).write(to: config)
        let result = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--config", config.path])
        #expect(result.status == 0)
        #expect(result.stdoutText.hasSuffix("2 warnings\n"))
        try Data("version: 1\nreview:\n  rules:\n    strong_parent_reference: off\n".utf8).write(to: config)
        #expect(try CommandRunner.coordviz(["review"] + Self.loveStory + ["--config", config.path]).stdoutText == "no findings\n")
    }

    @Test func aConfigurationFoundAboveTheWorkingFolderIsUsedAndItsUnknownKeysAreLocated() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("app/ios")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("version: 1\nreview:\n  rulles: {}\n".utf8).write(to: folder.appendingPathComponent(".coordviz.yml"))
        let spec = CommandRunner.repositoryRoot.appendingPathComponent("Samples/love-story/flow.yaml").path
        let result = try CommandRunner.coordviz(["review", spec], in: nested)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        // Named as seen from the working folder (../../.coordviz.yml).
        let configPath = nested.appendingPathComponent(try #require(result.stderr.split(separator: ":").first.map(String.init))).standardizedFileURL
        #expect(configPath == folder.appendingPathComponent(".coordviz.yml").standardizedFileURL)
        #expect(result.stderr.hasSuffix(".coordviz.yml:3:3: error: [unknown-key] unknown key 'rulles' in 'review'; did you mean 'rules'? valid keys: rules, only, baseline\n"))
    }

    @Test func invalidInputsExitOneWithEveryProblem() throws {
        let result = try CommandRunner.coordviz(["review", "Tests/CoordVizSpecTests/Fixtures/broken/unknown-step.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("[unknown-step]"))
        let alone = try CommandRunner.coordviz(["review", "Output/love-story/recording.json"])
        #expect(alone.status == 1)
        #expect(alone.stderr == "Output/love-story/recording.json: error: a recording is checked against a spec; give the spec (and the snapshot) too, e.g. 'coordviz review flow.yaml snapshot.json Output/love-story/recording.json'\n")
        let baseline = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--baseline", "Output/love-story/snapshot.json"])
        #expect(baseline.status == 1)
        #expect(baseline.stderr.hasPrefix("Output/love-story/snapshot.json: error: not a review baseline: it has no \"format\": \"coordviz-review-baseline\" marker"))
    }

    @Test func badUsageExits64() throws {
        #expect(try CommandRunner.coordviz(["review"]).status == 64)
        let reporter = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--reporter", "xml"])
        #expect(reporter.status == 64)
        #expect(reporter.stderr.contains("xml"))
        let both = try CommandRunner.coordviz(["review"] + Self.loveStory + ["--baseline", "a.json", "--write-baseline", "b.json"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("not both"))
    }

    @Test func theCommittedDemoReviewsMatchTheCommand() throws {
        let result = try CommandRunner.coordviz(["review"] + Self.loveStory + ["Output/love-story/recording.json"])
        let committed = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Output/love-story/review.txt"), encoding: .utf8)
        #expect(result.stdoutText == committed)
        #expect(committed.contains("[unperformed_transition] transition 'favorites-tab'"))
    }
}
