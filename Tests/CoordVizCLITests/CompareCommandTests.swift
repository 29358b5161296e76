import Foundation
import Testing

/// `coordviz compare` and rendering a recording, run as processes.
@Suite struct CompareCommandTests {
    let spec = "Samples/love-story/flow.yaml"
    let recording = "Output/love-story/recording.json"

    @Test func aRecordingThatMatchesTheSpecPrintsOkLinesAndExitsZero() throws {
        let result = try CommandRunner.coordviz(["compare", spec, recording])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText == """
        ok: goToHome2ScreenWith(title:) performs transition 'open-home2' as declared
        ok: goToDeepViewInFavoriteTab() performs transition 'deep-view-in-orders' as declared

        """)
    }

    @Test func aSpecWhoseTransitionDiffersFromTheAppMakesCompareFail() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(spec), encoding: .utf8)
        // The spec forgets that the deep button also pushes Orders3.
        let broken = original.replacingOccurrences(of: "      - push: Orders2ViewController\n      - push: Orders3ViewController\n", with: "      - push: Orders2ViewController\n")
        #expect(broken != original)
        let brokenSpec = folder.appendingPathComponent("flow.yaml")
        try broken.write(to: brokenSpec, atomically: true, encoding: .utf8)
        let result = try CommandRunner.coordviz(["compare", brokenSpec.path, recording])
        #expect(result.status == 1)
        #expect(result.stdoutText.contains("mismatch: goToDeepViewInFavoriteTab() should perform transition 'deep-view-in-orders'"))
    }

    @Test func aDamagedRecordingIsInvalidInputWithItsLocationNotAMissingRecording() throws {
        // Cut in the middle, the recording no longer says what it is and reads as a spec: the
        // problem reported is where the file breaks (status 1), not a usage error.
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(recording), encoding: .utf8)
        let damaged = folder.appendingPathComponent("recording.json")
        try String(text.prefix(text.count / 2)).write(to: damaged, atomically: true, encoding: .utf8)
        let result = try CommandRunner.coordviz(["compare", spec, damaged.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(damaged.path):"))
        #expect(result.stderr.contains("error:"))
        #expect(!result.stderr.contains("no recording"))
    }

    @Test func aMissingRecordingIsOneSentence() throws {
        let result = try CommandRunner.coordviz(["compare", spec, "nope.json"])
        #expect(result.status == 1)
        #expect(result.stderr == "nope.json: error: no such file; check the path\n")
    }

    @Test func aRecordingRendersOnItsOwnAsFlows() throws {
        let result = try CommandRunner.coordviz(["render", recording, "--view", "flows", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("recorded headline"))
        #expect(result.stdoutText.contains("step 1 of 3: switch to Orders"))
    }

    @Test func aRecordingMixedWithOtherInputsIsRefused() throws {
        let result = try CommandRunner.coordviz(["render", spec, recording])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(recording): error: a recording is drawn on its own"))
    }
}
