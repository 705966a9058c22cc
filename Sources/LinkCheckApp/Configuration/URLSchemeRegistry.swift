import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The URL schemes an Info.plist registers: each `CFBundleURLTypes[i].CFBundleURLSchemes[j]`.
public struct URLSchemeRegistry: Sendable {
    public struct Scheme: Sendable, Hashable {
        /// As written.
        public var name: String
        public var location: SourceLocation
    }

    /// A key almost `CFBundleURLSchemes` or `CFBundleURLTypes` (`CFBundleURLScheme`), which iOS
    /// does not read: what it holds registers nothing. Found, it is the cause of every scheme it
    /// holds not being registered.
    public struct Misspelling: Sendable, Hashable {
        /// The `unknown-key` warning at the key, with the key meant.
        public var finding: Diagnostic
        /// The schemes it holds, as written: what it would register, spelled right.
        public var schemes: [String]
    }

    public var schemes: [Scheme]
    /// Whether the file has `CFBundleURLTypes` at all.
    public var hasURLTypes: Bool
    /// Where a missing scheme is reported: the `CFBundleURLTypes` key, else the root `<dict>`.
    public var anchor: SourceLocation
    /// The misspelled keys, in the file's order.
    public var misspellings: [Misspelling] = []

    /// Reads the registrations; a value of the wrong type is an error (the file cannot be judged,
    /// as a table with a wrong type cannot), and `nil` comes back.
    public static func load(
        _ bytes: [UInt8], file: String,
        limits: InputLimits = .defaults
    ) -> (registry: URLSchemeRegistry?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let document = sink.parsePlist(bytes, limits: limits) else { return (nil, sink.diagnostics) }
        let registry = read(document.root, into: &sink)
        return (sink.hasErrors ? nil : registry, sink.diagnostics)
    }

    static func read(_ root: PlistValue, into sink: inout DiagnosticSink) -> URLSchemeRegistry? {
        guard root.entries != nil else {
            sink.error(.wrongType, "an Info.plist must hold a <dict>, not \(root.typeName)", at: root.location)
            return nil
        }
        guard let types = root.entry("CFBundleURLTypes") else {
            var registry = URLSchemeRegistry(schemes: [], hasURLTypes: false, anchor: root.location)
            registry.misspellings += misspelling(of: "CFBundleURLTypes", in: root, where: "the Info.plist", into: &sink).map { [$0] } ?? []
            return registry
        }
        var schemes: [Scheme] = []
        var misspellings: [Misspelling] = []
        guard let list = types.value.arrayValue else {
            sink.error(.wrongType, "CFBundleURLTypes must be an <array> of <dict>s, not \(types.value.typeName)", at: types.value.location)
            return nil
        }
        for type in list {
            guard type.entries != nil else {
                sink.error(.wrongType, "each of CFBundleURLTypes must be a <dict>, not \(type.typeName)", at: type.location)
                continue
            }
            // A URL type without schemes (only a CFBundleURLName, say) registers nothing, which
            // is not wrong in itself.
            guard let value = type["CFBundleURLSchemes"] else {
                misspellings += misspelling(of: "CFBundleURLSchemes", in: type, where: "a CFBundleURLTypes entry", into: &sink).map { [$0] } ?? []
                continue
            }
            guard let names = sink.plistStrings(value, "CFBundleURLSchemes") else { continue }
            schemes += names.map { Scheme(name: $0.0, location: $0.1) }
        }
        var registry = URLSchemeRegistry(schemes: schemes, hasURLTypes: true, anchor: types.keyLocation)
        registry.misspellings = misspellings
        return registry
    }

    /// The strings a misspelled key holds that would be schemes: its array's strings (for
    /// `CFBundleURLSchemes`), or those of each entry's `CFBundleURLSchemes` (for `CFBundleURLTypes`).
    static func heldSchemes(_ value: PlistValue) -> [String] {
        (value.arrayValue ?? []).flatMap { element -> [String] in
            if let s = element.stringValue { return [s] }
            return (element["CFBundleURLSchemes"]?.arrayValue ?? []).compactMap(\.stringValue)
        }
    }

    /// A key of `dict` that is almost `key` (`CFBundleURLScheme`, `CFBundleUrlSchemes`): iOS reads
    /// only the exact key, so what it holds registers nothing; said where it is, with the key meant.
    @discardableResult
    static func misspelling(of key: String, in dict: PlistValue, where place: String, into sink: inout DiagnosticSink) -> Misspelling? {
        // The other keys a URL type has are real ones, however close their spelling.
        let known = ["CFBundleURLName", "CFBundleTypeRole", "CFBundleURLIconFile", "LSHandlerRank"]
        guard let entries = dict.entries,
            let near = entries.first(where: {
                $0.key != key && !known.contains($0.key) && $0.key.lowercased().contains("url")
                    && Suggestion.closest(to: $0.key, among: [key]) != nil
            })
        else { return nil }
        let finding = Diagnostic(
            .warning, .unknownKey,
            "\(SwiftLiteral.string(near.key)) in \(place) is not a key iOS reads, so what it holds registers nothing; "
                + "did you mean \(SwiftLiteral.string(key))?", file: sink.file, at: near.keyLocation)
        sink.warning(finding.rule, finding.message, at: near.keyLocation)
        return Misspelling(finding: finding, schemes: heldSchemes(near.value))
    }
}
