/// `TabsManager.shared`, `Router.current`: a type's static property holding an instance of that
/// same type (a singleton). What is called on it runs that type's methods, as on any instance of it.
extension Interpreter {
    /// The instance a static property of a type the sources declare stands for, when its written
    /// type (or the type its initializer makes) is that type itself; nil otherwise.
    func sharedInstance(_ name: String, of typeName: String) -> Value? {
        guard let type = catalog[typeName], type.kind != .enum, type.kind != .protocol,
              let property = type.properties.first(where: { $0.name == name && $0.isStatic && $0.getter == nil }) else { return nil }
        guard let written = property.type ?? property.initializer.flatMap(constructedType).map({ TypeText(name: $0) }),
              !written.isCollection, written.name == typeName || written.name == "Self" else { return nil }
        return .instance(typeName)
    }
}
