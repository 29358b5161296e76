import ArgumentParser
import CoordVizCore
import CoordVizFrontend
import CoordVizRender
import Foundation

/// `coordviz docs`: a documentation folder a team commits, and the CI check that it is current.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a documentation folder: Markdown pages, pictures, Mermaid and a navigation baseline.",
        discussion: """
        The folder holds README.md (overview and hierarchy pictures, tables of coordinators, tabs, \
        screens, transitions and deep links), one page per coordinator (coordinators/) and per \
        transition (transitions/), each picture with the same diagram as a Mermaid block, and \
        navigation.txt: every navigation fact on one line, sorted, to review as a diff. \
        --format docc writes the same as a DocC catalog (<App>.docc/).

        The folder is replaced as a whole: a failed run leaves it as it was, and a non-empty \
        folder coordviz did not write is refused. --check writes nothing: it lists the stale, \
        missing and extra files and exits 1 when there are any (the CI drift gate). Pictures \
        count there only when missing or extra, since their bytes depend on the Graphviz build; \
        the Mermaid block beside each carries what it shows (--exact-pictures compares bytes).

        With no inputs or -o, the 'inputs:' and 'docs:' of .coordviz.yml say what to read and \
        where to write (docs: { output: docs/navigation, format: markdown, png: false }), so \
        CI runs 'coordviz docs --check'.

        Examples:
          coordviz docs Samples/love-story/flow.yaml Output/love-story/snapshot.json -o docs/navigation
          coordviz docs flow.yaml -o docs/navigation --check
          coordviz docs flow.yaml --format docc -o Documentation
        """
    )

    @OptionGroup(title: "Inputs") var input: InputOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write (or, with --check, to compare); default: 'docs.output' of .coordviz.yml.", valueName: "folder"))
    var output: String?

    @Option(help: ArgumentHelp("markdown (pages GitHub shows) or docc (a DocC catalog); default: markdown.", valueName: "format"))
    var format: DocsFlavour?

    @Flag(inversion: .prefixedNo, help: "Draw the pictures as PNG instead of SVG (default: SVG).")
    var png: Bool?

    @Flag(help: "Write nothing; exit 1 listing the stale, missing and extra files when the folder is not what this run would write.")
    var check = false

    @Flag(help: "With --check, compare the pictures' bytes too (by default a picture counts only when missing or extra: its bytes depend on the Graphviz build, and the Mermaid beside it is compared).")
    var exactPictures = false

    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Layout process") var layoutProcess: LayoutProcessOptions

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    mutating func validate() throws {
        if output == "" || output == "-" { throw ValidationError("-o names a folder; the docs are several files") }
        if exactPictures, !check { throw ValidationError("--exact-pictures goes with --check") }
    }

    func run() throws {
        try Failure.reporting {
            let configuration = try common.configuration()
            let settings = configuration.docs
            guard let output = output ?? settings.output else {
                throw CLIError.usage("no docs folder: give -o/--output FOLDER, or 'docs: { output: FOLDER }' in \(configuration.path ?? Configuration.fileName)")
            }
            let loaded = try ModelLoader.load(input.paths(command: "docs", configuration: configuration, example: "flow.yaml -o docs/navigation"))
            loaded.warnings.forEach(StandardError.write)
            let options = DocsOptions(
                flavour: format ?? settings.format ?? .markdown, pictureFormat: (png ?? settings.png ?? false) ? .png : .svg,
                theme: look.theme(settings.look), rankdir: look.direction(settings.look)
            )
            let plan = try DocsPlan.plan(for: loaded.model, options: options)
            let builder = ArtifactBuilder(
                engine: look.engine(settings.look), theme: look.theme(settings.look), isolation: try layoutProcess.isolation(),
                maxConcurrentLayouts: layoutProcess.layoutJobs ?? ProcessInfo.processInfo.activeProcessorCount
            )
            let built = try builder.build(plan, of: loaded.model, progress: ProgressLine.forTerminal(noun: "picture"))
            let folder = URL(fileURLWithPath: output)
            guard check else {
                try ArtifactFolder.replace(folder, with: built, marker: DocsPlan.marker)
                return
            }
            let drift = DocsPlan.drift(of: built, against: folder, exactPictures: exactPictures)
            guard !drift.isClean else { return }
            for line in drift.lines { try StandardOutput.writeLine(line) }
            let count = drift.stale.count + drift.missing.count + drift.extra.count
            StandardError.write(
                "\(output): error: the docs are out of date (\(count) file\(count == 1 ? "" : "s")); "
                    + "run '\(regenerating)' and commit the folder"
            )
            throw ExitCode.failure
        }
    }

    /// The command that rewrites the folder: this one without --check, with what its command
    /// line gave (what the configuration gives, it gives again).
    private var regenerating: String {
        var words = ["coordviz", "docs"] + input.inputs
        if let output { words += ["-o", output] }
        if let format { words += ["--format", format.rawValue] }
        if let png { words.append(png ? "--png" : "--no-png") }
        if let config = common.config { words += ["--config", config] }
        return words.joined(separator: " ")
    }
}

extension DocsFlavour: ExpressibleByArgument {}
