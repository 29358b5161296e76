import ArgumentParser
import CoordVizFrontend
import CoordVizRender

/// How the picture looks: colour theme, layout engine and rank direction; the same three
/// options, spelt the same, on every command that draws (render, docs, diff), each over the
/// value `.coordviz.yml` gives.
struct LookOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colour theme: light or dark (default: light).", valueName: "theme"))
    var theme: Theme?

    @Option(help: ArgumentHelp(
        "Graphviz layout engine: \(LayoutEngine.allCases.map(\.rawValue).joined(separator: "|")) (those this Graphviz has; default: dot).",
        valueName: "engine"
    ), completion: ValueCompletion.layouts)
    var layout: String?

    @Option(help: ArgumentHelp("Direction ranks run in: TB, LR, BT or RL (default: the view's own).", valueName: "direction"))
    var rankdir: String?

    mutating func validate() throws {
        if let layout {
            do {
                _ = try LayoutEngine(validating: layout)
            } catch let error as RenderError {
                throw ValidationError(error.description)
            }
        }
        if let rankdir, RankDirection(name: rankdir) == nil {
            throw ValidationError("--rankdir must be one of \(RankDirection.allCases.map(\.rawValue).joined(separator: ", ")), not '\(rankdir)'")
        }
    }

    /// The theme given, else the configuration's, else light.
    func theme(_ configured: LookSettings = LookSettings()) -> Theme { theme ?? configured.theme ?? .light }
    /// The engine given (checked in ``validate()``), else the configuration's, else dot.
    func engine(_ configured: LookSettings = LookSettings()) -> LayoutEngine {
        layout.flatMap { try? LayoutEngine(validating: $0) } ?? configured.layout ?? .dot
    }
    /// The direction given, else the configuration's, else `nil`: each view's own.
    func direction(_ configured: LookSettings = LookSettings()) -> RankDirection? {
        rankdir.flatMap(RankDirection.init(name:)) ?? configured.rankdir
    }
}

extension Theme: ExpressibleByArgument {}
