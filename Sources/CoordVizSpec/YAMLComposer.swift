import Yams

/// Composes spec text (YAML, or JSON, which YAML reads too) into a located node tree. Syntax
/// errors become diagnostics; duplicate keys are reported and renamed so the rest of the file is
/// still read.
enum YAMLComposer {
    struct Composed {
        /// The document's root node, or `nil` when the text could not be read or is empty.
        var root: YAMLNode?
        var diagnostics: [SpecDiagnostic]
    }

    static func compose(_ text: String, path: String) -> Composed {
        // Most files are read straight from the parser's events; the library reads the rest
        // (errors, repeated keys, anchors), with the diagnostics below.
        if let root = EventComposer.compose(text) { return Composed(root: root, diagnostics: []) }
        return composeWithLibrary(text, path: path)
    }

    /// The YAML library's composer: slower, but it reports syntax errors and repeated keys.
    static func composeWithLibrary(_ text: String, path: String) -> Composed {
        var text = text
        var diagnostics: [SpecDiagnostic] = []
        var renamed = 0
        while true {
            do {
                // Scalars are read as text (the readers convert them), so no tag is resolved: the default
                // resolver runs regular expressions on every key and value.
                guard let root = try Yams.compose(yaml: text, .basic) else {
                    diagnostics.append(SpecDiagnostic(.emptySpec, "the spec is empty; start it with 'version: 2'", at: .start(of: path)))
                    return Composed(root: nil, diagnostics: diagnostics)
                }
                return Composed(root: YAMLNode(root), diagnostics: diagnostics)
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
        case .parser(_, let problem, let mark, _) where problem.contains("nesting level"),
             .scanner(_, let problem, let mark, _) where problem.contains("nesting level"):
            // libyaml's own wording names its C API ("set with yaml_set_max_nest_level()").
            return SpecDiagnostic(
                .yamlSyntax,
                "the spec nests lists or mappings deeper than YAML reads; a spec needs only a few levels, so look for a run of unclosed '[' or '{'",
                at: SourceLocation(path: path, line: mark.line, column: mark.column)
            )
        case .scanner(_, let problem, let mark, _) where problem.contains("mapping values are not allowed"):
            // A plain value holding ': ' (a trigger like `showLibrary(panel: .history)`).
            return SpecDiagnostic(
                .yamlSyntax,
                "\(problem): a value holding ': ' must be quoted, e.g. trigger: \"show(item: .history)\"",
                at: SourceLocation(path: path, line: mark.line, column: mark.column)
            )
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return located(mark, problem, context)
        case .reader(let problem, let offset, let value, let yaml):
            return readerDiagnostic(problem: problem, offset: offset, value: value, yaml: yaml, path: path)
        default:
            return SpecDiagnostic(.yamlSyntax, "\(error)", at: .start(of: path))
        }
    }

    /// libyaml's reader errors (a character YAML does not allow, bytes that are not UTF-8) as one
    /// located sentence, instead of Yams's multi-line text with the raw source line.
    static func readerDiagnostic(problem: String, offset: Int?, value: Int32, yaml: String, path: String) -> SpecDiagnostic {
        var location = SourceLocation.start(of: path)
        if let offset {
            let before = Array(yaml.utf8.prefix(max(0, offset)))
            let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            location = SourceLocation(path: path, line: line, column: String(decoding: before[lineStart...], as: UTF8.self).count + 1)
        }
        let message: String
        if problem.contains("control characters") {
            let hex = String(value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            message = "the spec holds a control character (\(code)) that YAML does not allow; delete it, or write it as an escape inside a double-quoted string"
        } else if problem.contains("UTF-8") || problem.contains("octet") {
            message = "the spec is not valid UTF-8 text; save it as UTF-8"
        } else {
            message = problem
        }
        return SpecDiagnostic(.yamlSyntax, message, at: location)
    }
}
