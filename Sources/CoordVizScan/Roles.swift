import Foundation
/// What the scan recognises each type as: coordinator, screen (a view controller), container;
/// and which concrete classes stand behind a protocol or base class.
struct Roles {
    let catalog: TypeCatalog
    /// The name endings that make a type a coordinator (`Coordinator`, `FlowController`, …).
    let coordinatorSuffixes: [String]
    private(set) var coordinatorTypes: Set<String> = []
    /// Coordinators that are SwiftUI views (`struct TabsCoordinator: View`): they coordinate the
    /// views their body shows.
    private(set) var coordinatorViews: Set<String> = []
    private(set) var screenTypes: Set<String> = []
    /// Protocol or class → the concrete types adopting or inheriting from it, transitively.
    private(set) var implementers: [String: [String]] = [:]
    /// Coordinator wrappers (type-erasing boxes) by name: the protocol each wraps.
    private(set) var wrappedProtocols: [String: String] = [:]
    /// Every type's ancestors, computed once.
    private var lineages: [String: Set<String>] = [:]
    /// The app's own navigation coordinators (``ownContainers(in:coordinators:implementers:lineages:)``).
    private(set) var ownContainers: [String: OwnContainer] = [:]
    /// Coordinators that show one SwiftUI view, by the view they show (``screenCoordinatorViews(in:coordinators:)``).
    private(set) var screenCoordinatorViews: [String: String] = [:]
    /// The view each SwiftUI coordinator class hands out as its root (``coordinatorRootViews(in:coordinators:)``).
    private(set) var coordinatorRootViews: [String: String] = [:]
    /// VIPER-style routers keeping their module's view controller (``moduleRouters(in:implementers:)``):
    /// objects a screen hands its actions to, not stacks.
    private(set) var moduleRouters: Set<String> = []
    /// The app's protocols that navigation controllers (or tab bars) adopt and no coordinator or
    /// screen does, worked out once (``isNavigationProtocol(_:)``, ``isTabBarProtocol(_:)``).
    private(set) var navigationProtocols: Set<String> = []
    private(set) var tabBarProtocols: Set<String> = []
    /// Declared types that inherit from a navigation controller of another module (``isUndeclaredNavigation(_:)``).
    private(set) var undeclaredNavigationSubclasses: Set<String> = []

