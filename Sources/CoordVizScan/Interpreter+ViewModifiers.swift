/// `let styled = profileView.environmentObject(rects)`: a SwiftUI modifier returns the view it
/// modifies, so the local still stands for that screen (handed on as a hosting controller's root view).
extension Interpreter {
    /// The SwiftUI screen a call of a method its type does not declare (a modifier from SwiftUI)
    /// leaves `receiver` as; nil when the receiver is no SwiftUI screen or declares the method.
    func modifiedView(_ method: String, on receiver: Value?) -> Value? {
        guard case .instance(let view)? = receiver, method.first?.isLowercase == true, roles.isScreen(view), isSwiftUIView(view),
              roles.function(method, labels: nil, in: view) == nil else { return nil }
        return .instance(view)
    }

    /// A type adopting SwiftUI's `View`, or one the sources do not declare that is no view
    /// controller by its name (a view another module declares, handed to a hosting controller).
    private func isSwiftUIView(_ name: String) -> Bool {
        guard catalog[name] != nil else { return !Roles.looksLikeScreen(name) }
        return roles.ancestors(of: name).contains { $0 == "View" || $0 == "SwiftUI.View" }
    }
}
