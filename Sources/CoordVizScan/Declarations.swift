import Foundation
import SwiftSyntax

/// Where something was written: a file (relative to the scanned folder) and a line.
public struct SourceReference: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    public var description: String { "\(path):\(line)" }

    public static func < (a: Self, b: Self) -> Bool { (a.path, a.line) < (b.path, b.line) }
}

/// How a property holds what it points to.
enum Strength: String, Sendable {
    case strong, weak, unowned
}

/// A stored, lazy or computed property of a type.
struct PropertyDecl: @unchecked Sendable {
    var name: String
    /// The written type, when there is one.
    var type: TypeText?
    var initializer: ExprSyntax?
    /// The getter of a computed property.
    var getter: CodeBlockItemListSyntax?
    var strength: Strength
    var isLazy: Bool
    var isStatic: Bool
    var source: SourceReference
    /// The declaration it is written in: its attributes (a library's property wrappers) and its
    /// type as written (`Owner.Router`, which ``type`` reduces to `Router`).
    var declaration: VariableDeclSyntax?
}

/// A parameter of a function: its argument label, the name inside the body, its type.
struct ParameterDecl: @unchecked Sendable {
    var label: String
    var name: String
    var type: TypeText?
    /// Whether its type is a function type (`@escaping () -> Void`): a closure goes there.
    var isFunction = false
    /// Its default argument (`container: SceneContainer = SceneContainer()`).
    var defaultValue: ExprSyntax?
    /// Whether it is a SwiftUI `Binding` to a value of its type (`sheet: Binding<Sheet?>`).
    var isBinding = false
}

/// A method or initializer, with its body kept for the interpreter.
///
/// A class: the interpreter hands the same declaration through every frame, look-up and answer
/// it keeps, and one reference is one retain where a copy of six fields was six.
final class FunctionDecl: @unchecked Sendable {
    let name: String
    let parameters: [ParameterDecl]
    let returnType: TypeText?
    let body: CodeBlockItemListSyntax?
    let isStatic: Bool
    let source: SourceReference

    /// The calls, sequences and variables of a declared method's body, found in one walk while
    /// its file is read (in parallel with the other files); `nil` for the methods the interpreter
    /// makes up on the way (a closure, a getter), whose nodes are found when asked for.
    private let nodes: BodyNodes?

    init(name: String, parameters: [ParameterDecl], returnType: TypeText?, body: CodeBlockItemListSyntax?, isStatic: Bool, source: SourceReference,
         collectingNodes: Bool = false) {
        nodes = collectingNodes ? body.map(BodyNodes.init) : nil
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.isStatic = isStatic
        self.source = source
        signature = "\(name)(\(parameters.map { "\($0.label):" }.joined()))"
        signatureAndPlace = "\(signature)@\(source)"
    }

    /// `goToOrder2Screen(animated:)`, the form transitions name triggers by.
    let signature: String
    /// `goToOrder2Screen(animated:)@Sources/App/HomeCoordinator.swift:42`: the method among
    /// every other, as the interpreter keys its runs.
    let signatureAndPlace: String

    /// Every call in the body, in source order.
    var calls: [FunctionCallExprSyntax] { nodes?.calls ?? body?.descendants(FunctionCallExprSyntax.self) ?? [] }
    /// Every sequence expression in the body (`a = b`, `x + y`), in source order.
    var sequences: [SequenceExprSyntax] { nodes?.sequences ?? body?.descendants(SequenceExprSyntax.self) ?? [] }
    /// Every `let` and `var` in the body, in source order.
    var variables: [VariableDeclSyntax] { nodes?.variables ?? body?.descendants(VariableDeclSyntax.self) ?? [] }
}

/// The nodes of a body that several whole-catalog passes look for, collected in one walk.
private struct BodyNodes {
    var calls: [FunctionCallExprSyntax] = []
    var sequences: [SequenceExprSyntax] = []
    var variables: [VariableDeclSyntax] = []

    init(_ body: CodeBlockItemListSyntax) {
        collect(below: Syntax(body))
    }

    private mutating func collect(below node: Syntax) {
        for child in node.children(viewMode: .sourceAccurate) {
            if let call = child.as(FunctionCallExprSyntax.self) {
                calls.append(call)
            } else if let sequence = child.as(SequenceExprSyntax.self) {
                sequences.append(sequence)
            } else if let variable = child.as(VariableDeclSyntax.self) {
                variables.append(variable)
            }
            collect(below: child)
        }
    }
}

/// One case of an enum, with its raw value when it is a literal.
struct EnumCaseDecl: Sendable {
    var name: String
    var rawValue: String?
    var parameterNames: [String]
    var source: SourceReference
}

