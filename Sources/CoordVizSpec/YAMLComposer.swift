import Yams

/// Composes spec text (YAML, or JSON, which YAML reads too) into a located node tree. Syntax
/// errors become diagnostics; duplicate keys are reported and renamed so the rest of the file is
/// still read.
enum YAMLComposer {
    struct Composed {
        /// The document's root node, or `nil` when the text could not be read or is empty.
        var root: Node?
        var diagnostics: [SpecDiagnostic]
    }

    static func compose(_ text: String, path: String) -> Composed {
        var text = text
        var diagnostics: [SpecDiagnostic] = []
        var renamed = 0
        while true {
            do {
                guard let root = try Yams.compose(yaml: text) else {
                    diagnostics.append(SpecDiagnostic(.emptySpec, "the spec is empty; start it with 'version: 2'", at: .start(of: path)))
                    return Composed(root: nil, diagnostics: diagnostics)
                }
                return Composed(root: root, diagnostics: diagnostics)
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                let key = duplicates.first ?? ""
                guard let repeated = DuplicateKeys.rename(in: text, key: key, line: context.mark.line, column: context.mark.column, count: renamed) else {
                    let location = SourceLocation(path: path, line: context.mark.line, column: context.mark.column)
                    diagnostics.append(SpecDiagnostic(.duplicateKey, "key '\(key)' is set more than once in this mapping; keep one", at: location))
                    return Composed(root: nil, diagnostics: diagnostics)
                }
                let location = SourceLocation(path: path, line: repeated.line, column: repeated.column)
                diagnostics.append(SpecDiagnostic(
                    .duplicateKey,
                    "key '\(key)' is already set at line \(context.mark.line), column \(context.mark.column) of this mapping; keep one",
                    at: location
                ))
                text = repeated.text
                renamed += 1
            } catch let error as YamlError {
                diagnostics.append(syntaxDiagnostic(error, path: path))
                return Composed(root: nil, diagnostics: diagnostics)
            } catch {
                diagnostics.append(SpecDiagnostic(.yamlSyntax, "\(error)", at: .start(of: path)))
                return Composed(root: nil, diagnostics: diagnostics)
            }
        }
    }

    static func syntaxDiagnostic(_ error: YamlError, path: String) -> SpecDiagnostic {
        func located(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> SpecDiagnostic {
            let detail = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return SpecDiagnostic(.yamlSyntax, "\(problem)\(detail)", at: SourceLocation(path: path, line: mark.line, column: mark.column))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return located(mark, problem, context)
        default:
            return SpecDiagnostic(.yamlSyntax, "\(error)", at: .start(of: path))
        }
    }
}
