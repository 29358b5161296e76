/// A view may reach a router through an object it holds — `viewModel.router.sheet = .report`,
/// where the view model keeps the router it was handed — as well as hold the router itself.
extension Inference {
    /// The navigators a type reaches one property deep (`viewModel.router` → its router type),
    /// keyed by the dotted path.
    func reachedNavigators(in type: TypeDecl, navigators: [PathNavigator]) -> [String: String] {
        let names = Set(navigators.map(\.name))
        var reached: [String: String] = [:]
        for property in type.properties where !property.isStatic {
            guard let typeName = property.type?.name, !names.contains(typeName), typeName != type.name,
                  let held = catalog[typeName], held.kind == .class || held.kind == .struct else { continue }
            for (inner, navigator) in heldNavigators(in: held, navigators: navigators) { reached["\(property.name).\(inner)"] = navigator }
        }
        return reached
    }
}
