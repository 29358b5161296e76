import CoordVizCore
import Foundation
import Yams

/// Reads a flow spec (YAML, or the same structure as JSON) into the architecture model it declares,
/// reporting every problem with its location.
///
/// ```yaml
/// version: 1
/// app: Love Story
/// root: MainCoordinator
/// coordinators:
///   MainCoordinator:
///     as: MainBaseCoordinator
///     tabs:
///       - { coordinator: HomeCoordinator, title: Home, icon: homekit }
///   HomeCoordinator:
///     stack: [HomeViewController, Home2ViewController]
/// transitions:
///   - id: open-home2
///     from: HomeViewController
///     steps:
///       - push: Home2ViewController
/// ```
public enum FlowSpecParser {
    /// The spec versions this build reads.
    public static let supportedVersions = 1...1

    /// Parses the spec file at `url`; throws ``SpecError`` with every error found.
    public static func parse(contentsOf url: URL, displayPath: String? = nil) throws -> ParsedSpec {
        let path = displayPath ?? url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SpecError.unreadable(path: path, reason: "the file does not exist or is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Parses spec text; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) throws -> ParsedSpec {
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                throw SpecError.invalid([SpecDiagnostic(.error, "empty-spec", "the spec is empty; start it with 'version: 1'", at: SourceLocation(path: path, line: 1, column: 1))])
            }
            root = composed
        } catch let error as YamlError {
            throw SpecError.invalid([syntaxDiagnostic(error, path: path)])
        }
        var reader = SpecReader(reader: NodeReader(path: path))
        let model = reader.read(root)
        let diagnostics = reader.reader.diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        if diagnostics.contains(where: { $0.severity == .error }) || model == nil {
            throw SpecError.invalid(diagnostics)
        }
        return ParsedSpec(model: model!, warnings: diagnostics)
    }

    static func syntaxDiagnostic(_ error: YamlError, path: String) -> SpecDiagnostic {
        func located(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> SpecDiagnostic {
            let detail = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return SpecDiagnostic(.error, "yaml-syntax", "\(problem)\(detail)", at: SourceLocation(path: path, line: mark.line, column: mark.column))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return located(mark, problem, context)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SpecDiagnostic(.error, "duplicate-key", "duplicate key(s) \(duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")) in one mapping", at: SourceLocation(path: path, line: context.mark.line, column: context.mark.column))
        default:
            return SpecDiagnostic(.error, "yaml-syntax", "\(error)", at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}

/// A parsed spec: the model it declares, and warnings that did not stop parsing.
public struct ParsedSpec: Sendable {
    public var model: ArchitectureModel
    public var warnings: [SpecDiagnostic]
}
