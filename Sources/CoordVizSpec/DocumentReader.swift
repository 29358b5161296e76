/// Reads one composed spec file into a ``SpecDocument``, checking what can be checked inside the
/// file alone: keys, shapes, the version, required keys, tab positions, step kinds, URL patterns.
/// Names are resolved later, across all files, by ``SpecLinker``. Coordinators and flows are read
/// in the extensions beside this file.
struct DocumentReader {
    var reader: NodeReader
    /// The format version the file is read as (see ``formatVersion(of:)``).
    var version = FlowSpecParser.supportedVersions.upperBound

    init(path: String) {
        reader = NodeReader(path: path)
    }

    mutating func read(_ root: YAMLNode) -> SpecDocument {
        var document = SpecDocument(path: reader.path, start: reader.location(of: root))
        guard let top = reader.mapping(root, "the spec") else { return document }
        reader.rejectUnknownKeys(top, allowed: SpecKeys.top, in: "the spec")
        if let versionNode = top.value("version") {
            if let version = reader.int(versionNode, "'version'") {
                document.version = Located(value: version, location: reader.location(of: versionNode))
                if !FlowSpecParser.supportedVersions.contains(version) {
                    reader.error(.unsupportedVersion, "spec version \(version) is not supported; this coordviz reads versions 1 and 2", at: versionNode)
                }
            }
        } else {
            reader.error(.missingVersion, "the spec has no 'version' key; add 'version: 2' at the top", at: root)
        }
        version = Self.formatVersion(of: document)
        requireVersion2(for: top, kind: "top", in: "the spec")
        document.app = top.value("app").flatMap { reader.locatedString($0, "'app'") }
        document.root = top.value("root").flatMap { reader.locatedString($0, "'root'") }
        if let node = top.value("phases") { document.phases = readPhases(node) }
        if let entry = top.entry("coordinators") {
            document.coordinatorsKey = reader.location(of: entry.keyNode)
            document.coordinators = readCoordinators(entry.value)
        }
        if let node = top.value("screens") { document.screens = readScreens(node) }
        if let node = top.value("transitions") { document.transitions = readTransitions(node) }
        if let node = top.value("deepLinks") { document.deepLinks = readDeepLinks(node) }
        return document
    }

    // MARK: Screens

    mutating func readScreens(_ node: YAMLNode) -> [ScreenDeclaration] {
        guard let entries = reader.mapping(node, "'screens'") else { return [] }
        return entries.map { entry in
            var screen = ScreenDeclaration(name: reader.located(entry.key, entry.keyNode))
            let what = "screen '\(entry.key)'"
            guard let fields = reader.optionalMapping(entry.value, what) else { return screen }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.screen, in: what)
            reader.checkSource(fields, in: what)
            screen.title = fields.value("title").flatMap { reader.string($0, "'title'") }
            screen.coordinator = fields.value("coordinator").flatMap { reader.locatedString($0, "'coordinator'") }
            requireVersion2(for: fields, kind: "screen", in: what)
            screen.pushes = fields.value("pushes").flatMap { readNames($0, "'pushes' of \(what)") } ?? []
            screen.presents = fields.value("presents").flatMap { readNames($0, "'presents' of \(what)") } ?? []
            return screen
        }
    }
}
