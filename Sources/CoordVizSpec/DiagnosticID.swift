/// Every kind of problem coordviz reports about specs, with the stable id printed in brackets:
/// `flow.yaml:4:5: error: [unknown-key] …`. The reference (`docs/spec-reference.md`) lists them all.
public enum DiagnosticID: String, CaseIterable, Sendable {
    // MARK: Reading one file
    case yamlSyntax = "yaml-syntax"
    case emptySpec = "empty-spec"
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case wrongType = "wrong-type"
    case missingKey = "missing-key"
    case missingVersion = "missing-version"
    case unsupportedVersion = "unsupported-version"
    case conflictingContainer = "conflicting-container"
    case tabIndex = "tab-index"
    case duplicateTab = "duplicate-tab"
    case duplicateScreen = "duplicate-screen"
    case invalidID = "invalid-id"
    case emptySteps = "empty-steps"
    case unknownStep = "unknown-step"
    case missingTarget = "missing-target"
    case unexpectedTarget = "unexpected-target"
    case invalidURL = "invalid-url"
    case needsVersion2 = "needs-version-2"
    case conflictingStart = "conflicting-start"
    case conflictingSelection = "conflicting-selection"

    // MARK: Names across all files of a spec
    case conflictingDefinition = "conflicting-definition"
    case duplicateID = "duplicate-id"
    case unknownCoordinator = "unknown-coordinator"
    case unknownScreen = "unknown-screen"
    case unknownTab = "unknown-tab"
    case unknownTransition = "unknown-transition"
    case missingRoot = "missing-root"
    case sharedStack = "shared-stack"
    case ambiguousPresenter = "ambiguous-presenter"

    // MARK: Playing the flows
    case impossibleStep = "impossible-step"
    case offscreenStep = "offscreen-step"
    case unreachableScreen = "unreachable-screen"
    case unreachableCoordinator = "unreachable-coordinator"

    // MARK: Version 1 files that version 2 says better (warnings)
    case branchingStack = "branching-stack"
    case renamedScreen = "renamed-screen"

    // MARK: Merging with a live snapshot (warnings; the live app wins)
    case rootDiffers = "root-differs"
    case coordinatorNotLive = "coordinator-not-live"
    case coordinatorNotInSpec = "coordinator-not-in-spec"
    case declaredAsDiffers = "declared-as-differs"
    case childNotLive = "child-not-live"
    case containerDiffers = "container-differs"
    case tabOrderDiffers = "tab-order-differs"
    case tabTitleDiffers = "tab-title-differs"
    case screenNotInSpec = "screen-not-in-spec"
    case screenDiffers = "screen-differs"

    /// The stage of reading that finds a problem.
    public enum Stage: String, CaseIterable, Sendable {
        /// Reading one file: syntax, keys, shapes, the version.
        case file
        /// Resolving names across all the files of a spec.
        case names
        /// Playing the transitions and following what leads where.
        case flows
        /// Merging the spec with a live snapshot.
        case merge
    }

    public var stage: Stage {
        switch self {
        case .yamlSyntax, .emptySpec, .duplicateKey, .unknownKey, .wrongType, .missingKey, .missingVersion,
             .unsupportedVersion, .conflictingContainer, .tabIndex, .duplicateTab, .duplicateScreen, .invalidID,
             .emptySteps, .unknownStep, .missingTarget, .unexpectedTarget, .invalidURL, .needsVersion2, .conflictingStart,
             .conflictingSelection:
            .file
        case .conflictingDefinition, .duplicateID, .unknownCoordinator, .unknownScreen, .unknownTab,
             .unknownTransition, .missingRoot, .sharedStack, .ambiguousPresenter:
            .names
        case .impossibleStep, .offscreenStep, .unreachableScreen, .unreachableCoordinator, .branchingStack, .renamedScreen:
            .flows
        case .rootDiffers, .coordinatorNotLive, .coordinatorNotInSpec, .declaredAsDiffers, .childNotLive,
             .containerDiffers, .tabOrderDiffers, .tabTitleDiffers, .screenNotInSpec, .screenDiffers:
            .merge
        }
    }

    /// How the problem is reported: errors make `coordviz validate` exit 1; warnings do not
    /// (unless `--strict`), and every merge finding is a warning because the live app wins.
    public var severity: SpecDiagnostic.Severity {
        switch self {
        case .offscreenStep, .unreachableScreen, .unreachableCoordinator, .branchingStack, .renamedScreen, .ambiguousPresenter: .warning
        default: stage == .merge ? .warning : .error
        }
    }

