/// What a coordinator shows, whether or not any action the scan reads reaches it.
extension Interpreter {
    /// Notes a screen a coordinator's method pushes or presents while the method is read for
    /// facts (not while a transition follows it), with the method and where.
    func noteShown(_ kind: ScannedStep.Kind, _ screen: String, source: SourceReference, _ frame: Frame) {
        guard !frame.follow, roles.isCoordinatorLike(frame.selfType) else { return }
        facts.shownScreens.append(.init(coordinator: frame.selfType, method: frame.function.signature, kind: kind, screen: screen, source: source))
    }
}

/// A screen a coordinator's method pushes or presents (`router.push(ThemeSettingsController())`
/// in `pressedTheme()`).
struct ShownScreen {
    var coordinator: String
    var method: String
    var kind: ScannedStep.Kind
    var screen: String
    var source: SourceReference
}
