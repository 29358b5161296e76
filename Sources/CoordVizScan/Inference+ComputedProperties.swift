/// `var settingsViewController: UIViewController { let vc = SettingsViewController(); vc.onDone = { … }; return vc }`:
/// a coordinator's computed property read as its methods are, so the screens it makes and the
/// closures it hands them are known wherever the property's value goes (pushed, presented, set as
/// a root, or handed to code the sources do not show).
extension Inference {
    /// Reads the getter of each computed property of a coordinator for facts, as a method named
    /// `get:` and the property's name (the name a read of the property runs it under). Roots
    /// (`rootViewController`) are read apart, by ``readFacts()``.
    func readComputedProperties(of name: String, _ type: TypeDecl) {
        guard roles.isCoordinatorLike(name) else { return }
        for property in type.properties where !property.isStatic && !Self.rootProperties.contains(property.name) {
            guard let getter = property.getter else { continue }
            let function = FunctionDecl(name: "get:\(property.name)", parameters: [], returnType: property.type, body: getter, isStatic: false, source: property.source)
            interpreter.run(function, of: name, follow: false)
        }
    }

    /// The properties a coordinator's root view controller is read from.
    static let rootProperties: Set<String> = ["rootViewController", "viewController", "rootController"]
}
