import ArgumentParser
import CoordVizCore
import CoordVizFrontend
import CoordVizReview
import Foundation

/// `coordviz review`: architecture findings about specs, a snapshot and a recording, printed by
/// one of the reporters; exits 1 on errors (or, with `--strict`, warnings).
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review an app's coordinator architecture: retain cycles, missing parents, unreachable screens, …",
        discussion: """
        Rules (docs/review-rules.md describes each, with examples):
        \(Rule.all.map { "  \($0.id.padding(toLength: 30, withPad: " ", startingAt: 0)) \($0.defaultSeverity.rawValue)" }.joined(separator: "\n"))

        Inputs are those of render and validate (flow specs and one snapshot), plus at most one \
        recording (.json written by FlowRecorder) for unperformed_transition. Warnings found \
        reading the inputs go to standard error; the report goes to standard output (or -o).

        Rules are turned off, given another severity or another limit in .coordviz.yml, found in \
        the working folder or above it (--config to name one); its 'inputs:' are reviewed when \
        the command line names none:
          version: 1
          inputs: [Architecture/flow.yaml, Architecture/snapshot.json]
          review:
            rules:
              missing_parent_reference: off
              max_depth: { severity: error, limit: 4 }
            baseline: coordviz-baseline.json

        Exit status: 0 without errors (warnings allowed unless --strict), 1 with errors or \
        invalid inputs or configuration, 64 for bad usage.

        Examples:
          coordviz review Samples/love-story/flow.yaml Output/love-story/snapshot.json
          coordviz review                      # the inputs of .coordviz.yml
          coordviz review flow.yaml snapshot.json --strict --reporter github
          coordviz review flow.yaml snapshot.json --reporter sarif -o review.sarif
          coordviz review flow.yaml snapshot.json \\
              --write-baseline coordviz-baseline.json
        """
    )

    @OptionGroup(title: "Inputs") var input: InputOptions

    @OptionGroup var options: ReviewOptions

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    mutating func validate() throws {
        if options.baseline != nil && options.writeBaseline != nil {
            throw ValidationError("give --baseline FILE to accept known findings or --write-baseline FILE to record today's, not both")
        }
    }

    func run() throws {
        var failed = false
        try Failure.reporting {
            let configuration = try common.configuration()
            let paths = try input.paths(command: "review", configuration: configuration)
            try InputFileNames.check(output: options.output, against: paths)
            let loaded = try ReviewLoader.load(paths)
            let rules = Rule.all.filter(configuration.review.isEnabled)
            // What reading the inputs found (spec and merge warnings, unread references) is
            // reported beside the rules' findings, through the same reporter; a problem a rule
            // of the same name checks (unreachable-screen, unreachable_screen) is the rule's.
            let ruleIDs = Set(Rule.all.map(\.id))
            let inputProblems = loaded.inputs.diagnostics.filter { !ruleIDs.contains($0.ruleID.replacingOccurrences(of: "-", with: "_")) }
            let findings = inputProblems + Review.run(loaded.review, rules: rules, settings: configuration.review)

            var baseline: Baseline?
            if let path = options.writeBaseline {
                baseline = Baseline(accepting: findings)
                try OutputWriter.write(try baseline!.jsonData(), to: path)
                StandardError.write("wrote \(path): \(findings.count) finding\(findings.count == 1 ? "" : "s") accepted")
            } else if let path = options.baseline ?? configuration.reviewBaseline {
                baseline = try Baseline.decode(from: ModelLoader.read(path), source: path)
            }
            let split = baseline?.apply(to: findings) ?? (new: findings, accepted: [])
            var report = ReviewReport(findings: split.new, accepted: split.accepted.count, rules: rules, tool: "coordviz \(CoordVizVersion.string)")
            report.positions = ReportPositions.resolve(report.findings)
            try OutputWriter.write(Data(options.reporter.render(report).utf8), to: options.output)
            failed = report.count(.error) > 0 || (options.strict && report.count(.warning) > 0)
        }
        if failed { throw ExitCode.failure }
    }
}