    /// UIKit and SwiftUI view controllers a screen may inherit from.
    static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
        "UIAlertController", "UIActivityViewController", "SFSafariViewController", "UIImagePickerController",
        "UIDocumentPickerViewController", "MFMailComposeViewController", "UIReferenceLibraryViewController",
        "UISearchController", "UIInputViewController", "AVPlayerViewController", "PHPickerViewController",
    ]
    /// Containers: never screens of their own.
    static let containerTypes: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]

    init(catalog: TypeCatalog, options: ScanOptions) {
        self.catalog = catalog
        coordinatorSuffixes = options.coordinatorSuffixes
        var ancestors: [String: Set<String>] = [:]
        for name in catalog.order { ancestors[name] = allAncestors(of: name) }
        lineages = ancestors
        func matches(_ name: String) -> Bool { options.coordinatorSuffixes.contains { name.hasSuffix($0) } }
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            let lineage = ancestors[name] ?? []
            for ancestor in lineage { implementers[ancestor, default: []].append(name) }
            guard type.kind == .class || type.kind == .actor || type.kind == .struct else { continue }
            // An RxFlow `Flow` (`navigate(to:)` over its steps) coordinates as a coordinator does.
            let isFlow = lineage.contains("Flow") && type.functions.contains { $0.name == "navigate" && $0.parameters.first?.label == "to" }
            // A SwiftUI view named as a coordinator (`struct HomeCoordinator: View`) coordinates
            // the views its body shows.
            let isCoordinatorView = matches(name) && type.kind == .struct && lineage.contains("View")
            if isCoordinatorView { coordinatorViews.insert(name) }
            if lineage.contains(where: matches) || (matches(name) && type.kind == .class) || isFlow || isCoordinatorView {
                coordinatorTypes.insert(name)
            } else if isViewController(name, lineage: lineage) {
                screenTypes.insert(name)
            }
        }
        wrappedProtocols = Self.coordinatorWrappers(in: catalog, coordinators: coordinatorTypes, implementers: implementers)
        coordinatorTypes.subtract(wrappedProtocols.keys)
        ownContainers = Self.ownContainers(in: catalog, coordinators: coordinatorTypes, implementers: implementers, lineages: ancestors)
        coordinatorTypes.subtract(ownContainers.keys)
        screenCoordinatorViews = Self.screenCoordinatorViews(in: catalog, coordinators: coordinatorTypes)
        moduleRouters = Self.moduleRouters(in: catalog, implementers: implementers)
        coordinatorTypes.subtract(screenCoordinatorViews.keys)
        screenTypes.formUnion(screenCoordinatorViews.keys)
        screenTypes.formUnion(Self.hostedViews(in: catalog, lineages: ancestors).subtracting(coordinatorTypes))
        screenTypes.formUnion(Self.typesShownByNavigation(in: catalog, coordinatorSuffixes: options.coordinatorSuffixes).subtracting(coordinatorTypes))
        coordinatorRootViews = Self.coordinatorRootViews(in: catalog, coordinators: coordinatorTypes)
        screenTypes.formUnion(Set(coordinatorRootViews.values).subtracting(coordinatorTypes))
        // Asked for again and again while methods are read: answered once, now every role is known.
        undeclaredNavigationSubclasses = Set(catalog.order.filter { name in ancestors[name, default: []].contains { !catalog.declares($0) && Self.looksLikeNavigation($0) } })
        let protocols = catalog.order.filter { catalog[$0]?.kind == .protocol }
        navigationProtocols = Set(protocols.filter { isContainerProtocol($0, isNavigation) })
        tabBarProtocols = Set(protocols.filter { isContainerProtocol($0, isTabBar) })
    }

    /// Whether a type is a coordinator that is a SwiftUI view (``coordinatorViews``).
    func isCoordinatorView(_ name: String) -> Bool { coordinatorViews.contains(name) && coordinatorTypes.contains(name) }

    private func allAncestors(of name: String) -> Set<String> {
        var seen: Set<String> = []
        var queue = catalog[name]?.inherits ?? []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += catalog[next]?.inherits ?? []
        }
        return seen
    }

    func ancestors(of name: String) -> Set<String> { lineages[name] ?? [] }

    private func isViewController(_ name: String, lineage: Set<String>) -> Bool {
        if Self.containerTypes.contains(name) { return false }
        // An app's own page view controller hosts its pages itself: one screen to its coordinator.
        if lineage.contains("UIPageViewController") { return true }
        return lineage.contains { Self.viewControllerBases.contains($0) || (Self.looksLikeScreen($0) && !Self.containerTypes.contains($0)) }
    }

    /// A type this scan cannot see (another module) named like a view controller, or like a
    /// SwiftUI hosting controller subclass (`PaymentHostingController`).
    static func looksLikeScreen(_ name: String) -> Bool {
        !containerTypes.contains(name) && !looksLikeNavigation(name)
            && (name.hasSuffix("ViewController") || name.hasSuffix("VC") || name.hasSuffix("HostingController") || name.hasSuffix("Controller") && name.hasPrefix("UI"))
    }

    func isCoordinator(_ name: String) -> Bool { coordinatorTypes.contains(name) }

    /// A coordinator type or a protocol / base class that coordinators adopt.
    func isCoordinatorLike(_ name: String) -> Bool {
        coordinatorTypes.contains(name) || wrappedProtocols[name] != nil || (implementers[name] ?? []).contains { coordinatorTypes.contains($0) }
    }

    func isScreen(_ name: String) -> Bool {
        screenTypes.contains(name) || (catalog[name] == nil && Self.looksLikeScreen(name) && !Self.containerTypes.contains(name))
            // A specialization of a generic screen (`InfoView<ErrorViewModel>`) is a screen too.
            || name.firstIndex(of: "<").map { screenTypes.contains(String(name[..<$0])) } == true
    }

    /// The concrete coordinators behind a coordinator type, protocol or base class: itself when
    /// it is concrete, else every class adopting it that no other class inherits from.
    func concrete(_ name: String) -> [String] {
        if let wrapped = wrappedProtocols[name] { return concrete(wrapped) }
        if let type = catalog[name], type.kind != .protocol, !isAbstractBase(name) { return [name] }
        return (implementers[name] ?? []).filter { catalog[$0]?.kind != .protocol && !isAbstractBase($0) && wrappedProtocols[$0] == nil }.sorted()
    }

    /// A class others inherit from and nothing constructs directly is a base, not a node.
    func isAbstractBase(_ name: String) -> Bool {
        guard catalog[name]?.kind == .class else { return false }
        return (implementers[name] ?? []).contains { catalog[$0]?.kind == .class }
    }

    /// Finds a member function by base name and labels through a type's ancestors (protocol
    /// extensions included); `labels` nil matches any.
    func function(_ name: String, labels: [String]?, in type: String) -> (owner: String, decl: FunctionDecl)? {
        var requirement: (owner: String, decl: FunctionDecl)?
        var queue = [type]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted, let decl = catalog[next] else { continue }
            let candidates = catalog.functions(named: name, in: next).filter { !$0.isStatic || name == "init" }
            if let match = candidates.first(where: { labels == nil || $0.parameters.map(\.label) == labels! && $0.body != nil })
                ?? candidates.first(where: { labels == nil || $0.parameters.map(\.label) == labels! }) {
                if match.body != nil || decl.kind != .protocol { return (next, match) }
                requirement = requirement ?? (next, match)
            }
            queue += decl.inherits
        }
        // Only a protocol declares it: the one class implementing it, else its return type
        // still tells what it makes.
        if let requirement {
            let bodies = (implementers[requirement.owner] ?? []).sorted().compactMap { implementer -> (String, FunctionDecl)? in
                guard catalog[implementer]?.kind != .protocol,
                      let decl = catalog.functions(named: name, in: implementer).first(where: { $0.body != nil && (labels == nil || $0.parameters.map(\.label) == labels!) }) else { return nil }
                return (implementer, decl)
            }
            if bodies.count == 1 { return (bodies[0].0, bodies[0].1) }
        }
        return requirement
    }

    /// A stored or computed property through a type's ancestors.
    func property(_ name: String, in type: String) -> (owner: String, decl: PropertyDecl)? {
        var queue = [type]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted, let decl = catalog[next] else { continue }
            if let property = decl.properties.first(where: { $0.name == name && !$0.isStatic }) { return (next, property) }
            queue += decl.inherits
        }
        return nil
    }

    func isTabBar(_ name: String) -> Bool {
        name == "UITabBarController" || ancestors(of: name).contains("UITabBarController")
    }

    func isSplit(_ name: String) -> Bool {
        name == "UISplitViewController" || ownContainers[name] == .split || ancestors(of: name).contains("UISplitViewController")
    }

    func isPageView(_ name: String) -> Bool {
        name == "UIPageViewController" || ancestors(of: name).contains("UIPageViewController")
    }

    func isNavigation(_ name: String) -> Bool {
        name == "UINavigationController" || ancestors(of: name).contains("UINavigationController") || isUndeclaredNavigation(name)
            || ownContainers[name] == .stack
    }
}
