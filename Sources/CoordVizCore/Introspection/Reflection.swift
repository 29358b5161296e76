/// Small, pure-Swift helpers over `Mirror` that the introspector is built from.
enum Reflection {
    /// The prefix Swift gives the storage of a `lazy var`.
    static let lazyStoragePrefix = "$__lazy_storage_$_"

    /// A stored property read through reflection.
    struct Field {
        /// The property name as written in source (`lazy` and wrapper prefixes removed).
        var name: String
        var value: Any
        /// Whether the property is `lazy` (its storage is an Optional that is `nil` until first use).
        var isLazy: Bool
        /// The label as the runtime names the storage (`$__lazy_storage_$_home` for a lazy `home`).
        var label: String
    }

    /// The modules whose classes are UIKit's (or the Linux stand-in's): their stored properties
    /// are read through a ``ViewControllerReading``, never walked for coordinators.
    static let systemViewControllerModules: Set<String> = ["UIKit", "UIKitCore", "UIKitStandIn"]

    /// The stored properties of `object`, superclass properties first, then the class's own;
    /// with `appDeclaredOnly`, only those declared by classes outside UIKit. Labels come from the
    /// class's ``TypeFacts``; only the values are read from the object's `Mirror`.
    static func fields(of object: AnyObject, appDeclaredOnly: Bool = false) -> [Field] {
        let facts = TypeFacts.shared.classFacts(of: object)
        let depth = appDeclaredOnly ? facts.appDeclaredDepth : facts.levels.count
        guard depth > 0 else { return [] }
        var mirrors: [Mirror] = []
        mirrors.reserveCapacity(depth)
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, mirrors.count < depth {
            mirrors.append(current)
            mirror = mirrors.count < depth ? current.superclassMirror : nil
        }
        var fields: [Field] = []
        fields.reserveCapacity(appDeclaredOnly ? facts.appDeclaredFieldCount : facts.fieldCount)
        for (level, current) in zip(facts.levels.indices, mirrors).reversed() {
            let labels = facts.levels[level]
            if appDeclaredOnly, labels.isSystemViewController { continue }
            for (label, child) in zip(labels.labels, current.children) {
                guard let label else { continue }
                fields.append(Field(name: label.name, value: child.value, isLazy: label.isLazy, label: label.label))
            }
        }
        return fields
    }

    /// The stored property called `name`, the most derived class's first (what the last of
    /// ``fields(of:appDeclaredOnly:)`` called `name` is). Where it sits is known from the class's
    /// ``TypeFacts``: only its level's `Mirror` is made and only that child read.
    static func field(_ name: String, of object: AnyObject) -> Any? {
        let facts = TypeFacts.shared.classFacts(of: object)
        guard let position = facts.positions[name] else { return nil }
        var mirror = Mirror(reflecting: object)
        for _ in 0..<position.level {
            guard let superclass = mirror.superclassMirror else { return nil }
            mirror = superclass
        }
        // Every object of the class lists the same children; a class with its own mirror may list
        // fewer the second time it is asked (weak references gone, another thread), so the
        // position is read without assuming it is in range, and a missing child is no value.
        guard let child = mirror.children.dropFirst(position.child).first else { return nil }
        if let label = child.label, fieldName(label) != name[...] { return nil }
        return child.value
    }

    /// A storage label's property name, as ``Field/name``: without the `lazy` storage prefix or a
    /// property wrapper's `_`.
    static func fieldName(_ label: String) -> Substring {
        if label.hasPrefix(lazyStoragePrefix) { return label.dropFirst(lazyStoragePrefix.count) }
        return label.hasPrefix("_") && label.count > 1 ? label.dropFirst() : label[...]
    }

    /// Removes every level of `Optional`; `nil` when the optional is empty. Optionals are told
    /// apart by their metadata kind, so other values cost no `Mirror`.
    static func unwrap(_ value: Any) -> Any? {
        var current = value
        while isOptionalType(type(of: current)) {
            guard let optional = current as? any OptionalPayload else { break }
            guard let wrapped = optional.payload else { return nil }
            current = wrapped
        }
        return current
    }

    /// The metadata kind of `Optional` (Swift ABI, stable since Swift 5).
    private static let optionalMetadataKind: UInt = 0x202

    private static func isOptionalType(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self) == optionalMetadataKind
    }

    /// The value as a class instance, looking through optionals.
    static func object(_ value: Any) -> AnyObject? {
        guard let unwrapped = unwrap(value) else { return nil }
        guard TypeFacts.shared.value(of: unwrapped).isReflectedClass || Mirror(reflecting: unwrapped).displayStyle == .class else { return nil }
        return unwrapped as AnyObject
    }

    /// The value as a string, looking through optionals.
    static func string(_ value: Any?) -> String? {
        value.flatMap(unwrap) as? String
    }

    /// The value as an integer, looking through optionals.
    static func int(_ value: Any?) -> Int? {
        value.flatMap(unwrap) as? Int
    }

    /// The names of an object's class and its superclasses, most derived first.
    static func classNames(of object: AnyObject) -> [String] {
        TypeFacts.shared.classFacts(of: object).names
    }

    /// A type's name without module prefix: `HomeCoordinator`, `Optional<any HomeBaseCoordinator>`.
    static func typeName(_ type: Any.Type) -> String {
        String(describing: type)
    }

    /// The name a declared property type reads as in source, without `Optional`, `any` or
    /// implicit unwrapping: `Optional<any HomeBaseCoordinator>` becomes `HomeBaseCoordinator`.
    static func declaredTypeName(_ type: Any.Type) -> String {
        var name = typeName(type)
        var changed = true
        while changed {
            changed = false
            for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<"] where name.hasPrefix(wrapper) && name.hasSuffix(">") {
                name = String(name.dropFirst(wrapper.count).dropLast())
                changed = true
            }
            if name.hasPrefix("(") && name.hasSuffix(")") {
                name = String(name.dropFirst().dropLast())
                changed = true
            }
            if name.hasPrefix("any ") {
                name = String(name.dropFirst(4))
                changed = true
            }
        }
        return name
    }

    /// The module an object's type is declared in, e.g. `LoveStory`.
    static func moduleName(of object: AnyObject) -> String {
        TypeFacts.shared.classFacts(of: object).module
    }
}

/// Lets ``Reflection/unwrap(_:)`` read an `Optional` held in an `Any` without a `Mirror`.
private protocol OptionalPayload {
    var payload: Any? { get }
}

extension Optional: OptionalPayload {
    fileprivate var payload: Any? { map { $0 } }
}
