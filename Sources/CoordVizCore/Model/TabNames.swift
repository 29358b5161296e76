/// How a step, an `initialTab` or a user names a tab: by its title or the coordinator it shows,
/// else by the screen it shows (directly, or as the first screen of a stack it holds in place).
/// Apps read from source often have tabs with neither a literal title nor a coordinator of their
/// own (the title comes from a localised table, the stack from the tab bar's initializer); their
/// first screen is then the only name a spec can give them.
extension Tab {
    /// The screen the tab shows first: its own screen, or the root of the stack it holds.
    public var firstScreen: String? {
        screen ?? container?.navigationStack.flatMap { $0.declaredScreens?.first ?? $0.screens.first }
    }

    /// Every name that means this tab, the strongest first.
    public var names: [String] {
        [title, coordinator, firstScreen].compactMap { $0 }
    }
}

extension Array where Element == Tab {
    /// The tab `name` names: the first whose title or coordinator it is, else the first whose
    /// first screen it is (a title never loses to another tab's screen).
    public func tab(named name: String) -> Tab? {
        first { $0.title == name || $0.coordinator == name } ?? first { $0.firstScreen == name }
    }
}
