/// Back-references a child keeps to a coordinator further up than the one that made it, and
/// to a parent through a protocol composition.
extension Inference {
    /// Whether a type with `lineage` (itself and its ancestors) can be held as `declared`: it is
    /// one of them, or `declared` is a composition alias (`typealias Host = Navigating &
    /// ParentCoordinatorDelegate`, at the top level or inside `owner`) of types it all adopts.
    func conforms(_ lineage: Set<String>, to declared: String, in owner: TypeDecl? = nil) -> Bool {
        if lineage.contains(declared) { return true }
        if let parts = owner?.nestedAliases[declared], !parts.isEmpty { return parts.allSatisfy(lineage.contains) }
        guard let alias = catalog[declared], alias.isAlias, !alias.inherits.isEmpty else { return false }
        return alias.inherits.allSatisfy(lineage.contains)
    }

    /// The one concrete coordinator adopting a protocol (or inheriting a class), when only one does.
    func soleCoordinator(adopting declared: String) -> String? {
        let adopters = roles.concrete(declared).filter { roles.isCoordinator($0) }
        return adopters.count == 1 ? adopters[0] : nil
    }

    /// `private weak var parentCoordinator: LibraryCoordinatorDelegate?` in a child its parent made
    /// with the grandparent it was itself handed: a property typed by a protocol (or class) only
    /// one coordinator adopts, and that coordinator above the child in the tree, points back to it.
    func ancestorLink(of type: TypeDecl, parentsOf: [String: [String]]) -> ScannedApp.Parent? {
        var above: [String] = []
        var queue = parentsOf[type.name] ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard next != type.name, !above.contains(next) else { continue }
            above.append(next)
            queue += parentsOf[next] ?? []
        }
        guard !above.isEmpty else { return nil }
        for property in type.properties where !property.isStatic {
            guard let declared = property.type, !declared.isCollection, declared.name != type.name else { continue }
            if let target = soleCoordinator(adopting: declared.name), target != type.name, above.contains(target) {
                return ScannedApp.Parent(property: property.name, target: target, strength: property.strength.rawValue, source: property.source)
            }
            // A delegate protocol other coordinators adopt too, handed down from above (`delegate:
            // self` to a factory, passed on to the grandchild): the one adopter above the child.
            guard catalog[declared.name]?.kind == .protocol, !roles.ancestors(of: type.name).contains(declared.name) else { continue }
            let handers = above.filter { $0 != type.name && roles.isCoordinator($0) && roles.ancestors(of: $0).contains(declared.name) }
            if handers.count == 1 {
                return ScannedApp.Parent(property: property.name, target: handers[0], strength: property.strength.rawValue, source: property.source)
            }
            if handers.count > 1 {
                interpreter.facts.unresolved.append((property.source, "\(type.name).\(property.name) points back to whichever of \(handers.joined(separator: ", ")) (above it, each adopting \(declared.name)) handed it down: the parent link is left out"))
            }
        }
        return nil
    }
}
