/// Reading `phases` (version 2): the app's root coordinator in each phase, in order, e.g.
/// `phases: [{ name: Login, root: AuthCoordinator }, { name: Main, root: TabBarCoordinator }]`.
extension DocumentReader {
    mutating func readPhases(_ node: YAMLNode) -> [PhaseDeclaration] {
        guard let list = reader.sequence(node, "'phases'") else { return [] }
        var phases: [PhaseDeclaration] = []
        for item in list {
            guard let fields = reader.mapping(item, "a phase") else { continue }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.phase, in: "a phase")
            reader.checkSource(fields, in: "a phase")
            let name = fields.value("name").flatMap { reader.locatedString($0, "'name' of a phase") }
            let root = fields.value("root").flatMap { reader.locatedString($0, "'root' of a phase") }
            if fields.value("name") == nil { reader.error(.missingKey, "a phase needs a 'name', e.g. 'name: Login'", at: item) }
            if fields.value("root") == nil {
                reader.error(.missingKey, "phase '\(name?.value ?? "?")' needs 'root' (the coordinator whose container is the app's root in it)", at: item)
            }
            guard let name, let root else { continue }
            if let first = phases.first(where: { $0.name.value == name.value }) {
                reader.error(.duplicateID, "phase '\(name.value)' is already declared at \(first.name.location); give each phase its own name", at: name.location)
                continue
            }
            phases.append(PhaseDeclaration(location: reader.location(of: item), name: name, root: root))
        }
        return phases
    }

    /// A list of names (`pushes`, `presents`, `split`, `pages`), each with its location.
    mutating func readNames(_ node: YAMLNode, _ what: String) -> [Located<String>]? {
        guard let list = reader.sequence(node, what) else { return nil }
        return list.compactMap { reader.locatedString($0, "an entry of \(what)") }
    }
}
