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

    public init(
        isCoordinator: @escaping @Sendable (AnyObject) -> Bool = IntrospectionOptions.namedLikeACoordinator,
        skippedProperties: Set<String> = [],
        maxDepth: Int = 100_000,
        viewControllers: any ViewControllerReading = IntrospectionOptions.platformViewControllerReader
    ) {
        self.isCoordinator = isCoordinator
        self.skippedProperties = skippedProperties
        self.maxDepth = maxDepth
        self.viewControllers = viewControllers
    }

    /// The default coordinator test: a class named `…Coordinator` (or inheriting from one) that
    /// is not a view controller.
    public static let namedLikeACoordinator: @Sendable (AnyObject) -> Bool = { object in
        let names = Reflection.classNames(of: object)
        return !ReflectionViewControllerReader.isViewController(names) && names.contains { $0.hasSuffix("Coordinator") }
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
    }

    /// Whether a property name says it points up or sideways rather than down.
    static func nameLooksLikeAReference(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["parent", "delegate", "owner", "presenter"].contains { lowered.contains($0) }
    }
}
