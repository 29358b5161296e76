import SwiftSyntax

/// Coordinator libraries that pass messages up the responder chain: the app declares each
/// message on `UIResponder` (`@objc func cartToggle(sender:)` forwarding to
/// `coordinatingResponder`), and the coordinator that handles it overrides it. A screen sending
/// one (`cartToggle(sender: self)`) reaches that coordinator.
extension Interpreter {
    /// The coordinator a screen's call of a responder-chain message reaches: the one coordinator
    /// overriding it (narrowed to those the screen talks to), else nil.
    func responderChainHandler(_ method: String, labels: [String], receiver: Value?, _ frame: Frame) -> String? {
        guard receiver == nil || receiver == .instance(frame.selfType), roles.isScreen(frame.selfType),
              !catalog.functions(named: method, in: "UIResponder").isEmpty,
              roles.function(method, labels: nil, in: frame.selfType) == nil else { return nil }
        let handlers = roles.coordinatorTypes.filter { coordinator in
            catalog.functions(named: method, in: coordinator).contains { $0.body != nil && !$0.isStatic }
        }.sorted()
        let narrowed = receiverCandidates(handlers, method: method, labels: labels, frame)
        return narrowed.count == 1 ? narrowed[0] : nil
    }
}
