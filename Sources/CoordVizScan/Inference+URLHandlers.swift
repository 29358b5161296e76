import SwiftSyntax

/// SwiftUI's handlers of incoming links (`.onOpenURL { url in … }`, `.onContinueUserActivity`)
/// are where an app's deep links start. When nothing the scan wrote or reported comes from inside
/// one, the handler is said, not dropped in silence.
extension Inference {
    /// The link handlers whose code gave no transition and no report line of `app`.
    func unreadURLHandlers(in app: ScannedApp) -> [ScannedApp.Unresolved] {
        let sources = app.transitions.map(\.source) + app.unresolved.map(\.source)
        var found: [ScannedApp.Unresolved] = []
        for name in catalog.order {
            for (body, path) in placedBodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), case let modifier = member.declName.baseName.text,
                          Self.linkHandlers.contains(modifier),
                          let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
                    let first = catalog.reference(closure, in: path).line, last = catalog.reference(closure.rightBrace, in: path).line
                    guard !sources.contains(where: { $0.path == path && (first...last).contains($0.line) }) else { continue }
                    found.append(.init(
                        source: catalog.reference(member.declName, in: path),
                        message: "\(name) handles incoming links in `.\(modifier)`, but nothing it does there is a step the scan can read: no deep link or entry point is written for it"
                    ))
                }
            }
        }
        return found
    }

    /// The view modifiers that receive the links the app is opened with.
    private static let linkHandlers: Set<String> = ["onOpenURL", "onContinueUserActivity"]
}
