/// The first pass of introspection: finds every coordinator, its children, back-references,
/// installed handlers, the view controllers it holds and the one it uses as its container (or
/// the coordinator whose navigation controller it pushes onto).
struct CoordinatorWalk {
    /// A view controller a coordinator holds, with the path and strength of the reference.
    struct Candidate {
        var property: String
        var object: AnyObject
        var kind: ViewControllerKind
        var strength: ReferenceStrength
    }

    struct Found {
        var object: AnyObject
        var node: CoordinatorNode
        var parent: Int?
        var depth: Int
        /// The view controller chosen as the container, with the property holding it.
        var container: (property: String, object: AnyObject, kind: ViewControllerKind, forced: Bool)?
        /// Every view controller the coordinator holds, in property order.
        var candidates: [Candidate] = []
    }

    let options: IntrospectionOptions
    private(set) var coordinators: [Found] = []
    private(set) var index: [ObjectIdentifier: Int] = [:]
    /// Which coordinator chose which view controller as its container.
    private(set) var ownerOfContainer: [ObjectIdentifier: Int] = [:]
    /// What the walk could not follow.
    private(set) var unread: [UnreadReference] = []
    var ids = IDAllocator()
    /// Objects the walk may still look at.
    private var budget: Int

    /// Follows each property's value; made once per walk.
    private let traversal: PropertyTraversal

    init(options: IntrospectionOptions) {
        self.options = options
        self.budget = options.objectBudget
        let reader = options.viewControllers
        traversal = PropertyTraversal(
            isCoordinator: options.isCoordinator,
            isViewController: { reader.kind(of: $0) != nil },
            windowRoot: { reader.windowRoot(of: $0) },
            skippedProperties: options.skippedProperties,
            infersFromDeclarations: options.infersCoordinatorsFromDeclarations
        )
    }

    /// Breadth-first discovery from the root: a coordinator, a view controller that owns
    /// coordinators, or any other object that does (an app delegate, a window holder).
    mutating func discoverCoordinators(from root: AnyObject) {
        let rootKind = options.viewControllers.kind(of: root)
        let position = add(root, declaredAs: nil, parent: nil, depth: 0)
        if !options.isCoordinator(root) {
            coordinators[position].node.role = rootKind == nil ? .object : .viewController
            if let rootKind {
                // A view controller root is its own container.
                coordinators[position].container = ("self", root, rootKind, true)
                ownerOfContainer[ObjectIdentifier(root)] = position
            }
        }
        var next = 0
        while next < coordinators.count {
            readProperties(ofCoordinatorAt: next)
            next += 1
        }
        // An object root (an app delegate) shows what its window shows only when no coordinator
        // claimed it: coordinators own their containers first.
        if coordinators[position].node.role == .object {
            chooseContainer(forCoordinatorAt: position)
            claimContainer(ofCoordinatorAt: position)
        }
    }

    @discardableResult
    private mutating func add(_ object: AnyObject, declaredAs: String?, parent: Int?, depth: Int) -> Int {
        let facts = TypeFacts.shared.classFacts(of: object)
        let typeName = facts.name
        var node = CoordinatorNode(id: ids.make(for: typeName), typeName: typeName, declaredAs: declaredAs == typeName ? nil : declaredAs)
        if facts.isIntrospectionDescribing, let describing = object as? any IntrospectionDescribing { node.label = describing.introspectionLabel }
        coordinators.append(Found(object: object, node: node, parent: parent, depth: depth))
        index[ObjectIdentifier(object)] = coordinators.count - 1
        return coordinators.count - 1
    }

    func isAncestor(_ candidate: Int, of position: Int) -> Bool {
        var cursor = coordinators[position].parent
        while let current = cursor {
            if current == candidate { return true }
            cursor = coordinators[current].parent
        }
        return false
    }

    private mutating func readProperties(ofCoordinatorAt position: Int) {
        let object = coordinators[position].object
        let facts = TypeFacts.shared.classFacts(of: object)
        let ownership = facts.ownership
        let isViewControllerRoot = coordinators[position].node.role == .viewController
        let skipped = options.skippedProperties
        var handlers: [String] = []
        // A view controller root's own UIKit state is read through the reader: only the
        // properties its app subclass declares are walked.
        for field in Reflection.fields(of: object, appDeclaredOnly: isViewControllerRoot) {
            if !skipped.isEmpty, skipped.contains(field.name) {
                note(position, field.name, .skipped, nil)
                continue
            }
            let fieldFacts = TypeFacts.shared.value(of: field.value)
            if fieldFacts.isFunction {
                // A closure: record that it is installed, never call or walk it.
                if Reflection.unwrap(field.value) != nil {
                    if fieldFacts.returnsNothing {
                        handlers.append(field.name)
                    } else {
                        note(position, field.name, .closure, fieldFacts.name)
                    }
                }
                continue
            }
            let declaredType = fieldFacts.declaredName
            let strength = ownership[field.label] ?? .unknown
            let found = traversal.follow(field.value, path: field.name, strength: strength, budget: &budget)
            if found.reached.isEmpty, field.isLazy, IntrospectionOptions.typeNameLooksLikeCoordinator(declaredType) {
                coordinators[position].node.children.append(ChildLink(property: field.name, declaredType: declaredType, coordinator: nil, isLazy: true))
            }
            for reached in found.reached {
                let isOwnValue = reached.path == field.name
                // Collections hold their elements strongly, whatever the property's own ownership.
                record(reached, declaredType: isOwnValue ? declaredType : nil, isLazy: field.isLazy && isOwnValue, from: position)
            }
            for miss in found.unread { note(position, miss.path, miss.reason, miss.typeName) }
        }
        if facts.isIntrospectionDescribing, let describing = object as? any IntrospectionDescribing {
            for child in describing.introspectionChildren {
                let reached = PropertyTraversal.Reached(path: child.property, object: child.coordinator, strength: .unknown, declaredType: nil, inCoordinatorSlot: true)
                record(reached, declaredType: nil, isLazy: false, from: position)
            }
            if let container = describing.introspectionContainer, let kind = options.viewControllers.kind(of: container) {
                coordinators[position].container = ("introspectionContainer", container, kind, true)
            }
        }
        if !handlers.isEmpty { coordinators[position].node.installedHandlers = handlers }
        if coordinators[position].container == nil, coordinators[position].node.role != .object {
            chooseContainer(forCoordinatorAt: position)
        }
        claimContainer(ofCoordinatorAt: position)
    }

