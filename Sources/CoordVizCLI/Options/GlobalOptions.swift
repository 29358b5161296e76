import ArgumentParser
import CoordVizFrontend
import Foundation

/// The options every command takes: how much goes to standard error, whether its severity
/// words are coloured, and which `.coordviz.yml` to read.
///
/// `--quiet` and `--color` act before the command line is parsed (``apply(to:)`` reads them
/// from the raw arguments), so even a usage error is printed the way they ask.
struct GlobalOptions: ParsableArguments {
    @Flag(name: [.short, .long], help: "Print no warnings, notes or progress on standard error; errors are still printed.")
    var quiet = false

    @Option(help: ArgumentHelp(
        "Colour the error:, warning: and note: of messages: auto (when standard error is a terminal and NO_COLOR is not set), always or never.",
        valueName: "when"
    ))
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("The configuration file (default: .coordviz.yml in the working folder or a folder above it).", valueName: "path"))
    var config: String?

    /// The configuration `--config` names, else the one found upward from the working folder.
    func configuration() throws -> Configuration {
        try ConfigurationLoader.load(explicitPath: config)
    }

    /// Sets ``StandardError``'s style from `arguments` (a subcommand's words included) before
    /// they are parsed; words after `--` are inputs, not options.
    static func apply(to arguments: [String]) {
        var style = StandardError.Style(quiet: false, colored: ColorChoice.auto.colors())
        var words = arguments.prefix { $0 != "--" }.makeIterator()
        while let word = words.next() {
            switch word {
            case "-q", "--quiet": style.quiet = true
            case "--color": if let value = words.next(), let choice = ColorChoice(rawValue: value) { style.colored = choice.colors() }
            default:
                // Short flags bundled in one word, as the parser reads them (`-qo out.svg`).
                if word.count > 2, word.hasPrefix("-"), !word.hasPrefix("--"), word.dropFirst().allSatisfy(\.isLetter), word.contains("q") {
                    style.quiet = true
                }
                if word.hasPrefix("--color="), let choice = ColorChoice(rawValue: String(word.dropFirst("--color=".count))) {
                    style.colored = choice.colors()
                }
            }
        }
        StandardError.style = style
    }
}

/// `--color`: when the severity words of messages are coloured.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never

    /// Whether to colour: `auto` colours a terminal unless `NO_COLOR` is set (https://no-color.org).
    func colors(standardErrorIsTerminal: Bool = isatty(STDERR_FILENO) == 1, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: standardErrorIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
