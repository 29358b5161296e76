/// The first pass of introspection: finds every coordinator, its children, back-references,
/// installed handlers and the view controller it uses as its container.
struct CoordinatorWalk {
    struct Found {
        var object: AnyObject
        var node: CoordinatorNode
        var parent: Int?
        var depth: Int
        /// The view controller chosen as the container, with the property holding it.
        var container: (property: String, object: AnyObject, kind: ViewControllerKind, forced: Bool)?
        /// Every view controller the coordinator holds, in property order.
        var candidates: [(property: String, object: AnyObject, kind: ViewControllerKind)] = []
    }

    let options: IntrospectionOptions
    private(set) var coordinators: [Found] = []
    private(set) var index: [ObjectIdentifier: Int] = [:]
    var ids = IDAllocator()

    init(options: IntrospectionOptions) {
        self.options = options
    }

    /// Breadth-first discovery from the root.
    mutating func discoverCoordinators(from root: AnyObject) {
        add(root, declaredAs: nil, parent: nil, depth: 0)
        var next = 0
        while next < coordinators.count {
            readProperties(ofCoordinatorAt: next)
            next += 1
        }
    }

    @discardableResult
    private mutating func add(_ object: AnyObject, declaredAs: String?, parent: Int?, depth: Int) -> Int {
        let typeName = Reflection.typeName(type(of: object))
        var node = CoordinatorNode(id: ids.make(for: typeName), typeName: typeName, declaredAs: declaredAs == typeName ? nil : declaredAs)
        if let describing = object as? any IntrospectionDescribing { node.label = describing.introspectionLabel }
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
        let ownership = FieldOwnership.ownership(of: type(of: object))
        var handlers: [String] = []
        for field in Reflection.fields(of: object) where !options.skippedProperties.contains(field.name) {
            let fieldType = Reflection.typeName(type(of: field.value))
            if fieldType.contains("->") {
                // A closure: record that it is installed, never call or walk it.
                if Reflection.unwrap(field.value) != nil { handlers.append(field.name) }
                continue
            }
            let declaredType = Reflection.declaredTypeName(type(of: field.value))
            let references = ObjectReferences.found(in: field.value, path: field.name)
            if references.isEmpty, field.isLazy, IntrospectionOptions.typeNameLooksLikeCoordinator(declaredType) {
                coordinators[position].node.children.append(ChildLink(property: field.name, declaredType: declaredType, coordinator: nil, isLazy: true))
            }
            let strength = ownership[field.label] ?? .unknown
            for reference in references {
                // Collections hold their elements strongly, whatever the property's own ownership.
                let elementStrength = reference.path == field.name ? strength : .strong
                let declared = reference.path == field.name ? declaredType : nil
                record(reference, declaredType: declared, isLazy: field.isLazy, strength: elementStrength, from: position)
            }
        }
        if let describing = object as? any IntrospectionDescribing {
            for child in describing.introspectionChildren {
                record(.init(path: child.property, object: child.coordinator), declaredType: nil, isLazy: false, strength: .unknown, from: position)
            }
            if let container = describing.introspectionContainer, let kind = options.viewControllers.kind(of: container) {
                coordinators[position].container = ("introspectionContainer", container, kind, true)
            }
        }
        if !handlers.isEmpty { coordinators[position].node.installedHandlers = handlers }
        if coordinators[position].container == nil { coordinators[position].container = chooseContainer(coordinators[position].candidates) }
    }

    /// The view controller a coordinator shows: a tab bar over a navigation stack over a plain
    /// screen, except that a plain view controller hosting another candidate by containment wins
    /// over what it hosts.
    private func chooseContainer(_ candidates: [(property: String, object: AnyObject, kind: ViewControllerKind)]) -> (property: String, object: AnyObject, kind: ViewControllerKind, forced: Bool)? {
        guard let best = candidates.min(by: { $0.kind.preference < $1.kind.preference }) else { return nil }
        let host = candidates.first { candidate in
            candidate.kind == .plain && options.viewControllers.children(of: candidate.object).contains { $0 === best.object }
        }
        let chosen = host ?? best
        return (chosen.property, chosen.object, chosen.kind, false)
    }

    private mutating func record(_ reference: ObjectReferences.Reference, declaredType: String?, isLazy: Bool, strength: ReferenceStrength, from position: Int) {
        let target = reference.object
        guard options.isCoordinator(target) else {
            if let kind = options.viewControllers.kind(of: target) { consider(kind, target, property: reference.path, for: position) }
            return
        }
        guard let existing = index[ObjectIdentifier(target)] else {
            guard coordinators[position].depth < options.maxDepth else { return }
            let child = add(target, declaredAs: declaredType, parent: position, depth: coordinators[position].depth + 1)
            coordinators[position].node.children.append(ChildLink(
                property: reference.path, declaredType: declaredType, coordinator: coordinators[child].node.id, isLazy: isLazy
            ))
            return
        }
        if existing == position { return }
        let targetID = coordinators[existing].node.id
        if coordinators[position].node.children.contains(where: { $0.coordinator == targetID }) { return }
        // A reference up the tree, or a non-owning or parent-like reference elsewhere, is a
        // back-reference; any other reference to a known coordinator is a shared child.
        let upward = isAncestor(existing, of: position)
        let nonOwning = strength == .weak || strength == .unowned
        if upward || nonOwning || IntrospectionOptions.nameLooksLikeAReference(reference.path) {
            coordinators[position].node.backReferences.append(BackReference(
                property: reference.path,
                target: coordinators[existing].node.id,
                pointsToParent: coordinators[position].parent == existing,
                strength: strength
            ))
        } else {
            coordinators[position].node.children.append(ChildLink(
                property: reference.path, declaredType: declaredType, coordinator: coordinators[existing].node.id, isLazy: isLazy
            ))
        }
    }

    private mutating func consider(_ kind: ViewControllerKind, _ object: AnyObject, property: String, for position: Int) {
        guard !coordinators[position].candidates.contains(where: { $0.object === object }) else { return }
        coordinators[position].candidates.append((property, object, kind))
    }
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
