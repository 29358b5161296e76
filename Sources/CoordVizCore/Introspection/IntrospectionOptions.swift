/// What the introspector treats as a coordinator and which properties it reads.
public struct IntrospectionOptions: Sendable {
    /// Decides whether an object is a coordinator. The default accepts any class instance whose
    /// type or superclass name ends in `Coordinator` and that is not a view controller.
    public var isCoordinator: @Sendable (AnyObject) -> Bool
    /// Property names never read (e.g. caches or services that hold coordinators on purpose).
    public var skippedProperties: Set<String>
    /// How many coordinator levels below the root are walked.
    public var maxDepth: Int

    public init(
        isCoordinator: @escaping @Sendable (AnyObject) -> Bool = IntrospectionOptions.namedLikeACoordinator,
        skippedProperties: Set<String> = [],
        maxDepth: Int = 10_000
    ) {
        self.isCoordinator = isCoordinator
        self.skippedProperties = skippedProperties
        self.maxDepth = maxDepth
    }

    /// The default coordinator test: a class named `…Coordinator` (or inheriting from one) that
    /// is not a view controller.
    public static let namedLikeACoordinator: @Sendable (AnyObject) -> Bool = { object in
        let names = Reflection.classNames(of: object)
        return !ViewControllerKind.isViewController(names) && names.contains { $0.hasSuffix("Coordinator") }
    }

    /// Whether a declared type name reads like a coordinator type or protocol (used for lazy
    /// children that do not exist yet, so there is no object to test).
    static func typeNameLooksLikeCoordinator(_ name: String) -> Bool {
        name.hasSuffix("Coordinator") || name.hasSuffix("CoordinatorProtocol") || name.hasSuffix("Coordinating")
    }
}
