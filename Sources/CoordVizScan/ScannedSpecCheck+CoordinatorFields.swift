import CoordVizSpec

/// A coordinator's optional field the spec rejects (`pushesOnto` a coordinator whose container
/// the scan read as a split view, a `parent` the rules refuse): left out and reported, so the
/// spec the scan writes still validates. Its container, children and name are never dropped.
extension ScannedSpecCheck {
    /// The coordinator fields a spec can do without, as written in the YAML.
    static let optionalCoordinatorFields: Set<String> = ["pushesOnto", "presentedFrom", "style", "parent", "initialTab", "when"]

    /// Leaves out each optional coordinator field an error is reported at. Returns whether any was.
    static func leaveOutCoordinatorFields(named errors: [SpecDiagnostic], in lines: [String], of app: inout ScannedApp) -> Bool {
        var changed = false
        for error in errors {
            guard let (coordinator, field) = coordinatorField(at: error.location.line, in: lines),
                  let index = app.coordinators.firstIndex(where: { $0.name == coordinator }) else { continue }
            let written: String?
            switch field {
            case "pushesOnto":
                written = app.coordinators[index].pushesOnto.map { "pushesOnto \($0)" }
                app.coordinators[index].pushesOnto = nil
            case "presentedFrom", "style":
                written = app.coordinators[index].presentation.map { _ in "its presentation" }
                app.coordinators[index].presentation = nil
            case "parent":
                written = app.coordinators[index].parent.map { "its parent link to \($0.target)" }
                app.coordinators[index].parent = nil
            case "initialTab":
                written = app.coordinators[index].initialTab.map { "initialTab \($0)" }
                app.coordinators[index].initialTab = nil
            default:
                written = app.coordinators[index].condition.map { "its condition `\($0)`" }
                app.coordinators[index].condition = nil
            }
            guard let written else { continue }
            app.unresolved.append(.init(source: app.coordinators[index].source, message: "\(coordinator): \(written) is something a spec cannot show: \(error.message); left out"))
            changed = true
        }
        if changed { app.unresolved.sort() }
        return changed
    }

    /// The coordinator and optional field written at `line` (1-based) of the `coordinators:` section.
    static func coordinatorField(at line: Int, in lines: [String]) -> (coordinator: String, field: String)? {
        guard line >= 1, line <= lines.count else { return nil }
        let text = lines[line - 1]
        guard text.hasPrefix("    "), !text.hasPrefix("     "),
              let field = text.dropFirst(4).split(separator: ":", maxSplits: 1).first.map(String.init),
              optionalCoordinatorFields.contains(field) else { return nil }
        return entryKey(above: line, in: lines, section: "coordinators:").map { ($0, field) }
    }
}
