/// Every declaration of a spec's files, each name kept once: the first definition wins, and a
/// second one is a located `conflicting-definition` (or `duplicate-id`) error naming the first.
struct Definitions {
    var app: Located<String>?
    var root: Located<String>?
    /// The app's phases, from the one file that declares them.
    var phases: [PhaseDeclaration] = []
    var coordinatorsKey: SourceLocation?
    var coordinators: [CoordinatorDeclaration] = []
    var screens: [ScreenDeclaration] = []
    var transitions: [TransitionDeclaration] = []
    var deepLinks: [DeepLinkDeclaration] = []
    private(set) var diagnostics: [SpecDiagnostic] = []

    init(_ documents: [SpecDocument]) {
        // Where each name was defined first, so checking a definition is one look-up.
        var coordinatorOf: [String: Int] = [:], screenOf: [String: Int] = [:]
        var transitionOf: [String: Int] = [:], deepLinkOf: [String: Int] = [:]
        for document in documents {
            app = single("app", app, document.app)
            root = single("root", root, document.root)
            coordinatorsKey = coordinatorsKey ?? document.coordinatorsKey
            if let declared = document.phases {
                if let first = phases.first, let second = declared.first {
                    conflict(.conflictingDefinition, "'phases' are already declared at \(first.location); declare the app's phases in one file", at: second.location)
                } else {
                    phases = declared
                }
            }
            for coordinator in document.coordinators {
                if let first = coordinatorOf[coordinator.name.value].map({ coordinators[$0] }) {
                    conflict(
                        .conflictingDefinition,
                        "coordinator '\(coordinator.name.value)' is already defined at \(first.name.location); define each coordinator in one file and refer to it by name elsewhere",
                        at: coordinator.name.location
                    )
                } else {
                    coordinatorOf[coordinator.name.value] = coordinators.count
                    coordinators.append(coordinator)
                }
            }
            for screen in document.screens {
                if let first = screenOf[screen.name.value].map({ screens[$0] }) {
                    conflict(
                        .conflictingDefinition,
                        "screen '\(screen.name.value)' is already defined at \(first.name.location); describe each screen in one file",
                        at: screen.name.location
                    )
                } else {
                    screenOf[screen.name.value] = screens.count
                    screens.append(screen)
                }
            }
            for transition in document.transitions {
                if let first = transitionOf[transition.id.value].map({ transitions[$0] }) {
                    conflict(.duplicateID, "transition id '\(transition.id.value)' is already used at \(first.id.location); give each transition its own id", at: transition.id.location)
                } else {
                    transitionOf[transition.id.value] = transitions.count
                    transitions.append(transition)
                }
            }
            for link in document.deepLinks {
                if let first = deepLinkOf[link.url.value].map({ deepLinks[$0] }) {
                    conflict(.duplicateID, "deep link '\(link.url.value)' is already declared at \(first.url.location); declare each URL pattern once", at: link.url.location)
                } else {
                    deepLinkOf[link.url.value] = deepLinks.count
                    deepLinks.append(link)
                }
            }
        }
    }

    /// A top-level value (`app`, `root`) that several files may repeat only if they agree.
    private mutating func single(_ key: String, _ existing: Located<String>?, _ new: Located<String>?) -> Located<String>? {
        guard let existing else { return new }
        if let new, new.value != existing.value {
            conflict(.conflictingDefinition, "'\(key)' is '\(new.value)' here but '\(existing.value)' at \(existing.location); the files of one spec must agree", at: new.location)
        }
        return existing
    }

    private mutating func conflict(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
        diagnostics.append(SpecDiagnostic(id, message, at: location))
    }
}
