import CoordVizSpec
import Testing

/// One broken spec per kind of problem, under `Fixtures/broken/`, with its exact diagnostics in
/// `<id>.diagnostics` beside it: text, line and column.
@Suite struct DiagnosticGoldenTests {
    static let kinds = DiagnosticID.allCases.filter { $0.stage != .merge }

    @Test(arguments: kinds)
    func eachKindOfProblemIsReportedExactlyWithItsLocation(kind: DiagnosticID) throws {
        let fixture = FileFixture(kind)
        let actual = SpecFixtures.diagnostics(of: try SpecFixtures.specFiles(fixture.spec))
        #expect(actual == (try Golden.lines(fixture.golden, actual: actual)))
        #expect(actual.contains { $0.contains(": \(kind.severity.rawValue): [\(kind.rawValue)] ") }, "the fixture must show \(kind.rawValue)")
    }

    @Test func aSpecWithTenDifferentMistakesGetsTenLocatedDiagnosticsInOneRun() throws {
        let actual = SpecFixtures.diagnostics(of: try SpecFixtures.specFiles("ten-mistakes.yaml"))
        #expect(actual == (try Golden.lines("ten-mistakes.diagnostics", actual: actual)))
        #expect(actual.count == 10)
        let ids = Set(actual.compactMap { line in line.split(separator: "[").dropFirst().first?.split(separator: "]").first })
        #expect(ids.count == 10)
        #expect(actual.allSatisfy { $0.hasPrefix("ten-mistakes.yaml:") && $0.contains(": error: [") })
    }

    @Test(arguments: kinds.map { FileFixture($0).spec } + ["ten-mistakes.yaml"])
    func checksLeftRunningInTheBackgroundReportWhatChecksRunAtOnceReport(spec: String) throws {
        let files = try SpecFixtures.specFiles(spec)
        #expect(SpecFixtures.diagnostics(of: files, checks: .inBackground) == SpecFixtures.diagnostics(of: files))
    }

    @Test func aSpecParsedWithChecksInTheBackgroundKnowsTheyArePendingUntilCollected() throws {
        let parsed = try FlowSpecParser.parse(try SpecFixtures.specFiles("broken/unreachable-screen.yaml"), checks: .inBackground)
        #expect(parsed.hasPendingChecks)
        #expect(!parsed.warnings.contains { $0.id == "unreachable-screen" }, "the reachability walk has not been collected yet")
        let checked = try parsed.checked()
        #expect(!checked.hasPendingChecks)
        #expect(checked.warnings.contains { $0.id == "unreachable-screen" })
        #expect(try checked.checked().warnings == checked.warnings)
    }

    /// Where a kind's broken spec and its golden live.
    struct FileFixture {
        var spec: String
        var golden: String

        init(_ kind: DiagnosticID) {
            spec = "broken/\(kind.rawValue)" + (kind == .conflictingDefinition ? "" : ".yaml")
            golden = "broken/\(kind.rawValue).diagnostics"
        }
    }
}
