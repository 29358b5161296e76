import SwiftSyntax

/// iOS 18's tab declarations inside a `TabView`: `Tab("Home", systemImage: "house") { … }`,
/// `Tab(value: 2) { … } label: { Label("Settings", systemImage: "gear") }`, grouped in
/// `TabSection("Library") { … }`.
extension Inference {
    /// A `TabView`'s entries in order, with the tabs of each `TabSection` in its place.
    static func tabEntries(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        statements.flatMap { item -> [CodeBlockItemSyntax] in
            guard let call = item.item.as(ExprSyntax.self).flatMap({ PlainNavigationSyntax.baseCall(of: $0) }),
                  ["TabSection", "Group"].contains(Roles.hostName(of: call)), let content = call.trailingClosure else { return [item] }
            return tabEntries(content.statements)
        }
    }

    /// The title, icon and content of an iOS 18 `Tab`; nil for any other call (a `Tab` of the
    /// app's own is a view with no content closure).
    static func iOS18Tab(_ call: FunctionCallExprSyntax) -> (title: String?, icon: String?, content: ExprSyntax?)? {
        guard Roles.hostName(of: call) == "Tab", let content = call.trailingClosure else { return nil }
        let label = call.additionalTrailingClosures.first { $0.label.text == "label" }
        let title = call.arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
            ?? label.flatMap { $0.closure.descendants(StringLiteralExprSyntax.self).first }.map(NavigationPathSyntax.literal)
        let iconLabels: Set<String> = ["systemImage", "image"]
        let icon = call.arguments.first { iconLabels.contains($0.label?.text ?? "") }?.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
            ?? label.flatMap { $0.closure.descendants(LabeledExprSyntax.self).first { iconLabels.contains($0.label?.text ?? "") } }?
                .expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
        let first = content.statements.first.flatMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ReturnStmtSyntax.self)?.expression }
        return (title, icon, first)
    }
}
