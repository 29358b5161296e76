import ArgumentParser
import CoordVizCore
import CoordVizFrontend
import CoordVizSpec

/// `coordviz validate`: checks specs (read together as one spec) and, given a snapshot, their
/// merge with the live app; prints every problem with its location.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check flow specs, and their merge with a snapshot, printing every problem with its location.",
        discussion: """
        Every problem is printed on standard error as \
        'path:line:col: error|warning: [id] message', all of them in one run. Several spec files \
        are read as one spec (one file per feature); with a snapshot, each disagreement between \
        spec and live app is a warning naming both places. The format and every diagnostic id are \
        described in docs/spec-reference.md.

        Exit status: 0 without errors (warnings allowed unless --strict), 1 with errors, 64 for \
        bad usage.

        Examples:
          coordviz validate Samples/love-story/flow.yaml
          coordviz validate Samples/love-story/flow.yaml \\
              Output/love-story/snapshot.json --strict
        """
    )

    @OptionGroup(title: "Inputs") var input: InputOptions

    @Flag(name: .long, help: "Exit with status 1 on warnings too.")
    var strict = false

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    func run() throws {
        try Failure.reporting {
            let loaded = try ModelLoader.load(input.paths(command: "validate", configuration: common.configuration()))
            KeptUntilExit.keep(loaded)
            loaded.warnings.forEach(StandardError.write)
            if strict && !loaded.diagnostics.isEmpty {
                StandardError.write("error: \(Self.count(loaded.diagnostics.count, "warning")) with --strict")
                throw ExitCode.failure
            }
            try StandardOutput.writeLine(Self.summary(of: loaded))
        }
    }

    /// `ok: 1 spec file and 1 snapshot; 3 coordinators, 5 screens, 5 transitions, 1 deep link; no warnings`.
    static func summary(of loaded: LoadedInputs) -> String {
        var inputs = loaded.specPaths.isEmpty ? [] : [count(loaded.specPaths.count, "spec file")]
        if loaded.snapshotPath != nil { inputs.append("1 snapshot") }
        let model = loaded.model
        let contents = [
            count(model.coordinators.count, "coordinator"), count(model.screens.count, "screen"),
            count(model.transitions.count, "transition"), count(model.deepLinks.count, "deep link"),
        ]
        let warnings = loaded.diagnostics.isEmpty ? "no warnings" : count(loaded.diagnostics.count, "warning")
        return "ok: \(inputs.joined(separator: " and ")); \(contents.joined(separator: ", ")); \(warnings)"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
