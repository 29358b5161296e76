import SwiftSyntax

/// SwiftUI split views driven by a sidebar selection:
/// `NavigationSplitView { List(…, selection: $selection) { … } } detail: { switch selection { case .inbox: InboxView() … } }`.
/// The declaring view owns a split view whose columns are the sidebar and the detail it starts
/// with; choosing each item in the sidebar shows that item's view in the detail column.
extension Inference {
    /// Adds the split views sidebar selections drive and a `showDetail` transition per item.
    func readSplitSelections(_ coordinators: inout [ScannedApp.Coordinator], _ transitions: inout [ScannedApp.Transition], unresolved: inout [ScannedApp.Unresolved]) {
        var ids = Set(transitions.map(\.id))
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class else { continue }
            for (body, path) in placedBodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: call) == "NavigationSplitView" {
                    let source = catalog.reference(call, in: path)
                    guard let sidebar = Self.column("sidebar", of: call), let detail = Self.column("detail", of: call) else { continue }
                    // A sidebar written inline is a screen of its own, named after its view (the view's name
                    // is the split view's coordinator).
                    let sidebarScreen = PlainNavigationSyntax.shownView(sidebar.statements, catalog: catalog) ?? "\(name).sidebar"
                    guard let (property, views) = detailViews(detail, in: type) else {
                        if PlainNavigationSyntax.shownView(detail.statements, catalog: catalog) == nil {
                            unresolved.append(.init(source: source, message: "the detail column of the NavigationSplitView in \(name) shows no view scan can name: its split view is left out"))
                        }
                        continue
                    }
                    let initial = type.property(property)?.initializer.flatMap { NavigationPathSyntax.caseName($0) }.flatMap { caseName in views.first { $0.caseName == caseName } }
                    guard let first = initial ?? views.first else { continue }
                    let parts = sidebarScreen == first.view ? [sidebarScreen] : [sidebarScreen, first.view]
                    let index = coordinators.firstIndex(where: { $0.name == name }) ?? {
                        coordinators.append(ScannedApp.Coordinator(name: name, declaredAs: nil, source: source))
                        return coordinators.count - 1
                    }()
                    guard coordinators[index].container == nil else { continue }
                    coordinators[index].container = .split(parts)
                    // A column showing a view that holds its own stack: that view's coordinator is a child.
                    for part in parts where part != name && coordinators.contains(where: { $0.name == part }) && !coordinators[index].children.contains(where: { $0.coordinator == part }) {
                        coordinators[index].children.append(ScannedApp.Child(property: nil, coordinator: part, source: source))
                    }
                    for item in views {
                        let trigger = Self.title(ofCase: item.caseName)
                        transitions.append(ScannedApp.Transition(
                            id: uniqueID("select-" + Self.kebab(item.caseName), &ids), from: sidebarScreen, entryPoint: nil, trigger: trigger,
                            steps: [.init(kind: "showDetail", target: item.view)], source: item.source
                        ))
                    }
                }
            }
        }
    }

    /// A column's closure: `sidebar:` / `detail:` written as arguments or trailing closures (the
    /// first trailing closure is the sidebar).
    static func column(_ label: String, of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let argument = call.arguments.first(where: { $0.label?.text == label })?.expression.as(ClosureExprSyntax.self) { return argument }
        if label == "sidebar" { return call.trailingClosure }
        return call.additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    /// The selection property the detail column switches over, and each case's view in order;
    /// nil when the column does not switch over a property of the view.
    private func detailViews(_ detail: ClosureExprSyntax, in type: TypeDecl) -> (String, [(caseName: String, view: String, source: SourceReference)])? {
        for switchExpr in detail.statements.descendants(SwitchExprSyntax.self) {
            let subject = switchExpr.subject.trimmedText.replacingOccurrences(of: "self.", with: "")
            guard type.property(subject) != nil else { continue }
            var views: [(caseName: String, view: String, source: SourceReference)] = []
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self), let view = NavigationPathSyntax.view(of: switchCase.statements, catalog: catalog) else { continue }
                for caseName in NavigationPathSyntax.caseNames(of: switchCase) where caseName != "none" && caseName != "nil" {
                    views.append((caseName, view, catalog.reference(switchCase, in: type.source.path)))
                }
            }
            if !views.isEmpty { return (subject, views) }
        }
        return nil
    }

    /// `NavigationLink(value: item)` in a split view's sidebar: it selects the item (read with
    /// the split view), it pushes nothing.
    static func selectsInSidebar(_ declared: PlainNavigationSyntax.Declared) -> Bool {
        guard declared.value != nil else { return false }
        var current = Syntax(declared.call).parent
        while let next = current {
            if let split = next.as(FunctionCallExprSyntax.self), Roles.hostName(of: split) == "NavigationSplitView", let sidebar = column("sidebar", of: split) {
                return declared.call.position >= sidebar.position && declared.call.endPosition <= sidebar.endPosition
            }
            current = next.parent
        }
        return false
    }
}
