/// The view controller a coordinator owns at its root.
public enum Container: Codable, Equatable, Sendable {
    case tabBar(TabBar)
    case navigationStack(NavigationStack)
    /// A plain view controller that is one screen.
    case single(SingleScreen)
    /// A view controller hosting other containers as its children (view controller containment),
    /// e.g. a root view controller that embeds the tab bar controller.
    case containment(Containment)

    /// A short human description: "tab bar", "navigation stack", "screen".
    public var kindDescription: String {
        switch self {
        case .tabBar: "tab bar"
        case .navigationStack: "navigation stack"
        case .single: "screen"
        case .containment(let host): host.kind?.description ?? "containment"
        }
    }

    /// The tab bar, if this container is one or hosts one by containment.
    public var tabBar: TabBar? {
        switch self {
        case .tabBar(let value): return value
        case .containment(let host):
            // One pass: a lazy `compactMap(…).first` evaluates the first hit twice, which doubles
            // the work at every level of nested containment.
            for contained in host.contained { if let bar = contained.tabBar { return bar } }
            return nil
        default: return nil
        }
    }

    /// Every screen the container shows: its stack (declared and live), its single screen, or
    /// those of the containers it hosts.
    public var screens: [String] {
        switch self {
        case .tabBar(let bar): bar.tabs.flatMap { tab in (tab.screen.map { [$0] } ?? []) + (tab.container?.screens ?? []) }
        case .navigationStack(let stack): stack.allScreens
        case .single(let single): [single.screen]
        case .containment(let host): (host.screen.map { [$0] } ?? []) + host.contained.flatMap(\.screens)
        }
    }

    /// The property of the coordinator that holds this container.
    public var property: String {
        switch self {
        case .tabBar(let bar): bar.property
        case .navigationStack(let stack): stack.property
        case .single(let single): single.property
        case .containment(let host): host.property
        }
    }

    /// The container's view controller type, e.g. `UINavigationController`.
    public var typeName: String {
        switch self {
        case .tabBar(let bar): bar.typeName
        case .navigationStack(let stack): stack.typeName
        case .single(let single): single.typeName
        case .containment(let host): host.typeName
        }
    }

    private enum CodingKeys: String, CodingKey { case tabBar, navigationStack, single, containment }

    /// Encodes as a one-key object named after the kind: `{"tabBar": {...}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .tabBar(let value): try container.encode(value, forKey: .tabBar)
        case .navigationStack(let value): try container.encode(value, forKey: .navigationStack)
        case .single(let value): try container.encode(value, forKey: .single)
        case .containment(let value): try container.encode(value, forKey: .containment)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a container is one of tabBar, navigationStack, single or containment"))
        }
        switch key {
        case .tabBar: self = .tabBar(try container.decode(TabBar.self, forKey: key))
        case .navigationStack: self = .navigationStack(try container.decode(NavigationStack.self, forKey: key))
        case .single: self = .single(try container.decode(SingleScreen.self, forKey: key))
        case .containment: self = .containment(try container.decode(Containment.self, forKey: key))
        }
    }

    /// The navigation stack, if this container is one or hosts exactly one by containment.
    public var navigationStack: NavigationStack? {
        get {
            switch self {
            case .navigationStack(let value): return value
            case .containment(let host):
                for contained in host.contained { if let stack = contained.navigationStack { return stack } }
                return nil
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .containment(var host):
                if let index = host.contained.firstIndex(where: { $0.navigationStack != nil }) {
                    host.contained[index] = .navigationStack(newValue)
                    self = .containment(host)
                }
            default:
                self = .navigationStack(newValue)
            }
        }
    }
}

/// A `UITabBarController` and its tabs.
public struct TabBar: Codable, Equatable, Sendable {
    /// The container's type name, e.g. `UITabBarController`.
    public var typeName: String
    /// The coordinator property holding it, e.g. `rootViewController`.
    public var property: String
    /// Tabs in the order the tab bar shows them.
    public var tabs: [Tab]
    /// The index of the selected tab in a live app.
    public var selectedIndex: Int?

