import Foundation

/// Follows one stored property's value to every coordinator and view controller it leads to:
/// through optionals, collections, structs, tuples, enum payloads (indirect ones too) and helper
/// objects that are neither (a `Router` owning the navigation controller, a `ChildEntry`
/// struct, an `enum Slot { case running(Child) }`), each with the path a reader would write
/// (`router.rootController`, `slot.running`, `entries[1].coordinator`).
///
/// It never calls code: closures are recorded, not run. What it cannot follow (a closure that
/// returns a value, a value past the budget or the nesting limit) becomes an
/// ``UnreadReference`` so nothing is dropped silently.
struct PropertyTraversal {
    /// A class instance the property leads to.
    struct Reached {
        var path: String
        var object: AnyObject
        /// How the last link holds it: a weak field of a helper struct or object counts.
        var strength: ReferenceStrength
        /// The property's declared type, when the object is the property's own value.
        var declaredType: String?
        /// Whether the object sits where the code declares a coordinator (`[any Coordinator]`).
        var inCoordinatorSlot: Bool
    }

    /// What a property leads to, and what could not be followed.
    struct Result {
        var reached: [Reached] = []
        var unread: [(path: String, reason: UnreadReference.Reason, typeName: String?)] = []
    }

    /// How many helper objects deep a property is followed (`router.host.navigation` is two).
    static let maxHelperHops = 6
    /// How many value levels (structs, enums, collections) deep a property is followed.
    static let maxNesting = 24

    let isCoordinator: (AnyObject) -> Bool
    let isViewController: (AnyObject) -> Bool
    /// A window's root view controller (UIKit hides it from `Mirror`).
    let windowRoot: (AnyObject) -> AnyObject?
    let skippedProperties: Set<String>
    /// Whether declarations (`[any Coordinator]`, a `childCoordinators` property) make an object
    /// a coordinator.
    var infersFromDeclarations = true

    private struct Pending {
        var value: Any
        var path: String
        var strength: ReferenceStrength
        var nesting: Int
        var hops: Int
        var coordinatorSlot: Bool
        var isPropertyValue: Bool
    }

    /// Follows `value`, the property `path` of its owner, held with `strength`. `budget` is the
    /// walk's remaining object allowance, shared by every property.
    func follow(_ value: Any, path: String, strength: ReferenceStrength, budget: inout Int) -> Result {
        var result = Result()
        let types = TypeFacts.shared
        let valueFacts = types.value(of: value)
        let declared = valueFacts.declaredName
        var pending = [Pending(
            value: value, path: path, strength: strength, nesting: 0, hops: 0,
            coordinatorSlot: valueFacts.namesACoordinator, isPropertyValue: true
        )]
        var visitedHelpers: Set<ObjectIdentifier> = []
        var cursor = 0
        while cursor < pending.count {
            let item = pending[cursor]
            cursor += 1
            let facts = cursor == 1 ? valueFacts : types.value(of: item.value)
            guard budget > 0 else {
                result.unread.append((item.path, .budget, facts.name))
                break
            }
            budget -= 1
            let typeName = facts.name
            if facts.isFunction {
                // A stored closure: a handler when it returns nothing, else something that may
                // hand out a coordinator nobody can see without calling it.
                if !item.isPropertyValue, !facts.returnsNothing, Reflection.unwrap(item.value) != nil {
                    result.unread.append((item.path, .closure, typeName))
                }
                continue
            }
            guard let unwrapped = Reflection.unwrap(item.value) else { continue }
            let unwrappedFacts = type(of: unwrapped) == type(of: item.value) ? facts : types.value(of: unwrapped)
            let slot = infersFromDeclarations && (item.coordinatorSlot || unwrappedFacts.namesACoordinator)
            // A class the runtime reflects needs no `Mirror` to be told apart from a value.
            let mirror = unwrappedFacts.isReflectedClass ? nil : Mirror(reflecting: unwrapped)
            switch mirror.map(\.displayStyle) ?? .class {
            case .class:
                let object = unwrapped as AnyObject
                let objectFacts = types.classFacts(of: object)
                if isCoordinator(object) || isViewController(object) || (slot && !objectFacts.isOpaqueSystemObject) {
                    result.reached.append(Reached(
                        path: item.path, object: object, strength: item.strength,
                        declaredType: item.isPropertyValue ? declared : nil, inCoordinatorSlot: slot
                    ))
                    continue
                }
                if let root = windowRoot(object) {
                    result.reached.append(Reached(path: "\(item.path).rootViewController", object: root, strength: .strong, declaredType: nil, inCoordinatorSlot: false))
                    continue
                }
                if infersFromDeclarations, objectFacts.declaresChildCoordinators {
                    result.reached.append(Reached(path: item.path, object: object, strength: item.strength, declaredType: item.isPropertyValue ? declared : nil, inCoordinatorSlot: true))
                    continue
                }
                // A helper object (a router, a flow box, a dependency container): follow its
                // properties, once per property walk.
                guard visitedHelpers.insert(ObjectIdentifier(object)).inserted, !objectFacts.isOpaqueSystemObject else { continue }
                guard item.hops < Self.maxHelperHops else {
                    result.unread.append((item.path, .depth, typeName))
                    continue
                }
                let ownership = objectFacts.ownership
                for field in Reflection.fields(of: object) where skippedProperties.isEmpty || !skippedProperties.contains(field.name) {
                    pending.append(Pending(
                        value: field.value, path: "\(item.path).\(field.name)", strength: ownership[field.label] ?? .unknown,
                        nesting: item.nesting, hops: item.hops + 1, coordinatorSlot: false, isPropertyValue: false
                    ))
                }
            case .struct, .tuple, .enum:
                guard let mirror, !mirror.children.isEmpty else { continue }
                guard item.nesting < Self.maxNesting else {
                    result.unread.append((item.path, .nesting, typeName))
                    continue
                }
                let ownership = mirror.displayStyle == .struct ? unwrappedFacts.structOwnership : [:]
                for (offset, child) in mirror.children.enumerated() {
                    let label = child.label ?? ".\(offset)"
                    pending.append(Pending(
                        value: child.value, path: Self.join(item.path, Self.readableLabel(label)),
                        strength: ownership[label] ?? .strong, nesting: item.nesting + 1, hops: item.hops,
                        coordinatorSlot: slot && mirror.displayStyle == .enum, isPropertyValue: false
                    ))
                }
            case .collection, .set:
                guard let mirror else { continue }
                guard item.nesting < Self.maxNesting else {
                    result.unread.append((item.path, .nesting, typeName))
                    continue
                }
                for (index, element) in mirror.children.enumerated() {
                    pending.append(Pending(
                        value: element.value, path: "\(item.path)[\(index)]", strength: .strong,
                        nesting: item.nesting + 1, hops: item.hops, coordinatorSlot: slot, isPropertyValue: false
                    ))
                }
            case .dictionary:
                guard let mirror else { continue }
                guard item.nesting < Self.maxNesting else {
                    result.unread.append((item.path, .nesting, typeName))
                    continue
                }
                let entries = mirror.children.map { entry -> (key: String, value: Any?) in
                    let pair = Array(Mirror(reflecting: entry.value).children)
                    let key = pair.first.map { Self.describeKey($0.value) } ?? "?"
                    return (key, pair.count > 1 ? pair[1].value : nil)
                }
                // Dictionaries have no order: sort by key so snapshots are stable.
                for entry in entries.sorted(by: { $0.key < $1.key }) {
                    guard let value = entry.value else { continue }
                    pending.append(Pending(
                        value: value, path: "\(item.path)[\(entry.key)]", strength: .strong,
                        nesting: item.nesting + 1, hops: item.hops, coordinatorSlot: slot, isPropertyValue: false
                    ))
                }
            default:
                continue
            }
        }
        return result
    }

