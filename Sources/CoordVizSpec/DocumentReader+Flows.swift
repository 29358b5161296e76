import CoordVizCore

/// Reading `transitions` and `deepLinks`: required keys, transition ids, step kinds and their
/// targets, URL patterns.
extension DocumentReader {
    mutating func readTransitions(_ node: YAMLNode) -> [TransitionDeclaration] {
        guard let list = reader.sequence(node, "'transitions'") else { return [] }
        return list.compactMap { item in
            guard let fields = reader.mapping(item, "a transition") else { return nil }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.transition, in: "a transition")
            reader.checkSource(fields, in: "a transition")
            requireVersion2(for: fields, kind: "transition", in: "a transition")
            let id = fields.value("id").flatMap { reader.locatedString($0, "'id'") }
            let name = id.map { "transition '\($0.value)'" } ?? "a transition"
            if let id, !Self.isValidID(id.value) {
                reader.error(.invalidID, "transition id '\(id.value)' may hold only letters, digits, '.', '_' and '-' (it names the flow on the command line); e.g. 'open-orders'", at: id.location)
            }
            let source = fields.value("from").flatMap { reader.locatedString($0, "'from'") }
            let entry = fields.value("on").flatMap { readEntryPoint($0, of: name) }
            let trigger = fields.value("trigger").flatMap { reader.string($0, "'trigger'") }
            var steps: [StepDeclaration] = []
            var isDamaged = false
            if let stepsNode = fields.value("steps"), let list = reader.sequence(stepsNode, "'steps' of \(name)") {
                if list.isEmpty {
                    reader.error(.emptySteps, "\(name) has no steps; list them in order, e.g. '- push: DetailViewController'", at: stepsNode)
                }
                for stepNode in list {
                    if let step = readStep(stepNode) { steps.append(step) } else { isDamaged = true }
                }
            }
            if fields.value("id") == nil { reader.error(.missingKey, "a transition needs an 'id', e.g. 'id: open-orders'", at: item) }
            switch (fields.entry("from"), fields.entry("on")) {
            case (nil, nil) where version == 1:
                reader.error(.missingKey, "\(name) needs 'from' (the screen it starts on)", at: item)
            case (nil, nil):
                reader.error(.missingKey, "\(name) needs 'from' (the screen it starts on) or 'on' (an entry point, e.g. 'on: { notification: orderShipped }')", at: item)
            case (_?, let on?):
                reader.error(.conflictingStart, "\(name) starts either on a screen ('from') or at an entry point ('on'), not both; keep one", at: on.keyNode)
            default:
                break
            }
            if fields.value("steps") == nil { reader.error(.missingKey, "\(name) needs 'steps' (what it does, in order)", at: item) }
            guard let id, source != nil || entry != nil, fields.value("steps") != nil else { return nil }
            return TransitionDeclaration(
                location: reader.location(of: item), id: id, source: source, entry: source == nil ? entry : nil,
                trigger: trigger, steps: steps, isDamaged: isDamaged
            )
        }
    }

    mutating func readStep(_ node: YAMLNode) -> StepDeclaration? {
        let kindNode: YAMLNode
        var targetNode: YAMLNode?
        if case .scalar = node {
            kindNode = node
        } else if case .mapping = node, let fields = reader.mapping(node, "a step"), fields.count == 1 {
            kindNode = fields[0].keyNode
            targetNode = fields[0].value
        } else {
            reader.error(.wrongType, "a step is one 'kind: target' pair, e.g. 'push: Orders2ViewController', or a kind alone ('dismiss')", at: node)
            return nil
        }
        guard let kindName = reader.string(kindNode, "a step kind") else { return nil }
        guard let kind = StepKind(rawValue: kindName) else {
            let names = StepKind.allCases.map(\.rawValue)
            var message = "unknown step '\(kindName)'"
            if let suggestion = Suggestion.closest(to: kindName, among: names) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; steps are \(names.joined(separator: ", "))"
            }
            reader.error(.unknownStep, message, at: kindNode)
            return nil
        }
        if kind == .setRoot || kind == .showDetail, version == 1 { needsVersion2("step '\(kind.rawValue)'", at: kindNode) }
        let location = reader.location(of: node)
        let hasTarget = targetNode.map { !NodeReader.isNull($0) } ?? false
        if kind.targetKind == .none {
            if hasTarget, let targetNode {
                reader.error(.unexpectedTarget, "step '\(kindName)' takes no target; write '- \(kindName)'", at: targetNode)
                return nil
            }
            return StepDeclaration(location: location, kind: kind)
        }
        guard hasTarget, let targetNode else {
            reader.error(.missingTarget, "step '\(kindName)' needs \(Self.targetDescription(kind)), e.g. '\(kindName): \(Self.targetExample(kind))'", at: targetNode ?? kindNode)
            return nil
        }
        guard let target = reader.locatedString(targetNode, "the target of '\(kindName)'") else { return nil }
        return StepDeclaration(location: location, kind: kind, target: target)
    }

    /// `on: { notification: orderShipped }`: one `kind: name` pair.
    mutating func readEntryPoint(_ node: YAMLNode, of transition: String) -> Located<EntryPoint>? {
        let kinds = EntryPoint.Kind.allCases.map(\.rawValue)
        guard case .mapping = node, let fields = reader.mapping(node, "'on' of \(transition)"), fields.count == 1 else {
            reader.error(.wrongType, "'on' of \(transition) is one 'kind: name' pair, e.g. 'on: { notification: orderShipped }'; kinds are \(kinds.joined(separator: ", "))", at: node)
            return nil
        }
        reader.rejectUnknownKeys(fields, allowed: kinds, in: "'on' of \(transition)")
        guard let kind = EntryPoint.Kind(rawValue: fields[0].key), let name = reader.string(fields[0].value, "the name of the '\(fields[0].key)' entry point") else {
            return nil
        }
        return Located(value: EntryPoint(kind: kind, name: name), location: reader.location(of: fields[0].keyNode))
    }

    static func targetDescription(_ kind: StepKind) -> String {
        switch kind.targetKind {
        case .tab: "a tab (its title or its coordinator)"
        case .screen: "a screen"
        case .coordinator: "a coordinator"
        case .none: "no target"
        }
    }

    static func targetExample(_ kind: StepKind) -> String {
        switch kind.targetKind {
        case .tab: "Orders"
        case .screen: "OrderDetailViewController"
        case .coordinator, .none: "OrdersCoordinator"
        }
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }

    // MARK: Deep links

    mutating func readDeepLinks(_ node: YAMLNode) -> [DeepLinkDeclaration] {
        guard let list = reader.sequence(node, "'deepLinks'") else { return [] }
        return list.compactMap { item in
            guard let fields = reader.mapping(item, "a deep link") else { return nil }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.deepLink, in: "a deep link")
            reader.checkSource(fields, in: "a deep link")
            let url = fields.value("url").flatMap { reader.locatedString($0, "'url'") }
            if let url {
                for problem in DeepLinkPattern.problems(in: url.value) {
                    reader.error(.invalidURL, problem, at: url.location)
                }
            }
            let handler = fields.value("handler").flatMap { reader.locatedString($0, "'handler'") }
            let transition = fields.value("transition").flatMap { reader.locatedString($0, "'transition'") }
            if fields.value("url") == nil {
                reader.error(.missingKey, "a deep link needs a 'url' pattern, e.g. 'url: myapp://orders/{id}'", at: item)
            }
            if fields.value("transition") == nil {
                reader.error(.missingKey, "deep link '\(url?.value ?? "?")' needs 'transition' (the id of the transition it runs)", at: item)
            }
            guard let url else { return nil }
            return DeepLinkDeclaration(location: reader.location(of: item), url: url, handler: handler, transition: transition)
        }
    }
}
