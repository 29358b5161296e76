import SwiftSyntax

/// Overloads that share their labels and differ by parameter type (`set(_ screen:)` and
/// `set(_ screens: [UIViewController])`, `show(_ title: String)` and `show(_ screen: UIViewController)`,
/// `open(_ action: () -> Void)`): labels pick the overloads first (`Roles.function`), then the kind
/// of each argument where it is known — a list, a string, a number, a closure, an instance of a
/// type — picks among them. When that leaves more than one, the call is reported and the first is read.
extension Interpreter {
    /// How an argument fits a parameter: it certainly does, certainly does not, or cannot be told.
    enum ParameterFit { case fits, misfits, unknown }

    /// `Roles.function`, then, among the declaring type's overloads with the same labels, the one
    /// the arguments fit.
    func function(_ method: String, labels: [String], in type: String, arguments: [Value],
                  call: FunctionCallExprSyntax? = nil, _ frame: Frame? = nil) -> (owner: String, decl: FunctionDecl)? {
        guard let found = roles.function(method, labels: labels, in: type) else { return nil }
        let overloads = catalog.functions(named: method, in: found.owner).filter { !$0.isStatic && $0.body != nil && $0.parameters.map(\.label) == labels }
        guard overloads.count > 1 else { return found }
        let closures = call.map { call in call.arguments.map { $0.expression.is(ClosureExprSyntax.self) } } ?? []
        func fits(_ function: FunctionDecl) -> [ParameterFit] {
            zip(function.parameters, arguments).enumerated().map { index, pair in
                fit(pair.1, isClosure: index < closures.count && closures[index], to: pair.0)
            }
        }
        let candidates = overloads.map { (decl: $0, fits: fits($0)) }.filter { !$0.fits.contains(.misfits) }
        let best = candidates.map { $0.fits.filter { $0 == .fits }.count }.max() ?? 0
        let chosen = candidates.filter { $0.fits.filter { $0 == .fits }.count == best }
        // Only where navigation may hang on the choice: a coordinator's, screen's or router's own
        // overloads. A model's or a formatter's (a parser's `next()`) would bury the report.
        let navigates = roles.isCoordinatorLike(found.owner) || roles.isScreen(found.owner) || isRouterType(found.owner)
        if chosen.count > 1 || chosen.isEmpty, navigates, let call, let frame {
            let fitting = chosen.isEmpty ? overloads : chosen.map(\.decl)
            let lines = fitting.map { "line \($0.source.line)" }.joined(separator: ", ")
            unresolved(call, frame, "\(method)(…) could be any of \(found.owner)'s overloads with these labels at \(lines): the arguments do not tell them apart, so the scan reads the one at line \(fitting[0].source.line)")
        }
        return chosen.first.map { (found.owner, $0.decl) } ?? found
    }

    /// Whether an argument of a known kind goes into a parameter of a written type.
    func fit(_ argument: Value, isClosure: Bool, to parameter: ParameterDecl) -> ParameterFit {
        if isClosure { return parameter.isFunction ? .fits : (parameter.type == nil ? .unknown : .misfits) }
        guard let type = parameter.type else { return parameter.isFunction && argument != .unknown ? .misfits : .unknown }
        let textual = ["String", "Substring", "StringProtocol", "LocalizedStringKey", "NSAttributedString"].contains(type.name)
        let numeric = ["Int", "Double", "Float", "CGFloat", "UInt", "Int64", "Int32", "TimeInterval"].contains(type.name)
        switch argument {
        case .unknown, .nothing:
            return .unknown
        case .list:
            return type.isCollection ? .fits : .misfits
        case _ where type.isCollection:
            return .misfits
        case .text:
            if textual { return .fits }
            return numeric || roles.isScreen(type.name) || roles.isCoordinatorLike(type.name) || roles.isNavigation(type.name) ? .misfits : .unknown
        case .integer:
            return numeric ? .fits : (textual ? .misfits : .unknown)
        case .instance(let name):
            if textual || numeric { return .misfits }
            if name == type.name || roles.ancestors(of: name).contains(type.name) { return .fits }
            return .unknown
        default:
            return textual || numeric ? .misfits : .unknown
        }
    }
}
