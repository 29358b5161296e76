import Foundation
import Testing

/// `coordviz validate` run as a process: every problem on stderr in compiler form, exit 1 on
/// errors, 0 otherwise.
@Suite struct ValidateCommandTests {
    static let fixtures = "Tests/CoordVizSpecTests/Fixtures"

    @Test func aCleanSpecExitsZeroWithASummary() throws {
        let result = try CommandRunner.coordviz(["validate", "Samples/love-story/flow.yaml"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText == "ok: 1 spec file; 4 coordinators, 5 screens, 5 transitions, 1 deep link; no warnings\n")
    }

    @Test func aSpecAndItsLiveSnapshotMergeCleanly() throws {
        let result = try CommandRunner.coordviz(["validate", "Samples/love-story/flow.yaml", "Output/love-story/snapshot.json", "--strict"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText == "ok: 1 spec file and 1 snapshot; 3 coordinators, 5 screens, 5 transitions, 1 deep link; no warnings\n")
    }

    @Test func aBrokenSpecExitsOneWithEveryDiagnosticOnStandardError() throws {
        let spec = "\(Self.fixtures)/ten-mistakes.yaml"
        let result = try CommandRunner.coordviz(["validate", spec])
        let golden = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("\(Self.fixtures)/ten-mistakes.diagnostics"), encoding: .utf8)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == golden.replacingOccurrences(of: "ten-mistakes.yaml:", with: "\(spec):"))
        #expect(result.stderr.split(separator: "\n").count == 10)
    }

    @Test func featureFilesAreReadTogetherAsOneSpec() throws {
        let folder = "\(Self.fixtures)/features/shop"
        let result = try CommandRunner.coordviz([
            "validate", "\(folder)/1-app.yaml", "\(folder)/2-feed.yaml", "\(folder)/3-profile.yaml", "\(Self.fixtures)/merge/shop.snapshot.json",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText == "ok: 3 spec files and 1 snapshot; 4 coordinators, 4 screens, 2 transitions, 1 deep link; no warnings\n")
    }

    @Test func conflictingFeatureFilesAreErrorsNamingBothFiles() throws {
        let result = try CommandRunner.coordviz(["validate", "\(Self.fixtures)/features/shop/2-feed.yaml", "\(Self.fixtures)/features/conflicting.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(Self.fixtures)/features/conflicting.yaml:5:3: error: [conflicting-definition] coordinator 'FeedCoordinator' is already defined at \(Self.fixtures)/features/shop/2-feed.yaml:4:3;"))
    }

    @Test func aDisagreementWithTheSnapshotIsAWarningWithBothLocations() throws {
        let spec = "\(Self.fixtures)/merge/tab-order-differs.yaml"
        let snapshot = "\(Self.fixtures)/merge/shop.snapshot.json"
        let result = try CommandRunner.coordviz(["validate", spec, snapshot])
        #expect(result.status == 0)
        #expect(result.stderr == """
        \(spec):7:5: warning: [tab-order-differs] AppCoordinator's tabs are [FeedCoordinator, ProfileCoordinator] in the live app but [ProfileCoordinator, FeedCoordinator] in the spec; the live order is used (live: \(snapshot) $.coordinators[0].container.tabBar.tabs)

        """)
        #expect(result.stdoutText.hasSuffix("; 1 warning\n"))
    }

    @Test func strictTurnsWarningsIntoExitStatusOne() throws {
        let result = try CommandRunner.coordviz(["validate", "\(Self.fixtures)/broken/unreachable-screen.yaml", "--strict"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasSuffix("[unreachable-screen] screen 'PostViewController' cannot be reached: it is not the first screen of a stack, a tab or a coordinator's 'screen', and no transition that can run pushes or presents it; add the transition that opens it\nerror: 1 warning with --strict\n"))
    }

    @Test func problemsInTheSpecAndTheSnapshotAreReportedInOneRun() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("snapshot.json")
        try Data(#"{"format": "coordviz-snapshot", "version": 9}"#.utf8).write(to: snapshot)
        let spec = "\(Self.fixtures)/broken/unknown-step.yaml"
        let result = try CommandRunner.coordviz(["validate", spec, snapshot.path])
        #expect(result.status == 1)
        #expect(result.stderr == """
        \(spec):18:9: error: [unknown-step] unknown step 'pushh'; did you mean 'push'?
        \(snapshot.path): error: snapshot version 9 is not supported (this coordviz reads versions 1 to 2); update coordviz or re-capture the snapshot

        """)
    }

    @Test func aSnapshotAloneIsChecked() throws {
        let result = try CommandRunner.coordviz(["validate", "\(Self.fixtures)/merge/shop.snapshot.json"])
        #expect(result.status == 0)
        #expect(result.stdoutText == "ok: 1 snapshot; 4 coordinators, 4 screens, 0 transitions, 0 deep links; no warnings\n")
    }

    @Test func whatTheWalkCouldNotFollowIsAWarningThatStrictTurnsIntoFailure() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("snapshot.json")
        try Data(#"""
        {"format": "coordviz-snapshot", "version": 2, "app": "A", "capturedBy": "test", "root": "AppCoordinator",
         "coordinators": [{"id": "AppCoordinator", "typeName": "AppCoordinator", "children": [], "backReferences": []}],
         "screens": [], "unread": [{"owner": "AppCoordinator", "path": "store.current", "reason": "closure"}]}
        """#.utf8).write(to: snapshot)
        let result = try CommandRunner.coordviz(["validate", snapshot.path])
        #expect(result.status == 0)
        #expect(result.stderr == "\(snapshot.path):1:1: warning: [unread-reference] AppCoordinator.store.current (a closure; what it captures cannot be read); if it holds a coordinator, adopt IntrospectionDescribing to report it\n")
        #expect(result.stdoutText.hasSuffix("; 1 warning\n"))
        let strict = try CommandRunner.coordviz(["validate", snapshot.path, "--strict"])
        #expect(strict.status == 1)
    }

    @Test func noInputsIsAUsageError() throws {
        let result = try CommandRunner.coordviz(["validate"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 64)
        #expect(result.stderr.contains("no inputs: give them on the command line"))
    }

    @Test func helpNamesTheExitStatusesAndARealExample() throws {
        let result = try CommandRunner.coordviz(["validate", "--help"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("coordviz validate Samples/love-story/flow.yaml"))
        #expect(result.stdoutText.contains("Exit status: 0 without errors"))
    }
}
