import ArgumentParser
import CoordVizRender

/// Drawing several views into a folder at once, laid out in parallel.
struct FolderOutputOptions: ParsableArguments {
    @Option(name: .customLong("output-dir"), help: ArgumentHelp(
        "Write every view (or each --view) into this folder, one file per view and format (overview.svg, flow-<id>.png); the html format writes index.html holding them all.",
        valueName: "folder"
    ))
    var outputDirectory: String?

    @Option(name: .customLong("formats"), help: ArgumentHelp(
        "With --output-dir: the formats to write, comma-separated (default: svg).", valueName: "list"
    ))
    var formatList: String?

    /// The formats `--formats` names, in its order, without repeats.
    func formats() throws -> [DiagramFormat] {
        guard let formatList else { return [.svg] }
        var formats: [DiagramFormat] = []
        for name in formatList.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            let format = try FormatArgument.parse(name, option: "--formats")
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw ValidationError("--formats needs at least one format, e.g. --formats svg,png") }
        return formats
    }
}
