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
    /// The app's phases (version 2), in order; `nil` when the file has no `phases:`.
    var phases: [PhaseDeclaration]?
    /// Where the `coordinators:` key is, for problems about the list as a whole.
    var coordinatorsKey: SourceLocation?
    var coordinators: [CoordinatorDeclaration] = []
    var screens: [ScreenDeclaration] = []
    var transitions: [TransitionDeclaration] = []
    var deepLinks: [DeepLinkDeclaration] = []
}

struct CoordinatorDeclaration {
    var name: Located<String>
    /// The format version of the file that declares it.
    var version: Int = 1
    var declaredAs: Located<String>?
    var childrenKey: SourceLocation?
    var children: [ChildDeclaration] = []
    var container: ContainerDeclaration?
    /// `initialTab`: the tab selected at launch, by title or coordinator.
    var initialTab: Located<String>?
    /// `pushesOnto`: the coordinator whose navigation stack this one pushes its screens onto.
    var pushesOnto: Located<String>?
    /// `presentedFrom`: the screen its container is presented over, or ``SpecKeys/unknownPresenter``.
    var presentedFrom: Located<String>?
    /// `style`: how it is presented (`formSheet`, `fullScreen`, …).
    var style: Located<String>?
    /// `parent`: the declared back-reference to its parent.
    var parent: ParentDeclaration?
    /// `when`: the condition under which it exists.
    var condition: String?
}

struct ParentDeclaration {
    var property: String
    var target: Located<String>
    var strength: ReferenceStrength
}

struct PhaseDeclaration {
    var location: SourceLocation
    var name: Located<String>
    var root: Located<String>
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
        /// `split` or `pages`: the columns or pages, each a coordinator or a screen.
        case containment(ContainmentKind, [Located<String>])
    }

    var kind: Kind
    /// Where the `tabs`, `stack` or `screen` key is.
    var key: SourceLocation
}

struct TabDeclaration {
    var location: SourceLocation
    var coordinator: Located<String>?
    var screen: Located<String>?
    /// A plain navigation stack no coordinator owns (version 2).
    var stack: [Located<String>]?
    var title: Located<String>?
    var icon: String?
    /// `selected: true`: the tab selected at launch.
    var isSelected: Located<Bool>?
    /// `when`: the condition under which the tab exists.
    var condition: String?
}

struct ScreenDeclaration {
    var name: Located<String>
    var title: String?
    var coordinator: Located<String>?
    /// The screens it can push (version 2), in order.
    var pushes: [Located<String>] = []
    /// The screens it can present modally (version 2), in order.
    var presents: [Located<String>] = []
}

struct TransitionDeclaration {
    var location: SourceLocation
    var id: Located<String>
    /// The screen it starts on, or `nil` when it starts at an ``entry`` point.
    var source: Located<String>?
    /// `on`: the entry point it starts at when that is not a screen (version 2).
    var entry: Located<EntryPoint>?
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
