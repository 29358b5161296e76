import SwiftSyntax

extension Inference {
    /// The names of the properties some method or initializer of the app assigns
    /// (`child.parentCoordinator = self`, `self.parent = parent`, `parent = coordinator`): a
    /// property nothing assigns holds nothing, whatever its name says.
    static func assignedProperties(in catalog: TypeCatalog) -> Set<String> {
        var names: Set<String> = []
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            for function in type.functions {
                for sequence in function.sequences {
                    let elements = Array(sequence.elements)
                    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
                    if let member = elements[0].as(MemberAccessExprSyntax.self) {
                        names.insert(member.declName.baseName.text)
                    } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                        names.insert(reference.baseName.text)
                    }
                }
            }
        }
        return names
    }
}
