import CoordVizCore
import CoordVizRender
import Testing

/// The DOT each view builds for each sample, compared with a golden file byte for byte.
@Suite struct ViewGoldenTests {
    static let cases: [(sample: String, view: ViewKind)] = SampleModels.names.flatMap { sample in
        ViewKind.allCases.map { (sample, $0) }
    }

    @Test("each view of each sample builds the golden DOT", arguments: cases.map { "\($0.sample).\($0.view.rawValue)" })
    func viewMatchesGoldenDOT(_ name: String) throws {
        let parts = name.split(separator: ".")
        let view = try #require(ViewKind(rawValue: String(parts[1])))
        let model = try SampleModels.merged(String(parts[0]))
        let dot = String(decoding: try GraphvizRenderer.render(view.diagram(of: model), format: .dot), as: UTF8.self)
        let golden = try Golden.text("\(name).dot", actual: dot)
        #expect(dot == golden, "DOT differs from Goldens/\(name).dot; if the change is intended, re-record with COORDVIZ_RECORD_GOLDENS=1 swift test")
    }

    @Test func dotOutputDoesNotDependOnWhatTheProcessRenderedBefore() throws {
        let diagram = ViewKind.tabs.diagram(of: try SampleModels.merged("love-story"))
        let before = try GraphvizRenderer.render(diagram, format: .dot)
        _ = try GraphvizRenderer.render(diagram, format: .svg)
        #expect(try GraphvizRenderer.render(diagram, format: .dot) == before)
    }

    @Test func buildingAViewTwiceGivesTheSameDiagram() throws {
        let model = try SampleModels.merged("love-story")
        for view in ViewKind.allCases {
            #expect(view.diagram(of: model) == view.diagram(of: model))
        }
    }
}
