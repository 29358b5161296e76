import CoordVizCore
import CoordVizSpec

/// A command's inputs, read and merged: the model every view, page and review works on, the
/// warnings found on the way, and the parsed sides for tools that need them (the spec's source
/// map, the snapshot's live objects).
public struct LoadedInputs: Sendable {
    public var model: ArchitectureModel
    /// Warnings from the spec, its merge with the snapshot, and the snapshot's unread references.
    public var diagnostics: [Diagnostic]
    public var specPaths: [String]
    public var snapshotPath: String?
    public var recordingPath: String?
    /// The parsed spec, when specs were given.
    public var spec: ParsedSpec?
    /// The decoded snapshot, when one was given.
    public var snapshot: Snapshot?

    public init(
        model: ArchitectureModel, diagnostics: [Diagnostic], specPaths: [String] = [], snapshotPath: String? = nil,
        recordingPath: String? = nil, spec: ParsedSpec? = nil, snapshot: Snapshot? = nil
    ) {
        self.model = model
        self.diagnostics = diagnostics
        self.specPaths = specPaths
        self.snapshotPath = snapshotPath
        self.recordingPath = recordingPath
        self.spec = spec
        self.snapshot = snapshot
    }

    /// Whether the spec's whole-app checks still run in the background (see
    /// ``ModelLoader/load(_:specChecks:)``).
    public var hasPendingChecks: Bool { spec?.hasPendingChecks ?? false }

    /// These inputs once the spec's background checks have finished: their warnings join the
    /// others, in the order a plain load gives. Returns at once when nothing is pending.
    ///
    /// - Throws: ``FrontendError/invalidInputs(_:)`` listing every diagnostic when a check found
    ///   an error, as a plain load would have.
    public func checked() throws(FrontendError) -> LoadedInputs {
        guard let spec, spec.hasPendingChecks else { return self }
        let checkedSpec: ParsedSpec
        do { checkedSpec = try spec.checked() } catch { throw .invalidInputs(ModelLoader.problems(of: error)) }
        var result = self
        result.spec = checkedSpec
        // The spec's warnings come first; merge and snapshot warnings follow them.
        result.diagnostics = checkedSpec.warnings.map(\.diagnostic) + diagnostics.dropFirst(spec.warnings.count)
        return result
    }

    /// The warnings in compiler form, one a line.
    public var warnings: [String] { diagnostics.map(\.description) }
}