    // MARK: Type tests

    /// Whether a type name reads like a coordinator type: `Array<any Coordinator>`,
    /// `Optional<BaseCoordinator>`, `Dictionary<String, any FlowCoordinating>`.
    static func namesACoordinatorType(_ typeName: String) -> Bool {
        guard typeName.contains("Coordinat") else { return false }
        let separators = CharacterSet(charactersIn: "<>,[]():?&. ")
        return typeName.components(separatedBy: separators).contains { part in
            IntrospectionOptions.typeNameLooksLikeCoordinator(part)
        }
    }

    /// A function type, bare or optional: `() -> ()`, `Optional<(Int) -> AnyObject>`.
    static func isFunctionType(_ typeName: String) -> Bool {
        typeName.contains("->")
    }

    /// Whether a function type returns nothing (a handler) rather than a value.
    static func returnsNothing(_ typeName: String) -> Bool {
        guard let arrow = typeName.range(of: "->", options: .backwards) else { return true }
        var result = typeName[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        while result.hasSuffix(">") || result.hasSuffix(")") && !result.hasSuffix("()") { result.removeLast() }
        result = result.trimmingCharacters(in: .whitespaces)
        return result == "()" || result == "Void" || result.isEmpty
    }

    /// The modules whose objects never hold an app's coordinators in stored properties worth
    /// reading (queues, locks, Foundation objects), so they are not walked, nor taken as
    /// coordinators where the code declares one.
    static let opaqueSystemModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Combine", "ObjectiveC", "__C", "CoreFoundation",
    ]

    /// Struct and enum labels as source reads them: wrapper and lazy prefixes dropped.
    static func readableLabel(_ label: String) -> String {
        if label.hasPrefix(Reflection.lazyStoragePrefix) { return String(label.dropFirst(Reflection.lazyStoragePrefix.count)) }
        if label.hasPrefix("_"), label.count > 1 { return String(label.dropFirst()) }
        return label
    }

    /// `slot.running`, and `chain.step.0` for a tuple's unlabelled element (Mirror calls it `.0`).
    static func join(_ path: String, _ label: String) -> String {
        label.hasPrefix(".") ? path + label : "\(path).\(label)"
    }

    private static func describeKey(_ key: Any) -> String {
        if let string = key as? String { return "\"\(string)\"" }
        if Mirror(reflecting: key).displayStyle == .class { return Reflection.typeName(type(of: key)) }
        return String(describing: key)
    }
}
