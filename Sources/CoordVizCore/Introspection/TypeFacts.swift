import Foundation

/// What the introspector needs to know about a type that every value of the type shares (its
/// name, whether it is a function or a class, a class's superclass names, stored-property labels
/// and ownership), worked out the first time a walk meets the type and shared by every walk:
/// walking a live tree then costs what reading its values costs, not what naming and parsing
/// their types costs again for each value.
///
/// A type that supplies its own mirror (`CustomReflectable`) may describe each value differently,
/// so its class facts are worked out again for every object (see ``classFacts(of:)``).
final class TypeFacts: @unchecked Sendable {
    static let shared = TypeFacts()

    /// What a value's dynamic type says.
    final class Value: Sendable {
        /// ``Reflection/typeName(_:)``: `Optional<any HomeCoordinator>`.
        let name: String
        /// ``Reflection/declaredTypeName(_:)``: `HomeCoordinator`.
        let declaredName: String
        /// ``PropertyTraversal/isFunctionType(_:)``.
        let isFunction: Bool
        /// ``PropertyTraversal/returnsNothing(_:)``, for function types.
        let returnsNothing: Bool
        /// ``PropertyTraversal/namesACoordinatorType(_:)``.
        let namesACoordinator: Bool
        /// Whether the type is a class whose `Mirror` is the runtime's own (display style
        /// `.class`), so its values need no `Mirror` to be told apart.
        let isReflectedClass: Bool
        /// Ownership of a struct's stored properties (``FieldOwnership/ownership(ofValueType:)``).
        let structOwnership: [String: ReferenceStrength]

        init(_ value: Any) {
            let type = type(of: value)
            name = Reflection.typeName(type)
            declaredName = Reflection.declaredTypeName(type)
            isFunction = PropertyTraversal.isFunctionType(name)
            returnsNothing = isFunction && PropertyTraversal.returnsNothing(name)
            namesACoordinator = PropertyTraversal.namesACoordinatorType(name)
            isReflectedClass = !(value is any CustomReflectable) && Mirror(reflecting: value).displayStyle == .class
            structOwnership = FieldOwnership.ownership(ofValueType: type)
        }
    }

    /// One class level's stored property, as ``Reflection/Field`` names it.
    struct Label: Sendable {
        var name: String
        var isLazy: Bool
        var label: String

        init?(_ label: String?) {
            guard let label else { return nil }
            self.label = label
            isLazy = label.hasPrefix(Reflection.lazyStoragePrefix)
            name = String(Reflection.fieldName(label))
        }
    }

    /// One class level (the class itself, then each superclass): its `Mirror` children's labels.
    struct Level: Sendable {
        /// Whether the level is declared by UIKit (or the stand-in): read through a
        /// ``ViewControllerReading``, never walked.
        var isSystemViewController: Bool
        /// Each child's label, in `Mirror` order; `nil` for an unlabelled child.
        var labels: [Label?]
    }

    /// What an object's class and its superclasses say.
    final class Class: Sendable {
        /// ``Reflection/typeName(_:)`` of the class.
        let name: String
        /// ``Reflection/classNames(of:)``: most derived first.
        let names: [String]
        /// ``Reflection/moduleName(of:)``.
        let module: String
        /// The class levels, most derived first, as `Mirror` and its `superclassMirror`s list them.
        let levels: [Level]
        /// How many levels, from the most derived, hold every level an app declares.
        let appDeclaredDepth: Int
        /// How many fields ``Reflection/fields(of:appDeclaredOnly:)`` returns, with and without
        /// `appDeclaredOnly`.
        let fieldCount: Int
        let appDeclaredFieldCount: Int
        /// Where ``Reflection/field(_:of:)`` finds each property: the level (0 the most derived)
        /// and the child's position in it.
        let positions: [String: (level: Int, child: Int)]
        /// ``ReflectionViewControllerReader/kind(of:)``.
        let viewControllerKind: ViewControllerKind?
        let isWindow: Bool
        /// ``IntrospectionOptions/namedLikeACoordinator``.
        let isNamedLikeACoordinator: Bool
        /// Whether the class is declared in one of ``PropertyTraversal/opaqueSystemModules``.
        let isOpaqueSystemObject: Bool
        /// Whether a stored property is called `childCoordinators` or `childFlows`.
        let declaresChildCoordinators: Bool
        /// Whether the class adopts ``IntrospectionDescribing``.
        let isIntrospectionDescribing: Bool
        /// ``FieldOwnership/ownership(of:)``.
        let ownership: [String: ReferenceStrength]

