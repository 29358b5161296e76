import SwiftSyntax

/// SwiftUI views shown through a hosting controller (`UIHostingController(rootView: AboutView())`,
/// or an app's own subclass of it) are the screens the user sees: they are named after the root
/// view, never after the hosting controller.
extension Roles {
    /// Whether a type is `UIHostingController` or inherits from it; a view controller of another
    /// module handed a `rootView:` (`HostingViewController(rootView:)` from a design system) is
    /// taken as one by the caller.
    func isHostingController(_ name: String) -> Bool {
        Self.isHost(name, lineage: catalog[name] == nil ? nil : ancestors(of: name))
    }

    /// `UIHostingController`, a class inheriting it, or a view controller the scan cannot see
    /// (`lineage` nil) named like one.
    static func isHost(_ name: String, lineage: Set<String>?) -> Bool {
        guard let lineage else { return name.hasSuffix("HostingController") || looksLikeScreen(name) }
        return lineage.contains("UIHostingController")
    }

    /// The types handed to a hosting controller as its root view, found in every method body and
    /// property of the catalog.
    static func hostedViews(in catalog: TypeCatalog, lineages: [String: Set<String>]) -> Set<String> {
        func isHost(_ name: String) -> Bool { Self.isHost(name, lineage: catalog[name] == nil ? nil : lineages[name] ?? []) }
        var found: Set<String> = []
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            var bodies: [(body: Syntax, calls: [FunctionCallExprSyntax])] = type.functions.compactMap { function in function.body.map { (Syntax($0), function.calls) } }
            for property in type.properties {
                if let initializer = property.initializer { bodies.append((Syntax(initializer), initializer.descendants(FunctionCallExprSyntax.self))) }
                if let getter = property.getter { bodies.append((Syntax(getter), getter.descendants(FunctionCallExprSyntax.self))) }
            }
            // A subclass handing its root view to `super.init(rootView:)` shows that view.
            if isHost(name) { found.formUnion(superRootViews(of: type).filter { catalog[$0]?.kind != .protocol }) }
            for (body, calls) in bodies {
                guard calls.contains(where: { hostName(of: $0).map(isHost) == true }) else { continue }
                let locals = constructedLocals(in: body)
                for call in calls where hostName(of: call).map(isHost) == true {
                    guard let rootView = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression else { continue }
                    let view = viewType(of: rootView) ?? rootView.as(DeclReferenceExprSyntax.self).flatMap { locals[$0.baseName.text] }
                    // A view of another module (or a file not read) is a screen all the same.
                    // SwiftUI's own views (`Text("…")`, a `VStack`) are no screen the app names.
                    if let view, catalog[view]?.kind != .protocol, !swiftUIViews.contains(view) { found.insert(view) }
                }
            }
        }
        return found.union(viewsHandedToHostingHelpers(in: catalog, lineages: lineages, isHost: isHost))
    }

    /// SwiftUI's built-in views: a hosting controller showing one directly shows no screen the
    /// app declares (its screen is reported as unreadable, not named `Text`).
    static let swiftUIViews: Set<String> = [
        "Text", "Image", "Label", "Button", "Link", "Color", "Spacer", "Divider", "EmptyView", "ProgressView",
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "Group",
        "List", "Form", "Section", "ScrollView", "NavigationView", "NavigationStack", "NavigationSplitView",
        "TabView", "GeometryReader", "ForEach",
    ]

    /// `UIHostingController(…)`, `HostingViewController<V>(…)`, `Host.init(…)`: the type called.
    static func hostName(of call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `AboutView(…)`, `AboutView(…).environmentObject(model)`, `AnyView(AboutView())`: the view
    /// type constructed.
    static func viewType(of expression: ExprSyntax) -> String? {
        var expression = expression
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               member.declName.baseName.text.first?.isLowercase == true {
                expression = base
                continue
            }
            if let qualified = qualifiedName(call.calledExpression) { return qualified }
            guard let name = hostName(of: call), name.first?.isUppercase == true else { return nil }
            if name == "AnyView", let inner = call.arguments.first?.expression { expression = inner; continue }
            // `InfoView<ErrorModel>(…)`: each specialization of a generic view is a screen of its own.
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) { return specializedName(generic) }
            return name
        }
        return nil
    }

    /// `Editor.MainView`: a view nested in a type or namespace, named with its path (`SwiftUI.`
    /// dropped); nil for anything else.
    static func qualifiedName(_ callee: ExprSyntax) -> String? {
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.text.first?.isUppercase == true else { return nil }
        let path = base.trimmedText.filter { !$0.isWhitespace }
        guard path.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        let name = member.declName.baseName.text
        return path == "SwiftUI" ? name : "\(path).\(name)"
    }

    /// `InfoView<ErrorModel>`, written without spaces.
    static func specializedName(_ generic: GenericSpecializationExprSyntax) -> String {
        generic.trimmedText.filter { !$0.isWhitespace }
    }

    /// `let view = AboutView(…)` anywhere in a body: each local's constructed view type.
    /// A local made by modifying another (`let styled = aboutView.environmentObject(model)`) is
    /// that local's view.
    static func constructedLocals(in body: Syntax) -> [String: String] {
        var locals: [String: String] = [:]
        for binding in body.descendants(PatternBindingSyntax.self) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value,
                  let type = viewType(of: value) ?? modifiedLocal(value).flatMap({ locals[$0] }) else { continue }
            locals[name] = type
        }
        return locals
    }

    /// `aboutView.environmentObject(model).padding()`: the local a chain of modifiers starts from.
    static func modifiedLocal(_ expression: ExprSyntax) -> String? {
        var expression = expression
        var modified = false
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, member.declName.baseName.text.first?.isLowercase == true {
            expression = base
            modified = true
        }
        guard modified else { return nil }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
