import Foundation
import Testing

/// What the built `coordviz` does when standard output cannot be written, when inputs hold
/// escape sequences or huge values, and when the output file is private, read-only, a link or a
/// folder: one located sentence and exit 1, never a signal, a control character or a widened file.
@Suite struct HostileEnvironmentTests {
    static let spec = "Samples/love-story/flow.yaml"
    static let recording = "Output/love-story/recording.json"

    /// Runs coordviz with standard output going to `output` (or closed when `nil`).
    func run(_ arguments: [String], stdout output: FileHandle?, environment: [String: String]? = nil) throws -> (reason: Process.TerminationReason, status: Int32, stderr: String) {
        let process = Process()
        if let output {
            process.executableURL = CommandRunner.productsDirectory.appendingPathComponent("coordviz")
            process.arguments = arguments
            process.standardOutput = output
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", CommandRunner.productsDirectory.appendingPathComponent("coordviz").path] + arguments
        }
        process.currentDirectoryURL = CommandRunner.repositoryRoot
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, text)
    }

    static let commands: [[String]] = [
        ["render", spec, "--view", "tabs", "--format", "svg", "-o", "-"],
        ["render", spec, "--view", "tabs", "--format", "mermaid"],
        ["validate", spec],
        ["compare", spec, recording],
    ]

    // MARK: Standard output (item 5)

    @Test("A full disk on standard output is one sentence and exit 1", arguments: commands)
    func fullStandardOutputIsAnError(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try run(arguments, stdout: full)
        #expect(result.reason == .exit, "coordviz died with signal \(result.status)")
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot write to standard output (no space left on device); check where the output goes, or write a file with -o\n")
    }

    @Test("A closed standard output is one sentence and exit 1", arguments: commands)
    func closedStandardOutputIsAnError(_ arguments: [String]) throws {
        let result = try run(arguments, stdout: nil)
        #expect(result.reason == .exit, "coordviz died with signal \(result.status)")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: cannot write to standard output (it is closed)"))
    }

    @Test func aPipeWhoseReaderIsGoneIsAnErrorNotSIGPIPE() throws {
        let pipe = Pipe()
        let process = Process()
        process.executableURL = CommandRunner.productsDirectory.appendingPathComponent("coordviz")
        process.arguments = ["render", Self.spec, "--view", "flows", "--format", "svg", "-o", "-"]
        process.currentDirectoryURL = CommandRunner.repositoryRoot
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try pipe.fileHandleForReading.close()
        try process.run()
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "coordviz died with signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1)
    }

    // MARK: Diagnostics (items 6 and 7)

    @Test func escapeSequencesInASpecReachTheTerminalEscaped() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("evil.yaml")
        try Data(#"""
        version: 1
        app: A
        root: "\e]0;pwned\a\e[2J\rfake.yaml:1:1: error: forged\u2028\nsecond"
        coordinators:
          Main: { stack: [HomeViewController] }
        """#.utf8).write(to: spec)
        let result = try CommandRunner.coordviz(["validate", spec.path])
        #expect(result.status == 1)
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F || $0 == "\u{2028}" })
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix(spec.path + ":") }, "every line is located: \(lines)")
        #expect(result.stderr.contains(#"'\u{1B}]0;pwned\u{7}\u{1B}[2J\rfake.yaml:1:1: error: forged\u{2028}\nsecond'"#))
    }

    @Test func aHugeNameGivesAShortLine() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("huge.yaml")
        try Data("version: 1\napp: A\nroot: \(String(repeating: "N", count: 1_000_000))\ncoordinators:\n  Main: { stack: [Home] }\n".utf8).write(to: spec)
        let result = try CommandRunner.coordviz(["validate", spec.path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.count < 1_200 }, "longest line: \(lines.map(\.count).max() ?? 0)")
        #expect(result.stderr.contains("characters cut)…"))
    }

    static let oneSentenceCases: [(name: String, contents: [UInt8], expected: String)] = [
        ("control.yaml", Array("version: 1\napp: a\u{1}b\n".utf8), ":2:7: error: [yaml-syntax] the spec holds a control character (U+0001)"),
        ("deep.yaml", Array(("a: " + String(repeating: "[", count: 2_000) + "\n").utf8), ":1:5: error: [yaml-syntax] the spec nests lists or mappings deeper than YAML reads"),
        ("latin1.yaml", [0x61, 0x70, 0x70, 0x3A, 0x20, 0xE9, 0x0A], ": error: the file is not UTF-8 text; save it as UTF-8"),
    ]

    @Test("Reader errors are one located sentence", arguments: 0..<oneSentenceCases.count)
    func readerErrorsAreOneLocatedSentence(_ index: Int) throws {
        let testCase = Self.oneSentenceCases[index]
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent(testCase.name)
        try Data(testCase.contents).write(to: spec)
        let result = try CommandRunner.coordviz(["validate", spec.path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(spec.path + testCase.expected), "\(result.stderr)")
        #expect(!result.stderr.contains("yaml_set_max_nest_level") && !result.stderr.contains("permissions"))
    }

    @Test(arguments: [
        (12_000, "the drawing is too wide for Graphviz"),
        (20_000, "a name or label is longer than Graphviz reads"),
    ])
    func anOverwideDrawingOrAnUnreadablyLongNameSaysWhatToDo(length: Int, expected: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("wide.yaml")
        let name = String(repeating: "W", count: length)
        // An explicit key (`? …`): YAML's plain keys stop at 1,024 characters.
        try Data("version: 1\napp: A\nroot: Main\ncoordinators:\n  Main:\n    stack: [Home]\n    children: { wide: \(name) }\n  ? \(name)\n  : { stack: [Wide] }\n".utf8).write(to: spec)
        let result = try CommandRunner.coordviz(["render", spec.path, "--view", "hierarchy", "--format", "svg", "-o", "-"])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains(expected), "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("overwide node(s)"))
    }

    @Test func aRenderStartedWithItsStandardInputAndOutputClosedStillDrawsThroughItsWorker() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("hierarchy.svg")
        // The worker's sockets then get descriptors 0 and 1 in the parent.
        let command = "exec '\(CommandRunner.coordvizExecutable.path)' render \(Self.spec) --view hierarchy --format svg -o '\(output.path)' <&- >&-"
        let result = try CommandRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("</svg>"))
    }

    @Test func aFolderAsOutputOrInputIsNamedAsSuch() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try CommandRunner.coordviz(["render", Self.spec, "--format", "svg", "-o", folder.path])
        #expect(output.status == 1)
        #expect(output.stderr == "\(folder.path): error: this is a folder; give a file name inside it, e.g. \(folder.path)/diagram.svg\n")
        let input = try CommandRunner.coordviz(["validate", folder.path])
        #expect(input.status == 1)
        #expect(input.stderr.hasPrefix("\(folder.path): error: this is a folder, not a file"))
    }

    // MARK: Output files (item 8)

    @Test func aPrivateFileStaysPrivate() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("private.svg")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let result = try CommandRunner.coordviz(["render", Self.spec, "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("<svg"))
    }

    @Test func aReadOnlyFileIsRefusedWithASentence() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locked.svg")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let result = try CommandRunner.coordviz(["render", Self.spec, "-o", file.path])
        #expect(result.status == 1)
        #expect(result.stderr == "\(file.path): error: you may not write this file (it is read-only or not yours); make it writable or choose another path\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.svg"), link = folder.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.svg")
        let result = try CommandRunner.coordviz(["render", Self.spec, "-o", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.svg")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("<svg"))
    }

    @Test func aTerminatedWriteLeavesNoTemporaryFile() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CommandRunner.productsDirectory.appendingPathComponent("coordviz")
        process.arguments = ["render", Self.spec, "-o", folder.appendingPathComponent("diagram.svg").path]
        process.currentDirectoryURL = CommandRunner.repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["COORDVIZ_TEST_PAUSE_BEFORE_RENAME": "30"]) { $1 }
        try process.run()
        var temporary: [String] = []
        for _ in 0..<300 where temporary.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            temporary = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        }
        try #require(!temporary.isEmpty, "the temporary file never appeared")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [], "left behind: \(temporary)")
    }
}

/// Ownership survives a replacement; only the superuser can hand a file to someone else to try it.
@Suite struct OutputOwnershipTests {
    @Test(.enabled(if: geteuid() == 0, "giving a file to another user needs the superuser"))
    func aReplacedFileKeepsItsOwner() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("theirs.svg")
        try Data("old".utf8).write(to: file)
        try #require(chown(file.path, 65534, 65534) == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let result = try CommandRunner.coordviz(["render", HostileEnvironmentTests.spec, "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        #expect(status.st_uid == 65534 && status.st_gid == 65534)
        #expect(status.st_mode & 0o7777 == 0o640)
    }
}
