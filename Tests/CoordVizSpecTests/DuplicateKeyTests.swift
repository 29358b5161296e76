import CoordVizSpec
import Testing

/// The YAML library rejects a file with a duplicate key outright; coordviz reports the repeat
/// where it is written and still reads the rest of the file.
@Suite struct DuplicateKeyTests {
    @Test(arguments: [
        ("block", "version: 1\nroot: A\ncoordinators:\n  A:\n    stack: [X]\n    stack: [Y]\n", [
            "s.yaml:6:5: error: [duplicate-key] key 'stack' is already set at line 5, column 5 of this mapping; keep one",
        ]),
        ("flow", "version: 1\nroot: A\ncoordinators: { A: { stack: [X], stack: [Y] } }\n", [
            "s.yaml:3:34: error: [duplicate-key] key 'stack' is already set at line 3, column 22 of this mapping; keep one",
        ]),
        ("JSON", "{\n  \"version\": 1,\n  \"root\": \"A\",\n  \"coordinators\": { \"A\": { \"stack\": [\"X\"] } },\n  \"root\": \"A\"\n}\n", [
            "s.yaml:5:3: error: [duplicate-key] key 'root' is already set at line 3, column 3 of this mapping; keep one",
        ]),
        ("one-line JSON with the same key nested in between", #"{"version": 1, "root": "A", "coordinators": {"A": {"stack": ["X"]}}, "screens": {"X": {"coordinator": "A", "title": {"coordinator": "B"}, "coordinator": "A"}}}"#, [
            "s.yaml:1:117: error: [wrong-type] 'title' must be a single value, not a mapping",
            "s.yaml:1:139: error: [duplicate-key] key 'coordinator' is already set at line 1, column 88 of this mapping; keep one",
        ]),
    ])
    func theRepeatedKeyIsReportedWhereItIsWritten(style: String, text: String, expected: [String]) {
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "s.yaml", text: text)]) == expected, "\(style)")
    }

    @Test func everyRepeatIsReportedAndTheRestOfTheFileIsStillChecked() {
        let text = "version: 1\nroot: A\ncoordinators:\n  A:\n    stack: [X]\n    stack: [Y]\n    stack: [Z]\n    stak: [W]\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "s.yaml", text: text)]) == [
            "s.yaml:6:5: error: [duplicate-key] key 'stack' is already set at line 5, column 5 of this mapping; keep one",
            "s.yaml:7:5: error: [duplicate-key] key 'stack' is already set at line 5, column 5 of this mapping; keep one",
            "s.yaml:8:5: error: [unknown-key] unknown key 'stak' in coordinator 'A'; did you mean 'stack'?",
        ])
    }

    @Test func theFirstValueIsKept() throws {
        let text = "version: 1\nroot: A\ncoordinators:\n  A:\n    stack: [X]\n    stack: [Y]\n"
        do {
            _ = try FlowSpecParser.parse(text, path: "s.yaml")
            Issue.record("a duplicate key must be an error")
        } catch SpecError.invalid(let diagnostics) {
            #expect(diagnostics.map(\.id) == ["duplicate-key"])
        }
    }
}
