import Foundation

/// Declared in a package the scan does not read in the app; here it is.
enum TicketLink {
    case event(id: String)
    case basket
    case login(returnURL: URL)
}

final class TicketLinkFactory {
    func link(for url: URL) -> TicketLink? {
        if url.path == "/events", let id = url.fragment {
            return TicketLink.event(id: id)
        } else if "/basket" == url.path {
            return .basket
        } else if url.path.hasPrefix("/login") {
            return .login(returnURL: url)
        }
        return nil
    }
}
