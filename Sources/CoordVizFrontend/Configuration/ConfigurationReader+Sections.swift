import CoordVizRender
import CoordVizSpec
import Foundation
import Yams

/// `inputs:`, `render:` and `docs:`: each value checked where it is written, an unknown name
/// answered with the closest known one.
extension ConfigurationReader {
    static let renderKeys = ["views", "formats", "output", "theme", "layout", "rankdir"]
    static let docsKeys = ["output", "format", "png", "theme", "layout", "rankdir"]

    /// A list of paths and wildcard patterns, resolved against the file's folder; a pattern
    /// that matches no file is a problem (a plain path is left for the command to report).
    mutating func readInputs(_ node: Node) -> [String] {
        let items = node.sequence.map(Array.init) ?? (node.scalar != nil ? [node] : [])
        guard !items.isEmpty || node.sequence != nil else {
            problem(node, "wrong-type", "'inputs' is a list of spec and snapshot paths, e.g. [Architecture/flow.yaml, Architecture/snapshot.json]")
            return []
        }
        var paths: [String] = []
        for item in items {
            guard let text = item.scalar?.string, !text.isEmpty else {
                problem(item, "wrong-type", "an input is a path relative to this file, e.g. Architecture/flow.yaml")
                continue
            }
            let resolved = resolve(text)
            guard PathPattern.isPattern(resolved) else {
                paths.append(resolved)
                continue
            }
            let matches = PathPattern.expand(resolved)
            if matches.isEmpty { problem(item, "no-match", "'\(text)' matches no file (relative to this file's folder)") }
            paths += matches
        }
        return paths
    }

    mutating func readRender(_ node: Node) -> RenderSettings {
        var settings = RenderSettings()
        guard let fields = mapping(node, "'render'") else { return settings }
        rejectUnknownKeys(fields, allowed: Self.renderKeys, in: "'render'")
        if let views = value(fields, "views") {
            settings.views = names(views, "views", example: "[overview, flows]").compactMap { name, item in
                do { return try ViewKind(parsing: name) } catch {
                    unknownName(item, name, noun: "view", among: ViewKind.allCases.map(\.name) + ["flow:<transition id>"])
                    return nil
                }
            }
        }
        if let formats = value(fields, "formats") {
            settings.formats = names(formats, "formats", example: "[svg, png]").compactMap { name, item in
                if let format = DiagramFormat(rawValue: name.lowercased()) { return format }
                unknownName(item, name, noun: "format", among: DiagramFormat.allCases.map(\.rawValue))
                return nil
            }
        }
        settings.output = folder(fields, "output", in: "render")
        settings.look = readLook(fields)
        return settings
    }

    mutating func readDocs(_ node: Node) -> DocsSettings {
        var settings = DocsSettings()
        guard let fields = mapping(node, "'docs'") else { return settings }
        rejectUnknownKeys(fields, allowed: Self.docsKeys, in: "'docs'")
        settings.output = folder(fields, "output", in: "docs")
        if let format = value(fields, "format") {
            settings.format = choice(format, DocsFlavour.allCases, noun: "docs format")
        }
        if let png = value(fields, "png") {
            if let flag = png.bool { settings.png = flag } else { problem(png, "wrong-type", "'png' is true or false") }
        }
        settings.look = readLook(fields)
        return settings
    }

    /// `theme`, `layout` and `rankdir`, as the command-line options of the same names take them.
    private mutating func readLook(_ fields: [(key: Node, value: Node)]) -> LookSettings {
        var look = LookSettings()
        if let theme = value(fields, "theme") { look.theme = choice(theme, Theme.allCases, noun: "theme") }
        if let layout = value(fields, "layout") { look.layout = choice(layout, LayoutEngine.allCases, noun: "layout engine") }
        if let rankdir = value(fields, "rankdir") { look.rankdir = choice(rankdir, RankDirection.allCases, noun: "rank direction") }
        return look
    }

    /// One of `cases` by its raw value, or a problem naming the closest.
    private mutating func choice<Value: RawRepresentable<String>>(_ node: Node, _ cases: [Value], noun: String) -> Value? {
        guard let text = node.scalar?.string else {
            problem(node, "wrong-type", "a \(noun) is one of \(cases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        if let value = cases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return value }
        unknownName(node, text, noun: noun, among: cases.map(\.rawValue))
        return nil
    }

    /// A list of names (a single name counts as a list of one), each with its node.
    private mutating func names(_ node: Node, _ key: String, example: String) -> [(String, Node)] {
        let items = node.sequence.map(Array.init) ?? [node]
        return items.compactMap { item in
            guard let name = item.scalar?.string, !name.isEmpty else {
                problem(item, "wrong-type", "'\(key)' is a list of names, e.g. \(example)")
                return nil
            }
            return (name, item)
        }
    }

    /// A folder path, resolved against the file's folder.
    private mutating func folder(_ fields: [(key: Node, value: Node)], _ key: String, in section: String) -> String? {
        guard let node = value(fields, key) else { return nil }
        guard let text = node.scalar?.string, !text.isEmpty, text != "-" else {
            problem(node, "wrong-type", "'\(section).\(key)' is a folder path relative to this file, e.g. docs/navigation")
            return nil
        }
        return resolve(text)
    }

    private mutating func unknownName(_ node: Node, _ name: String, noun: String, among known: [String]) {
        let hint = Suggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
        problem(node, "unknown-value", "unknown \(noun) '\(name)'\(hint) (\(noun)s: \(known.joined(separator: ", ")))")
    }
}
