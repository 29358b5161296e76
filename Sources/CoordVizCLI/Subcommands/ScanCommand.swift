import ArgumentParser
import CoordVizCore
import CoordVizRender
import CoordVizScan
import CoordVizSpec
import Foundation

/// `coordviz scan`: reads a folder of Swift sources (no build) and writes the flow spec it can
/// infer, or draws it directly.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Infer a flow spec from a folder of Swift sources (no build, no simulator), or draw it.",
        discussion: """
        Reads every Swift file a target builds (Package.swift or an Xcode project decides, when \
        the folder has one) with swift-syntax, and infers the coordinators, their children, \
        parent links, tabs, stacks, screens, transitions and deep links. Every element carries \
        'source: path:line'. What the scan could not resolve is listed with --report, on \
        standard error, never written into the spec as a fact.

        Examples:
          coordviz scan Sources/ -o app.yaml
          coordviz scan Samples/love-story --format svg -o flows.svg
          coordviz scan MyApp/ --view hierarchy -o hierarchy.png --report
        """
    )

    @Argument(help: "The folder holding the app's Swift sources.", completion: .directory)
    var folder: String

    @Option(name: .shortAndLong, help: "The file to write; '-' writes to standard output.")
    var output: String = "-"

    @Option(help: ArgumentHelp(
        "yaml (the spec, default) or a render format: \(DiagramFormat.allCases.map(\.rawValue).joined(separator: "|")); by default the -o file's extension.",
        valueName: "format"
    ))
    var format: String?

    @Option(help: ArgumentHelp("The view to draw with a render format (default: flows).", valueName: "view"), completion: .list(ViewKind.allCases.map(\.name)))
    var view: String = "flows"

    @Flag(help: "List what the scan could not resolve, and the files it left out, on standard error.")
    var report = false

    @Flag(name: .customLong("skip-debug"), help: "Skip '#if DEBUG' branches (their #else is read).")
    var skipDebug = false

    @Flag(name: .customLong("all-files"), help: "Read every Swift file, even those no target of Package.swift or the Xcode project includes.")
    var allFiles = false

    @Option(help: "The app's name in the spec (default: the folder's name).")
    var app: String?

    @Option(name: .customLong("coordinator-suffix"), help: "A type name suffix that marks coordinators; repeat for several (default: Coordinator, Coordinating, FlowController; Navigator and Wireframe when no type has those).")
    var coordinatorSuffixes: [String] = []

    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Layout process") var layoutProcess: LayoutProcessOptions

    /// What is written: the spec, or a picture in a render format.
    enum Target: Equatable { case spec, picture(DiagramFormat) }

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    func target() throws -> Target {
        if let format {
            if format == "yaml" || format == "yml" { return .spec }
            guard let picture = DiagramFormat(rawValue: format) else {
                throw ValidationError("--format is yaml or one of \(DiagramFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(format)'")
            }
            return .picture(picture)
        }
        let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
        if output == "-" || pathExtension == "yaml" || pathExtension == "yml" { return .spec }
        guard let picture = DiagramFormat(fileExtension: pathExtension) else {
            throw ValidationError("cannot tell the output format from '\(output)'; name a .yaml file for the spec, or pass --format yaml|\(DiagramFormat.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        return .picture(picture)
    }

    mutating func validate() throws {
        _ = try target()
        _ = try ViewArgument.parse(view)
        if common.config != nil { throw ValidationError("scan reads Swift sources, not .coordviz.yml; drop --config") }
    }

    func run() throws {
        try Failure.reporting {
            var options = ScanOptions(skipDebugBranches: skipDebug, respectTargets: !allFiles)
            if !coordinatorSuffixes.isEmpty {
                options.coordinatorSuffixes = coordinatorSuffixes
                options.fallbackCoordinatorSuffixes = []
            }
            let scanned = try Scanner.scan(folder: folder, app: app, options: options)
            let prefix = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            let yaml = SpecWriter.yaml(
                scanned, sourcePrefix: prefix == "." ? "" : prefix,
                header: "Inferred by `coordviz scan \(folder)` from \(scanned.filesRead) Swift files.\nCheck it with `coordviz validate`, draw it with `coordviz render … --view flows`."
            )
            if report { ScanReportPrinter.print(scanned, prefix: prefix) } else { ScanReportPrinter.printLeftOut(scanned, folder: prefix) }
            switch try target() {
            case .spec:
                try OutputWriter.write(Data(yaml.utf8), to: output)
            case .picture(let format):
                let parsed = try FlowSpecParser.parse([SpecFile(path: "scanned.yaml", text: yaml)])
                let kind = try ViewKind(parsing: view)
                let diagram = try kind.diagram(of: parsed.model, options: ViewOptions(theme: look.theme(), rankdir: look.direction()))
                let bytes = try DiagramRenderer.render(diagram, as: format, engine: look.engine(), theme: look.theme(), isolation: try layoutProcess.isolation())
                try OutputWriter.write(Data(bytes), to: output)
            }
        }
    }
}

extension ScanReportPrinter {
    /// Without `--report`: one line when the spec leaves something out, so nothing goes unsaid,
    /// and a warning when most Swift files are in no target (an Xcode project outside the folder,
    /// or a `Package.swift` of a library beside the app).
    static func printLeftOut(_ scanned: ScannedApp, folder: String) {
        let unresolved = scanned.unresolved.count, skipped = scanned.filesLeftOut.count
        if skipped > 0, skipped >= scanned.filesRead {
            StandardError.write(
                "\(folder): warning: \(skipped) of \(skipped + scanned.filesRead) Swift files are in no target the scan found "
                    + "(\(scanned.filesLeftOut[0].reason)); if a project outside this folder builds them, scan with --all-files"
            )
        }
        // An empty spec says why on its own, --report or not.
        if scanned.coordinators.isEmpty, let hint = scanned.unresolved.first(where: { $0.message.hasPrefix(Scanner.noCoordinatorPrefix) }) {
            let path = folder.isEmpty || folder == "." ? hint.source.path : "\(folder)/\(hint.source.path)"
            StandardError.write("\(path):\(hint.source.line): warning: \(hint.message)")
        }
        var parts: [String] = []
        if unresolved > 0 { parts.append("\(unresolved) thing\(unresolved == 1 ? "" : "s") the scan could not resolve") }
        if skipped > 0 { parts.append("\(skipped) file\(skipped == 1 ? "" : "s") no target includes") }
        guard !parts.isEmpty else { return }
        StandardError.write("note: left out of the spec: \(parts.joined(separator: " and ")); --report lists each with its place")
    }
}

/// `--report`: each unresolved thing as `path:line: warning: [scan-unresolved] …`, then the
/// files no target includes, then one summary line.
enum ScanReportPrinter {
    static func print(_ scanned: ScannedApp, prefix: String) {
        func located(_ path: String) -> String { prefix.isEmpty || prefix == "." ? path : "\(prefix)/\(path)" }
        for item in scanned.unresolved {
            StandardError.write("\(located(item.source.path)):\(item.source.line): warning: [scan-unresolved] \(item.message)")
        }
        for file in scanned.filesLeftOut {
            StandardError.write("\(located(file.path)): note: [scan-skipped] \(file.reason)")
        }
        StandardError.write(
            "note: scanned \(scanned.filesRead) files: \(scanned.coordinators.count) coordinators, \(scanned.screens.count) screens, "
                + "\(scanned.transitions.count) transitions, \(scanned.deepLinks.count) deep links; \(scanned.unresolved.count) unresolved, \(scanned.filesLeftOut.count) files left out"
        )
    }
}
