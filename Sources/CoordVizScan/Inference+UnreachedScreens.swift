/// Screens the app has that no transition the scan reads leads to.
extension Inference {
    /// A coordinator method that pushes or presents a screen, called by nothing the scan reads (a
    /// delegate method of a screen whose code is in another module, a handler protocol's
    /// requirement): the screen is listed, since the app shows it, but without a push or
    /// present edge (which screen it is shown over is not known), and reported with where and why.
    func addUnreachedScreens(_ screens: inout [ScannedApp.Screen], facts: Facts) {
        var known = Set(screens.map(\.name))
        for shown in facts.shownScreens where !known.contains(shown.screen) {
            known.insert(shown.screen)
            screens.append(.init(
                name: shown.screen, title: facts.titles[shown.screen], pushes: [], presents: [],
                source: catalog[shown.screen]?.source ?? shown.source
            ))
            let what: String
            switch shown.kind {
            case .push: what = "pushes \(shown.screen), but no screen action, callback or deep link the scan reads calls it: the screen is listed without what it is pushed from"
            case .present: what = "presents \(shown.screen), but no screen action, callback or deep link the scan reads calls it: the screen is listed without what it is presented from"
            default: what = "starts a navigation controller with \(shown.screen) that no container or transition the scan reads shows: the screen is listed on its own"
            }
            interpreter.facts.unresolved.append((shown.source, "\(shown.coordinator).\(shown.method) \(what)"))
        }
    }
}
