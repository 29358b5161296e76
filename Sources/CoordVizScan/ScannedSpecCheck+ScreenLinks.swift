import CoordVizSpec

extension ScannedSpecCheck {
    /// Leaves out each screen's `pushes:` or `presents:` entry an error points at, reporting it at
    /// the screen's source; `true` when anything was left out (the spec is then checked again).
    static func leaveOutScreenLinks(named errors: [SpecDiagnostic], in lines: [String], of app: inout ScannedApp) -> Bool {
        var changed = false
        for error in errors {
            guard let (screen, field) = screenLink(at: error.location.line, in: lines),
                  let position = app.screens.firstIndex(where: { $0.name == screen }) else { continue }
            let links = field == "pushes" ? app.screens[position].pushes : app.screens[position].presents
            // The error names the screen it objects to; without a name the whole list goes.
            let target = links.first { error.message.contains("'\($0)'") }
            let leftOut = target.map { [$0] } ?? links
            guard !leftOut.isEmpty else { continue }
            let kept = links.filter { !leftOut.contains($0) }
            if field == "pushes" { app.screens[position].pushes = kept } else { app.screens[position].presents = kept }
            let verb = field == "pushes" ? "pushes" : "presents"
            app.unresolved.append(.init(
                source: app.screens[position].source,
                message: "\(screen) \(verb) \(leftOut.joined(separator: ", ")), which a spec cannot show: \(error.message); left out"
            ))
            changed = true
        }
        if changed { app.unresolved.sort() }
        return changed
    }

    /// The screen whose `pushes:` or `presents:` line of `screens:` is `line` (1-based), and which
    /// of the two it is.
    static func screenLink(at line: Int, in lines: [String]) -> (screen: String, field: String)? {
        guard line >= 1, line <= lines.count else { return nil }
        let entry = lines[line - 1].drop { $0 == " " }
        guard let field = ["pushes", "presents"].first(where: { entry.hasPrefix("\($0):") }) else { return nil }
        var screen: String?
        for index in stride(from: line - 2, through: 0, by: -1) {
            let text = lines[index]
            if screen == nil, text.hasPrefix("  "), !text.hasPrefix("   "), text.hasSuffix(":") {
                screen = unquoted(String(text.dropFirst(2).dropLast()))
            } else if !text.hasPrefix(" "), !text.isEmpty, !text.hasPrefix("#") {
                // The top-level key of the section: only `screens:` holds screens.
                return text == "screens:" ? screen.map { ($0, field) } : nil
            }
        }
        return nil
    }
}
