/// A coordinator handing itself to a screen whose declaration is not in the sources
/// (`browser.navigationHandler = self`, `TabsViewController(delegate: self)`): the screen's own code,
/// which the scan cannot read, is what calls the coordinator.
extension Interpreter {
    /// Remembers the handing once, from a coordinator's own code, for a screen the sources do not declare.
    func noteHandedHandler(screen: String, label: String, source: SourceReference, _ frame: Frame) {
        guard catalog[screen] == nil, roles.isCoordinatorLike(frame.selfType) else { return }
        let handed = Facts.HandedHandler(screen: screen, coordinator: frame.selfType, label: label, source: source)
        guard !facts.handedHandlers.contains(where: { $0.screen == screen && $0.coordinator == handed.coordinator && $0.label == label }) else { return }
        facts.handedHandlers.append(handed)
    }
}
