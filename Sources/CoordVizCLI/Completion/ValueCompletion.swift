import ArgumentParser
import CoordVizCore
import CoordVizRender
import Foundation

/// What the shell offers after an option that names something in the app: the names are read
/// from the inputs already on the command line when Tab is pressed (see ``CompletionInputs``).
enum ValueCompletion {
    /// `--view`: every view, and `flow:<id>` for each transition of the inputs on the line.
    static let views = CompletionKind.custom { words, _, _ in forShell(viewNames(for: words)) }

    /// `--root`: the coordinators of the inputs on the line.
    static let coordinators = CompletionKind.custom { words, _, _ in
        names(for: words) { $0.coordinators.map(\.id) }
    }

    /// `--tab`: the tab titles of the inputs on the line (a title without one: its coordinator).
    static let tabs = CompletionKind.custom { words, _, _ in
        names(for: words) { model in
            model.tabBars.flatMap { $0.tabBar.tabs.map { $0.title ?? $0.coordinator ?? $0.displayTitle } }
        }
    }

    /// `--focus`: the screens of the inputs on the line, by id.
    static let screens = CompletionKind.custom { words, _, _ in names(for: words) { $0.screens.map(\.id) } }

    /// `--flow`: the transition ids of the inputs on the line.
    static let transitions = CompletionKind.custom { words, _, _ in names(for: words) { $0.transitions.map(\.id) } }

    /// `--layout`: every engine name coordviz accepts.
    static let layouts = CompletionKind.list(LayoutEngine.allCases.map(\.rawValue))

    /// Input arguments: spec and snapshot files (and folders to reach them).
    static let inputFiles = CompletionKind.file(extensions: ["yaml", "yml", "json"])

    /// The fixed views, then one `flow:<id>` per transition of the inputs on `words`.
    static func viewNames(for words: [String]) -> [String] {
        var seen: Set<String> = []
        let flows = CompletionInputs.models(for: words).flatMap { $0.transitions.map { "flow:\($0.id)" } }
        return ViewKind.allCases.map(\.name) + flows.filter { seen.insert($0).inserted }
    }

    /// The names `pick` finds in each model of the inputs on `words`, in first-seen order,
    /// each once.
    static func names(for words: [String], _ pick: (ArchitectureModel) -> [String]) -> [String] {
        var seen: Set<String> = []
        return forShell(CompletionInputs.models(for: words).flatMap(pick).filter { seen.insert($0).inserted })
    }

    /// `names` as the asking shell reads them: zsh's script hands them to `_describe`, which
    /// takes what follows a colon for a description, so zsh gets each colon escaped.
    /// ArgumentParser names the shell in `SAP_SHELL`.
    static func forShell(_ names: [String], shell: String? = ProcessInfo.processInfo.environment["SAP_SHELL"]) -> [String] {
        guard shell == "zsh" else { return names }
        return names.map { $0.replacingOccurrences(of: ":", with: "\\:") }
    }
}
