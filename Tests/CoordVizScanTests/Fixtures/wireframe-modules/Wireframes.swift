import UIKit

/// Shows a module's first screen as the window's stack.
final class RootWireframe: NSObject {
    func show(_ screen: UIViewController, in window: UIWindow) {
        let navigation = window.rootViewController as! UINavigationController
        navigation.viewControllers = [screen]
    }
}

/// The recipes module: its list, and the wireframe of the module it opens, both handed in by the
/// dependency container.
final class RecipesWireframe: NSObject {
    var rootWireframe: RootWireframe?
    var editorWireframe: EditorWireframe?
    weak var presenter: RecipesPresenter?
    private var list: RecipesViewController?

    func presentRecipes(in window: UIWindow) {
        let screen = RecipesViewController()
        screen.presenter = presenter
        list = screen
        rootWireframe?.show(screen, in: window)
    }

    func presentEditor() {
        editorWireframe?.presentEditor(from: list!)
    }
}

/// The editor module, presented over the list.
final class EditorWireframe: NSObject, UIViewControllerTransitioningDelegate {
    var presenter: EditorPresenter?
    weak var listWireframe: RecipesWireframe?
    private var shown: UIViewController?

    func presentEditor(from screen: UIViewController) {
        let editor = EditorViewController()
        editor.presenter = presenter
        editor.modalPresentationStyle = .custom
        editor.transitioningDelegate = self
        screen.present(editor, animated: true)
        shown = editor
    }

    func dismissEditor() {
        shown?.dismiss(animated: true)
    }
}
