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

    /// The stored properties of `subject`, superclass properties first, then the class's own;
    /// with `appDeclaredOnly`, only those declared by classes outside UIKit.
    static func fields(of subject: Any, appDeclaredOnly: Bool = false) -> [Field] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let current = mirror {
            let module = String(reflecting: current.subjectType).split(separator: ".").first.map(String.init) ?? ""
            if !appDeclaredOnly || !systemViewControllerModules.contains(module) { mirrors.append(current) }
            mirror = current.superclassMirror
        }
        return mirrors.reversed().flatMap { mirror in
            mirror.children.compactMap { child -> Field? in
                guard let label = child.label else { return nil }
                if label.hasPrefix(lazyStoragePrefix) {
                    return Field(name: String(label.dropFirst(lazyStoragePrefix.count)), value: child.value, isLazy: true, label: label)
                }
                let name = label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
                return Field(name: name, value: child.value, isLazy: false, label: label)
            }
        }
    }

    /// The stored property called `name`, the most derived class's first (what the last of
    /// ``fields(of:appDeclaredOnly:)`` called `name` is). It reads the class levels from the most
    /// derived up and stops at the first that has one, without making a ``Field`` of each.
    static func field(_ name: String, of subject: Any) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: subject)
        // A class or struct lists the same stored properties for every instance of its type:
        // where `name` sits in each class level is found once per type, then read directly.
        if !(subject is any CustomReflectable), let style = mirror?.displayStyle, style == .class || style == .struct {
            while let current = mirror {
                if let position = FieldPositions.shared.position(of: name, in: current) {
                    let children = current.children
                    return children[children.index(children.startIndex, offsetBy: position)].value
                }
                mirror = current.superclassMirror
            }
            return nil
        }
        while let current = mirror {
            var found: Any?
            for child in current.children {
                guard let label = child.label, fieldName(label).elementsEqual(name) else { continue }
                found = child.value
            }
            if let found { return found }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// A storage label's property name, as ``Field/name``: without the `lazy` storage prefix or a
    /// property wrapper's `_`.
    static func fieldName(_ label: String) -> Substring {
        if label.hasPrefix(lazyStoragePrefix) { return label.dropFirst(lazyStoragePrefix.count) }
        return label.hasPrefix("_") && label.count > 1 ? label.dropFirst() : label[...]
    }

    /// Whether the value is an `Optional`.
    static func isOptional(_ value: Any) -> Bool {
        Mirror(reflecting: value).displayStyle == .optional
    }

    /// Removes every level of `Optional`; `nil` when the optional is empty.
    static func unwrap(_ value: Any) -> Any? {
        var current = value
        while Mirror(reflecting: current).displayStyle == .optional {
            guard let wrapped = Mirror(reflecting: current).children.first?.value else { return nil }
            current = wrapped
        }
        return current
    }

    /// The value as a class instance, looking through optionals.
    static func object(_ value: Any) -> AnyObject? {
        guard let unwrapped = unwrap(value) else { return nil }
        guard Mirror(reflecting: unwrapped).displayStyle == .class else { return nil }
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
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            names.append(typeName(current.subjectType))
            mirror = current.superclassMirror
        }
        return names
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
        let qualified = String(reflecting: type(of: object))
        return qualified.split(separator: ".").first.map(String.init) ?? qualified
    }
}
