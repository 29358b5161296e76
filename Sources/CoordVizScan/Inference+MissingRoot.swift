/// An app whose first screen no code puts in the window (a storyboard's initial view controller,
/// an `Info.plist` scene): the scan writes its screens and transitions with no root, and says so.
extension Inference {
    /// The report line for an app with screens but no coordinator and no root, else nothing.
    func missingRoot(in app: ScannedApp) -> [ScannedApp.Unresolved] {
        guard app.root == nil, app.coordinators.isEmpty, let first = app.screens.map(\.source).min() else { return [] }
        return [.init(
            source: first,
            message: "no code the scan read puts a first screen in the window (a storyboard's initial view controller is not read): the spec has no root coordinator, and its \(app.screens.count) screens are drawn with no place to start from; add a coordinator, or the screen the app opens with, to give it one"
        )]
    }
}
