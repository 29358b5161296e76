import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Every type of the scanned files by name, extensions merged in, plus the free functions and
/// top-level code (an app delegate's launch, a SwiftUI `App`) found outside types.
struct TypeCatalog: @unchecked Sendable {
    private(set) var types: [String: TypeDecl] = [:]
    /// Type names in the order of the files and lines that declare them.
    private(set) var order: [String] = []
    /// Each file's line table, to give any node of it a `path:line`.
    private(set) var converters: [String: SourceLocationConverter] = [:]
    /// Whether some file imports SwiftUI (`import SwiftUI`, `@_exported import SwiftUI`).
    private(set) var importsSwiftUI = false

    /// Where a node of a scanned file starts.
    func reference(_ node: some SyntaxProtocol, in path: String) -> SourceReference {
        let line = converters[path]?.location(for: node.positionAfterSkippingLeadingTrivia).line ?? 0
        return SourceReference(path: path, line: line)
    }

    subscript(name: String) -> TypeDecl? { types[name] }

    /// Whether the scanned files declare a type of this name (without copying its declaration).
    func declares(_ name: String) -> Bool { types.index(forKey: name) != nil }

    /// Each type's functions by name: indices into its `functions`, in declaration order.
    private var functionIndex: [String: [String: [Int]]] = [:]

    /// The functions `type` declares (its extensions' included) named `name`, in declaration
    /// order: a look-up, not a walk over every method of a type that has hundreds.
    func functions(named name: String, in type: String) -> [FunctionDecl] {
        guard let declaration = types[type], let indices = functionIndex[type]?[name] else { return [] }
        return indices.map { declaration.functions[$0] }
    }

    /// Stores a type under its name and indexes its functions.
    private mutating func store(_ declaration: TypeDecl) {
        types[declaration.name] = declaration
        var index: [String: [Int]] = [:]
        for (offset, function) in declaration.functions.enumerated() { index[function.name, default: []].append(offset) }
        functionIndex[declaration.name] = index
    }

    /// Parses the files in parallel (each file on its own), then merges what each declares.
    static func build(files: [String], root: String, options: ScanOptions) throws -> TypeCatalog {
        let results = UnsafeResults(count: files.count)
        let workers = options.parallelism > 0 ? options.parallelism : ProcessInfo.processInfo.activeProcessorCount
        let chunks = max(1, min(files.count, workers * 4))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var index = chunk
            while index < files.count {
                let path = files[index]
                let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
                if let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) {
                    let tree = Parser.parse(source: text)
                    let reader = DeclarationReader(path: relative, tree: tree, skipDebug: options.skipDebugBranches)
                    results.set(index, .success((reader.read(), relative, reader.converter, text.contains("import SwiftUI"))))
                } else {
                    results.set(index, .failure(ScanError.unreadable(relative)))
                }
                index += chunks
            }
        }
        var catalog = TypeCatalog()
        for result in results.values {
            let (declarations, path, converter, swiftUI) = try result!.get()
            catalog.converters[path] = converter
            if swiftUI { catalog.importsSwiftUI = true }
            for declaration in declarations { catalog.merge(declaration) }
        }
        for declaration in catalog.qualifiedNestedAliases() { catalog.merge(declaration) }
        catalog.specializeInheritedProperties()
        return catalog
    }

    private mutating func merge(_ declaration: TypeDecl) {
        guard var existing = types[declaration.name] else {
            store(declaration)
            order.append(declaration.name)
            return
        }
        // A type and an alias of the same name: the type is what the name means, whichever
        // file is read first (an extension of an alias extends it); of two aliases, the first.
        if declaration.isAlias { return }
        if existing.isAlias, declaration.kind != .extension {
            store(declaration)
            return
        }
        if existing.kind == .extension, declaration.kind != .extension {
            existing.kind = declaration.kind
            existing.source = declaration.source
            existing.inherits = declaration.inherits + existing.inherits
        } else {
            existing.inherits += declaration.inherits.filter { !existing.inherits.contains($0) }
        }
        existing.properties += declaration.properties
        existing.functions += declaration.functions
        existing.nestedAliases.merge(declaration.nestedAliases) { first, _ in first }
        existing.cases += declaration.cases
        store(existing)
    }
}

/// Results written by parallel workers, each to its own slot.
private final class UnsafeResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<([TypeDecl], String, SourceLocationConverter, Bool), any Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<([TypeDecl], String, SourceLocationConverter, Bool), any Error>) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}

/// Reads the declarations of one file. Comments are trivia to the parser, so commented-out code
/// is never read; `#if DEBUG` branches are skipped on request.
struct DeclarationReader {
    let path: String
    let tree: SourceFileSyntax
    let skipDebug: Bool
    let converter: SourceLocationConverter

