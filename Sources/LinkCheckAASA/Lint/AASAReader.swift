import LinkCheckCore

/// The single pass over a parsed AASA object: builds the model and reports into `sink`. The top
/// level is read here; each level below has its `AASAReader+*.swift` file, and the wording of
/// values and suggestions in messages is `AASAReader+Messages.swift`.
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

    /// The members of `object` by key; for a repeated key the last one, as Foundation's
    /// `JSONSerialization` (what iOS uses) keeps the last value. The repeat itself is an error.
    static func lastMembers(_ object: JSONValue) -> [String: JSONMember] {
        var out: [String: JSONMember] = [:]
        for member in object.members { out[member.key] = member }
        return out
    }
}
