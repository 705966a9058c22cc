import LinkCheckCore

/// `tool.driver.rules`: the catalogue's rules that the run's results name, in catalogue order,
/// each with its summary, help and a link to its row in docs/rules.md. Only the rules referenced
/// are listed, so a log (and its golden) changes only when its own findings do, not whenever a
/// rule is added to the catalogue.
struct SARIFRules {
    /// The rules listed, in catalogue order.
    let rules: [Rule]
    private let indices: [String: Int]

    /// The rules `findings` name, ordered as the catalogue lists them.
    init(referencedBy findings: [SARIFFinding]) {
        let named = Set(findings.map(\.diagnostic.rule.id))
        var rules = Rule.all.filter { named.contains($0.id) }
        // Every rule is in the catalogue; one that were not would still be listed, last.
        for finding in findings where !rules.contains(finding.diagnostic.rule) { rules.append(finding.diagnostic.rule) }
        self.rules = rules
        indices = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    /// The `ruleIndex` of `rule` in `rules`.
    func index(of rule: Rule) -> Int {
        indices[rule.id] ?? 0
    }

    var descriptors: JSONOutput {
        .array(rules.map(Self.descriptor))
    }

    /// A `reportingDescriptor`: id, a readable name (`CaseFailed`), the summary as short and full
    /// description (the full one with what to do), the help as text and Markdown, the link to the
    /// rule's row of docs/rules.md, and its level.
    static func descriptor(_ rule: Rule) -> JSONOutput {
        let uri = LinkCheckHomepage.document("rules.md", anchor: rule.id)
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(name(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(sentence(rule.summary) + " " + rule.help))])),
            (
                "help",
                .object([
                    ("text", .string(rule.help)),
                    (
                        "markdown",
                        .string(
                            "**\(rule.id)** (\(rule.severity.rawValue)): \(rule.summary).\n\n\(rule.help)\n\n"
                                + "[All rules](\(uri))")
                    )
                ])
            ),
            ("helpUri", .string(uri)),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ("properties", .object([("tags", .array([.string(rule.group.rawValue)]))]))
        ])
    }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        }
    }

    /// `case-failed` → `CaseFailed`.
    static func name(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The summary as a sentence: capitalised, with a full stop.
    static func sentence(_ summary: String) -> String {
        summary.prefix(1).uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
    }
}
