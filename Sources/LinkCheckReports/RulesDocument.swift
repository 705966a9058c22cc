import LinkCheckCore

/// `docs/rules.md`, written from the rule catalogue: a section per group, a row per rule with its
/// severity, what it reports and what to do. A test keeps the file equal to this.
public enum RulesDocument {
    public static func markdown() -> String {
        var out = """
            # Rules

            Every finding linkcheck reports carries one of these ids, in brackets after the message
            (`[json-syntax]`), as the `rule` of JSON output, the `type` of a JUnit failure and the
            title of a GitHub annotation. Errors fail the run (exit 1, or 2 where the run cannot be
            judged); warnings do not, unless `aasa --strict` or `"strict": true` in linkcheck.json.
            This file is generated from the catalogue in the code (`RuleCatalogue.swift`); a test
            fails when they differ.

            """
        for group in Rule.Group.allCases {
            let rules = Rule.all.filter { $0.group == group }
            guard !rules.isEmpty else { continue }
            out += "\n## \(group.rawValue)\n\n| Rule | Severity | What it reports | What to do |\n| --- | --- | --- | --- |\n"
            for rule in rules {
                // The anchor is what SARIF's helpUri points at (`rules.md#case-failed`).
                out += "| <a id=\"\(rule.id)\"></a>`\(rule.id)` | \(rule.severity.rawValue) | \(cell(rule.summary)) | \(cell(rule.help)) |\n"
            }
        }
        return out
    }

    /// A table cell: `|` escaped so that text cannot split the row.
    private static func cell(_ s: String) -> String {
        s.replacingPipes()
    }
}

private extension String {
    func replacingPipes() -> String {
        var out = ""
        for c in self { out += c == "|" ? "\\|" : String(c) }
        return out
    }
}
