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

        Examples:
          coordviz docs Samples/love-story/flow.yaml Output/love-story/snapshot.json -o docs/navigation
          coordviz docs flow.yaml -o docs/navigation --check
          coordviz docs flow.yaml --format docc -o Documentation
        """
    )

    @Argument(help: "Flow specs (.yaml, .yml, .json) and snapshots (.json).", completion: ValueCompletion.inputFiles)
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write (or, with --check, to compare).", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp("markdown (pages GitHub shows) or docc (a DocC catalog).", valueName: "format"))
    var format: DocsFlavour = .markdown

    @Flag(help: "Draw the pictures as PNG instead of SVG.")
    var png = false

    @Flag(help: "Write nothing; exit 1 listing the stale, missing and extra files when the folder is not what this run would write.")
    var check = false

    @Flag(help: "With --check, compare the pictures' bytes too (by default a picture counts only when missing or extra: its bytes depend on the Graphviz build, and the Mermaid beside it is compared).")
    var exactPictures = false

    @Option(help: "Colour theme of the pictures: light or dark.")
    var theme: Theme = .light

    @OptionGroup(title: "Layout process") var layoutProcess: LayoutProcessOptions

    mutating func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one input: a flow spec (.yaml) and/or a snapshot (.json)") }
        if output.isEmpty || output == "-" { throw ValidationError("-o names a folder; the docs are several files") }
        if exactPictures, !check { throw ValidationError("--exact-pictures goes with --check") }
    }

    func run() throws {
        try Failure.reporting {
            let loaded = try ModelLoader.load(inputs)
            loaded.warnings.forEach(StandardError.write)
            let options = DocsOptions(flavour: format, pictureFormat: png ? .png : .svg, theme: theme)
            let plan = try DocsPlan.plan(for: loaded.model, options: options)
            let builder = ArtifactBuilder(
                theme: theme, isolation: try layoutProcess.isolation(),
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
                    + "run 'coordviz docs \(inputs.joined(separator: " ")) -o \(output)\(format == .docc ? " --format docc" : "")\(png ? " --png" : "")' and commit the folder"
            )
            throw ExitCode.failure
        }
    }
}

extension DocsFlavour: ExpressibleByArgument {}
