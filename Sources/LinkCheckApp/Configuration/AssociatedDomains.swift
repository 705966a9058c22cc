import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The `com.apple.developer.associated-domains` entries of an entitlements file.
public struct AssociatedDomains: Sendable {
    public var entries: [AssociatedDomain]
    /// Whether the file has `com.apple.developer.associated-domains` at all.
    public var hasKey: Bool
    /// Where a missing host is reported: the key, else the root `<dict>`.
    public var anchor: SourceLocation

    public static let key = "com.apple.developer.associated-domains"

    /// Reads the entries; a value of the wrong type is an error, and `nil` comes back.
    public static func load(
        _ bytes: [UInt8], file: String,
        limits: InputLimits = .defaults
    ) -> (domains: AssociatedDomains?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let document = sink.parsePlist(bytes, limits: limits) else { return (nil, sink.diagnostics) }
        let domains = read(document.root, into: &sink)
        return (sink.hasErrors ? nil : domains, sink.diagnostics)
    }

    static func read(_ root: PlistValue, into sink: inout DiagnosticSink) -> AssociatedDomains? {
        guard root.entries != nil else {
            sink.error(.wrongType, "an entitlements file must hold a <dict>, not \(root.typeName)", at: root.location)
            return nil
        }
        guard let entry = root.entry(key) else {
            // A misspelled key (`com.apple.developer.associated-domain`) associates nothing.
            if let near = root.entries?.first(where: { $0.key.contains("associated") && Suggestion.closest(to: $0.key, among: [key]) != nil }) {
                sink.warning(
                    .unknownKey,
                    "\(SwiftLiteral.string(near.key)) is not an entitlement iOS reads, so it associates no domain; "
                        + "did you mean \(SwiftLiteral.string(key))?", at: near.keyLocation)
            }
            return AssociatedDomains(entries: [], hasKey: false, anchor: root.location)
        }
        guard let list = sink.plistStrings(entry.value, key) else { return nil }
        return AssociatedDomains(entries: list.map { AssociatedDomain($0.0, at: $0.1) }, hasKey: true, anchor: entry.keyLocation)
    }
}
