import SwiftSyntax

/// Calls that end in trailing closures (`builder.shop(nav: nav) { … }`): the closures fill the
/// last parameters of the declaration, so the call is matched by all of its labels.
extension Interpreter {
    /// The written labels, followed by the labels of the parameters the trailing closures fill,
    /// when the receiver's type (or an ancestor) declares the method with that many more
    /// parameters starting with the written labels.
    func labelsWithTrailingClosures(_ labels: [String], method: String, _ call: FunctionCallExprSyntax, on receiver: Value?, _ frame: Frame) -> [String] {
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        guard trailing > 0, let typeName = (receiver ?? .instance(frame.selfType)).typeName else { return labels }
        for owner in [typeName] + roles.ancestors(of: typeName).sorted() {
            for function in catalog[owner]?.functions ?? [] where function.name == method {
                let declared = function.parameters.map(\.label)
                if declared.count == labels.count + trailing, Array(declared.prefix(labels.count)) == labels {
                    return declared
                }
            }
        }
        return labels
    }
}