        init(_ object: AnyObject) {
            name = Reflection.typeName(type(of: object))
            var names: [String] = []
            var levels: [Level] = []
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                names.append(Reflection.typeName(current.subjectType))
                levels.append(Level(
                    isSystemViewController: Reflection.systemViewControllerModules.contains(Self.moduleName(of: current.subjectType)),
                    labels: current.children.map { Label($0.label) }
                ))
                mirror = current.superclassMirror
            }
            self.names = names
            self.levels = levels
            appDeclaredDepth = (levels.lastIndex { !$0.isSystemViewController } ?? -1) + 1
            fieldCount = levels.reduce(0) { $0 + $1.labels.count }
            appDeclaredFieldCount = levels.filter { !$0.isSystemViewController }.reduce(0) { $0 + $1.labels.count }
            var positions: [String: (level: Int, child: Int)] = [:]
            for (level, contents) in levels.enumerated() {
                for (child, label) in contents.labels.enumerated() {
                    guard let label else { continue }
                    // The most derived level that has the name wins, and in it the last child.
                    if let known = positions[label.name], known.level < level { continue }
                    positions[label.name] = (level, child)
                }
            }
            self.positions = positions
            module = Self.moduleName(of: type(of: object))
            let isViewController = ReflectionViewControllerReader.isViewController(names)
            viewControllerKind = isViewController ? ReflectionViewControllerReader.kind(ofClassNamed: names) : nil
            isWindow = names.contains("UIWindow")
            isNamedLikeACoordinator = !isViewController && names.contains { $0.hasSuffix("Coordinator") || $0.hasSuffix("FlowController") }
            isOpaqueSystemObject = PropertyTraversal.opaqueSystemModules.contains(module)
            declaresChildCoordinators = levels.contains { level in
                level.labels.contains { $0?.name == "childCoordinators" || $0?.name == "childFlows" }
            }
            isIntrospectionDescribing = object is any IntrospectionDescribing
            ownership = FieldOwnership.ownership(of: type(of: object))
        }
    }

    private let lock = NSLock()
    private var values: [ObjectIdentifier: Value] = [:]
    /// `nil` for a class that supplies its own mirror.
    private var classes: [ObjectIdentifier: Class?] = [:]

    /// The facts of `value`'s dynamic type.
    func value(of value: Any) -> Value {
        let key = ObjectIdentifier(type(of: value))
        if let known = lock.withLock({ values[key] }) { return known }
        let facts = Value(value)
        lock.withLock { values[key] = facts }
        return facts
    }

    /// The facts of `object`'s class; for a class that supplies its own mirror, worked out from
    /// this object's mirror and not kept.
    func classFacts(of object: AnyObject) -> Class {
        let key = ObjectIdentifier(type(of: object))
        if let known = lock.withLock({ classes[key] }) { return known ?? Class(object) }
        let isCustom = object is any CustomReflectable
        let facts = Class(object)
        lock.withLock { classes[key] = isCustom ? .some(nil) : facts }
        return facts
    }
}

extension TypeFacts.Class {
    /// The module that declares `type`: the first part of its qualified name (`UIKit`, `MyApp`).
    static func moduleName(of type: Any.Type) -> String {
        let qualified = String(reflecting: type)
        return qualified.split(separator: ".").first.map(String.init) ?? qualified
    }
}
