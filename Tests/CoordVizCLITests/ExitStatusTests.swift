import Foundation
import Testing

@testable import CoordVizCLI

/// The one exit-status table (0 ok, 1 findings or invalid input, 64 usage, 70 internal): 0, 1
/// and 64 reached end to end, and a name the model lacks treated like an unknown view: usage, with
/// the closest name.
@Suite struct ExitStatusTests {
    let inputs = ["Samples/love-story/flow.yaml", "Output/love-story/snapshot.json"]

    @Test func successExitsZero() throws {
        let result = try CommandRunner.coordviz(["validate"] + inputs)
        #expect(result.status == ExitStatus.ok.rawValue)
    }

    @Test(arguments: [["validate", "Samples/love-story/nothing-like-it.yaml"], ["validate", "Tests/CoordVizSpecTests/Fixtures/broken/unreachable-screen.yaml", "--strict"]])
    func findingsOrInvalidInputExitOne(arguments: [String]) throws {
        let result = try CommandRunner.coordviz(arguments)
        #expect(result.status == ExitStatus.findings.rawValue, "\(result.stderr)")
        #expect(result.stderr.contains("error: "))
    }

    @Test(arguments: [
        (["--view", "tabs", "--tab", "Ordres"], "error: There is no tab 'Ordres' in the model; did you mean 'Orders'? tabs: Home, Orders"),
        (["--root", "HomeCoordinater"], "error: There is no coordinator 'HomeCoordinater' in the model; did you mean 'HomeCoordinator'?"),
        (["--focus", "Home3"], "error: There is no screen 'Home3' in the model; did you mean"),
        (["--view", "flows", "--flow", "open-hom2"], "error: There is no transition 'open-hom2' in the model; did you mean 'open-home2'?"),
        (["--view", "flow:open-hom2"], "error: There is no transition 'open-hom2' in the model; did you mean 'open-home2'?"),
        (["--view", "flws"], "error: The value 'flws' is invalid for '--view <view>': Unknown view 'flws'"),
    ])
    func aNameTheModelLacksIsUsageLikeAnUnknownView(arguments: [String], message: String) throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + arguments + ["--format", "dot"])
        #expect(result.status == ExitStatus.usage.rawValue, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    // 70 (an internal failure): ForgivingCommandLineTests.anInternalFailureExitsSeventy; the
    // table in the help and the README: ExitStatusTableTests.
}
