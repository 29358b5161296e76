import CoordVizCore
import CoordVizRender
@testable import CoordVizSpec
import Testing

/// A flow presented from a screen no one named (`presentedFrom: unknown`): the views draw it as
/// presented, from a box saying the presenter is unknown, and never join it to a screen.
@Suite struct UnknownPresenterViewTests {
    static let spec = """
    version: 2
    app: Library
    root: ShelfCoordinator
    coordinators:
      ShelfCoordinator:
        stack: [ShelfViewController]
        children: [RenewLoanCoordinator]
      RenewLoanCoordinator:
        stack: [RenewFormViewController, RenewReceiptViewController]
        presentedFrom: unknown
        style: formSheet
    transitions:
      - id: renew
        from: RenewFormViewController
        steps: [{ push: RenewReceiptViewController }]
      - id: close
        from: RenewReceiptViewController
        steps: [dismiss, { finish: RenewLoanCoordinator }]
    """

    static func dot(_ view: ViewKind) throws -> String {
        let model = try FlowSpecParser.parse(spec, path: "library.yaml").model
        return String(decoding: try GraphvizRenderer.render(view.diagram(of: model), format: .dot), as: UTF8.self)
    }

    @Test("the hierarchy draws a presenter-unknown box presenting the flow's container, with its style")
    func hierarchyDrawsTheUnknownPresenter() throws {
        let dot = try Self.dot(.hierarchy)
        #expect(dot.contains("presenter unknown"))
        #expect(dot.contains("\"unknown_presenter:container:RenewLoanCoordinator\" -> \"container:RenewLoanCoordinator\""))
        #expect(dot.contains("presents (formSheet)"))
    }

    @Test(arguments: [ViewKind.tabs, .flows])
    func theStacksViewsSayThePresenterIsUnknownAndJoinNoScreen(view: ViewKind) throws {
        let dot = try Self.dot(view)
        #expect(dot.contains("presented over an unknown screen"))
        #expect(dot.contains("presenter unknown"))
        #expect(!dot.contains("\"screen:ShelfViewController\" -> \"screen:RenewFormViewController\""))
    }
}
