import SwiftSyntax

/// A URL parser returning a route of a route-enum coordinator (`DeepLinkParser.parse(url) ->
/// AppRoute?`, `switch url.host { case "news": return .newsDetail(…) }`), its result triggered on
/// the router: each case is a deep link running that route's case of the coordinator handling it.
extension Inference {
    func parsedRouteLinks(_ facts: Facts, transitions: inout [ScannedApp.Transition], ids: inout Set<String>, urls: inout Set<String>,
                          tabNames: [String: [String]], nodes: Set<String>) -> [ScannedApp.DeepLink] {
        var links: [ScannedApp.DeepLink] = []
        for routing in facts.linkSwitches {
            guard let parser = catalog[routing.handler], parser.kind == .enum, routing.function.isStatic,
                  let returned = routing.function.returnType.flatMap({ catalog[$0.name] }), returned.kind == .enum, returned.name != parser.name else { continue }
            for item in routing.cases {
                guard let literal = item.patterns.lazy.compactMap(Self.firstStringLiteral).first,
                      let caseName = item.body.descendants(MemberAccessExprSyntax.self).first(where: { $0.base == nil })?.declName.baseName.text,
                      let decl = returned.cases.first(where: { $0.name == caseName }),
                      let coordinator = interpreter.routeHandler(for: caseName, preferring: handler(of: returned.name)) else { continue }
                var path = literal
                for (index, parameter) in decl.parameterNames.enumerated() { path += "/{\(parameter == "_" ? "value\(index + 1)" : parameter)}" }
                guard let scheme = scheme(enumDecl: parser, handler: parser.name, function: routing.function) ?? registeredSchemes.first else {
                    interpreter.facts.unresolved.append((item.source, "the URL scheme of '\(path)' is not in the sources (no string with '://' next to it); the link is left out"))
                    continue
                }
                let url = "\(scheme)://\(path)"
                guard urls.insert(url).inserted else { continue }
                let run = FunctionDecl(name: "link", parameters: [], returnType: nil, body: item.body, isStatic: false, source: item.source)
                let ways = interpreter.enumeratePaths {
                    var frame = Interpreter.Frame(selfType: coordinator, function: run, locals: [:], follow: true, depth: 0)
                    interpreter.runRoute(caseName, value: .enumCase(caseName), on: coordinator, &frame)
                    return frame.steps
                }
                guard let steps = ways.lazy.map({ self.convert($0.steps, tabNames: tabNames, nodes: nodes) }).first(where: { !$0.isEmpty }) else {
                    interpreter.facts.unresolved.append((item.source, "the deep link \(url) does nothing the scan can follow"))
                    continue
                }
                let transition = linkTransition(steps, name: caseName, entry: "\(returned.name).\(caseName)", trigger: routing.function.signature,
                                                source: item.source, &transitions, ids: &ids)
                links.append(.init(url: url, handler: coordinator, transition: transition, source: item.source))
            }
        }
        return links
    }

    /// The one coordinator whose route handler takes routes of `route` (`prepareTransition(for
    /// route: AppRoute)`): several route enums may share a case's name.
    private func handler(of route: String) -> String? {
        let handlers = roles.coordinatorTypes.sorted().filter { coordinator in
            guard let name = interpreter.handlerName(of: coordinator), let (_, function) = roles.function(name, labels: nil, in: coordinator) else { return false }
            return function.parameters.first?.type?.name == route
        }
        return handlers.count == 1 ? handlers[0] : nil
    }
}
