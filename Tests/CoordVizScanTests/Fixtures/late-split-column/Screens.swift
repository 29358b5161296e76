import UIKit

final class InboxViewController: UITableViewController {
    weak var coordinator: MailCoordinator?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.open(indexPath.row)
    }
}

final class EmptyMessageViewController: UIViewController {}

final class MessageViewController: UIViewController {
    let messageID: Int
    init(messageID: Int) {
        self.messageID = messageID
        super.init(nibName: nil, bundle: nil)
    }
}
