import ArgumentParser
import CoordVizSpec

/// "Did you mean `render`": a first argument that names no subcommand, while the command takes
/// no arguments of its own, is a mistyped subcommand.
enum CommandSuggestion {
    /// The message for `arguments` when their first word is an unknown subcommand, else `nil`.
    static func message(for arguments: [String], of command: any ParsableCommand.Type) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let visible = command.configuration.subcommands
            .filter { $0.configuration.shouldDisplay }
            .compactMap { $0.configuration.commandName }
        let names = command.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        let known = "the commands are \(visible.joined(separator: ", "))"
        guard let suggestion = Suggestion.closest(to: word, among: visible) else {
            return "error: unknown command '\(word)'; \(known) (see 'coordviz --help')"
        }
        return "error: unknown command '\(word)'; did you mean '\(suggestion)'? (\(known))"
    }
}
