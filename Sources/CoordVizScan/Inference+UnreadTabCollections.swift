import SwiftSyntax

/// Tabs iterated over a collection scan cannot read — `ForEach(section.tabs) { tab in
/// tab.makeContentView(…) }`, the array a sidebar section computes — yet built each through a
/// member of one tab enum that switches over `self`: that enum's cases are the tabs.
extension Inference {
    /// The one enum of the app with a member of those names switching over `self` to views of
    /// the app, and its cases in declaration order; nil when none or several have one.
    func enumBuildingElements(through members: [String]) -> (String, [String])? {
        var found: [String] = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .enum, !found.contains(name) else { continue }
            if members.contains(where: { member in caseSwitch(of: name, member: member).map(showsAnAppView) == true }) { found.append(name) }
        }
        guard found.count == 1, let cases = catalog[found[0]]?.cases.map(\.name) else { return nil }
        return (found[0], cases)
    }
}
