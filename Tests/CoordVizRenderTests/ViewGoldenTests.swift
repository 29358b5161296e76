import CoordVizCore
import CoordVizRender
import Testing

/// The DOT each view builds for each sample, compared with a golden file byte for byte.
@Suite struct ViewGoldenTests {
    /// `sample/view` for every view of every sample, storyboards of every transition included.
    static let cases: [String] = SampleModels.names.flatMap { sample in
        let model = try? SampleModels.merged(sample)
        return ViewKind.all(of: model ?? ArchitectureModel(app: sample)).map { "\(sample)/\($0.name)" }
    }

    @Test("each view of each sample builds the golden DOT", arguments: cases)
    func viewMatchesGoldenDOT(_ name: String) throws {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        let view = try ViewKind(parsing: parts[1])
        let model = try SampleModels.merged(parts[0])
        let dot = String(decoding: try GraphvizRenderer.render(view.diagram(of: model), format: .dot), as: UTF8.self)
        let file = "\(parts[0]).\(view.fileName).dot"
        let golden = try Golden.text(file, actual: dot)
        #expect(dot == golden, "DOT differs from Goldens/\(file); if the change is intended, re-record with COORDVIZ_RECORD_GOLDENS=1 swift test")
    }

    @Test func theLoveStoryHasAGoldenForEveryNewView() {
        for name in ["overview", "deeplinks", "flow-deep-view-in-orders", "flow-open-home2", "flow-favorites-tab"] {
            #expect(Self.cases.contains { $0.hasPrefix("love-story/") } && Golden.exists("love-story.\(name).dot"), "missing golden love-story.\(name).dot")
        }
    }

    @Test func dotOutputDoesNotDependOnWhatTheProcessRenderedBefore() throws {
        let diagram = try ViewKind.tabs.diagram(of: try SampleModels.merged("love-story"))
        let before = try GraphvizRenderer.render(diagram, format: .dot)
        _ = try GraphvizRenderer.render(diagram, format: .svg)
        #expect(try GraphvizRenderer.render(diagram, format: .dot) == before)
    }

    @Test func buildingAViewTwiceGivesTheSameDiagram() throws {
        let model = try SampleModels.merged("love-story")
        for view in ViewKind.all(of: model) {
            #expect(try view.diagram(of: model) == view.diagram(of: model))
        }
    }
}
