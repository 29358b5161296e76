import CoordVizCore

/// One spec file as written: every declaration with its location, before names are resolved
/// across files. ``DocumentReader`` builds it; ``SpecLinker`` joins documents into a model.
struct SpecDocument {
    var path: String
    /// Where the document's top-level mapping starts.
    var start: SourceLocation
    var version: Located<Int>?
    var app: Located<String>?
    var root: Located<String>?
    /// Where the `coordinators:` key is, for problems about the list as a whole.
    var coordinatorsKey: SourceLocation?
    var coordinators: [CoordinatorDeclaration] = []
    var screens: [ScreenDeclaration] = []
    var transitions: [TransitionDeclaration] = []
    var deepLinks: [DeepLinkDeclaration] = []
}

struct CoordinatorDeclaration {
    var name: Located<String>
    var declaredAs: Located<String>?
    var childrenKey: SourceLocation?
    var children: [ChildDeclaration] = []
    var container: ContainerDeclaration?
}

struct ChildDeclaration {
    /// The property that holds the child; empty when the children are a plain list.
    var property: String
    var coordinator: Located<String>
}

struct ContainerDeclaration {
    enum Kind {
        case tabs([TabDeclaration])
        case stack([Located<String>])
        case screen(Located<String>)
    }

    var kind: Kind
    /// Where the `tabs`, `stack` or `screen` key is.
    var key: SourceLocation
}

struct TabDeclaration {
    var location: SourceLocation
    var coordinator: Located<String>?
    var screen: Located<String>?
    var title: Located<String>?
    var icon: String?
}

struct ScreenDeclaration {
    var name: Located<String>
    var title: String?
    var coordinator: Located<String>?
}

struct TransitionDeclaration {
    var location: SourceLocation
    var id: Located<String>
    var source: Located<String>
    var trigger: String?
    var steps: [StepDeclaration]
    /// Whether reading found a problem in it (a step left out), so that playing it would mislead.
    var isDamaged: Bool
}

struct StepDeclaration {
    var location: SourceLocation
    var kind: StepKind
    var target: Located<String>?
}

struct DeepLinkDeclaration {
    var location: SourceLocation
    var url: Located<String>
    var handler: Located<String>?
    var transition: Located<String>?
}
