import ArgumentParser
import CoordVizRender
import CoordVizSpec

/// `--format` and `--formats` values: a format name, or a usage error that suggests the name
/// closest to a mistyped one.
enum FormatArgument {
    static let names = DiagramFormat.allCases.map(\.rawValue)

    /// The format `text` names (any case).
    /// `option` names the option in the message when ArgumentParser does not (`--formats`).
    static func parse(_ text: String, option: String? = nil) throws -> DiagramFormat {
        if let format = DiagramFormat(rawValue: text.lowercased()) { return format }
        let suggestion = Suggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw ValidationError("\(option.map { "\($0): " } ?? "")unknown format '\(text)'\(suggestion) (formats: \(names.joined(separator: ", ")))")
    }
}

/// A plain `DiagramFormat` option still parses (without a suggestion); prefer
/// `transform: { try FormatArgument.parse($0) }`.
extension DiagramFormat: ExpressibleByArgument {}
