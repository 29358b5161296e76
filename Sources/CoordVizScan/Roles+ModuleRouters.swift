extension Roles {
    /// VIPER-style module routers (wireframes): classes named like a router that keep the view
    /// controller of their module (`weak var viewController: UIViewController?`) and navigate from
    /// it (`viewController?.navigationController?.pushViewController(…)`), holding no navigation
    /// controller of their own; and the protocols only such classes adopt. A router of this kind
    /// is an object the module's screen hands its actions to, not a wrapper of a stack.
    static func moduleRouters(in catalog: TypeCatalog, implementers: [String: [String]]) -> Set<String> {
        var routers: Set<String> = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .class, isRouterName(name) else { continue }
            let stored = type.properties.filter { !$0.isStatic && $0.getter == nil }
            let keepsView = stored.contains { property in
                guard let written = property.type?.name else { return false }
                return written == "UIViewController" || ["viewController", "view", "viewControllerRef"].contains(property.name) && !written.hasPrefix("UINavigation")
            }
            let wrapsStack = stored.contains { $0.type?.name.hasPrefix("UINavigationController") == true || $0.type?.name == "UINavigationController" }
            if keepsView, !wrapsStack { routers.insert(name) }
        }
        for (adopted, classes) in implementers where isRouterName(adopted) && catalog[adopted]?.kind == .protocol {
            if !classes.isEmpty, classes.allSatisfy(routers.contains) { routers.insert(adopted) }
        }
        return routers
    }

    private static func isRouterName(_ name: String) -> Bool {
        ["Router", "RouterProtocol", "RouterType", "Routing", "Wireframe", "WireframeProtocol", "RouterInput"].contains { name.hasSuffix($0) }
    }
}
