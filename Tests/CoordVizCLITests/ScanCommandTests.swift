import Foundation
import Testing

/// `coordviz scan` run as a process: the spec on standard output or in a file, a picture with a
/// render format, the report on standard error, clear errors for bad input.
@Suite struct ScanCommandTests {
    @Test func theSpecGoesToStandardOutputAndMatchesTheCommittedDemoOutput() throws {
        let result = try CommandRunner.coordviz(["scan", "Samples/love-story"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let committed = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Output/love-story/scanned.yaml"), encoding: .utf8)
        #expect(result.stdoutText == committed)
        #expect(result.stdoutText.contains("source: \"Samples/love-story/Coordinators/MainCoordinator.swift:"))
    }

    @Test func aWrittenSpecValidates() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("app.yaml").path
        #expect(try CommandRunner.coordviz(["scan", "Samples/navigation-children", "-o", spec]).status == 0)
        let validated = try CommandRunner.coordviz(["validate", spec])
        #expect(validated.status == 0, "\(validated.stderr)")
    }

    @Test(arguments: ["svg", "dot", "mermaid"])
    func aRenderFormatDrawsTheFlowsDirectly(format: String) throws {
        let result = try CommandRunner.coordviz(["scan", "Samples/love-story", "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.contains("Orders2ViewController") || result.stdoutText.contains("Orders2"))
    }

    @Test func theReportListsWhatWasNotResolvedWithItsLocation() throws {
        let result = try CommandRunner.coordviz(["scan", "Samples/router-login", "--report", "--format", "yaml", "-o", "/dev/null"])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.last?.hasPrefix("note: scanned ") == true)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("Samples/router-login/") && $0.contains(": warning: [scan-unresolved] ") })
    }

    @Test func filesNoXcodeTargetCompilesAreReportedAndAllFilesReadsThem() throws {
        let folder = "Tests/CoordVizScanTests/Fixtures/xcode-project"
        let scanned = try CommandRunner.coordviz(["scan", folder, "--report"])
        #expect(scanned.status == 0)
        #expect(!scanned.stdoutText.contains("RetiredCoordinator"))
        #expect(scanned.stderr.contains("\(folder)/Shop/Old/RetiredCoordinator.swift: note: [scan-skipped] no target of the Xcode project compiles it"))
        let everything = try CommandRunner.coordviz(["scan", folder, "--all-files", "--report"])
        #expect(everything.status == 0)
        #expect(everything.stdoutText.contains("RetiredCoordinator:"))
        #expect(!everything.stderr.contains("[scan-skipped]"))
    }

    @Test func aScanFindingNoCoordinatorSaysWhichClassesHoldANavigationControllerAndWhatToPass() throws {
        let folder = "Tests/CoordVizScanTests/Fixtures/unnamed-coordinators"
        let result = try CommandRunner.coordviz(["scan", folder, "--format", "yaml", "-o", "/dev/null"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("\(folder)/Flows.swift:4: warning: no coordinator found: "))
        #expect(result.stderr.contains("CheckoutFlow holds a navigation controller: if it is the app's coordinator, scan again with --coordinator-suffix Flow"))
        let named = try CommandRunner.coordviz(["scan", folder, "--coordinator-suffix", "Flow"])
        #expect(named.status == 0)
        #expect(named.stdoutText.contains("CheckoutFlow:"))
        #expect(!named.stderr.contains("no coordinator found"))
    }

    @Test func withoutTheReportOneLineSaysWhatTheSpecLeavesOut() throws {
        let result = try CommandRunner.coordviz(["scan", "Samples/router-login", "--format", "yaml", "-o", "/dev/null"])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("note: left out of the spec: ") == true)
        #expect(lines.first?.contains("the scan could not resolve; --report lists each with its place") == true)
    }

    @Test func aFolderWhoseFilesAreMostlyInNoTargetWarnsAndNamesAllFiles() throws {
        let folder = "Tests/CoordVizScanTests/Fixtures/library-beside-app"
        let scanned = try CommandRunner.coordviz(["scan", folder])
        #expect(scanned.status == 0)
        #expect(scanned.stderr.hasPrefix("\(folder): warning: 2 of 3 Swift files are in no target the scan found (no target of Package.swift includes it); if a project outside this folder builds them, scan with --all-files\n"))
        #expect(scanned.stderr.contains("note: left out of the spec: 2 files no target includes"))
        let everything = try CommandRunner.coordviz(["scan", folder, "--all-files"])
        #expect(everything.status == 0)
        #expect(everything.stderr == "")
        #expect(everything.stdoutText.contains("LibraryCoordinator:"))
        let quiet = try CommandRunner.coordviz(["scan", folder, "--quiet"])
        #expect(quiet.stderr == "")
    }

    @Test func aMissingFolderIsOneSentenceAndExitOne() throws {
        let result = try CommandRunner.coordviz(["scan", "no/such/folder"])
        #expect(result.status == 1)
        #expect(result.stderr == "no/such/folder: error: not a folder; give the folder that holds the app's Swift sources\n")
    }

    @Test func anOutputFileWithoutAKnownExtensionIsOneUsageSentence() throws {
        let result = try CommandRunner.coordviz(["scan", "Samples/love-story", "-o", "/dev/null"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: cannot tell the output format from '/dev/null'; name a .yaml file for the spec, or pass --format yaml|svg|"))
        #expect(!result.stderr.contains("error: error:"))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try CommandRunner.coordviz(["scan", "Samples/love-story", "--format", "gif"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--format is yaml or one of"))
    }
}
