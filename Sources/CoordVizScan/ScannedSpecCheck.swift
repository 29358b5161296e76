import CoordVizSpec

/// The scan writes only specs that validate. What the code does but a spec cannot show — a push
/// onto a split view's column, a step the spec's simulator finds impossible after the ones before
/// it — makes its transition invalid: that transition (and the deep links running it) is left out
/// and reported, never written as a fact the spec then rejects.
enum ScannedSpecCheck {
    static func validated(_ app: ScannedApp) -> ScannedApp {
        var app = app
        let anywhere = app.coordinators.first?.source ?? SourceReference(path: "", line: 0)
        /// Says what still keeps the spec from validating, rather than hide it.
        func report(_ messages: [String]) -> ScannedApp {
            for message in messages {
                app.unresolved.append(.init(source: anywhere, message: "the scanned spec does not validate: \(message)"))
            }
            app.unresolved.sort()
            return app
        }
        for pass in 0...8 {
            let yaml = SpecWriter.yaml(app)
            let errors: [SpecDiagnostic]
            do {
                let parsed = try FlowSpecParser.parse(yaml, path: "scanned.yaml")
                // Further places of a type (`T#2`) get what the code does in their stack, then
                // the spec is checked again.
                if pass < 8, linkNumberedPlaces(of: &app, model: parsed.model) { continue }
                return app
            } catch SpecError.invalid(let diagnostics) {
                errors = diagnostics.filter { $0.severity == .error }
            } catch {
                return report(["\(error)"])
            }
            guard pass < 8 else { return report(errors.map(\.message)) }
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
            // A push or presentation between screens the spec cannot take (a screen already on
            // another coordinator's stack) is left out and reported, like a transition.
            if leaveOutScreenLinks(named: unplaced, in: lines, of: &app) { continue }
            if leaveOutCoordinatorFields(named: unplaced, in: lines, of: &app) { continue }
            // Errors that are no transition's (or name none the app has): nothing to leave out.
            guard app.transitions.contains(where: { dropped[$0.id] != nil }) else {
                return report(unplaced.map(\.message) + dropped.values.sorted())
            }
            for transition in app.transitions where dropped[transition.id] != nil {
                let steps = transition.steps.map { $0.target.isEmpty ? $0.kind : "\($0.kind) \($0.target)" }.joined(separator: ", ")
                let report = ScannedApp.Unresolved(
                    source: transition.source,
                    message: "\(transition.trigger ?? transition.id) (\(steps)) is nothing a spec can play: \(dropped[transition.id]!); the transition is left out"
                )
                app.unresolved.append(report)
                if transition.from != nil, !app.deepLinks.contains(where: { $0.transition == transition.id }) { app.setAside.append((transition, report)) }
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

    /// The text ``SpecWriter/quote(_:)`` wrote `text` for: its exact inverse.
    static func unquoted(_ text: String) -> String {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text }
        var result = ""
        var escaping = false
        for character in text.dropFirst().dropLast() {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
