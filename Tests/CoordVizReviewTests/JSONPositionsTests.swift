import CoordVizCore
import CoordVizReview
import Foundation
import Testing

/// JSON paths resolved to the line and column where their value starts, so annotations on a
/// snapshot point at a line.
@Suite struct JSONPositionsTests {
    let text = """
    {
      "coordinators" : [
        { "id" : "A", "children" : [] },
        {
          "backReferences" : [
            { "property" : "parent", "target" : "A" }
          ],
          "id" : "B\\"x"
        }
      ],
      "version" : 2
    }
    """

    @Test func eachWantedPathIsFoundAtTheStartOfItsValue() {
        let positions = JSONPositions.positions(of: [
            "$", "$.coordinators[0]", "$.coordinators[1].backReferences[0]", "$.coordinators[1].id", "$.version", "$.missing", "$.coordinators[0].children",
        ], in: text)
        #expect(positions == [
            "$": .init(line: 1, column: 1),
            "$.coordinators[0]": .init(line: 3, column: 5),
            "$.coordinators[0].children": .init(line: 3, column: 32),
            "$.coordinators[1].backReferences[0]": .init(line: 6, column: 9),
            "$.coordinators[1].id": .init(line: 8, column: 14),
            "$.version": .init(line: 11, column: 15),
        ])
    }

    @Test func aBrokenTextKeepsWhatCameBeforeTheBreak() {
        let positions = JSONPositions.positions(of: ["$.a", "$.b"], in: #"{"a": 1, "b" 2}"#)
        #expect(positions == ["$.a": .init(line: 1, column: 7)])
    }

    @Test func reportersUseAResolvedPositionForAFindingWithOnlyAJSONPath() throws {
        var report = ReviewReportFixtures.report
        report.positions = ["Output/app/snap shot,1.json": ["$.coordinators[2]": .init(line: 40, column: 5)]]
        let github = Reporter.github.render(report).split(separator: "\n")[1]
        #expect(github.hasPrefix("::warning file=Output/app/snap shot%2C1.json,line=40,col=5,title="))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(Reporter.sarif.render(report).utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?[1])
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 40)
        #expect(Reporter.text.render(report) == Reporter.text.render(ReviewReportFixtures.report), "text keeps naming the JSON path")
    }
}
