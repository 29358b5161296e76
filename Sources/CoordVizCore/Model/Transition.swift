/// A navigation the app performs: from a screen, triggered by a method, as ordered steps.
public struct Transition: Codable, Equatable, Sendable, Identifiable {
    public var id: String
    /// The screen the user is on when it starts; empty when it starts at an ``entry`` point.
    public var source: String
    /// The method that triggers it, e.g. `goToDeepViewInFavoriteTab()`.
    public var trigger: String?
    public var steps: [Step]
    /// Where it starts when that is not a screen: a push notification, a shortcut, an app-wide
    /// event. It then starts from whatever the user is looking at.
    public var entry: EntryPoint?

    public init(id: String, source: String, trigger: String? = nil, steps: [Step]) {
        self.id = id
        self.source = source
        self.trigger = trigger
        self.steps = steps
    }
}

/// One step of a transition.
public struct Step: Codable, Equatable, Sendable {
    public var kind: StepKind
    /// What the step acts on: a tab title (`switchTab`), a screen (`push`, `present`), a coordinator
    /// (`resetToRoot`, `popToRoot`, `pop`, `startChild`, `finish`); `nil` where the kind needs none.
    public var target: String?

    public init(_ kind: StepKind, _ target: String? = nil) {
        self.kind = kind
        self.target = target
    }
}

/// The kinds of navigation step a transition is made of.
public enum StepKind: String, Codable, Sendable, CaseIterable {
    case switchTab, resetToRoot, push, pop, popToRoot, present, dismiss, startChild, finish
    /// Replaces the app's root (the window's root, or a stack's root module) with a
    /// coordinator's container: a login phase giving way to the main phase.
    case setRoot
    /// Shows a screen in a split view's secondary column, replacing what it showed
    /// (`showDetailViewController`, or `setViewControllers` on the detail stack).
    case showDetail

    /// What the step kind's target names.
    public var targetKind: StepTargetKind {
        switch self {
        case .switchTab: .tab
        case .push, .present, .showDetail: .screen
        case .resetToRoot, .pop, .popToRoot, .startChild, .finish, .setRoot: .coordinator
        case .dismiss: .none
        }
    }
}

/// What a step's target refers to.
public enum StepTargetKind: String, Sendable {
    case tab, screen, coordinator, none
}

/// A URL pattern the app handles, and the transition it runs.
public struct DeepLink: Codable, Equatable, Sendable {
    /// The pattern with `{parameters}`, e.g. `lovestory://orders/{id}`.
    public var pattern: String
    /// The coordinator that receives the URL.
    public var handler: String?
    /// The id of the transition it performs.
    public var transition: String?

    public init(pattern: String, handler: String? = nil, transition: String? = nil) {
        self.pattern = pattern
        self.handler = handler
        self.transition = transition
    }

    /// The `{name}` parameters of the pattern, in order.
    public var parameters: [String] {
        var names: [String] = []
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// A way into a transition that is not a screen the user taps on.
public struct EntryPoint: Codable, Equatable, Sendable {
    /// What kind of entry it is.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A push or local notification the user opens.
        case notification
        /// A home-screen quick action.
        case shortcut
        /// Something the app reacts to wherever the user is (a session expiring, a sign-out).
        case event
        /// The app's launch.
        case launch
    }

    public var kind: Kind
    /// Its name in the app, e.g. `orderShipped` or `sessionExpired`.
    public var name: String

    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// `notification orderShipped`.
    public var description: String { "\(kind.rawValue) \(name)" }
}
