/// A coordinator found in a live app or declared in a spec.
public struct CoordinatorNode: Codable, Equatable, Sendable, Identifiable {
    /// Stable id: the type name, with `#2`, `#3` … for further instances of the same type.
    public var id: String
    /// The concrete type, e.g. `HomeCoordinator`.
    public var typeName: String
    /// The protocol or base class the coordinator is used as, e.g. `HomeBaseCoordinator`.
    public var declaredAs: String?
    /// The view controller the coordinator owns; `nil` for a flow-only coordinator.
    public var container: Container?
    /// Child coordinators in the order the coordinator holds them.
    public var children: [ChildLink]
    /// Properties that point back up the tree (parent or other ancestor).
    public var backReferences: [BackReference]
    /// Closure properties that are set, e.g. a `didFinish` finish handler. Recorded, not walked.
    public var installedHandlers: [String]?
    /// A label the coordinator gives itself through ``IntrospectionDescribing``.
    public var label: String?
    /// Where a spec declares the coordinator, as `path:line:col`.
    public var declaredAt: String?
    /// What kind of object this node is; `nil` for a coordinator. A view controller or another
    /// object (an app delegate, a window owner) can own coordinators and be the tree's root.
    public var role: OwnerRole?
    /// The coordinator whose navigation controller this one pushes its screens onto, when it
    /// has none of its own (a child pushing onto its parent's stack).
    public var pushesOnto: String?
    /// How the coordinator's own container is shown when it is presented modally.
    public var presentation: Presentation?
    /// The run-time condition under which the coordinator exists (a feature flag), if any.
    public var condition: String?
    /// `false` when only a spec declares the coordinator and the live app merged with it does not
    /// have it right now (a login flow after sign-in, a child not started); `nil` otherwise.
    public var isLive: Bool?

    public init(
        id: String,
        typeName: String,
        declaredAs: String? = nil,
        container: Container? = nil,
        children: [ChildLink] = [],
        backReferences: [BackReference] = []
    ) {
        self.id = id
        self.typeName = typeName
        self.declaredAs = declaredAs
        self.container = container
        self.children = children
        self.backReferences = backReferences
    }

    /// A coordinator that owns no view controller, pushes onto no other coordinator's stack and
    /// only orchestrates others (e.g. deep links).
    public var isFlowOnly: Bool { container == nil && pushesOnto == nil && role == nil }

    /// Whether the node is a coordinator (not a view controller or other object owning them).
    public var isCoordinator: Bool { role == nil }
}

/// What a node of the ownership tree is when it is not a coordinator.
public enum OwnerRole: String, Codable, Sendable, CaseIterable {
    /// A view controller that owns coordinators (e.g. a `UITabBarController` subclass at the root).
    case viewController
    /// Any other object that owns coordinators (an app or scene delegate, a window holder).
    case object
}

/// A coordinator's reference to a child coordinator.
public struct ChildLink: Codable, Equatable, Sendable {
    /// The property holding the child: `homeCoordinator`, `childCoordinators[1]`.
    public var property: String
    /// The declared type of the property, e.g. `HomeBaseCoordinator`.
    public var declaredType: String?
    /// The child's id, or `nil` when a lazy child has not been created yet.
    public var coordinator: String?
    /// Whether the property is `lazy`.
    public var isLazy: Bool

    public init(property: String, declaredType: String? = nil, coordinator: String?, isLazy: Bool = false) {
        self.property = property
        self.declaredType = declaredType
        self.coordinator = coordinator
        self.isLazy = isLazy
    }

    /// A lazy child whose property has not been read yet, so the object does not exist.
    public var isLazyNotCreated: Bool { isLazy && coordinator == nil }
}

/// A property of a coordinator that points to one of its ancestors.
public struct BackReference: Codable, Equatable, Sendable {
    /// The property name, e.g. `parentCoordinator` or `finishDelegate`.
    public var property: String
    /// The id of the coordinator it points to.
    public var target: String
    /// Whether the target is the coordinator's actual parent in the ownership tree.
    public var pointsToParent: Bool
    /// Reference ownership where it is known.
    public var strength: ReferenceStrength

    public init(property: String, target: String, pointsToParent: Bool, strength: ReferenceStrength = .unknown) {
        self.property = property
        self.target = target
        self.pointsToParent = pointsToParent
        self.strength = strength
    }
}

/// How a reference holds its target.
public enum ReferenceStrength: String, Codable, Sendable, CaseIterable {
    /// A strong reference: together with the parent's reference to the child, a retain cycle.
    case strong
    case weak
    case unowned
    /// Reflection could not tell.
    case unknown
}
