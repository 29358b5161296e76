import Foundation

/// The look-ups every stage asks of one model value (its ``ModelIndex`` and ``FlowSimulator``),
/// each made once, on first use, and shared by every copy of that value: the spec's checks, the
/// views and the exporters of one render no longer index the same app again.
///
/// A copy that was changed since is told apart by ``Fingerprint``: the identity of the storage
/// of each of the model's arrays (changing an array shared with a kept copy gives it storage of
/// its own) and its two strings. A few versions are kept, so a copy changed for one view and the
/// model it came from do not push each other out. Each kept version holds a copy of the model
/// with a set of look-ups of its own: a look-up never holds the set that holds it, and storage a
/// fingerprint names stays alive, so it cannot be reused by another array.
///
/// Thread-safe: a second thread asking for a look-up being made waits for it instead of making
/// it again.
final class ModelLookups: @unchecked Sendable {
    /// How many versions of a model keep their look-ups.
    static let keptVersions = 4

    private final class Version: @unchecked Sendable {
        let fingerprint: Fingerprint
        let model: ArchitectureModel
        let lock = NSLock()
        var index: ModelIndex?
        var simulator: FlowSimulator?

        init(_ fingerprint: Fingerprint, model: ArchitectureModel) {
            self.fingerprint = fingerprint
            var detached = model
            detached.lookups = ModelLookups()
            self.model = detached
        }
    }

    private let lock = NSLock()
    private var versions: [Version] = []

    private func version(of model: ArchitectureModel) -> Version {
        let fingerprint = Fingerprint(model)
        return lock.withLock {
            if let kept = versions.first(where: { $0.fingerprint == fingerprint }) { return kept }
            let made = Version(fingerprint, model: model)
            if versions.count == Self.keptVersions { versions.removeFirst() }
            versions.append(made)
            return made
        }
    }

    func index(of model: ArchitectureModel) -> ModelIndex {
        let version = version(of: model)
        return version.lock.withLock {
            if let index = version.index { return index }
            let made = ModelIndex(version.model)
            version.index = made
            return made
        }
    }

    func simulator(of model: ArchitectureModel) -> FlowSimulator {
        let version = version(of: model)
        return version.lock.withLock {
            if let simulator = version.simulator { return simulator }
            // The simulator indexes on its own; building it never asks for `index`.
            let made = FlowSimulator(model: version.model)
            version.simulator = made
            return made
        }
    }

    /// What tells one version of a model from another without comparing their contents.
    struct Fingerprint: Equatable {
        let app: String
        let root: String?
        let storage: [UnsafeRawPointer?]

        init(_ model: ArchitectureModel) {
            app = model.app
            root = model.root
            storage = [
                Self.storage(of: model.coordinators), Self.storage(of: model.screens), Self.storage(of: model.transitions),
                Self.storage(of: model.deepLinks), model.presentedContainers.flatMap(Self.storage), model.unread.flatMap(Self.storage),
                model.phases.flatMap(Self.storage),
            ]
        }

        private static func storage<Element>(of array: [Element]) -> UnsafeRawPointer? {
            array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
    }
}

extension ArchitectureModel {
    /// The model's index (coordinators, screens, owners, parents, transitions by source and
    /// target), made on first use and shared by every unchanged copy of this value.
    public var sharedIndex: ModelIndex { lookups.index(of: self) }

    /// A flow simulator of the model, made on first use and shared like ``sharedIndex``.
    public var sharedSimulator: FlowSimulator { lookups.simulator(of: self) }
}
