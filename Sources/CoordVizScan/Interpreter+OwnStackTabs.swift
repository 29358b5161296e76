extension Interpreter {
    /// A coordinator filling its tab bar with navigation controllers it keeps in several properties
    /// of its own (`tabBarController.viewControllers = [ordersNavigation, profileNavigation]`,
    /// each given its root by `ordersNavigation.viewControllers = [orders]`): each is a plain stack
    /// of that tab, not the coordinator's one stack. By tab index; empty when fewer than two such
    /// properties fill the bar.
    func ownStackTabs(_ items: [Value], texts: [String], owner: String) -> [Int: Value] {
        var stacks: [Int: Value] = [:]
        var properties: Set<String> = []
        for (index, item) in items.enumerated() where index < texts.count {
            guard case .navigation(owner?, let screens) = item else { continue }
            let property = texts[index].hasPrefix("self.") ? String(texts[index].dropFirst(5)) : texts[index]
            guard property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), roles.property(property, in: owner) != nil else { continue }
            properties.insert(property)
            stacks[index] = .navigation(owner: nil, screens: facts.propertyStacks["\(owner).\(property)"] ?? screens)
        }
        return properties.count > 1 ? stacks : [:]
    }
}
