/// Version 2 constructs in a version 1 file: each is a located `needs-version-2` error that says
/// to set `version: 2`. The rest of the construct is still read, so one run reports everything.
extension DocumentReader {
    /// The format version the file is read as: its `version`, or the newest one when it has none
    /// (that is `missing-version` already; reading it as the newest avoids a second error per key).
    static func formatVersion(of document: SpecDocument) -> Int {
        document.version?.value ?? FlowSpecParser.supportedVersions.upperBound
    }

    /// Reports every key of `entries` that exists only from version 2 on, when the file is version 1.
    mutating func requireVersion2(for entries: [NodeReader.Entry], kind: String, in what: String) {
        guard version == 1, let newer = SpecKeys.version2[kind] else { return }
        for entry in entries where newer.contains(entry.key) {
            needsVersion2("'\(entry.key)' in \(what)", at: entry.keyNode)
        }
    }

    mutating func needsVersion2(_ construct: String, at node: YAMLNode) {
        reader.error(.needsVersion2, "\(construct) is a version 2 construct; set 'version: 2' at the top of this file (version 1 files read as before)", at: node)
    }
}
