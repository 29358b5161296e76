import SwiftSyntax

/// Children that hand their result back through a publisher (Combine, RxSwift): the child's
/// `start()` returns a subject it owns (`result.eraseToAnyPublisher()`), the parent subscribes
/// (`.sink { … }`, `.handleEvents(receiveOutput:)`) on what `start()` or `coordinate(to:)`
/// returns, and a screen sends on the subject (`coordinator.result.send(x)`). What the parent's
/// closure does runs when the screen sends: it is kept as a closure installed on the subject.
extension Interpreter {
    /// Types whose instances are subjects a value is sent on.
    static let subjectTypes: Set<String> = [
        "PassthroughSubject", "CurrentValueSubject", "PublishSubject", "BehaviorSubject", "ReplaySubject",
        "PublishRelay", "BehaviorRelay",
    ]
    /// Methods that send a value on a subject.
    static let subjectSenders: Set<String> = ["send", "onNext", "accept"]
    /// Subscriptions whose closure runs with each value, and the argument label of that closure
    /// (`nil`: the trailing closure or the first one).
    static let subscriptions: [String: [String]] = [
        "sink": ["receiveValue"], "handleEvents": ["receiveOutput"], "subscribe": ["onNext", "onSuccess"],
        "do": ["onNext", "onSuccess"], "bind": ["onNext"], "drive": ["onNext"],
        // `action.flatMap { [weak self] _ in self?.coordinateToPicker() ?? .empty() }`: the closure
        // that starts the next flow runs with each value too.
        "flatMap": [], "flatMapLatest": [], "flatMapFirst": [], "concatMap": [],
    ]

    /// `owner.name` when it is a subject the owner holds (`let result = PassthroughSubject<…>()`).
    func subjectProperty(_ name: String, in owner: String) -> Value? {
        guard let (_, property) = roles.property(name, in: owner) else { return nil }
        let written = property.type?.name ?? property.initializer.map { initializer -> String in
            let text = initializer.trimmedText
            return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        guard let written, Self.subjectTypes.contains(written) else { return nil }
        return .publisher(owner: owner, property: name)
    }

    /// Operators whose publisher passes on the values of every publisher they combine
    /// (`Observable.merge(a, b)`, `a.merge(with: b)`, `Publishers.Merge(a, b)`, `Observable.amb`).
    static let mergers: Set<String> = ["merge", "Merge", "Merge3", "Merge4", "MergeMany", "amb"]

    /// The publishers a merge combines, as one value: several are a list of publishers (what a
    /// subscription on it installs, it installs on each), one is itself; nil when none is known.
    static func merged(_ values: [Value]) -> Value? {
        let publishers = values.flatMap { value -> [Value] in
            switch value {
            case .publisher: return [value]
            case .list(let items) where items.allSatisfy(isPublisher): return items
            default: return []
            }
        }
        guard let first = publishers.first else { return nil }
        return publishers.count == 1 ? first : .list(publishers)
    }

    private static func isPublisher(_ value: Value) -> Bool {
        if case .publisher = value { return true }
        return false
    }

    /// A call on a subject's publisher: a send runs what subscribers installed (while following),
    /// a subscription installs its closure, any other operator keeps the publisher. Nil when the
    /// receiver is no publisher the scan knows.
    func publisherCall(_ method: String, on receiver: Value?, _ call: FunctionCallExprSyntax, arguments: [Value], _ frame: inout Frame) -> Value? {
        // Merged publishers: each gets what the call does to the merge.
        if case .list(let items)? = receiver, items.count > 1, items.allSatisfy(Self.isPublisher) {
            if Self.mergers.contains(method) { return Self.merged([receiver!] + arguments) }
            for item in items { _ = publisherCall(method, on: item, call, arguments: arguments, &frame) }
            return receiver
        }
        guard case .publisher(let owner, let property)? = receiver else { return nil }
        if Self.mergers.contains(method) { return Self.merged([receiver!] + arguments) }
        if Self.subjectSenders.contains(method) {
            if frame.follow { runSubscribers(of: owner, property, arguments: arguments, &frame) }
            return .unknown
        }
        if let labels = Self.subscriptions[method], let closure = subscriber(of: call, labels: labels) {
            addHandler("\(owner).\(property)", .init(
                installer: frame.selfType, parameters: Self.parameterNames(of: closure), statements: closure.statements,
                forward: nil, path: frame.path, source: reference(closure, frame), captured: frame.locals
            ))
        }
        return receiver
    }

    /// Every subscriber of a subject runs with each value sent, in the order they were found:
    /// not one way each, as alternative installers of a closure property are.
    private func runSubscribers(of owner: String, _ property: String, arguments: [Value], _ frame: inout Frame) {
        guard frame.depth < Self.maxDepth else { return }
        for handler in handlers(of: owner, property) where !(handler.statements?.isEmpty ?? true) {
            frame.steps += runInstalled(handler, arguments: arguments, frame)
        }
    }

    /// The closure of a subscription that runs with each value.
    func subscriber(of call: FunctionCallExprSyntax, labels: [String]) -> ClosureExprSyntax? {
        for argument in call.arguments where labels.contains(argument.label?.text ?? "") {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { return closure }
        }
        if let trailing = call.trailingClosure { return trailing }
        let unlabelled = call.arguments.first { $0.label == nil }
        return unlabelled?.expression.as(ClosureExprSyntax.self)
    }

    /// What starting a child hands back when the child's `start()` returns a publisher: the
    /// subject it returns (`coordinate(to: child)`, `child.start()`), else what the call made.
    func resultPublisher(of method: String, on receiver: Value?, arguments: [Value], performed: Value) -> Value {
        guard performed == .unknown || { if case .containerOf = performed { return true } else { return false } }() else { return performed }
        let child: String?
        if method == "start", let receiver, case .instance(let name) = receiver { child = name } else if method == "start", case .containerOf(let name) = performed {
            child = name
        } else if Self.childStarters.contains(method) {
            child = arguments.lazy.compactMap { self.coordinatorType(of: $0) }.first
        } else {
            child = nil
        }
        guard let child, roles.isCoordinatorLike(child), let (_, start) = roles.function("start", labels: nil, in: child),
              let type = start.returnType, Self.isPublisherType(type.name) else { return performed }
        let results = run(start, of: child, follow: false, depth: Self.maxDepth).results
        return results.first { if case .publisher = $0 { return true } else { return false } } ?? performed
    }

    static func isPublisherType(_ name: String) -> Bool {
        name.hasSuffix("Publisher") || name.hasSuffix("Observable") || ["Observable", "Single", "Maybe", "Signal", "Driver", "Future"].contains(name)
            || subjectTypes.contains(name)
    }
}
