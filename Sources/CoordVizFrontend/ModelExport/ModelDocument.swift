import CoordVizCore
import Foundation

/// What `coordviz model` writes: the merged model as a documented, versioned JSON document for
/// scripts and other tools (schema: `docs/coordviz-model.schema.json`, reference:
/// `docs/model-reference.md`). Unlike the model's own coding, every container is an entry of
/// its own with an id, coordinators name their parent, and the live state is gathered in one
/// place. Keys are sorted and absent values left out, so the same inputs give the same bytes.
public struct ModelDocument: Codable, Equatable, Sendable {
    /// `coordviz-model`: what the file is.
    public var format = ModelDocument.formatName
    /// The schema version; raised on any change a reader could notice.
    public var version = ModelDocument.currentVersion
    public var app: String
    /// The root coordinator's id.
    public var root: String?
    public var phases: [ExportedPhase]
    public var coordinators: [ExportedCoordinator]
    public var containers: [ExportedContainer]
    public var screens: [ExportedScreen]
    public var transitions: [ExportedTransition]
    public var deepLinks: [ExportedDeepLink]
    /// Ways into transitions that are not a screen: notifications, shortcuts, events, launch.
    public var entryPoints: [ExportedEntryPoint]
    public var live: ExportedLiveState
    /// What the snapshot's walk saw but could not follow.
    public var unread: [ExportedUnreadReference]

    public static let formatName = "coordviz-model"
    public static let currentVersion = 1

    /// The document of `model`; `releaseCheck` is the snapshot's proof of which coordinators
    /// outlive their root (``Snapshot/releaseCheck``), when the snapshot has one.
    public init(_ model: ArchitectureModel, releaseCheck: ReleaseCheck? = nil) {
        self = ModelExporter(model).document()
        live.releaseCheck = releaseCheck.map { ExportedReleaseCheck(watched: $0.watched, survivors: $0.survivors) }
    }

    /// The document's JSON: pretty-printed, keys sorted, ending in a line feed.
    public func json() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, numbers and booleans only: encoding cannot fail.
        return Array((try! encoder.encode(self)) + Data("\n".utf8))
    }

    init(app: String, root: String?) {
        self.app = app
        self.root = root
        phases = []
        coordinators = []
        containers = []
        screens = []
        transitions = []
        deepLinks = []
        entryPoints = []
        live = ExportedLiveState()
        unread = []
    }
}

public struct ExportedPhase: Codable, Equatable, Sendable {
    public var name: String
    public var root: String
}

public struct ExportedCoordinator: Codable, Equatable, Sendable {
    public var id: String
    public var type: String
    /// `coordinator`, or `viewController` / `object` for other owners of coordinators.
    public var kind: String
    public var declaredAs: String?
    /// The id of its parent in the ownership tree.
    public var parent: String?
    /// The id of the container it owns.
    public var container: String?
    /// The coordinator whose navigation stack it pushes onto.
    public var pushesOnto: String?
    public var flowOnly: Bool
    public var children: [ExportedChild]
    public var backReferences: [ExportedBackReference]
    public var handlers: [String]
    public var presentation: ExportedPresentation?
    public var condition: String?
    /// `false` when only the spec declares it and the live app does not have it now.
    public var live: Bool?
    public var label: String?
    public var declaredAt: String?
}

public struct ExportedChild: Codable, Equatable, Sendable {
    public var property: String
    public var declaredType: String?
    /// The child's id; absent for a lazy child not created yet.
    public var coordinator: String?
    public var lazy: Bool
}

public struct ExportedBackReference: Codable, Equatable, Sendable {
    public var property: String
    public var target: String
    /// `strong` (a retain cycle with the parent's reference), `weak`, `unowned` or `unknown`.
    public var strength: String
    public var pointsToParent: Bool
}

public struct ExportedPresentation: Codable, Equatable, Sendable {
    /// The screen beneath; absent when it is presented from a screen no one named.
    public var over: String?
    public var style: String?
}

