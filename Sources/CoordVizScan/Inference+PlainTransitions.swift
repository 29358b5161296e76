import SwiftSyntax

/// The transitions plain SwiftUI navigation makes: one per view and trigger, started on each
/// screen showing the view that declares it, and the stacks such transitions present or push.
extension Inference {
    /// One transition per view and trigger, steps in order; an action declared in a view no stack,
    /// tab or step shows (a row, a card) starts on each screen that shows that view. Presenting a
    /// view that owns a stack presents that stack's root; the presentations of such views are
    /// returned (owner, presenting screen, style, where).
    func appendPlainTransitions(
        _ actions: [PlainAction], coordinators: [ScannedApp.Coordinator], roots: [String: (owner: String, root: String)], to transitions: inout [ScannedApp.Transition]
    ) -> [ShownStack] {
        var presented: [ShownStack] = []
        var placed = Set(coordinators.flatMap { Self.screenNames(in: $0.container) })
        for transition in transitions { placed.formUnion([transition.from].compactMap { $0 } + transition.steps.map(\.target)) }
        placed.formUnion(actions.map(\.step.target))
        let embedders = self.embedders()
        var order: [String] = []
        var grouped: [String: (from: String, trigger: String, steps: [ScannedApp.Step], source: SourceReference)] = [:]
        for action in actions {
            for from in screens(showing: action.from, placed: placed, embedders: embedders) {
                // Two links of one label (a "See more" per section) are two transitions.
                let key = "\(from)\u{0}\(action.trigger)\u{0}\(action.source)"
                if grouped[key] == nil {
                    order.append(key)
                    grouped[key] = (from, action.trigger, [], action.source)
                }
                var step = action.step
                if step.kind.hasPrefix("pop"), step.target == action.from { step.target = from }
                if ["present", "push"].contains(step.kind), let shown = roots[step.target] {
                    presented.append(ShownStack(owner: shown.owner, from: from, pushed: step.kind == "push", style: action.style, source: action.source))
                    step.target = shown.root
                }
                if !grouped[key]!.steps.contains(step) { grouped[key]!.steps.append(step) }
            }
        }
        var ids = Set(transitions.map(\.id))
        for key in order {
            let entry = grouped[key]!
            transitions.append(ScannedApp.Transition(
                id: uniqueID(Self.kebab(entry.trigger), &ids), from: entry.from, entryPoint: nil, trigger: entry.trigger, steps: entry.steps, source: entry.source
            ))
        }
        return presented
    }

    /// A stack shown by a step: whose it is, the screen it is shown from, and how.
    struct ShownStack {
        var owner: String
        var from: String
        /// Pushed onto the screen's stack (a view wrapping its screen in a stack of its own,
        /// pushed); else presented.
        var pushed: Bool
        var style: String?
        var source: SourceReference
    }

    /// A view owning a stack that a screen presents is presented from that screen (pushed, it
    /// pushes onto that screen's stack), and a child of the coordinator (or view) whose container
    /// holds the screen.
    func placePresentedStacks(_ presented: [ShownStack], in coordinators: inout [ScannedApp.Coordinator], transitions: [ScannedApp.Transition]) {
        guard !presented.isEmpty else { return }
        var holder: [String: String] = [:]
        for node in coordinators {
            for screen in Self.screenNames(in: node.container) where holder[screen] == nil { holder[screen] = node.name }
        }
        var changed = true
        while changed {
            changed = false
            for transition in transitions {
                guard let from = transition.from, let owner = holder[from] else { continue }
                for step in transition.steps where step.kind == "push" && holder[step.target] == nil {
                    holder[step.target] = owner
                    changed = true
                }
            }
        }
        for presentation in presented {
            guard let index = coordinators.firstIndex(where: { $0.name == presentation.owner }), coordinators[index].presentation == nil,
                  coordinators[index].pushesOnto == nil else { continue }
            let parent = holder[presentation.from]
            if !presentation.pushed {
                coordinators[index].presentation = .init(from: presentation.from, style: presentation.style, source: presentation.source)
            } else if let parent, parent != presentation.owner, let host = coordinators.first(where: { $0.name == parent }), case .stack = host.container {
                coordinators[index].pushesOnto = parent
            }
            if let parent = holder[presentation.from], parent != presentation.owner, let at = coordinators.firstIndex(where: { $0.name == parent }),
               !coordinators[at].children.contains(where: { $0.coordinator == presentation.owner }) {
                coordinators[at].children.append(.init(property: nil, coordinator: presentation.owner, source: presentation.source))
            }
        }
    }

    /// The screens a view is part of: itself when something shows it as a screen, else the
    /// screens whose bodies show it (through other components), else itself. With
    /// `orOutermost`, a view nothing constructs up the chain counts as a screen too.
    func screens(showing view: String, placed: Set<String>, embedders: [String: [String]], orOutermost: Bool = false) -> [String] {
        guard !placed.contains(view) else { return [view] }
        var found: [String] = []
        var seen: Set<String> = [view]
        var queue = [view]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for outer in embedders[current] ?? [] where seen.insert(outer).inserted {
                if placed.contains(outer) || orOutermost && (embedders[outer] ?? []).isEmpty { found.append(outer) } else { queue.append(outer) }
            }
        }
        return found.isEmpty ? [view] : found
    }

    /// View → the views whose bodies construct it, in declaration order.
    func embedders() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class else { continue }
            for body in bodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    guard let host = Roles.hostName(of: call), host != name, host.first?.isUppercase == true, catalog[host]?.kind == .struct || catalog[host]?.kind == .class,
                          !(result[host] ?? []).contains(name) else { continue }
                    result[host, default: []].append(name)
                }
            }
        }
        return result
    }

    /// SwiftUI's `dismiss()` pops a view that is pushed: a dismissal from a view some step pushes
    /// and none presents is a pop.
    func popPushedDismissals(_ transitions: inout [ScannedApp.Transition]) {
        let steps = transitions.flatMap(\.steps)
        let pushed = Set(steps.filter { $0.kind == "push" }.map(\.target))
        let presented = Set(steps.filter { $0.kind == "present" }.map(\.target))
        for index in transitions.indices {
            guard let from = transitions[index].from, pushed.contains(from), !presented.contains(from), catalog[from]?.kind == .struct else { continue }
            for step in transitions[index].steps.indices where transitions[index].steps[step].kind == "dismiss" {
                transitions[index].steps[step] = .init(kind: "pop", target: from)
            }
        }
    }

    /// A long expression cut for the report.
    static func abridged(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
    }
}