    /// One line on what the id means.
    public var summary: String {
        switch self {
        case .yamlSyntax: "the file is not valid YAML (or JSON); reading stops at this point"
        case .emptySpec: "the file holds nothing"
        case .duplicateKey: "the same key twice in one mapping"
        case .unknownKey: "a key the format does not have (with the closest valid key)"
        case .wrongType: "a value of the wrong shape: a list where a mapping belongs, text where a number belongs, …"
        case .missingKey: "a required key is missing (a transition's id, from/on or steps; a deep link's url or transition; a tab's content; a phase's name or root)"
        case .missingVersion: "the file has no top-level `version:`"
        case .unsupportedVersion: "the file's version is not one this coordviz reads"
        case .conflictingContainer: "a coordinator with more than one of `tabs`, `stack`, `screen`, `split`, `pages` (or with `pushesOnto` and a container of its own); a tab with more than one of a coordinator, a screen and a stack"
        case .tabIndex: "a tab's explicit `index` is not its position in the list"
        case .duplicateTab: "two tabs of one tab bar with the same title or content"
        case .duplicateScreen: "version 1: the same screen twice in one stack, or in two stacks; version 2: a screen pushed in two stacks (name the second place `Type#2`)"
        case .invalidID: "a transition id with characters other than letters, digits, `.`, `_` and `-`"
        case .emptySteps: "a transition with an empty `steps` list"
        case .unknownStep: "a step kind that does not exist (with the closest kind)"
        case .missingTarget: "a step that needs a target has none (`push:` without a screen)"
        case .unexpectedTarget: "a `dismiss` step with a target"
        case .invalidURL: "a deep link pattern without a scheme, with unbalanced braces or a bad parameter name"
        case .needsVersion2: "a version 2 construct in a `version: 1` file"
        case .conflictingStart: "a transition with both `from` and `on`"
        case .conflictingSelection: "more than one initial tab (`initialTab`, or `selected: true` on several tabs)"
        case .sharedStack: "a `pushesOnto` that leads to no navigation stack (the target has none, or the chain loops), or a coordinator that both owns a container and pushes onto another's"
        case .branchingStack: "a version 1 linear `stack` that the transitions show branching; version 2 says what each screen pushes"
        case .ambiguousPresenter: "`presentedFrom: unknown` in a spec that also has a screen named `unknown`: the word means an unknown presenter, never that screen"
        case .renamedScreen: "a version 1 screen renamed (`Foo2`, `FooInB`) to sit in a second stack; version 2 allows one type in several stacks"
        case .conflictingDefinition: "a coordinator or screen defined in two files, or two files that disagree on `app` or `root`"
        case .duplicateID: "two transitions with one id, two deep links with one URL pattern, or two phases with one name"
        case .unknownCoordinator: "a reference to a coordinator no file defines"
        case .unknownScreen: "a reference to a screen no file names"
        case .unknownTab: "a `switchTab` to a tab the tab bar does not have"
        case .unknownTransition: "a deep link running a transition no file defines"
        case .missingRoot: "no `root:` and more than one coordinator without a parent"
        case .impossibleStep: "a step that cannot happen in the state the steps before it leave (pushing onto a coordinator without a stack, popping a stack holding only its root, dismissing with nothing presented)"
        case .offscreenStep: "a push onto a stack that is not on screen at that point"
        case .unreachableScreen: "a screen that is no stack's root, tab or coordinator's screen, and that no transition opens"
        case .unreachableCoordinator: "a coordinator that no parent lists under `children`, `tabs`, `split` or `pages` (and no phase makes the root)"
        case .rootDiffers: "the spec's root is not the live root"
        case .coordinatorNotLive: "a coordinator the spec declares but the live app does not have"
        case .coordinatorNotInSpec: "a live coordinator the spec does not declare"
        case .declaredAsDiffers: "a coordinator used as a different protocol or base class"
        case .childNotLive: "a child the spec declares but the live parent does not hold"
        case .containerDiffers: "a coordinator whose container kind differs"
        case .tabOrderDiffers: "tabs in a different order"
        case .tabTitleDiffers: "a tab with a different title"
        case .screenNotInSpec: "a screen on a live stack that the spec's stack does not list"
        case .screenDiffers: "a coordinator showing a different single screen"
        }
    }
}