public struct ExportedContainer: Codable, Equatable, Sendable {
    /// `<owner>/<property>` for a coordinator's container, `…/tab<index>` for a tab's content,
    /// `…/contained<index>` inside a containment, `presented<index>/…` for presented ones.
    public var id: String
    /// `tabBar`, `navigationStack`, `screen`, `split`, `page` or `containment`.
    public var kind: String
    public var type: String
    public var property: String
    /// The coordinator that owns it (for nested containers, the owner of the outermost one).
    public var owner: String?
    /// The container it sits in (a tab's content, a contained child).
    public var parentContainer: String?
    public var tabs: [ExportedTab]?
    /// Navigation stacks: every screen it can hold, bottom to top.
    public var stack: [String]?
    /// Navigation stacks: the screens on it in the live app, bottom to top.
    public var liveStack: [String]?
    /// A single screen, or a containment host's own screen.
    public var screen: String?
    /// Containment: the containers it hosts, in order.
    public var contains: [String]?
    /// Containment: coordinators whose containers it shows as columns or pages.
    public var coordinators: [String]?
    /// Presented containers no coordinator owns: how they are shown.
    public var presentation: ExportedPresentation?
}

public struct ExportedTab: Codable, Equatable, Sendable {
    public var index: Int
    public var title: String?
    public var icon: String?
    public var viewControllerType: String
    public var coordinator: String?
    public var screen: String?
    public var container: String?
    public var condition: String?
    public var selected: Bool
}

public struct ExportedScreen: Codable, Equatable, Sendable {
    public var id: String
    public var type: String
    public var title: String?
    /// The coordinator it talks to.
    public var coordinator: String?
    public var coordinatorProperty: String?
    /// The coordinator whose container shows it.
    public var heldBy: String?
    public var pushedBy: String?
    public var presentedOver: String?
    public var presentationStyle: String?
    public var pushes: [String]
    public var presents: [String]
    public var live: Bool
    public var declaredAt: String?
}

public struct ExportedTransition: Codable, Equatable, Sendable {
    public var id: String
    /// The screen it starts on; absent when it starts at an entry point.
    public var source: String?
    public var entry: ExportedEntry?
    public var trigger: String?
    public var steps: [ExportedStep]
}

public struct ExportedEntry: Codable, Equatable, Sendable {
    /// `notification`, `shortcut`, `event` or `launch`.
    public var kind: String
    public var name: String
}

public struct ExportedStep: Codable, Equatable, Sendable {
    public var kind: String
    public var target: String?
    /// What the target names: `tab`, `screen`, `coordinator` or `none`.
    public var targetKind: String
}

public struct ExportedDeepLink: Codable, Equatable, Sendable {
    public var pattern: String
    public var parameters: [String]
    public var handler: String?
    public var transition: String?
}

public struct ExportedEntryPoint: Codable, Equatable, Sendable {
    public var kind: String
    public var name: String
    public var transition: String
}

/// What the live app showed when its snapshot was taken; empty without a snapshot.
public struct ExportedLiveState: Codable, Equatable, Sendable {
    public var selectedTabs: [ExportedSelectedTab] = []
    public var stackTops: [ExportedStackTop] = []
    /// Ids of presented containers (coordinators' presented containers and unowned ones).
    public var presented: [String] = []
    /// Which coordinators stayed alive after the app released its root; absent when the
    /// snapshot was taken without the check.
    public var releaseCheck: ExportedReleaseCheck?
}

/// The snapshot's release check: how many coordinators were watched, and the ids of those
/// still alive after the root was released (a retain cycle keeps them; empty: all freed).
public struct ExportedReleaseCheck: Codable, Equatable, Sendable {
    /// How many coordinators (and owners) the check watched.
    public var watched: Int
    /// The ids of those still alive after the root was released, in snapshot order.
    public var survivors: [String]
}

public struct ExportedSelectedTab: Codable, Equatable, Sendable {
    public var container: String
    public var index: Int
    public var title: String?
}

public struct ExportedStackTop: Codable, Equatable, Sendable {
    public var container: String
    public var screen: String
}

public struct ExportedUnreadReference: Codable, Equatable, Sendable {
    public var owner: String
    public var path: String
    /// `closure`, `budget`, `depth`, `nesting` or `skipped`.
    public var reason: String
    public var type: String?
}
