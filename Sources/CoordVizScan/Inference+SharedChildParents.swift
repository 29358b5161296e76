/// A coordinator several coordinators make keeps a back-reference to whichever made it: the
/// property names one parent only when it is typed as that parent.
extension Inference {
    /// The parent a back-reference points to: the one parent there is, or among several the one
    /// its type names; otherwise none, reported (a property typed as a base class or a protocol
    /// the parents share points to whichever of them made the child).
    func backReferenceTarget(of child: String, property: PropertyDecl, declared: String, parents: [String]) -> String? {
        guard parents.count > 1 else { return parents.first }
        if parents.contains(declared) { return declared }
        if let adopter = soleCoordinator(adopting: declared), parents.contains(adopter) { return adopter }
        interpreter.facts.unresolved.append((property.source, "\(child).\(property.name) points back to whichever of \(parents.joined(separator: ", ")) made it (it is typed \(declared)): the parent link is left out"))
        return nil
    }
}
