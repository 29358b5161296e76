/// The view controller a coordinator owns at its root.
public enum Container: Codable, Equatable, Sendable {
    case tabBar(TabBar)
    case navigationStack(NavigationStack)
    /// A plain view controller (a single screen, or one hosting others by containment).
    case single(SingleScreen)

    /// A short human description: "tab bar", "navigation stack", "screen".
    public var kindDescription: String {
        switch self {
        case .tabBar: "tab bar"
        case .navigationStack: "navigation stack"
        case .single: "screen"
        }
    }

    /// The tab bar, if this container is one.
    public var tabBar: TabBar? {
        if case .tabBar(let value) = self { value } else { nil }
    }

    private enum CodingKeys: String, CodingKey { case tabBar, navigationStack, single }

    /// Encodes as a one-key object named after the kind: `{"tabBar": {...}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .tabBar(let value): try container.encode(value, forKey: .tabBar)
        case .navigationStack(let value): try container.encode(value, forKey: .navigationStack)
        case .single(let value): try container.encode(value, forKey: .single)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a container is one of tabBar, navigationStack or single"))
        }
        switch key {
        case .tabBar: self = .tabBar(try container.decode(TabBar.self, forKey: key))
        case .navigationStack: self = .navigationStack(try container.decode(NavigationStack.self, forKey: key))
        case .single: self = .single(try container.decode(SingleScreen.self, forKey: key))
        }
    }

    /// The navigation stack, if this container is one.
    public var navigationStack: NavigationStack? {
        get { if case .navigationStack(let value) = self { value } else { nil } }
        set { if let newValue { self = .navigationStack(newValue) } }
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
