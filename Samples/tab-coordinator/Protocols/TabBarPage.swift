/// The tabs of the app, in tab-bar order, with what each tab's bar item shows.
public enum TabBarPage: CaseIterable, Hashable, Sendable {
    /// The first tab.
    case home
    /// The second tab.
    case profile

    /// The page at position `index` of the tab bar, or `nil` when there is none.
    public init?(index: Int) {
        guard let page = Self.allCases.first(where: { $0.index == index }) else { return nil }
        self = page
    }

    /// The page's position in the tab bar, also used as its bar item's tag.
    public var index: Int {
        switch self {
        case .home: 0
        case .profile: 1
        }
    }

    /// The label under the tab's icon.
    public var title: String {
        switch self {
        case .home: "Home"
        case .profile: "Profile"
        }
    }

    /// The asset-catalog name of the tab's icon.
    public var iconName: String {
        switch self {
        case .home: "iconHome"
        case .profile: "iconUser"
        }
    }
}
