import CoordVizCore
import CoordVizReview
import Foundation
import Yams

/// Finds and reads `.coordviz.yml`: the file given with `--config`, else the first one in the
/// working folder or a folder above it, else the defaults.
public enum ConfigurationLoader {
    /// The configuration `explicitPath` names, or the one found upward from `folder`.
    ///
    /// - Throws: ``FrontendError`` when `explicitPath` is missing or unreadable, and
    ///   ``ConfigurationError`` listing every problem of the file, each located.
    public static func load(explicitPath: String? = nil, searchingFrom folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> Configuration {
        let path = explicitPath ?? find(from: folder).map { relative($0, below: folder) }
        guard let path else { return Configuration() }
        let text = try ModelLoader.readText(path)
        return try parse(text, path: path)
    }

    /// The nearest `.coordviz.yml` in `folder` or above it, if any.
    public static func find(from folder: URL) -> String? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(Configuration.fileName)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue { return candidate.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// `path`, a file in `folder` or a folder above it, as seen from `folder` (`.coordviz.yml`,
    /// `../../.coordviz.yml`), so the paths it names read as the user would write them; the
    /// absolute path when `folder` is not the working folder.
    static func relative(_ path: String, below folder: URL) -> String {
        let here = folder.standardizedFileURL.pathComponents
        let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let above = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.pathComponents
        guard here == working, here.starts(with: above) else { return path }
        return String(repeating: "../", count: here.count - above.count) + Configuration.fileName
    }

    /// Reads configuration text; `path` names the file in problems and anchors relative paths.
    ///
    /// - Throws: ``ConfigurationError`` with every problem found.
    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
        var reader = ConfigurationReader(path: path)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let location: String
            switch error {
            case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): location = "\(path):\(mark.line):\(mark.column)"
            default: location = "\(path):1:1"
            }
            throw ConfigurationError(problems: ["\(location): error: [yaml-syntax] the configuration is not valid YAML; check the indentation and quotes around this place"])
        } catch {
            throw ConfigurationError(problems: ["\(path):1:1: error: [yaml-syntax] \(error)"])
        }
        guard let root else {
            throw ConfigurationError(problems: ["\(path):1:1: error: [empty-config] the configuration is empty; start it with 'version: 1'"])
        }
        let configuration = reader.read(root)
        if !reader.problems.isEmpty { throw ConfigurationError(problems: reader.problems) }
        return configuration
    }
}
