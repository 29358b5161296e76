import CoordVizCore
import CoordVizSpec

/// Writes a scanned app as a version 2 flow spec: YAML, every element with its `source`, in a
/// stable order (the order the sources declare things), so the same sources give the same bytes.
public enum SpecWriter {
    /// The spec text. `sourcePrefix` goes before each file's path in `source` (the folder the
    /// user named, so the paths read from where they ran the scan).
    public static func yaml(_ app: ScannedApp, sourcePrefix: String = "", header: String? = nil) -> String {
        var out: [String] = []
        func source(_ reference: SourceReference) -> String {
            quote(sourcePrefix.isEmpty ? "\(reference)" : "\(sourcePrefix)/\(reference)")
        }
        if let header { out += header.split(separator: "\n", omittingEmptySubsequences: false).map { "# \($0)" } }
        out.append("version: 2")
        out.append("app: \(quote(app.app))")
        if let root = app.root { out.append("root: \(quote(root))") }
        if !app.phases.isEmpty {
            out.append("")
            out.append("phases:")
            for phase in app.phases {
                out.append("  - { name: \(quote(phase.name)), root: \(quote(phase.root)), source: \(source(phase.source)) }")
            }
        }
        if !app.coordinators.isEmpty {
            out.append("")
            out.append("coordinators:")
            for node in app.coordinators {
                out.append("  \(quote(node.name)):")
                out.append("    source: \(source(node.source))")
                if let declaredAs = node.declaredAs { out.append("    as: \(quote(declaredAs))") }
                switch node.container {
                case .tabs(let tabs)?:
                    out.append("    tabs:")
                    for tab in tabs {
                        var fields: [String] = []
                        if let coordinator = tab.coordinator { fields.append("coordinator: \(quote(coordinator))") }
                        if let screen = tab.screen { fields.append("screen: \(quote(screen))") }
                        if let stack = tab.stack { fields.append("stack: \(list(stack))") }
                        if let title = tab.title { fields.append("title: \(quote(title))") }
                        if let icon = tab.icon { fields.append("icon: \(quote(icon))") }
                        fields.append("source: \(source(tab.source))")
                        out.append("      - { \(fields.joined(separator: ", ")) }")
                    }
                case .stack(let screens)?:
                    out.append("    stack: \(list(screens))")
                case .screen(let screen)?:
                    out.append("    screen: \(quote(screen))")
                case .split(let columns)?:
                    out.append("    split: \(list(columns))")
                case .pages(let pages)?:
                    out.append("    pages: \(list(pages))")
                case nil:
                    break
                }
                if let presentation = node.presentation {
                    out.append("    presentedFrom: \(quote(presentation.from ?? CoordVizCore.Presentation.unknownPresenterInSpec))")
                    if let style = presentation.style { out.append("    style: \(quote(style))") }
                }
                if let condition = node.condition { out.append("    when: \(quote(condition))") }
                if let initialTab = node.initialTab { out.append("    initialTab: \(quote(initialTab))") }
                if let pushesOnto = node.pushesOnto { out.append("    pushesOnto: \(quote(pushesOnto))") }
                if !node.children.isEmpty {
                    out.append("    children:")
                    if node.children.allSatisfy({ $0.property != nil }) && Set(node.children.map { $0.property! }).count == node.children.count {
                        for child in node.children { out.append("      \(quote(child.property!)): \(quote(child.coordinator))") }
                    } else {
                        for child in node.children { out.append("      - \(quote(child.coordinator))") }
                    }
                }
                if let parent = node.parent {
                    out.append("    parent: { property: \(quote(parent.property)), target: \(quote(parent.target)), strength: \(parent.strength), source: \(source(parent.source)) }")
                }
            }
        }
        if !app.screens.isEmpty {
            out.append("")
            out.append("screens:")
            for screen in app.screens {
                out.append("  \(quote(screen.name)):")
                out.append("    source: \(source(screen.source))")
                if let title = screen.title { out.append("    title: \(quote(title))") }
                if !screen.pushes.isEmpty { out.append("    pushes: \(list(screen.pushes))") }
                if !screen.presents.isEmpty { out.append("    presents: \(list(screen.presents))") }
            }
        }
        if !app.transitions.isEmpty {
            out.append("")
            out.append("transitions:")
            for transition in app.transitions {
                if !transition.conditions.isEmpty {
                    out.append("  # when \(transition.conditions.joined(separator: ", ")) (the trigger has other flows)")
                }
                out.append("  - id: \(quote(transition.id))")
                out.append("    source: \(source(transition.source))")
                if let from = transition.from { out.append("    from: \(quote(from))") }
                if let entry = transition.entryPoint { out.append("    on: { \(transition.entryKind): \(quote(entry)) }") }
                if let trigger = transition.trigger { out.append("    trigger: \(quote(trigger))") }
                out.append("    steps:")
                for step in transition.steps {
                    out.append(step.target.isEmpty ? "      - \(step.kind)" : "      - \(step.kind): \(quote(step.target))")
                }
            }
        }
        if !app.deepLinks.isEmpty {
            out.append("")
            out.append("deepLinks:")
            for link in app.deepLinks {
                out.append("  - url: \(quote(link.url))")
                out.append("    source: \(source(link.source))")
                if let handler = link.handler { out.append("    handler: \(quote(handler))") }
                out.append("    transition: \(quote(link.transition))")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func list(_ names: [String]) -> String { "[\(names.map(quote).joined(separator: ", "))]" }

    /// A YAML scalar: plain when that reads back as the same string, else double-quoted.
    static func quote(_ text: String) -> String {
        let special: Set<Character> = [":", "#", "{", "}", "[", "]", ",", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", "?", "\\"]
        let reserved: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "~", "y", "n"]
        let plain = !text.isEmpty && !text.contains(where: { special.contains($0) || $0.isNewline }) && text.first != " " && text.last != " "
            && text.first != "-" && !reserved.contains(text.lowercased()) && Double(text) == nil
        if plain { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
