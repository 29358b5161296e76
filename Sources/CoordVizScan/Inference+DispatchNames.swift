/// A coordinator method that actions call with where to go (`present(scene: .compose, from: self,
/// transition: .modal)`, `navigate(to: .settings)`) is a dispatcher, not a thing the user does:
/// naming every transition after it gives a flows picture of `present`, `present-2`, `present-3`.
/// When actions calling one such method go to different places, each is named after the
/// screen's own action instead (`composeTapped()`, `settingsTapped()`).
extension Inference {
    /// Renames, in `found`, the ways whose trigger is a coordinator method called by several
    /// actions (different places in the code) that go to different places; `actions` holds the
    /// screen action of each renamable way, by its index in `found`.
    func namingDispatchesByAction(_ found: inout [FollowedWay], actions: [Int: String]) {
        var callers: [String: [Int]] = [:]
        for index in actions.keys.sorted() { callers[found[index].trigger, default: []].append(index) }
        for indices in callers.values {
            let places = Set(indices.map { "\(found[$0].source)" })
            let destinations = Set(indices.map { index in found[index].steps.map { "\($0.kind.rawValue):\($0.target)" }.joined(separator: ",") })
            guard places.count > 1, destinations.count > 1 else { continue }
            for index in indices { found[index].trigger = actions[index] ?? found[index].trigger }
        }
    }
}
