import CoordVizCore

/// How big a diagram is, counted before layout: Graphviz's layout time, and whether the picture
/// can be read at real size, grow with it.
public struct DiagramSize: Equatable, Sendable, Codable {
    /// Every node, in clusters or not (the legend included).
    public var nodes: Int
    /// Every edge, invisible ranking aids included; `nil` when only the nodes were estimated.
    public var edges: Int?
    /// Whether the numbers are an estimate from the model, made before the diagram was built.
    public var isEstimate: Bool

    public init(nodes: Int, edges: Int?, isEstimate: Bool = false) {
        self.nodes = nodes
        self.edges = edges
        self.isEstimate = isEstimate
    }

    /// Counts `diagram`'s nodes and edges.
    public init(of diagram: Diagram) {
        self.init(nodes: diagram.allNodes.count, edges: diagram.edges.count)
    }
}

/// Refuses to lay out a view too big to draw readably within the layout time limit, and says
/// in one sentence what to draw instead: one tab (`--tab`), a subtree (`--root`), fewer levels
/// (`--depth`), coordinators only (`--collapse`) or the overview, each with its estimated size,
/// or how to draw it anyway (`--max-nodes`).
///
/// The limit is on nodes: measured with `dot` on 2 cores, a view of 1,000 to 2,000 nodes takes
/// seconds to lay out and one of 5,000 takes minutes (a flows view of that size does not finish),
/// and no picture of more than a thousand boxes can be read without zooming.
public struct SizeGuard: Equatable, Sendable {
    /// The default limit, `--max-nodes`.
    public static let defaultMaxNodes = 1_500

    /// The most nodes a diagram may have.
    public var maxNodes: Int

    public init(maxNodes: Int = SizeGuard.defaultMaxNodes) {
        self.maxNodes = maxNodes
    }

    /// Throws when `diagram`, the view `view` of `model` drawn with `options`, has more nodes
    /// than ``maxNodes``.
    ///
    /// - Throws: ``RenderError/tooLarge(view:app:size:limit:instead:)``, naming parts of the model
    ///   that fit.
    public func check(_ diagram: Diagram, view: ViewKind, model: ArchitectureModel, options: ViewOptions = ViewOptions()) throws(RenderError) {
        if let refusal = refusal(of: diagram, view: view, model: model, options: options) { throw refusal }
    }

    /// The refusal for a view whose size, estimated from the model before its diagram is built,
    /// is over twice the limit: building the diagram of a view of thousands of coordinators
    /// takes minutes and gigabytes (the flows view plays every transition), only to be refused.
    /// `nil` when the view may fit; ``refusal(of:view:model:options:)`` decides on the diagram.
    public func refusal(before view: ViewKind, of model: ArchitectureModel, options: ViewOptions = ViewOptions()) -> RenderError? {
        guard [.overview, .hierarchy, .tabs, .flows].contains(view) else { return nil }
        // A filter only takes coordinators away: a bound from the whole model that fits needs no walk.
        if let bound = Self.nodeBound(of: view, model: model, collapse: options.collapse), bound <= 2 * maxNodes { return nil }
        guard let shown = try? options.filter.apply(to: model) else { return nil }
        let nodes = Estimate(model: shown, view: view, collapse: options.collapse).level.reduce(0, +)
        guard nodes > 2 * maxNodes else { return nil }
        return .tooLarge(view: view.name, app: model.app, size: DiagramSize(nodes: nodes, edges: nil, isEstimate: true), limit: maxNodes,
                         instead: alternatives(for: view, of: model, options: options))
    }

    /// At least as many nodes as ``Estimate`` counts for `view`, from the model's size alone
    /// (`nil` for views whose count needs the screens each coordinator holds).
    static func nodeBound(of view: ViewKind, model: ArchitectureModel, collapse: Bool) -> Int? {
        switch view {
        case .overview, .deeplinks: model.coordinators.count
        case .hierarchy: (collapse ? 1 : 2) * model.coordinators.count
        case .tabs, .flows, .flow: collapse ? model.coordinators.count : nil
        }
    }

    /// The error ``check(_:view:model:options:)`` throws, or `nil` when `diagram` fits.
    public func refusal(of diagram: Diagram, view: ViewKind, model: ArchitectureModel, options: ViewOptions = ViewOptions()) -> RenderError? {
        let size = DiagramSize(of: diagram)
        guard size.nodes > maxNodes else { return nil }
        return .tooLarge(view: view.name, app: model.app, size: size, limit: maxNodes, instead: alternatives(for: view, of: model, options: options))
    }

