/// A screen no container holds is shown modally over the screen that presents it: playing a
/// transition from it starts over that presenter, so a `dismiss` returns there, not to whatever
/// the app showed when it was captured.
extension FlowSimulator {
    /// The screens whose `presents` list `screen`, in model order.
    public func presenters(of screen: String) -> [String] {
        presentersOfScreen[screen] ?? []
    }

    /// The presenter to show before presenting `screen`: none when one is already visible (or
    /// none is known), else the first in model order.
    func presenterToShow(before screen: String, visible: String?) -> String? {
        let presenters = presenters(of: screen).filter { $0 != screen }
        guard let first = presenters.first, !presenters.contains(visible ?? "") else { return nil }
        return first
    }
}
