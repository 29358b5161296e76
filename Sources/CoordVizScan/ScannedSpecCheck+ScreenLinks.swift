import CoordVizSpec

extension ScannedSpecCheck {
    /// Leaves out each screen's `pushes:` or `presents:` entry an error points at, reporting it at
    /// the screen's source, or numbers it as the spec asks (`SettingVC#2`, a second place of the
    /// type); `true` when anything changed (the spec is then checked again).
    static func leaveOutScreenLinks(named errors: [SpecDiagnostic], in lines: [String], of app: inout ScannedApp) -> Bool {
        var changed = false
        for error in errors {
            guard let (screen, field) = screenLink(at: error.location.line, in: lines),
                  let position = app.screens.firstIndex(where: { $0.name == screen }) else { continue }
            let links = field == "pushes" ? app.screens[position].pushes : app.screens[position].presents
            // The error names the screen it objects to; without a name the whole list goes.
            let target = links.first { error.message.contains("'\($0)'") }
            // A second place of a screen type the spec numbers (`SettingVC#2`): written so.
            if let target, let suggested = numberedPlace(of: String(target.prefix { $0 != "#" }), suggestedBy: error.message), case let numbered = nextFreePlace(suggested, in: app),
               let index = links.firstIndex(of: target), !links.contains(numbered) {
                var renamed = links
                renamed[index] = numbered
                if field == "pushes" { app.screens[position].pushes = renamed } else { app.screens[position].presents = renamed }
                // The transitions from that screen open the numbered place too.
                let kind = field == "pushes" ? "push" : "present"
                for transition in app.transitions.indices where app.transitions[transition].from == screen {
                    for step in app.transitions[transition].steps.indices
                    where app.transitions[transition].steps[step].kind == kind && app.transitions[transition].steps[step].target == target {
                        app.transitions[transition].steps[step].target = numbered
                    }
                }
                changed = true
                continue
            }
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

    /// The suggested place (`SettingVC#2`) when no place of the app has that id yet, else the
    /// type's next number no place uses: a type pushed in three stacks is `#2` in the second and
    /// `#3` in the third. Places listed in containers count, numbered by the spec in order.
    static func nextFreePlace(_ suggested: String, in app: ScannedApp) -> String {
        let type = String(suggested.prefix { $0 != "#" })
        var used: Set<String> = []
        for screen in app.screens { used.formUnion([screen.name] + screen.pushes + screen.presents) }
        for transition in app.transitions { used.formUnion(transition.steps.map(\.target)) }
        let listed = app.coordinators.reduce(0) { count, node in count + Inference.screenNames(in: node.container).filter { $0 == type }.count }
        if listed > 1 { (2...listed).forEach { used.insert("\(type)#\($0)") } }
        guard used.contains(suggested) else { return suggested }
        var number = 2
        while used.contains("\(type)#\(number)") { number += 1 }
        return "\(type)#\(number)"
    }

    /// `SettingVC#2` when the spec's message asks for that name in place of `screen`.
    static func numberedPlace(of screen: String, suggestedBy message: String) -> String? {
        guard let start = message.range(of: "write '\(screen)#") else { return nil }
        let rest = message[start.upperBound...]
        let number = rest.prefix { $0.isNumber }
        guard !number.isEmpty, rest.dropFirst(number.count).hasPrefix("'") else { return nil }
        return "\(screen)#\(number)"
    }

    /// The screen whose `pushes:` or `presents:` line of `screens:` is `line` (1-based), and which
    /// of the two it is.
    static func screenLink(at line: Int, in lines: [String]) -> (screen: String, field: String)? {
        guard line >= 1, line <= lines.count else { return nil }
        let entry = lines[line - 1].drop { $0 == " " }
        guard let field = ["pushes", "presents"].first(where: { entry.hasPrefix("\($0):") }),
              let screen = entryKey(above: line, in: lines, section: "screens:") else { return nil }
        return (screen, field)
    }

    /// The key of the entry (`  Name:`) that the 1-based `line` is written under, when that entry
    /// is in `section` (a top-level key such as `screens:`).
    static func entryKey(above line: Int, in lines: [String], section: String) -> String? {
        guard line >= 2, line <= lines.count else { return nil }
        var key: String?
        for index in stride(from: line - 2, through: 0, by: -1) {
            let text = lines[index]
            if key == nil, text.hasPrefix("  "), !text.hasPrefix("   "), text.hasSuffix(":") {
                key = unquoted(String(text.dropFirst(2).dropLast()))
            } else if !text.hasPrefix(" "), !text.isEmpty, !text.hasPrefix("#") {
                // The top-level key of the section the entry is in.
                return text == section ? key : nil
            }
        }
        return nil
    }
}
