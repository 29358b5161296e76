import CoordVizCore
import CoordVizFrontend
import Foundation

/// The model behind a command line being completed: the spec, snapshot and recording files
/// already typed on it (else the inputs `.coordviz.yml` lists), read the way the command will
/// read them.
///
/// Completion runs on every Tab press, so nothing here may fail loudly: a file that does not
/// read gives no names, and the shell falls back to what it offers anyway.
enum CompletionInputs {
    /// Options whose value is a file that is not an input (an output, a baseline, a config).
    static let nonInputOptions: Set<String> = ["-o", "--output", "--output-dir", "--baseline", "--write-baseline", "--config"]

    /// The input files among `words` (the shell's words, the command's name first): existing
    /// `.yaml`, `.yml` and `.json` files that are not the value of an output-like option.
    static func paths(in words: [String]) -> [String] {
        var paths: [String] = []
        var previous = ""
        for raw in words.dropFirst() {
            let word = (unquoted(raw) as NSString).expandingTildeInPath
            defer { previous = word }
            guard !nonInputOptions.contains(previous), !word.hasPrefix("-") else { continue }
            let ext = (word as NSString).pathExtension.lowercased()
            guard ["yaml", "yml", "json"].contains(ext) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: word, isDirectory: &isFolder), !isFolder.boolValue { paths.append(word) }
        }
        return paths
    }

    /// The models the input files on `words` describe: all of them read together when they
    /// read together, else each file on its own (a broken feature file still lends its names).
    static func models(for words: [String]) -> [ArchitectureModel] {
        var paths = paths(in: words)
        // No inputs typed: the command reads `.coordviz.yml`'s `inputs:`, so completion does too.
        if paths.isEmpty { paths = configuredInputs(for: words) }
        guard !paths.isEmpty else { return [] }
        if let together = try? ModelLoader.load(paths) { return [together.model] }
        return paths.compactMap { try? ModelLoader.load([$0]).model }
    }

    /// The `inputs:` of the configuration the command line names with `--config`, or of the
    /// `.coordviz.yml` found from the working folder up; none when it cannot be read.
    static func configuredInputs(for words: [String]) -> [String] {
        let words = words.map(unquoted)
        let explicit = words.firstIndex(of: "--config").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
            ?? words.first { $0.hasPrefix("--config=") }.map { String($0.dropFirst("--config=".count)) }
        return (try? ConfigurationLoader.load(explicitPath: explicit.map { ($0 as NSString).expandingTildeInPath }))?.inputs ?? []
    }

    /// A shell word without the quotes around it (`'Sign In'` → `Sign In`); shells hand words
    /// to completion verbatim.
    static func unquoted(_ word: String) -> String {
        guard word.count >= 2, let first = word.first, first == word.last, first == "'" || first == "\"" else {
            return word.replacingOccurrences(of: "\\ ", with: " ")
        }
        return String(word.dropFirst().dropLast())
    }
}