    private mutating func claimContainer(ofCoordinatorAt position: Int) {
        if let chosen = coordinators[position].container, ownerOfContainer[ObjectIdentifier(chosen.object)] == nil {
            ownerOfContainer[ObjectIdentifier(chosen.object)] = position
        }
    }

    private mutating func note(_ position: Int, _ path: String, _ reason: UnreadReference.Reason, _ typeName: String?) {
        unread.append(UnreadReference(owner: coordinators[position].node.id, path: path, reason: reason, typeName: typeName))
    }

    /// The view controller a coordinator shows, chosen among those it holds:
    /// 1. a tab bar, split, page or navigation controller no earlier coordinator owns (strong
    ///    references first), or the plain view controller hosting it by containment;
    /// 2. else, when it holds a navigation controller another coordinator owns, none: it pushes
    ///    onto that coordinator's stack;
    /// 3. else a plain view controller it holds strongly: a coordinator of one screen.
    private mutating func chooseContainer(forCoordinatorAt position: Int) {
        let candidates = coordinators[position].candidates
        func isFree(_ candidate: Candidate) -> Bool { ownerOfContainer[ObjectIdentifier(candidate.object)] == nil }
        let containers = candidates.filter { $0.kind != .plain && isFree($0) }
        let best = containers.min { lhs, rhs in
            (lhs.strength.isOwning ? 0 : 1, lhs.kind.preference) < (rhs.strength.isOwning ? 0 : 1, rhs.kind.preference)
        }
        if let best {
            let host = candidates.first { candidate in
                candidate.kind == .plain && candidate.strength.isOwning && isFree(candidate)
                    && options.viewControllers.children(of: candidate.object).contains { $0 === best.object }
            }
            let chosen = host ?? best
            coordinators[position].container = (chosen.property, chosen.object, chosen.kind, false)
            return
        }
        if let shared = candidates.first(where: { $0.kind == .navigationController && !isFree($0) }),
           let owner = ownerOfContainer[ObjectIdentifier(shared.object)], owner != position {
            coordinators[position].node.pushesOnto = coordinators[owner].node.id
            return
        }
        if let plain = candidates.first(where: { $0.kind == .plain && $0.strength.isOwning && isFree($0) }) {
            coordinators[position].container = (plain.property, plain.object, plain.kind, false)
        }
    }

    private mutating func record(_ reached: PropertyTraversal.Reached, declaredType: String?, isLazy: Bool, from position: Int) {
        let target = reached.object
        if let kind = options.viewControllers.kind(of: target) {
            consider(Candidate(property: reached.path, object: target, kind: kind, strength: reached.strength), for: position)
            return
        }
        guard let existing = index[ObjectIdentifier(target)] else {
            guard coordinators[position].depth < options.maxDepth else {
                note(position, reached.path, .depth, Reflection.typeName(type(of: target)))
                return
            }
            let child = add(target, declaredAs: declaredType, parent: position, depth: coordinators[position].depth + 1)
            coordinators[position].node.children.append(ChildLink(
                property: reached.path, declaredType: declaredType, coordinator: coordinators[child].node.id, isLazy: isLazy
            ))
            return
        }
        if existing == position { return }
        let targetID = coordinators[existing].node.id
        if coordinators[position].node.children.contains(where: { $0.coordinator == targetID }) { return }
        // A reference up the tree, or a non-owning or parent-like reference elsewhere, is a
        // back-reference; any other reference to a known coordinator is a shared child.
        let upward = isAncestor(existing, of: position)
        let nonOwning = reached.strength == .weak || reached.strength == .unowned
        if upward || nonOwning || IntrospectionOptions.nameLooksLikeAReference(reached.path) {
            coordinators[position].node.backReferences.append(BackReference(
                property: reached.path,
                target: targetID,
                pointsToParent: coordinators[position].parent == existing,
                strength: reached.strength
            ))
        } else {
            coordinators[position].node.children.append(ChildLink(
                property: reached.path, declaredType: declaredType, coordinator: targetID, isLazy: isLazy
            ))
        }
    }

    private mutating func consider(_ candidate: Candidate, for position: Int) {
        guard !coordinators[position].candidates.contains(where: { $0.object === candidate.object }) else { return }
        coordinators[position].candidates.append(candidate)
    }
}

extension ReferenceStrength {
    /// Whether the reference keeps its target alive (strong, or not known to be weak).
    var isOwning: Bool { self == .strong || self == .unknown }
}

/// Stable ids from type names: `HomeCoordinator`, then `HomeCoordinator#2`, …
struct IDAllocator {
    private var counts: [String: Int] = [:]

    mutating func make(for typeName: String) -> String {
        let count = (counts[typeName] ?? 0) + 1
        counts[typeName] = count
        return count == 1 ? typeName : "\(typeName)#\(count)"
    }
}