    public init(typeName: String = "UITabBarController", property: String, tabs: [Tab], selectedIndex: Int? = nil) {
        self.typeName = typeName
        self.property = property
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }
}

/// One tab of a tab bar.
public struct Tab: Codable, Equatable, Sendable {
    public var index: Int
    public var title: String?
    /// The tab bar item's image name, e.g. an SF Symbol.
    public var icon: String?
    /// The type of the tab's view controller, e.g. `UINavigationController`.
    public var viewControllerType: String
    /// The coordinator whose root view controller this tab shows.
    public var coordinator: String?
    /// The screen shown directly in the tab, when it is not another coordinator's container.
    public var screen: String?
    /// The tab's content when no coordinator owns it and it is not a plain screen: a
    /// navigation stack, split view or nested tab bar read in place.
    public var container: Container?
    /// The run-time condition under which the tab exists (a feature flag), if any.
    public var condition: String?

    public init(
        index: Int,
        title: String?,
        icon: String? = nil,
        viewControllerType: String,
        coordinator: String? = nil,
        screen: String? = nil
    ) {
        self.index = index
        self.title = title
        self.icon = icon
        self.viewControllerType = viewControllerType
        self.coordinator = coordinator
        self.screen = screen
    }

    /// The tab's title, or a fallback naming its position.
    public var displayTitle: String { title ?? "Tab \(index)" }
}

/// A `UINavigationController`'s stack.
public struct NavigationStack: Codable, Equatable, Sendable {
    public var typeName: String
    public var property: String
    /// Screen ids on the stack now, bottom (root) to top.
    public var screens: [String]
    /// Screens a spec declares for this stack, in push order; `nil` when no spec was merged.
    public var declaredScreens: [String]?

    public init(
        typeName: String = "UINavigationController",
        property: String,
        screens: [String],
        declaredScreens: [String]? = nil
    ) {
        self.typeName = typeName
        self.property = property
        self.screens = screens
        self.declaredScreens = declaredScreens
    }

    /// Every screen this stack can hold in push order: the declared order, with live screens the
    /// spec does not name inserted after the live screen they follow.
    public var allScreens: [String] {
        guard var result = declaredScreens else { return screens }
        var previous: String?
        for screen in screens where !result.contains(screen) {
            let position = previous.flatMap { result.firstIndex(of: $0) }.map { $0 + 1 } ?? result.count
            result.insert(screen, at: position)
            previous = screen
        }
        return result
    }

    /// The screen on top of the live stack.
    public var top: String? { screens.last }
}

/// A coordinator whose root is one plain view controller.
public struct SingleScreen: Codable, Equatable, Sendable {
    public var typeName: String
    public var property: String
    public var screen: String

    public init(typeName: String, property: String, screen: String) {
        self.typeName = typeName
        self.property = property
        self.screen = screen
    }
}

/// A view controller that hosts other view controllers as children (containment).
public struct Containment: Codable, Equatable, Sendable {
    public var typeName: String
    public var property: String
    /// The host itself as a screen, when it shows content of its own.
    public var screen: String?
    /// The containers it hosts, in child order.
    public var contained: [Container]
    /// What kind of host it is; `nil` for custom containment.
    public var kind: ContainmentKind?
    /// Coordinators whose own containers it shows as columns or pages, in order (a split view's
    /// master flow run by a child coordinator).
    public var coordinators: [String]?

    public init(typeName: String, property: String, screen: String? = nil, contained: [Container], kind: ContainmentKind? = nil) {
        self.typeName = typeName
        self.property = property
        self.screen = screen
        self.contained = contained
        self.kind = kind
    }
}

/// The system containers that host other view controllers side by side or one at a time.
public enum ContainmentKind: String, Codable, Sendable, CaseIterable {
    /// A `UISplitViewController`: columns (primary, supplementary, secondary).
    case split
    /// A `UIPageViewController`: pages shown one at a time.
    case page

    /// A short human description.
    public var description: String {
        switch self {
        case .split: "split view"
        case .page: "page view"
        }
    }
}
