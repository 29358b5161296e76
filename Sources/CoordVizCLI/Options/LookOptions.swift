import ArgumentParser
import CoordVizRender

/// How the picture looks: colour theme, layout engine and rank direction.
struct LookOptions: ParsableArguments {
    @Option(help: "Colour theme: light or dark.")
    var theme: Theme = .light

    @Option(help: ArgumentHelp(
        "Graphviz layout engine: \(LayoutEngine.allCases.map(\.rawValue).joined(separator: "|")) (those this Graphviz has).",
        valueName: "engine"
    ), completion: ValueCompletion.layouts)
    var layout: String = LayoutEngine.dot.rawValue

    @Option(help: ArgumentHelp("Direction ranks run in: TB, LR, BT or RL (default: the view's own).", valueName: "direction"))
    var rankdir: String?

    mutating func validate() throws {
        do {
            _ = try LayoutEngine(validating: layout)
        } catch let error as RenderError {
            throw ValidationError(error.description)
        }
        if let rankdir, RankDirection(name: rankdir) == nil {
            throw ValidationError("--rankdir must be one of \(RankDirection.allCases.map(\.rawValue).joined(separator: ", ")), not '\(rankdir)'")
        }
    }

    /// The engine, checked in ``validate()``.
    var engine: LayoutEngine { (try? LayoutEngine(validating: layout)) ?? .dot }
    var direction: RankDirection? { rankdir.flatMap(RankDirection.init(name:)) }
}

extension Theme: ExpressibleByArgument {}
