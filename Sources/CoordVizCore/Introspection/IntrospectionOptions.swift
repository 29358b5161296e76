/// What the introspector treats as a coordinator, which properties it reads and how it reads
/// view controllers.
public struct IntrospectionOptions: Sendable {
    /// Decides whether an object is a coordinator. The default accepts any class instance whose
    /// type or a superclass is named `…Coordinator` and that is not a view controller; pass
    /// `{ $0 is any MyCoordinatorProtocol }` to decide by protocol conformance instead.
    public var isCoordinator: @Sendable (AnyObject) -> Bool
    /// Property names never read (e.g. caches or services that hold coordinators on purpose).
    public var skippedProperties: Set<String>
    /// How many coordinator levels below the root are walked; deeper coordinators are left out.
    public var maxDepth: Int
    /// How view controllers are read: through UIKit where it exists, by reflection elsewhere.
    public var viewControllers: any ViewControllerReading
    /// How many values the walk looks at in all before it stops following properties; what it
    /// could not reach is listed in the snapshot's `unread`.
    public var objectBudget: Int

    /// Whether objects held where the code declares a coordinator type (`[any Coordinator]`), or
    /// with a `childCoordinators` property, count as coordinators whatever their names. On by
    /// default; off when you pass your own `isCoordinator`, which then decides alone.
    public var infersCoordinatorsFromDeclarations: Bool

    /// - Parameter isCoordinator: decides what counts as a coordinator; `nil` for the default
    ///   (``namedLikeACoordinator`` plus what the declarations say).
    public init(
        isCoordinator: (@Sendable (AnyObject) -> Bool)? = nil,
        skippedProperties: Set<String> = [],
        maxDepth: Int = 100_000,
        viewControllers: any ViewControllerReading = IntrospectionOptions.platformViewControllerReader,
        objectBudget: Int = 2_000_000
    ) {
        self.objectBudget = objectBudget
        self.isCoordinator = isCoordinator ?? IntrospectionOptions.namedLikeACoordinator
        self.infersCoordinatorsFromDeclarations = isCoordinator == nil
        self.skippedProperties = skippedProperties
        self.maxDepth = maxDepth
        self.viewControllers = viewControllers
    }

    /// The default coordinator test: a class named `…Coordinator` or `…FlowController` (or
    /// inheriting from one) that is not a view controller. The walk also takes any object held
    /// where the code declares a coordinator type (`[any Coordinator]`), and any object with a
    /// `childCoordinators` property.
    public static let namedLikeACoordinator: @Sendable (AnyObject) -> Bool = { object in
        TypeFacts.shared.classFacts(of: object).isNamedLikeACoordinator
    }

    /// UIKit's API on Apple platforms with UIKit, reflection everywhere else.
    public static var platformViewControllerReader: any ViewControllerReading {
        #if canImport(UIKit)
        UIKitViewControllerReader()
        #else
        ReflectionViewControllerReader()
        #endif
    }

    /// Whether a declared type name reads like a coordinator type or protocol (used for lazy
    /// children that do not exist yet, so there is no object to test).
    static func typeNameLooksLikeCoordinator(_ name: String) -> Bool {
        name.hasSuffix("Coordinator") || name.hasSuffix("CoordinatorProtocol") || name.hasSuffix("Coordinating")
            || name.hasSuffix("CoordinatorType")
    }

    /// Whether a property name says it points up or sideways rather than down.
    static func nameLooksLikeAReference(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["parent", "delegate", "owner", "presenter"].contains { lowered.contains($0) }
    }
}
