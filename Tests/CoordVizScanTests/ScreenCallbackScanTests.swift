import CoordVizScan
import Testing

/// SwiftUI coordinators that wire their screens by callbacks: a coordinator view or object hands
/// each screen closures (`ProductView(onAddToCart: { path.append(.cart) })`) or its own methods
/// (`CatalogView(onCart: showCart)`), and the screen calls them from its buttons.
@Suite struct ScreenCallbackScanTests {
    static func transitions(_ app: ScannedApp) -> [String] {
        app.transitions.map { transition in
            "\(transition.from ?? "entry").\(transition.trigger ?? "?"): " + transition.steps.map { "\($0.kind) \($0.target)" }.joined(separator: ", ")
        }.sorted()
    }

    @Test("what a coordinator view's callback does is a transition from the screen it is handed to, named after the callback")
    func callbacksOfACoordinatorView() throws {
        let app = try FlowEndScanTests.scan("screen-callbacks")
        #expect(Self.transitions(app) == [
            "CartView.onCheckout: push CheckoutView",
            "CatalogView.onCart: push CartView",
            "CatalogView.onLogin: present LoginView",
            "CatalogView.onSelect: push ProductView",
            "CheckoutView.onDone: popToRoot ShopCoordinatorView",
            "LoginView.onClose: dismiss ",
            "ProductView.onAddToCart: push CartView",
        ])
        #expect(app.unresolved.isEmpty)
    }

    @Test("a coordinator object's callbacks, closures or its own methods handed by reference, act from the screens its builders make")
    func callbacksOfACoordinatorObject() throws {
        let app = try FlowEndScanTests.scan("coordinator-callbacks")
        #expect(Self.transitions(app) == [
            "ArticleView.onComments: push CommentsView",
            "ArticleView.onShare: present ShareSheetView",
            "AuthorView.onHome: popToRoot NewsCoordinator",
            "CommentsView.onAuthor: push AuthorView",
            "HeadlinesView.onOpen: push ArticleView",
            "ShareSheetView.onDone: dismiss ",
        ])
        #expect(app.unresolved.isEmpty)
    }
}
