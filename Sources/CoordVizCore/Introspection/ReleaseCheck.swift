/// The proof of a retain cycle: which coordinators of a live tree are still alive after the app
/// lets go of its root.
///
/// A strong back-reference (`parentCoordinator` held strongly) is a cycle only if nothing else
/// breaks it; this check does not guess. It builds the tree with a factory, snapshots it, watches
/// every coordinator the walk found through weak references, drops the root and lists the ones
/// that survive. Nothing outside the tree may keep the root (a window, a global), or it survives
/// for that reason instead.
///
/// ```swift
/// let snapshot = try ReleaseCheck.snapshot(app: "LoveStory") { LoveStoryApp.launch() }
/// snapshot.releaseCheck?.survivors   // ["MainCoordinator", "HomeCoordinator", "OrdersCoordinator"]
/// ```
///
/// A snapshot carries the result in its optional `releaseCheck` field; readers that do not know
/// the field ignore it, so the snapshot stays version 2.
public struct ReleaseCheck: Codable, Equatable, Sendable {
    /// How many coordinators (and owners) were watched: every node of the snapshot.
    public var watched: Int
    /// The ids (as in the snapshot) of those still alive after the root was released, in
    /// snapshot order. Empty when the tree was freed completely.
    public var survivors: [String]

    public init(watched: Int, survivors: [String]) {
        self.watched = watched
        self.survivors = survivors
    }

    /// Builds the app with `makeRoot`, snapshots the tree under the root it returns, releases
    /// it and records the coordinators that survive in the snapshot's ``Snapshot/releaseCheck``.
    ///
    /// - Parameters:
    ///   - makeRoot: creates the app in the state to snapshot and returns its root; it must not
    ///     keep the root (or anything in the tree) anywhere else.
    ///   - introspector: the walk's options.
    /// - Throws: what ``Introspector/snapshot(of:app:)`` or `makeRoot` throws.
    public static func snapshot(
        app: String? = nil, introspector: Introspector = Introspector(), makeRoot: () throws -> AnyObject
    ) throws -> Snapshot {
        let (snapshot, watchers) = try watchedSnapshot(app: app, introspector: introspector, makeRoot: makeRoot)
        // Every strong reference the check itself made ended with `watchedSnapshot`'s frame.
        var result = snapshot
        result.releaseCheck = ReleaseCheck(watched: watchers.count, survivors: watchers.filter { $0.object != nil }.map(\.id))
        return result
    }

    /// Makes the tree, snapshots it and returns weak watchers only: the root and the walk are
    /// released when this function returns.
    @inline(never)
    private static func watchedSnapshot(
        app: String?, introspector: Introspector, makeRoot: () throws -> AnyObject
    ) throws -> (Snapshot, [Watcher]) {
        let root = try makeRoot()
        let walked = try introspector.walkedSnapshot(of: root, app: app)
        return (walked.snapshot, walked.objects.map { Watcher(id: $0.id, object: $0.object) })
    }

    /// A weak reference to one coordinator, by its snapshot id.
    private final class Watcher {
        let id: String
        weak var object: AnyObject?

        init(id: String, object: AnyObject) {
            self.id = id
            self.object = object
        }
    }
}
