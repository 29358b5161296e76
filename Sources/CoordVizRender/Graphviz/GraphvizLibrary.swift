import CGraphvizShim

/// The shim's process-wide state seen from Swift: opening the context, the plugin lists and
/// the captured messages. Call only from inside ``GraphvizGate``.
enum GraphvizLibrary {
    /// The plugin lists the shim keeps.
    enum PluginKind {
        case layout, format

        var code: Int32 {
            switch self {
            case .layout: CVZ_PLUGIN_LAYOUT
            case .format: CVZ_PLUGIN_FORMAT
            }
        }
    }

    /// Creates the process-wide context on first use and checks it has plugins.
    static func open() throws(RenderError) {
        let status = cvz_open()
        guard status == CVZ_OK else {
            throw status == CVZ_ERR_NO_PLUGINS
                ? .noPlugins
                : .graphFailed(messages(or: "Graphviz could not create its context"))
        }
    }

    /// The names Graphviz lists for a kind of plugin.
    static func pluginNames(_ kind: PluginKind) throws(RenderError) -> [String] {
        try open()
        return (0..<cvz_plugin_count(kind.code)).compactMap { index in
            cvz_plugin_name(kind.code, index).map { String(cString: $0) }
        }
    }

    /// The version of the Graphviz library loaded in this process, or `nil` when it cannot
    /// create its context.
    static func version() -> String? {
        cvz_graphviz_version().map { String(cString: $0) }
    }

    /// What Graphviz (or the shim) reported during the last call, trimmed, or `fallback` if
    /// it reported nothing.
    static func messages(or fallback: String) -> String {
        let text = String(cString: cvz_last_messages())
        let trimmed = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingTrailingSpaces() }
            .joined(separator: "\n")
        return trimmed.isEmpty ? fallback : trimmed
    }
}

extension Substring {
    /// The line without trailing blanks (Graphviz ends some message lines with a space).
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var line = self
        while let last = line.last, last == " " || last == "\t" || last == "\r" {
            line.removeLast()
        }
        return line
    }
}