    init(path: String, tree: SourceFileSyntax, skipDebug: Bool) {
        self.path = path
        self.tree = tree
        self.skipDebug = skipDebug
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    func read() -> [TypeDecl] {
        var found: [TypeDecl] = []
        var topLevel = TypeDecl(name: "", kind: .extension, inherits: [], source: SourceReference(path: path, line: 1))
        for item in tree.statements {
            collect(item.item, into: &found, topLevel: &topLevel)
        }
        if !topLevel.functions.isEmpty {
            topLevel.name = Self.topLevelName
            found.append(topLevel)
        }
        return found
    }

    /// The pseudo type holding free functions and top-level statements.
    static let topLevelName = "<top level>"

    private func collect(_ item: CodeBlockItemSyntax.Item, into found: inout [TypeDecl], topLevel: inout TypeDecl) {
        switch item {
        case .decl(let decl):
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in activeClauses(ifConfig) {
                    if case .statements(let items)? = clause.elements {
                        for inner in items { collect(inner.item, into: &found, topLevel: &topLevel) }
                    } else if case .decls(let members)? = clause.elements {
                        for member in members { collect(.decl(member.decl), into: &found, topLevel: &topLevel) }
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                topLevel.functions.append(self.function(function))
            } else {
                found += types(in: decl, outer: nil)
            }
        case .stmt, .expr:
            // Top-level code (main.swift): kept as one function so launches are read.
            let line = location(of: Syntax(item))
            topLevel.functions.append(FunctionDecl(
                name: "main", parameters: [], returnType: nil,
                body: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: item)]), isStatic: true, source: line, collectingNodes: true
            ))
        }
    }

    /// The clauses of `#if` that count: all of them, less the `DEBUG` one on request.
    func activeClauses(_ ifConfig: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        ifConfig.clauses.filter { clause in
            guard skipDebug, let condition = clause.condition?.trimmedText else { return true }
            return condition != "DEBUG"
        }
    }

    private func types(in decl: DeclSyntax, outer: String?) -> [TypeDecl] {
        let kind: TypeDecl.Kind
        let name: String
        let inheritance: InheritanceClauseSyntax?
        let members: MemberBlockSyntax
        if let node = decl.as(ClassDeclSyntax.self) {
            (kind, name, inheritance, members) = (.class, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(StructDeclSyntax.self) {
            (kind, name, inheritance, members) = (.struct, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            (kind, name, inheritance, members) = (.enum, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            (kind, name, inheritance, members) = (.actor, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            (kind, name, inheritance, members) = (.protocol, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            let extended = TypeText(node.extendedType)?.name ?? node.extendedType.trimmedText
            (kind, name, inheritance, members) = (.extension, extended, node.inheritanceClause, node.memberBlock)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            // An alias inside a type is that type's own name (`Legacy.ShopCoordinator`), not the app's.
            return outer == nil ? typeAlias(alias).map { [$0] } ?? [] : []
        } else {
            return []
        }
        var type = TypeDecl(
            name: name, kind: kind,
            inherits: inheritance?.inheritedTypes.compactMap { TypeText($0.type)?.name } ?? [],
            source: location(of: Syntax(decl))
        )
        if let node = decl.as(ClassDeclSyntax.self) {
            type.genericParameters = node.genericParameterClause?.parameters.map(\.name.text) ?? []
            for inherited in inheritance?.inheritedTypes ?? [] {
                guard let text = TypeText(inherited.type), !text.genericArguments.isEmpty else { continue }
                type.specializedBases[text.name] = text.genericArguments
            }
        }
        // `@Observable class Router`: the macro makes the class conform to `Observable`.
        if decl.asProtocol((any WithAttributesSyntax).self)?.attributes.contains(where: { Self.attributeName($0) == "Observable" }) == true {
            type.inherits.append("Observable")
        }
        var nested: [TypeDecl] = []
        read(members: members.members, into: &type, nested: &nested)
        return [type] + nested
    }

    private func read(members: MemberBlockItemListSyntax, into type: inout TypeDecl, nested: inout [TypeDecl]) {
        for member in members {
            let decl = member.decl
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in activeClauses(ifConfig) {
                    if case .decls(let inner)? = clause.elements { read(members: inner, into: &type, nested: &nested) }
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                type.properties += properties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.functions.append(self.function(function))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.functions.append(FunctionDecl(
                    name: "init", parameters: parameters(initializer.signature.parameterClause, generics: Self.genericConstraints(initializer.genericParameterClause, initializer.genericWhereClause)),
                    returnType: nil, body: initializer.body?.statements, isStatic: false,
                    source: location(of: Syntax(initializer)), collectingNodes: true
                ))
            } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
                // What a screen does as it goes away (Back): ``Inference/screenDepartures(_:)``.
                type.functions.append(FunctionDecl(
                    name: "deinit", parameters: [], returnType: nil, body: deinitializer.body?.statements, isStatic: false,
                    source: location(of: Syntax(deinitializer)), collectingNodes: true
                ))
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    let names = element.parameterClause?.parameters.map { $0.firstName?.text ?? "_" } ?? []
                    type.cases.append(EnumCaseDecl(
                        name: element.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                        rawValue: element.rawValue?.value.stringLiteralValue ?? element.rawValue?.value.trimmedText,
                        parameterNames: names, source: location(of: Syntax(element))
                    ))
                }
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                if let parts = typeAlias(alias)?.inherits { type.nestedAliases[alias.name.text] = parts }
            } else {
                nested += types(in: decl, outer: type.name)
            }
        }
    }

    private func properties(_ variable: VariableDeclSyntax) -> [PropertyDecl] {
        let modifiers = variable.modifiers.map(\.name.text)
        let strength: Strength = modifiers.contains("weak") ? .weak : modifiers.contains("unowned") ? .unowned : .strong
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            var getter: CodeBlockItemListSyntax?
            if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter(let items): getter = items
                case .accessors(let list): getter = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                }
            }
            return PropertyDecl(
                name: name, type: TypeText(binding.typeAnnotation?.type) ?? Self.environmentType(variable), initializer: binding.initializer?.value,
                getter: getter, strength: strength, isLazy: modifiers.contains("lazy"),
                isStatic: modifiers.contains("static") || modifiers.contains("class"),
                source: location(of: Syntax(variable)), declaration: variable
            )
        }
    }

    private func function(_ node: FunctionDeclSyntax) -> FunctionDecl {
        FunctionDecl(
            name: node.name.text, parameters: parameters(node.signature.parameterClause, generics: Self.genericConstraints(node.genericParameterClause, node.genericWhereClause)),
            returnType: TypeText(node.signature.returnClause?.type), body: node.body?.statements,
            isStatic: node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" },
            source: location(of: Syntax(node)), collectingNodes: true
        )
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax, generics: [String: String] = [:]) -> [ParameterDecl] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text
            let name = parameter.secondName?.text ?? label
            // `Binding<Sheet?>`: a binding to a `Sheet?`, typed by what it binds.
            let written = parameter.type.trimmedText
            let isBinding = written.hasPrefix("Binding<") && written.hasSuffix(">")
            let type = isBinding ? TypeText(parsing: String(written.dropFirst("Binding<".count).dropLast())) : TypeText(parameter.type)
            return ParameterDecl(
                label: label, name: name, type: type.map { Self.constrained($0, by: generics) }, isFunction: written.contains("->"),
                defaultValue: parameter.defaultValue?.value, isBinding: isBinding
            )
        }
    }

    /// `@Observable` → `Observable`; `@Environment(Router.self)` → `Environment`.
    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self).flatMap { TypeText($0.attributeName)?.name }
    }

    /// `@Environment(Router.self) var router`: an object the environment hands the view, typed by
    /// the attribute's argument (an `@Observable` object, iOS 17's `environmentObject`).
    static func environmentType(_ variable: VariableDeclSyntax) -> TypeText? {
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attributeName(element) == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
                  first.label == nil, first.expression.trimmedText.hasSuffix(".self") else { continue }
            return TypeText(parsing: String(first.expression.trimmedText.dropLast(5)))
        }
        return nil
    }

    /// The line of a declaration's first token, after its leading comments and attributes' trivia.
    func location(of node: Syntax) -> SourceReference {
        let position = node.positionAfterSkippingLeadingTrivia
        return SourceReference(path: path, line: converter.location(for: position).line)
    }
}

/// Classes inheriting a generic class with its arguments written (`class NavigationCoordinator:
/// Coordinator<UINavigationController>`): the base's properties typed by one of its parameters
/// (`let rootViewController: T`) are, in the subclass, of the argument's type, so a subclass's
/// `rootViewController` is a navigation controller.
extension TypeCatalog {
    mutating func specializeInheritedProperties() {
        for name in order {
            guard var type = types[name], !type.specializedBases.isEmpty else { continue }
            var added = false
            for (baseName, arguments) in type.specializedBases.sorted(by: { $0.key < $1.key }) {
                guard let base = types[baseName], base.genericParameters.count == arguments.count else { continue }
                for property in base.properties where !property.isStatic {
                    guard let declared = property.type, let index = base.genericParameters.firstIndex(of: declared.name),
                          !type.properties.contains(where: { $0.name == property.name }) else { continue }
                    var specialized = property
                    var text = TypeText(name: arguments[index], isCollection: declared.isCollection, isOptional: declared.isOptional)
                    text.genericArguments = []
                    specialized.type = text
                    type.properties.append(specialized)
                    added = true
                }
            }
            if added { types[name] = type }
        }
    }
}