/// A class, struct, enum, actor or protocol, with every extension of it merged in.
struct TypeDecl: @unchecked Sendable {
    enum Kind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }

    var name: String
    var kind: Kind
    /// Superclass and adopted protocols, as written (extensions' conformances appended).
    var inherits: [String]
    var properties: [PropertyDecl] = []
    var functions: [FunctionDecl] = []
    var cases: [EnumCaseDecl] = []
    var source: SourceReference
    /// A `typealias` read as a protocol-like type: any real declaration of the name replaces it.
    var isAlias = false
    /// A generic class's type parameters (`Coordinator<T: UIViewController>`: `T`).
    var genericParameters: [String] = []
    /// The generic classes it inherits from with their arguments (`Coordinator<UINavigationController>`).
    var specializedBases: [String: [String]] = [:]
    /// Composition aliases declared inside it (`typealias Host = Navigating & Finishing`), by
    /// name: the types each stands for.
    var nestedAliases: [String: [String]] = [:]

    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }
}

/// A written type reduced to what the scan needs: the type name at its core, and whether it is a
/// collection of it (`[any Coordinator]`, `[String: Coordinator]`, `Set<Flow>`).
struct TypeText: Hashable, Sendable {
    var name: String
    var isCollection: Bool
    var isOptional: Bool
    /// The generic arguments as written (`AnyCoordinator<AuthRoute, AuthEvent>` → `AuthRoute`,
    /// `AuthEvent`), each reduced to its name; no part of equality.
    var genericArguments: [String] = []

    static func == (left: TypeText, right: TypeText) -> Bool {
        left.name == right.name && left.isCollection == right.isCollection && left.isOptional == right.isOptional
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isCollection)
        hasher.combine(isOptional)
    }

    init(name: String, isCollection: Bool = false, isOptional: Bool = false) {
        self.name = name
        self.isCollection = isCollection
        self.isOptional = isOptional
    }

    init?(_ type: TypeSyntax?) {
        guard let type else { return nil }
        self.init(parsing: type.trimmedText)
    }

    /// `(any MainBaseCoordinator)?` → `MainBaseCoordinator`; `[Coordinator]` → `Coordinator`,
    /// a collection; `Foo.Bar` → `Bar`; `A & B` → `A` (`AnyObject & B` → `B`).
    init?(parsing raw: String) {
        var text = raw.trimmingCharacters(in: .whitespaces)
        var optional = false
        var collection = false
        var changed = true
        while changed {
            changed = false
            for suffix in ["?", "!"] where text.hasSuffix(suffix) {
                text.removeLast()
                optional = true
                changed = true
            }
            for prefix in ["any ", "some ", "inout ", "@escaping "] where text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
                changed = true
            }
            if text.hasPrefix("("), text.hasSuffix(")"), !text.contains("->") {
                text = String(text.dropFirst().dropLast())
                changed = true
            }
            if text.hasPrefix("["), text.hasSuffix("]") {
                text = String(text.dropFirst().dropLast())
                if let colon = text.firstIndex(of: ":") { text = String(text[text.index(after: colon)...]) }
                text = text.trimmingCharacters(in: .whitespaces)
                collection = true
                changed = true
            }
            for generic in ["Array<", "Set<", "Optional<", "Dictionary<", "Weak<", "WeakRef<"] where text.hasPrefix(generic) && text.hasSuffix(">") {
                text = String(text.dropFirst(generic.count).dropLast())
                if let comma = text.firstIndex(of: ",") { text = String(text[text.index(after: comma)...]).trimmingCharacters(in: .whitespaces) }
                if generic == "Optional<" { optional = true } else if !generic.hasPrefix("Weak") { collection = true }
                changed = true
            }
        }
        if text.contains("&") {
            // The part that says what it is: not a marker every class has (`NSObjectProtocol &
            // ListOrdersRoutingLogic & ListOrdersDataPassing` → `ListOrdersRoutingLogic`).
            let parts = text.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
            text = parts.first { !Self.markerProtocols.contains($0) } ?? parts[0]
        }
        var arguments: [String] = []
        if let generic = text.firstIndex(of: "<") {
            if let close = text.lastIndex(of: ">"), generic < close {
                arguments = Self.topLevelParts(of: text[text.index(after: generic)..<close]).compactMap { TypeText(parsing: $0)?.name }
            }
            text = String(text[..<generic])
        }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        guard !text.isEmpty, text.first!.isLetter || text.first == "_" else { return nil }
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        self.init(name: text, isCollection: collection, isOptional: optional)
        genericArguments = arguments
    }

    /// Protocols a composition names beside the one that matters, which say nothing of its role.
    static let markerProtocols: Set<String> = [
        "NSObjectProtocol", "AnyObject", "Sendable", "Equatable", "Hashable", "Identifiable", "CustomStringConvertible", "ObservableObject",
    ]

    /// `A, B<C, D>, E` → `A`, `B<C, D>`, `E`: split at the commas outside angle brackets.
    private static func topLevelParts(of text: Substring) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}
