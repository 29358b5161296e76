import SwiftSyntax

/// Tab bars whose tabs the tab enum builds itself: a `TabView` over
/// `ForEach(AppTab.allCases) { tab in tab.makeContentView().tabItem { tab.label } }` (or
/// `Tab(tab.title, systemImage: tab.icon, value: tab) { tab.content }`), where a method or
/// computed property of the enum switches over `self` to the view of each case. The tabs are the
/// declaring view's, in the order of the cases (or of the array literal the view iterates), titled
/// and iconed by what the enum's label, title and icon members give each case.
extension Inference {
    /// The tab bars built by a tab enum's own members, and the views whose `TabView` they fill.
    func enumBuiltTabs(navigators: [PathNavigator], shared: Set<String>, unresolved: inout [ScannedApp.Unresolved]) -> (owners: [TabOwner], hosts: Set<String>) {
        var owners: [TabOwner] = []
        var hosts: Set<String> = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class else { continue }
            let held = heldNavigators(in: type, navigators: navigators)
            for (body, path) in placedBodies(of: name) {
                for tabView in body.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: tabView) == "TabView" {
                    guard let closure = tabView.trailingClosure else { continue }
                    for loop in closure.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: loop) == "ForEach" {
                        guard let tabs = tabsBuilt(by: loop, in: type, path: path, held: held, navigators: navigators, shared: shared, unresolved: &unresolved) else { continue }
                        owners.append((name, tabs, catalog.reference(tabView, in: path)))
                        hosts.insert(name)
                    }
                }
            }
        }
        return (owners, hosts)
    }

    /// The tabs one `ForEach` over a tab enum's cases builds through a member of the enum; nil
    /// when it iterates no enum of the app or names no member of it that switches over `self`.
    private func tabsBuilt(
        by loop: FunctionCallExprSyntax, in type: TypeDecl, path: String, held: [String: String], navigators: [PathNavigator], shared: Set<String>,
        unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Tab]? {
        guard let collection = loop.arguments.first?.expression, let content = loop.trailingClosure else { return nil }
        let parameter = content.signature?.parameterClause.flatMap(Self.closureParameterName) ?? "$0"
        let members = Self.members(of: parameter, in: Syntax(content))
        // A collection scan cannot read (`section.tabs`): the one enum whose member the content
        // builds each element through gives the cases, in declaration order — said in the report.
        let iterated = iteratedCases(collection, in: type)
        guard let (tabEnum, order) = iterated ?? enumBuildingElements(through: members) else { return nil }
        guard let builder = members.lazy.compactMap({ self.caseSwitch(of: tabEnum, member: $0) }).first(where: { self.showsAnAppView($0) }) else { return nil }
        if iterated == nil {
            unresolved.append(.init(source: catalog.reference(loop, in: path), message: "the tabs of \(type.name) iterate `\(Self.abridged(collection.trimmedText))`, which scan cannot read: every case of \(tabEnum) is taken, in the order declared"))
        }
        let labels = tabLabels(in: content, parameter: parameter, tabEnum: tabEnum)
        var shown: [String: ScannedApp.Tab] = [:]
        for element in builder.switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            let source = catalog.reference(switchCase, in: builder.path)
            for caseName in NavigationPathSyntax.caseNames(of: switchCase) {
                guard var tab = tab(of: switchCase.statements, caseName: caseName, owner: type.name, held: held, navigators: navigators, shared: shared, source: source) else {
                    unresolved.append(.init(source: source, message: "the tab .\(caseName) of \(type.name) shows no view scan can name: the tab is left out"))
                    continue
                }
                if let label = labels[caseName] {
                    tab.title = label.title ?? tab.title
                    tab.icon = label.icon ?? tab.icon
                }
                shown[caseName] = tab
            }
        }
        let tabs = distinctTabs(order.compactMap { shown[$0] }, of: type.name, unresolved: &unresolved)
        return tabs.isEmpty ? nil : tabs
    }

    /// `AppTab.allCases`, `[.feed, .inbox]`, or a property of the view holding either: the enum
    /// iterated and its cases in the order iterated.
    private func iteratedCases(_ collection: ExprSyntax, in type: TypeDecl) -> (String, [String])? {
        if let member = collection.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
           let base = member.base.flatMap({ TypeText(parsing: $0.trimmedText)?.name }), let tabEnum = catalog[base], tabEnum.kind == .enum {
            return (base, tabEnum.cases.map(\.name))
        }
        if let literal = collection.as(ArrayExprSyntax.self) {
            let names = literal.elements.compactMap { NavigationPathSyntax.caseName($0.expression) }
            guard names.count == literal.elements.count, names.count > 1 else { return nil }
            let owners = catalog.order.filter { name in catalog[name]?.kind == .enum && Set(names).isSubset(of: Set(catalog[name]!.cases.map(\.name))) }
            return owners.count == 1 ? (owners[0], names) : nil
        }
        if let reference = collection.as(DeclReferenceExprSyntax.self), let property = type.property(reference.baseName.text) {
            if let value = property.initializer ?? property.getter.flatMap({ $0.count == 1 ? $0.first?.item.as(ExprSyntax.self) : nil }),
               let found = iteratedCases(value, in: type) {
                return found
            }
            if let written = property.type, written.isCollection, let tabEnum = catalog[written.name], tabEnum.kind == .enum {
                return (written.name, tabEnum.cases.map(\.name))
            }
        }
        return nil
    }

    /// `{ tab in … }` → `tab`.
    private static func closureParameterName(_ clause: ClosureSignatureSyntax.ParameterClause) -> String? {
        switch clause {
        case .simpleInput(let names): names.first?.name.text
        case .parameterClause(let list): list.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The members read on a name, in the order written: `tab.makeContentView()`, `tab.label`.
    private static func members(of base: String, in syntax: Syntax) -> [String] {
        syntax.descendants(MemberAccessExprSyntax.self).compactMap { member in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == base ? member.declName.baseName.text : nil
        }
    }

    /// The `switch self` in a method or computed property of an enum, and the file it is in.
    /// A method may take what each case's view is handed (`makeContentView(selectedTab:)`).
    func caseSwitch(of tabEnum: String, member: String) -> (switchExpr: SwitchExprSyntax, path: String)? {
        guard let type = catalog[tabEnum] else { return nil }
        var bodies: [(Syntax, String)] = type.functions.filter { $0.name == member }.compactMap { function in function.body.map { (Syntax($0), function.source.path) } }
        bodies += type.properties.filter { $0.name == member }.compactMap { property in property.getter.map { (Syntax($0), property.source.path) } }
        for (body, path) in bodies {
            if let found = body.descendants(SwitchExprSyntax.self).first(where: { $0.subject.trimmedText == "self" }) { return (found, path) }
        }
        return nil
    }

    /// Whether some case of a switch shows a view the app declares.
    func showsAnAppView(_ builder: (switchExpr: SwitchExprSyntax, path: String)) -> Bool {
        builder.switchExpr.cases.contains { element in
            element.as(SwitchCaseSyntax.self).flatMap { NavigationPathSyntax.view(of: $0.statements, catalog: catalog) } != nil
        }
    }

    /// Each case's title and icon, from the enum members the loop's tab item names:
    /// `.tabItem { tab.label }` (a `Label` per case), `Label(tab.title, systemImage: tab.icon)`,
    /// `Tab(tab.title, systemImage: tab.icon, value: tab)`, `Text(tab.title)`, `Image(systemName: tab.icon)`.
    private func tabLabels(in content: ClosureExprSyntax, parameter: String, tabEnum: String) -> [String: (title: String?, icon: String?)] {
        var labels: [String: (title: String?, icon: String?)] = [:]
        func merge(_ values: [String: String], icon: Bool) {
            for (caseName, value) in values {
                var label = labels[caseName] ?? (nil, nil)
                if icon { label.icon = label.icon ?? value } else { label.title = label.title ?? value }
                labels[caseName] = label
            }
        }
        for call in content.descendants(FunctionCallExprSyntax.self) {
            let callee = Roles.hostName(of: call) ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            for argument in call.arguments {
                guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
                      let builder = caseSwitch(of: tabEnum, member: member.declName.baseName.text) else { continue }
                let label = argument.label?.text
                if ["systemImage", "systemName", "image"].contains(label) {
                    merge(caseTexts(builder.switchExpr), icon: true)
                } else if label == nil, ["Label", "Text", "Tab"].contains(callee) {
                    merge(caseTexts(builder.switchExpr), icon: false)
                }
            }
            // `.tabItem { tab.label }`: the member is the label view itself.
            if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tabItem", let closure = call.trailingClosure {
                for statement in closure.statements {
                    guard let member = statement.item.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
                          let builder = caseSwitch(of: tabEnum, member: member.declName.baseName.text) else { continue }
                    for element in builder.switchExpr.cases {
                        guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
                        let item = Self.labelParts(in: switchCase.statements)
                        for caseName in NavigationPathSyntax.caseNames(of: switchCase) {
                            if let title = item.title { merge([caseName: title], icon: false) }
                            if let icon = item.icon { merge([caseName: icon], icon: true) }
                        }
                    }
                }
            }
        }
        return labels
    }

    /// Each case's string literal: `case .feed: "Feed"` / `return "list.bullet"`.
    private func caseTexts(_ switchExpr: SwitchExprSyntax) -> [String: String] {
        var texts: [String: String] = [:]
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), let literal = switchCase.statements.descendants(StringLiteralExprSyntax.self).first else { continue }
            for caseName in NavigationPathSyntax.caseNames(of: switchCase) { texts[caseName] = NavigationPathSyntax.literal(literal) }
        }
        return texts
    }

    /// `Label("Feed", systemImage: "list.bullet")`: its title and icon.
    private static func labelParts(in statements: CodeBlockItemListSyntax) -> (title: String?, icon: String?) {
        let arguments = statements.descendants(LabeledExprSyntax.self)
        let icon = arguments.first { ["systemImage", "systemName", "image"].contains($0.label?.text) }?.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
        let title = arguments.first { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) }?.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
        return (title, icon)
    }
}
