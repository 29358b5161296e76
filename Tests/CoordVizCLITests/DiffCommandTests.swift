import Foundation
import Testing

/// `coordviz diff` as a process, on hand-made pairs whose answers are known.
@Suite struct DiffCommandTests {
    static let spec = "Samples/love-story/flow.yaml"

    /// The love-story spec with a Profile tab added, Orders3 and its transition removed, the
    /// headline transition one step shorter and the deep link's URL changed.
    static let changed = "Tests/CoordVizCLITests/Fixtures/love-story-changed.yaml"

    @Test func aChangedSpecIsSummarisedAndExitCodeFails() throws {
        let new = Self.changed
        let result = try CommandRunner.coordviz(["diff", Self.spec, new, "--exit-code"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdoutText == """
        coordinators:
          ~ coordinator MainCoordinator changed
              children: + profileCoordinator=ProfileCoordinator
          ~ coordinator OrdersCoordinator changed
              stack: OrdersViewController > Orders2ViewController > Orders3ViewController → OrdersViewController > Orders2ViewController
          + coordinator ProfileCoordinator added
        tabs:
          + tab MainCoordinator › Profile added
        screens:
          ~ screen Orders2ViewController changed
              pushes: - Orders3ViewController
          + screen ProfileViewController added
          - screen Orders3ViewController removed
        transitions:
          ~ transition deep-view-in-orders changed
              steps: switchTab Orders > resetToRoot OrdersCoordinator > push Orders2ViewController > push Orders3ViewController → switchTab Orders > resetToRoot OrdersCoordinator > push Orders2ViewController
          - transition open-orders3 removed
        deepLinks:
          + deep link myapp://orders/latest added
          - deep link myapp://orders/deep removed
        4 added, 3 removed, 4 changed

        """)
        // Without --exit-code a difference is not a failure.
        #expect(try CommandRunner.coordviz(["diff", Self.spec, new]).status == 0)
    }

    @Test func theSameSpecTwiceHasNoChangesAndPassesTheGate() throws {
        let result = try CommandRunner.coordviz(["diff", Self.spec, Self.spec, "--exit-code"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == "no navigation changes\n")
    }

    @Test func twoSnapshotsShowTheScreenTheLiveAppGainedAndTheTitleThatChanged() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CommandRunner.run(CommandRunner.productsDirectory.appendingPathComponent("sample-snapshots"), [folder.path])
        let old = folder.appendingPathComponent("love-story/snapshot.json")
        var snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: old)) as? [String: Any])
        var screens = try #require(snapshot["screens"] as? [[String: Any]])
        let index = try #require(screens.firstIndex { $0["id"] as? String == "HomeViewController" })
        screens[index]["title"] = "Welcome"
        snapshot["screens"] = screens
        let new = folder.appendingPathComponent("after.json")
        try JSONSerialization.data(withJSONObject: snapshot).write(to: new)
        let result = try CommandRunner.coordviz(["diff", old.path, new.path, "--exit-code"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("screens:\n  ~ screen HomeViewController changed\n      title: Home → Welcome\n"))
        #expect(result.stdoutText.contains("transitions: not compared"))
    }

    @Test func theLiveAppAgainstItsSpecReportsWhatTheSpecDoesNotDeclare() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CommandRunner.run(CommandRunner.productsDirectory.appendingPathComponent("sample-snapshots"), [folder.path])
        let snapshot = folder.appendingPathComponent("love-story/snapshot.json").path
        let result = try CommandRunner.coordviz(["diff", "--old", Self.spec, "--new", snapshot])
        #expect(result.status == 0, "\(result.stderr)")
        // The spec declares no parent references; the live tab coordinators hold strong ones.
        #expect(result.stdoutText.contains("  ~ coordinator HomeCoordinator changed\n      back-references: + parentCoordinator→MainCoordinator strong\n"))
        // Orders2 and Orders3 are not on the live stack now: not reported as removed.
        #expect(!result.stdoutText.contains(" removed\n"))
    }

    @Test func aSideOfSeveralFilesIsGivenWithOldAndNew() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CommandRunner.run(CommandRunner.productsDirectory.appendingPathComponent("sample-snapshots"), [folder.path])
        let snapshot = folder.appendingPathComponent("love-story/snapshot.json").path
        let result = try CommandRunner.coordviz(["diff", "--old", Self.spec, "--old", snapshot, "--new", Self.spec, "--new", snapshot, "--exit-code"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == "no navigation changes\n")
    }

    @Test(arguments: ["svg", "png"])
    func theDrawingMarksAdditionsRemovalsAndChanges(format: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let new = Self.changed
        let picture = folder.appendingPathComponent("changes.\(format)")
        let result = try CommandRunner.coordviz(["diff", Self.spec, new, "-o", picture.path])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: picture)
        if format == "png" {
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        } else {
            let svg = String(decoding: bytes, as: UTF8.self)
            #expect(svg.contains("id=\"coordinator:ProfileCoordinator\""))
            #expect(svg.contains("id=\"screen:Orders3ViewController\""), "the removed screen is drawn, ghosted")
            #expect(svg.contains("open&#45;orders3 removed"), "the notes name the removed transition")
            #expect(svg.contains("stroke=\"#2e8b57\"") || svg.contains("stroke=\"#2E8B57\""), "additions are green")
            #expect(svg.contains("stroke-dasharray"), "removals are dashed")
            #expect(svg.contains(">Legend<"))
            #expect(svg.contains("id=\"diff:tabs:MainCoordinator\""), "the changed tab bar is drawn as a strip of its tabs")
            #expect(svg.contains("tab bar of MainCoordinator: Profile added"))
        }
    }

    @Test(arguments: [
        (["diff", "Samples/love-story/flow.yaml"], "give two inputs"),
        (["diff", "a.yaml", "b.yaml", "c.yaml"], "give two inputs"),
        (["diff", "a.yaml", "b.yaml", "--old", "c.yaml", "--new", "d.yaml"], "not both"),
        (["diff", "--old", "a.yaml"], "give both sides"),
        (["diff", "a.yaml", "b.yaml", "--format", "svg"], "--format goes with -o"),
    ])
    func misusedSidesAreUsageErrors(arguments: [String], message: String) throws {
        let result = try CommandRunner.coordviz(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func anInvalidSideExitsOneNamingItsProblem() throws {
        let result = try CommandRunner.coordviz(["diff", Self.spec, "missing.yaml", "--exit-code"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("missing.yaml: error: no such file"))
    }
}
