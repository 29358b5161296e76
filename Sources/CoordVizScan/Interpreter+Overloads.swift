/// Overloads that share their labels and differ by parameter type (`set(_ screen:)` and
/// `set(_ screens: [UIViewController])`): the one whose parameters fit the arguments is run.
extension Interpreter {
    /// `Roles.function`, then, among the declaring type's overloads with the same labels, the
    /// first whose collection parameters get lists and whose other parameters get no list.
    func function(_ method: String, labels: [String], in type: String, arguments: [Value]) -> (owner: String, decl: FunctionDecl)? {
        guard let found = roles.function(method, labels: labels, in: type), let declaring = catalog[found.owner] else {
            return roles.function(method, labels: labels, in: type)
        }
        let overloads = declaring.functions.filter { $0.name == method && !$0.isStatic && $0.body != nil && $0.parameters.map(\.label) == labels }
        guard overloads.count > 1 else { return found }
        func fits(_ function: FunctionDecl) -> Bool {
            zip(function.parameters, arguments).allSatisfy { parameter, argument in
                guard let type = parameter.type, argument != .unknown else { return true }
                if case .list = argument { return type.isCollection }
                return !type.isCollection
            }
        }
        return overloads.first(where: fits).map { (found.owner, $0) } ?? found
    }
}
