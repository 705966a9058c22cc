import LinkCheckCore

/// The single pass over a parsed AASA object: builds the model and reports into `sink`.
/// Split by level across the `AASAReader+*.swift` files.
struct AASAReader {
    var sink: DiagnosticSink
    let options: AASALintOptions
    /// Custom substitution variables as declared (malformed ones included, so that their uses are
    /// not reported as undefined on top of the declaration's own problem), in file order.
    var declaredVariables: [(name: String, location: SourceLocation)] = []
    var declaredVariableNames: Set<String> = []
    /// Names that some pattern references.
    var usedVariables: Set<String> = []
    /// Locations of the rules `AASAReachability` reported unreachable: `AASAExclusionLeak` leaves
    /// them out.
    var unreachableRules: Set<SourceLocation> = []
    /// Each entry read, in `details` order, for `AASAEntryShadow`.
    var entryShadows: [AASAEntryShadow.Entry] = []
    /// Whether `com.example.app` is what the file should say (`AASAPlaceholderIDs.isExample`).
    let isExampleFile: Bool

    static let services = ["applinks", "webcredentials", "appclips", "activitycontinuation"]

    init(sink: DiagnosticSink, options: AASALintOptions) {
        self.sink = sink
        self.options = options
        isExampleFile = AASAPlaceholderIDs.isExample(domain: options.domain, file: sink.file)
    }

    mutating func readRoot(_ root: JSONValue) -> AASAFile {
        let members = Self.lastMembers(root)
        let hasService = Self.services.contains { members[$0] != nil }
        var reportedTypo = false
        for member in root.members where !Self.services.contains(member.key) {
            let guess = Self.closestKey(member.key, among: Self.services)
            // A misspelt service in a file without any real one: iOS associates nothing at all.
            let fatal = guess != nil && !hasService
            reportedTypo = reportedTypo || fatal
            sink.report(
                .unknownKey,
                "unknown top-level key \(SwiftLiteral.string(member.key))"
                    + (fatal ? ", so the file associates nothing" : "") + Self.hint(guess),
                at: member.keyLocation, severity: fatal ? .error : nil)
        }
        if !hasService && !reportedTypo {
            sink.report(
                .noService,
                "the file declares none of \"applinks\", \"webcredentials\", \"appclips\", "
                    + "\"activitycontinuation\", so nothing is associated", at: root.location)
        }

        var file = AASAFile()
        if let applinks = members["applinks"] { file.applinks = readAppLinks(applinks.value) }
        file.webcredentials = readService(members["webcredentials"])
        file.appclips = readService(members["appclips"])
        file.activitycontinuation = readService(members["activitycontinuation"])
        reportUnusedVariables()
        return file
    }

    /// `webcredentials`, `appclips`, `activitycontinuation`: `{"apps": [app IDs]}`.
    mutating func readService(_ member: JSONMember?) -> [AASAAppID] {
        guard let member else { return [] }
        let name = SwiftLiteral.string(member.key)
        let value = member.value
        guard value.kind == .object else {
            let fix = value.kind == .array ? "; write {\"apps\": [...]}" : ""
            sink.report(
                .wrongType, "\(name) must be an object with an \"apps\" array, not \(Self.describe(value))" + fix,
                at: value.location)
            return []
        }
        let members = Self.lastMembers(value)
        for unknown in value.members where unknown.key != "apps" {
            let note = unknown.key == "details" ? "; \"details\" only applies to \"applinks\"" : Self.hint(Self.closestKey(unknown.key, among: ["apps"]))
            sink.report(.unknownKey, "unknown key \(SwiftLiteral.string(unknown.key)) in \(name)" + note, at: unknown.keyLocation)
        }
        guard let apps = members["apps"] else {
            sink.report(.missingKey, "\(name) has no \"apps\" list, so it associates nothing", at: value.location)
            return []
        }
        guard apps.value.kind == .array else {
            let fix = apps.value.stringValue.map { "; write [\(SwiftLiteral.string($0))]" } ?? ""
            sink.report(
                .wrongType, "\(member.key).apps must be an array of app ID strings, not \(Self.describe(apps.value))" + fix,
                at: apps.value.location)
            return []
        }
        if apps.value.count == 0 {
            sink.report(.emptyService, "\(member.key).apps is empty, so \(name) associates no app", at: apps.value.location)
        }
        var ids: [AASAAppID] = []
        for element in apps.value.elements {
            guard let id = element.stringValue else {
                sink.report(
                    .wrongType, "each app ID in \(member.key).apps must be a string, not \(Self.describe(element))",
                    at: element.location)
                continue
            }
            checkAppID(id, at: element.location)
            ids.append(AASAAppID(id, at: element.location))
        }
        reportDuplicateAppIDs([(member.key + ".apps", ids)])
        return ids
    }

    // MARK: - Helpers shared by every level

    /// The members of `object` by key; for a repeated key the last one, as Foundation's
    /// `JSONSerialization` (what iOS uses) keeps the last value. The repeat itself is an error.
    static func lastMembers(_ object: JSONValue) -> [String: JSONMember] {
        var out: [String: JSONMember] = [:]
        for member in object.members { out[member.key] = member }
        return out
    }

    /// The key the user most likely meant, including spellings `Suggestion` cannot guess
    /// (`path` for `/`).
    static func closestKey(_ word: String, among allowed: [String], aliases: [String: String] = [:]) -> String? {
        if let alias = aliases[word.lowercased()], allowed.contains(alias) { return alias }
        return Suggestion.closest(to: word, among: allowed)
    }

    static func hint(_ guess: String?) -> String {
        guess.map { "; did you mean \(SwiftLiteral.string($0))?" } ?? ""
    }

    /// A value for messages: strings, numbers and literals quoted (`the string "true"`),
    /// containers by kind (`an array`).
    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .string: return "the string " + quoted(value.stringValue ?? "")
        case .number: return "the number " + (value.numberText ?? "")
        case .bool: return (value.boolValue ?? false) ? "true" : "false"
        case .null: return "null"
        case .array, .object: return value.typeName
        }
    }

    /// A string literal, shortened so that a huge value cannot swamp the message.
    static func quoted(_ text: String, limit: Int = 80) -> String {
        text.count <= limit ? SwiftLiteral.string(text) : SwiftLiteral.string(text.prefix(limit)) + "…"
    }
}
