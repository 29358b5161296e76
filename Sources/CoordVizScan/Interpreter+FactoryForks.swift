import SwiftSyntax

/// A factory making one of several screens, reached by a transition.
extension Interpreter {
    /// `getSettingsViewController(section)` returning `ThemeViewController` or `TabsViewController`
    /// by a `switch` over what it is handed, reached by a transition that cannot tell the value:
    /// each screen is a way the transition can go, as each case of a `switch` it runs is. Reading
    /// facts (no transition), the scan still picks none.
    func followedFactoryScreen(_ made: [String], isScreen: Bool, callText: String, _ call: FunctionCallExprSyntax, _ frame: Frame) -> String? {
        guard frame.follow, isScreen, plan != nil else { return nil }
        return made[choose(call, frame, ways: made.count) { "\(callText)(…) makes \(made[$0])" }]
    }
}
