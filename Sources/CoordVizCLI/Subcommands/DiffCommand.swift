import ArgumentParser
import CoordVizCore
import CoordVizFrontend
import CoordVizRender
import Foundation

/// `coordviz diff`: what changed in the navigation between two versions of an app, or between
/// its spec and its live snapshot.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two specs, two snapshots, or a spec and a snapshot: coordinators, tabs, screens, transitions and deep links added, removed or changed.",
        discussion: """
        Give one file per side as OLD NEW, or a side of several files (specs read together, a \
        spec and its snapshot) with --old and --new, each repeated. A side that is a snapshot \
        alone shows only what the live app had on screen: what it lacks is not reported as \
        removed, and transitions and deep links are compared only between sides with a spec.

        The summary goes to standard output. With -o FILE (and --format, or the file's \
        extension) it also draws the new side: additions green, removals red and ghosted, \
        changes amber. --exit-code exits 1 when the sides differ, for CI.

        Examples:
          coordviz diff old/flow.yaml flow.yaml
          git show origin/main:flow.yaml > /tmp/base.yaml && coordviz diff /tmp/base.yaml flow.yaml --exit-code
          coordviz diff --old flow.yaml --new flow.yaml --new snapshot.json -o changes.svg
        """
    )

    @Argument(help: ArgumentHelp("The old side, then the new side: one file each.", valueName: "OLD NEW"), completion: ValueCompletion.inputFiles)
    var sides: [String] = []

    @Option(name: .customLong("old"), help: ArgumentHelp("An input of the old side, repeated for each: \(Self.sideKinds)", valueName: "input"), completion: ValueCompletion.inputFiles)
    var oldFiles: [String] = []

    @Option(name: .customLong("new"), help: ArgumentHelp("An input of the new side, repeated for each: \(Self.sideKinds)", valueName: "input"), completion: ValueCompletion.inputFiles)
    var newFiles: [String] = []

    /// A side holds what render's inputs hold.
    static let sideKinds = "flow specs (.yaml, .yml, .json; several are read as one spec) and at most one snapshot (.json), or a recording (.json) alone."

    @Option(
        help: ArgumentHelp("The drawing's format: \(FormatArgument.names.joined(separator: "|")); by default the -o file's extension.", valueName: "format"),
        completion: .list(FormatArgument.names),
        transform: { try FormatArgument.parse($0) }
    )
    var format: DiagramFormat?

    @Option(name: .shortAndLong, help: "Draw the new side with the changes marked into this file.")
    var output: String?

    @Flag(help: "Exit 1 when the two sides differ.")
    var exitCode = false

    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Layout process") var layoutProcess: LayoutProcessOptions

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    mutating func validate() throws {
        if !sides.isEmpty, !(oldFiles.isEmpty && newFiles.isEmpty) {
            throw ValidationError("give the sides either as OLD NEW or with --old and --new, not both")
        }
        if oldFiles.isEmpty != newFiles.isEmpty { throw ValidationError("give both sides: --old FILE … and --new FILE …") }
        if oldFiles.isEmpty, sides.count != 2 {
            throw ValidationError("give two inputs, OLD and NEW (one file each), or --old and --new for sides of several files; got \(sides.count)")
        }
        if output == "-" { throw ValidationError("-o names a file for the drawing; the summary goes to standard output") }
        if format != nil, output == nil { throw ValidationError("--format goes with -o FILE (the drawing)") }
    }

    func run() throws {
        try Failure.reporting {
            let (oldPaths, newPaths) = oldFiles.isEmpty ? ([sides[0]], [sides[1]]) : (oldFiles, newFiles)
            try InputFileNames.check(oldPaths + newPaths)
            let old = try ModelLoader.load(oldPaths)
            let new = try ModelLoader.load(newPaths)
            (old.warnings + new.warnings).forEach(StandardError.write)
            let diff = ModelDiff(old: old.model, new: new.model, oldKind: Self.kind(of: old), newKind: Self.kind(of: new))
            try StandardOutput.write(Data(diff.summary.utf8))
            if let output {
                let format = try format ?? OutputOptions.format(ofFile: output)
                let configured = try common.configuration().render.look
                var diagram = DiffView(old: old.model, new: new.model, diff: diff, theme: look.theme(configured)).diagram()
                if let direction = look.direction(configured) { diagram.attributes["rankdir"] = .text(direction.rawValue) }
                let bytes = try DiagramRenderer.render(
                    diagram, as: format, engine: look.engine(configured), theme: look.theme(configured), isolation: try layoutProcess.isolation()
                )
                try OutputWriter.write(Data(bytes), to: output)
            }
            if exitCode, !diff.isEmpty { throw ExitCode.failure }
        }
    }

    /// A side read from a snapshot alone holds only the live tree.
    static func kind(of inputs: LoadedInputs) -> ModelDiff.SideKind {
        inputs.spec == nil && inputs.recordingPath == nil ? .snapshot : .spec
    }
}
