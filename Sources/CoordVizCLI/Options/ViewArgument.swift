import ArgumentParser
import CoordVizRender
import CoordVizSpec

/// `--view` values with a suggestion for a mistyped view name.
enum ViewArgument {
    /// The view `text` names, or a usage error suggesting the closest view name.
    static func parse(_ text: String) throws -> ViewKind {
        do {
            return try ViewKind(parsing: text)
        } catch {
            let candidates = ViewKind.allCases.map(\.name) + ["flow:"]
            guard let suggestion = Suggestion.closest(to: text, among: candidates) else { throw ValidationError(error.description) }
            let named = suggestion == "flow:" ? "flow:<transition id>" : suggestion
            throw ValidationError("\(error.description); did you mean '\(named)'?")
        }
    }
}