    /// Parts of `model` whose `view` fits under the limit, as command-line options with their
    /// estimated size: at most one tab list, one subtree, one depth, collapsing, and the overview.
    func alternatives(for view: ViewKind, of model: ArchitectureModel, options: ViewOptions) -> [String] {
        let shown = (try? options.filter.apply(to: model)) ?? model
        let estimate = Estimate(model: shown, view: view, collapse: options.collapse)
        var result: [String] = []
        if options.filter.tab == nil, view != .deeplinks {
            let fitting = (shown.mainTabBar?.tabBar.tabs ?? []).compactMap { tab -> (String, Int)? in
                // The tab's subtree, and the coordinators above it that stay as the way down.
                guard let coordinator = tab.coordinator, let subtree = estimate.subtree[coordinator] else { return nil }
                let nodes = subtree + (estimate.depth[coordinator] ?? 0)
                guard nodes <= maxNodes else { return nil }
                return (tab.displayTitle, nodes)
            }
            if !fitting.isEmpty {
                let listed = fitting.prefix(3).map { "--tab \(Self.quoted($0.0)) (about \(Self.count($0.1)) nodes)" }
                result.append(listed.joined(separator: ", ") + (fitting.count > 3 ? " and \(fitting.count - 3) more tabs" : ""))
            }
        }
        if result.isEmpty, view != .deeplinks, let (root, nodes) = estimate.largestFittingSubtree(limit: maxNodes, below: shown.root) {
            result.append("--root \(root) (about \(Self.count(nodes)) nodes)")
        }
        if [.overview, .hierarchy].contains(view), options.filter.depth == nil, let (depth, nodes) = estimate.deepestFittingLevel(limit: maxNodes) {
            result.append("--depth \(depth) (about \(Self.count(nodes)) nodes)")
        }
        if [.tabs, .flows].contains(view), !options.collapse, shown.coordinators.count <= maxNodes {
            result.append("--collapse (about \(Self.count(shown.coordinators.count)) nodes)")
        }
        if view != .overview {
            let overview = Estimate(model: shown, view: .overview, collapse: false)
            if shown.coordinators.count <= maxNodes {
                result.append("--view overview (about \(Self.count(shown.coordinators.count)) nodes)")
            } else if let (depth, nodes) = overview.deepestFittingLevel(limit: maxNodes) {
                result.append("--view overview --depth \(depth) (about \(Self.count(nodes)) nodes)")
            }
        }
        return result
    }

    static func quoted(_ title: String) -> String {
        title.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" }) ? "'\(title.replacingOccurrences(of: "'", with: "'\\''"))'" : title
    }

    /// A whole number with thousands separated by commas: `12,480`.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// Nodes a view draws per coordinator, summed over subtrees and tree levels: an estimate
    /// from the model, cheap enough to try every part.
    struct Estimate {
        /// Estimated nodes of each coordinator's subtree.
        var subtree: [String: Int] = [:]
        /// Estimated nodes of the coordinators at each depth below the top.
        var level: [Int] = []
        /// Each coordinator's depth below the top of its tree.
        var depth: [String: Int] = [:]
        private var order: [String] = []

        init(model: ArchitectureModel, view: ViewKind, collapse: Bool) {
            let index = model.sharedIndex
            var children: [String: [String]] = [:]
            for (child, parent) in index.parents { children[parent, default: []].append(child) }
            let own = { (coordinator: CoordinatorNode) -> Int in
                switch view {
                case .overview: 1
                // A coordinator, its container and the lines to its children.
                case .hierarchy: collapse ? 1 : 2
                // Its screens, or itself collapsed.
                case .tabs, .flow: collapse ? 1 : max(1, model.screens(heldBy: coordinator, index: index).count)
                // Its screens and, as a rule, a box where its steps jump to or from another section.
                case .flows: collapse ? 1 : model.screens(heldBy: coordinator, index: index).count + 1
                case .deeplinks: 1
                }
            }
            // Children before parents: a walk from the tops, reversed.
            var tops = model.coordinators.map(\.id).filter { index.parents[$0] == nil }
            var depth: [String: Int] = [:]
            tops.forEach { depth[$0] = 0 }
            var walk: [String] = []
            var seen: Set<String> = []
            while let next = tops.popLast() {
                guard seen.insert(next).inserted else { continue }
                walk.append(next)
                for child in children[next] ?? [] where !seen.contains(child) {
                    depth[child] = (depth[next] ?? 0) + 1
                    tops.append(child)
                }
            }
            for id in walk.reversed() {
                guard let coordinator = index.coordinator(id) else { continue }
                let nodes = own(coordinator)
                subtree[id] = nodes + (children[id] ?? []).reduce(0) { $0 + (subtree[$1] ?? 0) }
                let at = depth[id] ?? 0
                if level.count <= at { level += Array(repeating: 0, count: at + 1 - level.count) }
                level[at] += nodes
            }
            order = walk
            self.depth = depth
        }

        /// The coordinator below `top` (not `top` itself) with the most nodes that still fit.
        func largestFittingSubtree(limit: Int, below top: String?) -> (String, Int)? {
            var best: (String, Int)?
            for id in order where id != top {
                guard let nodes = subtree[id], nodes <= limit, nodes > (best?.1 ?? 0) else { continue }
                best = (id, nodes)
            }
            return best
        }

        /// The most levels below the top whose nodes fit, if the top and the level below it do
        /// (`--depth 0`, the top alone, is no picture of the app).
        func deepestFittingLevel(limit: Int) -> (Int, Int)? {
            var total = 0
            var fitting: (Int, Int)?
            for (depth, nodes) in level.enumerated() {
                total += nodes
                guard total <= limit else { break }
                fitting = (depth, total)
            }
            return fitting.flatMap { $0.0 >= 1 && $0.0 + 1 < level.count ? $0 : nil }
        }
    }
}
