import Foundation
import SwiftParser
import SwiftSyntax

/// Finds the Swift files of a folder that some target builds: every `.swift` file, less build
/// output, dependencies and tests, less files that `Package.swift` or an Xcode project leaves out.
struct SourceDiscovery {
    /// Folders that never hold the app's own sources.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm", "build"]

    /// The files to read (sorted), and the files left out with the reason.
    struct Found {
        var files: [String]
        var leftOut: [(path: String, reason: String)]
        /// The property lists that may register the app's URL schemes (`Info.plist`, `App-Info.plist`), sorted.
        var infoPlists: [String] = []
        /// The entitlements files, whose associated domains are the hosts of universal links, sorted.
        var entitlements: [String] = []
    }

    static func find(in folder: String, respectTargets: Bool) throws -> Found {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ScanError.notAFolder(folder)
        }
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        var swiftFiles: [String] = []
        var manifests: [String] = []
        var projects: [String] = []
        var infoPlists: [String] = []
        var entitlements: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skippedFolders.contains(name) || (name.hasPrefix(".") && name != ".") {
                enumerator?.skipDescendants()
                continue
            }
            if name.hasSuffix("Tests") && !name.hasSuffix(".swift") {
                enumerator?.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") && name != "Package.swift" { swiftFiles.append(relative) }
            if name == "Package.swift" { manifests.append(relative) }
            if name == "project.pbxproj" { projects.append(relative) }
            if name.hasSuffix(".plist"), name.contains("Info") { infoPlists.append(relative) }
            if name.hasSuffix(".entitlements") { entitlements.append(relative) }
        }
        swiftFiles.sort()
        var leftOut: [(String, String)] = []
        if respectTargets {
            var membership = TargetMembership()
            for manifest in manifests.sorted() {
                membership.readManifest(at: manifest, root: root)
            }
            for project in projects.sorted() {
                membership.readProject(at: project, root: root)
            }
            swiftFiles = swiftFiles.filter { file in
                if let reason = membership.exclusion(of: file) {
                    leftOut.append((file, reason))
                    return false
                }
                return true
            }
        }
        let absolute: (String) -> String = { root == "/" ? "/\($0)" : "\(root)/\($0)" }
        return Found(
            files: swiftFiles.map(absolute), leftOut: leftOut, infoPlists: infoPlists.sorted().map(absolute),
            entitlements: entitlements.sorted().map(absolute)
        )
    }
}

/// Which files the targets of `Package.swift` manifests and Xcode projects include.
struct TargetMembership {
    /// Folders (relative to the scanned root) of non-test package targets, with their excludes.
    private var packageTargets: [(folder: String, excludes: [String])] = []
    /// Folders that hold a `Package.swift`: files under them belong to a target or to none.
    private var packageRoots: [String] = []
    /// Swift file names an Xcode project compiles, per the project's folder.
    private var projectFiles: [(folder: String, names: Set<String>)] = []

    mutating func readManifest(at relative: String, root: String) {
        guard let text = try? String(contentsOfFile: "\(root)/\(relative)", encoding: .utf8) else { return }
        let folder = (relative as NSString).deletingLastPathComponent
        packageRoots.append(folder)
        let tree = Parser.parse(source: text)
        for call in tree.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            let kind = member.declName.baseName.text
            guard ["target", "executableTarget", "macro", "plugin"].contains(kind) else { continue }
            guard let name = call.stringArgument("name") else { continue }
            let path = call.stringArgument("path") ?? "Sources/\(name)"
            let excludes = call.arguments.first { $0.label?.text == "exclude" }
                .flatMap { $0.expression.as(ArrayExprSyntax.self) }?
                .elements.compactMap { $0.expression.stringLiteralValue } ?? []
            let targetFolder = folder.isEmpty ? path : "\(folder)/\(path)"
            packageTargets.append((targetFolder, excludes.map { "\(targetFolder)/\($0)" }))
        }
    }

    mutating func readProject(at relative: String, root: String) {
        guard let text = try? String(contentsOfFile: "\(root)/\(relative)", encoding: .utf8) else { return }
        // Folders Xcode keeps in sync include every file in them: nothing to filter by name.
        if text.contains("PBXFileSystemSynchronizedRootGroup") { return }
        var names = Set<String>()
        var rest = Substring(text)
        while let range = rest.range(of: ".swift in Sources */") {
            let before = rest[..<range.lowerBound]
            if let start = before.range(of: "/* ", options: .backwards) {
                names.insert(String(before[start.upperBound...]) + ".swift")
            }
            rest = rest[range.upperBound...]
        }
        // The project's folder is the one holding the `.xcodeproj`.
        let projectFolder = ((relative as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        projectFiles.append((projectFolder, names))
    }

    /// Why a file is left out, or nil when a target includes it.
    func exclusion(of file: String) -> String? {
        if let packageRoot = packageRoots.filter({ Self.contains($0, file) }).max(by: { $0.count < $1.count }) {
            let targets = packageTargets.filter { Self.contains($0.folder, file) && Self.isUnder(packageRoot, $0.folder) }
            if targets.isEmpty { return "no target of \(packageRoot.isEmpty ? "" : packageRoot + "/")Package.swift includes it" }
            if targets.allSatisfy({ target in target.excludes.contains { Self.contains($0, file) } }) {
                return "excluded from its target in Package.swift"
            }
        }
        if let project = projectFiles.filter({ Self.contains($0.folder, file) }).max(by: { $0.folder.count < $1.folder.count }) {
            let name = (file as NSString).lastPathComponent
            if !project.names.contains(name) { return "no target of the Xcode project compiles it" }
        }
        return nil
    }

    static func contains(_ folder: String, _ file: String) -> Bool {
        folder.isEmpty || file == folder || file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    static func isUnder(_ root: String, _ folder: String) -> Bool { contains(root, folder) }
}

extension FunctionCallExprSyntax {
    /// The string literal passed with `label`, when there is one.
    func stringArgument(_ label: String) -> String? {
        arguments.first { $0.label?.text == label }?.expression.stringLiteralValue
    }
}

extension ExprSyntax {
    /// The text of a string literal without interpolation.
    var stringLiteralValue: String? {
        self.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

extension SyntaxProtocol {
    /// Every descendant of one kind, in source order.
    func descendants<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> [Kind] {
        var found: [Kind] = []
        collectDescendants(kind, into: &found)
        return found
    }

    /// Appends the nodes of `kind` below this one to `found`, in source order: one array for the
    /// whole walk, not one per level copied into its parent's.
    private func collectDescendants<Kind: SyntaxProtocol>(_ kind: Kind.Type, into found: inout [Kind]) {
        for child in children(viewMode: .sourceAccurate) {
            if let node = child.as(kind) { found.append(node) }
            child.collectDescendants(kind, into: &found)
        }
    }
}
