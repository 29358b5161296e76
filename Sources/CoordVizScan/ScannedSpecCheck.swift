import CoordVizSpec

/// The scan writes only specs that validate. What the code does but a spec cannot show — a push
/// onto a split view's column, a step the spec's simulator finds impossible after the ones before
/// it — makes its transition invalid: that transition (and the deep links running it) is left out
/// and reported, never written as a fact the spec then rejects.
enum ScannedSpecCheck {
    static func validated(_ app: ScannedApp) -> ScannedApp {
        var app = app
        for _ in 0..<8 {
            let yaml = SpecWriter.yaml(app)
            let errors: [SpecDiagnostic]
            do {
                _ = try FlowSpecParser.parse(yaml, path: "scanned.yaml")
                return app
            } catch SpecError.invalid(let diagnostics) {
                errors = diagnostics.filter { $0.severity == .error }
            } catch {
                return app
            }
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var dropped: [String: String] = [:]
            var unplaced: [SpecDiagnostic] = []
            for error in errors {
                if let id = transitionID(at: error.location.line, in: lines) {
                    dropped[id] = dropped[id] ?? error.message
                } else {
                    unplaced.append(error)
                }
            }
            guard !dropped.isEmpty else {
                // Not a transition's: nothing to leave out; say it rather than hide it.
                let source = app.coordinators.first?.source ?? SourceReference(path: "", line: 0)
                for error in unplaced {
                    app.unresolved.append(.init(source: source, message: "the scanned spec does not validate: \(error.message)"))
                }
                return app
            }
            for transition in app.transitions where dropped[transition.id] != nil {
                let steps = transition.steps.map { $0.target.isEmpty ? $0.kind : "\($0.kind) \($0.target)" }.joined(separator: ", ")
                app.unresolved.append(.init(
                    source: transition.source,
                    message: "\(transition.trigger ?? transition.id) (\(steps)) is nothing a spec can play: \(dropped[transition.id]!); the transition is left out"
                ))
            }
            app.transitions.removeAll { dropped[$0.id] != nil }
            app.deepLinks.removeAll { dropped[$0.transition] != nil }
            app.unresolved.sort()
        }
        return app
    }

    /// The id of the transition whose lines hold `line` (1-based), when it is in `transitions:`.
    static func transitionID(at line: Int, in lines: [String]) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        for index in stride(from: line - 1, through: 0, by: -1) {
            let text = lines[index]
            if text.hasPrefix("  - id: ") { return unquoted(String(text.dropFirst("  - id: ".count))) }
            if !text.hasPrefix(" "), !text.hasPrefix("#"), !text.isEmpty { return nil }
        }
        return nil
    }

    static func unquoted(_ text: String) -> String {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
}
