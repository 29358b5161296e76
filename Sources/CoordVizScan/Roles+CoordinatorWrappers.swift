import Foundation

/// Type-erasing boxes of coordinators (`AnyCoordinator<Route, Event>`, made by
/// `AnyCoordinator(coordinator)` or a protocol extension's `asAnyCoordinator()`): a class adopting
/// the coordinator protocol whose initializer takes one unnamed coordinator to forward to. The box
/// is no node of its own: made around a coordinator, it is that coordinator; declared as a type,
/// it stands for any coordinator of the protocol it wraps.
extension Roles {
    /// The coordinator classes among `coordinators` that only box another coordinator, each with
    /// the protocol it wraps.
    static func coordinatorWrappers(in catalog: TypeCatalog, coordinators: Set<String>, implementers: [String: [String]]) -> [String: String] {
        var wrappers: [String: String] = [:]
        for name in coordinators.sorted() {
            guard let type = catalog[name], type.kind == .class else { continue }
            for initializer in type.functions where initializer.name == "init" && initializer.body != nil {
                guard let first = initializer.parameters.first, first.label == "_", let wrapped = first.type, !wrapped.isCollection,
                      catalog[wrapped.name]?.kind == .protocol, wrapped.name != name,
                      (implementers[wrapped.name] ?? []).contains(where: { coordinators.contains($0) && $0 != name }),
                      initializer.parameters.dropFirst().allSatisfy({ $0.defaultValue != nil }) else { continue }
                wrappers[name] = wrapped.name
                break
            }
        }
        return wrappers
    }

    /// Whether a type boxes another coordinator (see ``coordinatorWrappers(in:coordinators:implementers:)``).
    func isCoordinatorWrapper(_ name: String) -> Bool { wrappedProtocols[name] != nil }
}

extension Interpreter {
    /// `AnyCoordinator(vaultCoordinator)`: the coordinator a wrapper is made around, when the
    /// scan can tell it.
    func unwrappedCoordinator(_ typeName: String, arguments: [Value]) -> Value? {
        guard roles.isCoordinatorWrapper(typeName), let first = arguments.first, let coordinator = coordinatorType(of: first),
              roles.isCoordinator(coordinator) else { return nil }
        return .instance(coordinator)
    }
}
