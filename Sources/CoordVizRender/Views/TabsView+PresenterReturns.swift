import CoordVizCore

/// A screen presented from several screens (one per tab, say) goes back, when dismissed, to
/// whichever presented it: the simulator plays the dismiss over the first presenter, and the view
/// draws the same step back to each other presenter too.
extension TabsView {
    /// The dismiss `step` drawn once more to each presenter of the transition's source screen it
    /// does not already reach; none for any other step.
    func otherPresenterReturns(of step: DrawnStep, stepNumber: Int, transition: Transition, simulator: FlowSimulator) -> [DrawnStep] {
        guard step.kind == .dismiss, stepNumber == 1, transition.entry == nil, step.from == transition.source else { return [] }
        let presenters = simulator.presenters(of: transition.source)
        guard presenters.count > 1, presenters.contains(step.to) else { return [] }
        return presenters.filter { $0 != step.to && $0 != step.from }.map { presenter in
            var other = step
            other.to = presenter
            other.key = "\(step.key)@\(presenter)"
            other.caption = "\(step.caption) to \(simulator.screenName(presenter))"
            other.tooltip = "\(step.tooltip) (back to whichever presented it: \(presenters.map(simulator.screenName).joined(separator: ", ")))"
            return other
        }
    }
}
