import UIKit

final class RecipesPresenter {
    var wireframe: RecipesWireframe?

    func addTapped() {
        wireframe?.presentEditor()
    }
}

final class EditorPresenter {
    var wireframe: EditorWireframe?

    func doneTapped() {
        wireframe?.dismissEditor()
    }
}

final class RecipesViewController: UIViewController {
    var presenter: RecipesPresenter?

    @objc func add() {
        presenter?.addTapped()
    }
}

final class EditorViewController: UIViewController {
    var presenter: EditorPresenter?

    @objc func done() {
        presenter?.doneTapped()
    }
}

/// Makes every module and wires them together at launch.
final class Dependencies {
    let recipesWireframe = RecipesWireframe()

    init() {
        let rootWireframe = RootWireframe()
        let recipesPresenter = RecipesPresenter()
        let editorWireframe = EditorWireframe()
        let editorPresenter = EditorPresenter()
        recipesPresenter.wireframe = recipesWireframe
        recipesWireframe.presenter = recipesPresenter
        recipesWireframe.rootWireframe = rootWireframe
        recipesWireframe.editorWireframe = editorWireframe
        editorWireframe.listWireframe = recipesWireframe
        editorWireframe.presenter = editorPresenter
        editorPresenter.wireframe = editorWireframe
    }

    func install(in window: UIWindow) {
        recipesWireframe.presentRecipes(in: window)
    }
}
