import UIKit

final class NotesViewController: UIViewController {}

final class EditorViewController: UIViewController {}
