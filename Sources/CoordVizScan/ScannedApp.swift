/// What a scan found: the elements of a flow spec, each with the place in the sources it comes
/// from, and what it could not resolve.
public struct ScannedApp: Sendable {
    public struct Child: Sendable, Equatable {
        public var property: String?
        public var coordinator: String
        public var source: SourceReference
    }

    public struct Parent: Sendable, Equatable {
        public var property: String
        public var target: String
        public var strength: String
        public var source: SourceReference
    }

    public struct Tab: Sendable, Equatable {
        public var coordinator: String?
        public var screen: String?
        public var stack: [String]?
        public var title: String?
        public var icon: String?
        public var source: SourceReference
    }

    public enum Container: Sendable, Equatable {
        case tabs([Tab])
        case stack([String])
        case screen(String)
        /// A split view's columns, in order: screens, or child coordinators owning a column.
        case split([String])
        /// A page view's pages, in order.
        case pages([String])
    }

    /// A modal presentation of a coordinator's container: over which screen, and how.
    public struct Presentation: Sendable, Equatable {
        /// The screen whose action starts the coordinator (`presentedFrom`); `nil` when the
        /// container is presented (it dismisses itself) but the code presenting it was not read.
        public var from: String?
        /// UIKit's `modalPresentationStyle` by name, when the code sets one.
        public var style: String?
        /// Where the code presents the container.
        public var source: SourceReference
    }

    /// A phase of the app: the coordinator whose container is the window's root in it.
    public struct Phase: Sendable, Equatable {
        /// The phase's name, from its root's type (`Onboarding` for `OnboardingCoordinator`).
        public var name: String
        /// The coordinator whose container is the root in this phase.
        public var root: String
        /// Where the code makes it the root.
        public var source: SourceReference
    }

    public struct Coordinator: Sendable, Equatable {
        public var name: String
        public var declaredAs: String?
        public var container: Container?
        public var children: [Child] = []
        public var parent: Parent?
        public var pushesOnto: String?
        public var initialTab: String?
        /// How its container is presented, when it is presented modally.
        public var presentation: Presentation?
        /// The condition it exists under (`when`), from the `if` its setup code makes it in.
        public var condition: String?
        public var source: SourceReference
    }

    public struct Screen: Sendable, Equatable {
        public var name: String
        public var title: String?
        public var pushes: [String] = []
        public var presents: [String] = []
        public var source: SourceReference
    }

    public struct Step: Sendable, Equatable, Hashable {
        public var kind: String
        public var target: String
    }

    public struct Transition: Sendable, Equatable {
        public var id: String
        /// The screen it starts on; nil when it starts at an entry point.
        public var from: String?
        /// The entry point (`event: DeepLink.orders`) when it has no screen.
        public var entryPoint: String?
        /// What kind of entry point it is (`event`, `shortcut`), as the spec's `on:` names it.
        public var entryKind = "event"
        public var trigger: String?
        public var steps: [Step]
        public var source: SourceReference
        /// The ways taken at the forks of the code (`isCollapsed`, `delegate is SettingsCoordinator`)
        /// when the trigger has several flows.
        public var conditions: [String] = []
        /// Children its `startChild` steps make with the stack of the screen it starts on (an
        /// initializer that pushes onto it), though they present a stack of their own elsewhere.
        var startedOnParentStack: Set<String> = []
        /// Its pushes and presentations (`push X`) that a child it starts makes on that child's
        /// own stack (``Inference/shownByStartedChildren(_:)``).
        var shownByStartedChildren: Set<String> = []
    }

    public struct DeepLink: Sendable, Equatable {
        public var url: String
        public var handler: String?
        public var transition: String
        public var source: SourceReference
    }

    /// Something the scan saw but could not resolve, and why.
    public struct Unresolved: Sendable, Equatable, Comparable {
        public var source: SourceReference
        public var message: String

        public static func < (a: Self, b: Self) -> Bool { (a.source, a.message) < (b.source, b.message) }
    }

    public var app: String
    public var root: String?
    /// The app's phases in launch order; empty when the root is never replaced.
    public var phases: [Phase] = []
    public var coordinators: [Coordinator]
    public var screens: [Screen]
    public var transitions: [Transition]
    public var deepLinks: [DeepLink]
    public var unresolved: [Unresolved]
    /// Files read, and files left out with the reason.
    public var filesRead: Int
    public var filesLeftOut: [(path: String, reason: String)]
    /// The coordinators whose code pushes (`push U`) or presents (`present U`) each screen: which
    /// stacks a screen's push holds in, for the further places of a type.
    var shownBy: [String: Set<String>] = [:]
    /// The links (`T#2>U`) already given to a numbered place, so one left out is not given again.
    var placeLinksTried: Set<String> = []
    /// Transitions left out because the spec cannot play them from their screen's first place,
    /// with the report saying so: a further place of that screen (`T#2`, in the stack whose
    /// coordinator does the steps) may take them (``ScannedSpecCheck/linkNumberedPlaces(of:model:)``).
    var setAside: [(transition: Transition, report: Unresolved)] = []
}
