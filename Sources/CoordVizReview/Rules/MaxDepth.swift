import CoordVizCore

extension Rule {
    /// A coordinator further below the root than the configured limit.
    public static let maxDepth = Rule(
        id: "max_depth",
        name: "Depth over the limit",
        summary: "A coordinator sits more levels below the root than the configured limit (default 5).",
        rationale: """
        Every level is a parent that starts, holds and releases a child; deep trees make finish \
        and deep-link handling travel far, and usually mean flows that should be siblings are \
        nested. Only the first coordinator over the limit on each branch is reported. Fix: \
        flatten the tree, or raise the limit in `.coordviz.yml` (`max_depth: { limit: 8 }`).
        """,
        defaultSeverity: .warning,
        defaultLimit: 5,
        examples: RuleExamples(
            triggering: [
                RuleExample("With a limit of 2, C is 3 levels below the root.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator: { children: [ACoordinator] }
                  ACoordinator: { children: [BCoordinator] }
                  BCoordinator: { children: [CCoordinator] }
                  CCoordinator: { screen: CViewController }
                """, limit: 2, reports: ["coordinator CCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("The same tree with the default limit.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator: { children: [ACoordinator] }
                  ACoordinator: { children: [BCoordinator] }
                  BCoordinator: { children: [CCoordinator] }
                  CCoordinator: { screen: CViewController }
                """),
            ]
        )
    ) { context in
        guard let limit = context.limit else { return [] }
        var depth: [String: Int] = [:]
        var path: [String: [String]] = [:]
        var queue: [String] = []
        for root in Reachability.roots(of: context.model) where depth[root] == nil {
            depth[root] = 0
            path[root] = [root]
            queue.append(root)
        }
        var findings: [RuleFinding] = []
        var next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            let level = depth[id] ?? 0
            for child in context.index.coordinator(id)?.children.compactMap(\.coordinator) ?? [] where depth[child] == nil {
                depth[child] = level + 1
                path[child] = (path[id] ?? []) + [child]
                if level + 1 > limit {
                    findings.append(RuleFinding(
                        .coordinator(child),
                        "coordinator \(child) sits \(level + 1) levels below the root (limit \(limit): \((path[child] ?? []).joined(separator: " › "))); flatten the tree, or raise 'max_depth' in .coordviz.yml",
                        snapshot: [context.live.coordinator(child)]
                    ))
                } else {
                    queue.append(child)
                }
            }
        }
        return findings
    }
}
