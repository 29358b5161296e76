import CoordVizCore
import CoordVizRender
@testable import CoordVizSpec
import Testing

/// Shapes outside a main tab bar: an onboarding phase whose root is a page view, and a tab bar
/// presented as a sheet. The tabs and flows views draw the pages in order, side by side, in
/// the phase's frame, and mark the sheet as presented over its screen.
@Suite struct OnboardingPagesAndPresentedTabBarTests {
    static let spec = """
    version: 2
    app: Browser
    root: SceneCoordinator
    phases:
      - { name: Launch, root: LaunchCoordinator }
      - { name: Browsing, root: BrowserCoordinator }
    coordinators:
      SceneCoordinator:
        children: { launch: LaunchCoordinator, browser: BrowserCoordinator }
      LaunchCoordinator:
        pages: [WelcomePage, SyncPage, NotificationsPage]
      BrowserCoordinator:
        stack: [BrowserViewController]
        children: { library: LibraryCoordinator }
      LibraryCoordinator:
        presentedFrom: BrowserViewController
        style: pageSheet
        tabs:
          - { coordinator: BookmarksCoordinator, title: Bookmarks }
          - { coordinator: HistoryCoordinator, title: History }
      BookmarksCoordinator:
        stack: [BookmarksPanel]
      HistoryCoordinator:
        stack: [HistoryPanel]
    screens:
      HistoryPanel: { pushes: [RecentlyClosedPanel] }
    transitions:
      - id: close-library
        from: BookmarksPanel
        steps: [dismiss]
      - id: open-history
        from: BrowserViewController
        steps:
          - startChild: LibraryCoordinator
          - switchTab: History
          - push: RecentlyClosedPanel
      - id: done
        from: NotificationsPage
        steps: [{ finish: LaunchCoordinator }, { setRoot: BrowserCoordinator }]
    """

    static func dot(_ view: ViewKind) throws -> String {
        let model = try FlowSpecParser.parse(spec, path: "browser.yaml").model
        return String(decoding: try GraphvizRenderer.render(view.diagram(of: model), format: .dot), as: UTF8.self)
    }

    @Test(arguments: [ViewKind.tabs, .flows])
    func thePagesOfAPhaseRootAreDrawnSideBySideInTheirOrder(view: ViewKind) throws {
        let dot = try Self.dot(view)
        for page in ["WelcomePage", "SyncPage", "NotificationsPage"] {
            #expect(dot.contains("\"screen:\(page)\""), "\(page) is drawn")
        }
        #expect(dot.contains("rank=same"))
        #expect(dot.contains("\"screen:WelcomePage\" -> \"screen:SyncPage\""))
        #expect(dot.contains("\"screen:SyncPage\" -> \"screen:NotificationsPage\""))
    }

    @Test func aRootReplacedAfterTheOnboardingFinishesIsDrawnFromTheLastPage() throws {
        // Finishing the launch coordinator leaves no screen of its parent up; the next step
        // still starts on the page the user was on.
        let dot = try Self.dot(.flows)
        #expect(dot.contains("\"screen:NotificationsPage\" -> \"screen:BrowserViewController\""))
        #expect(dot.contains("done: from NotificationsPage; step 2 of 2: make BrowserCoordinator the root"))
    }

    @Test func aPresentedTabBarSaysOverWhatAndIsJoinedToIt() throws {
        let dot = try Self.dot(.tabs)
        #expect(dot.contains("presented over Browser"))
        #expect(dot.contains("\"screen:BrowserViewController\" -> \"coordinator:LibraryCoordinator\""))
    }
}
