import LinkCheckCore

/// The SARIF 2.1.0 log of one command: one run, its tool with the rules the results name, one
/// invocation, and the results.
enum SARIFLog {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func document(_ content: SARIFCommandResults, selection: SARIFSelection) -> JSONOutput {
        let rules = SARIFRules(referencedBy: selection.findings)
        let fingerprints = SARIFFingerprint.fingerprints(selection.findings)
        let results: [JSONOutput] = zip(selection.findings, fingerprints).map { finding, fingerprint in
            result(finding.diagnostic, ruleIndex: rules.index(of: finding.diagnostic.rule), fingerprint: fingerprint)
        }
        var notifications = content.notifications.map { notification($0, level: content.judged ? "warning" : "error") }
        if selection.leftOut > 0 {
            notifications.append(
                notification(
                    capNote(
                        kept: selection.findings.count, errors: selection.leftOutErrors,
                        warnings: selection.leftOutWarnings), level: "warning"))
        }
        var invocation: [(String, JSONOutput)] = [("executionSuccessful", .bool(content.judged))]
        if !notifications.isEmpty { invocation.append(("toolExecutionNotifications", .array(notifications))) }
        let run: JSONOutput = .object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("linkcheck")),
                            ("version", .string(LinkCheckVersion.current)),
                            ("semanticVersion", .string(LinkCheckVersion.current)),
                            ("informationUri", .string(LinkCheckHomepage.url)),
                            ("rules", rules.descriptors)
                        ])
                    )
                ])
            ),
            ("invocations", .array([.object(invocation)])),
            (
                "originalUriBaseIds",
                .object([
                    (
                        SARIFLocation.sourceRoot,
                        .object([
                            ("description", .object([("text", .string("the working directory linkcheck ran in"))]))
                        ])
                    )
                ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results))
        ])
        return .object([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run]))])
    }

    /// A `result`: rule, level, message (with the diff and notes), location and fingerprint.
    static func result(_ d: Diagnostic, ruleIndex: Int, fingerprint: String) -> JSONOutput {
        .object([
            ("ruleId", .string(d.rule.id)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(SARIFRules.level(d.severity))),
            ("message", .object([("text", .string(message(d)))])),
            ("locations", .array([SARIFLocation.location(d)])),
            ("partialFingerprints", .object([(SARIFFingerprint.key, .string(fingerprint))]))
        ])
    }

    /// The message, then the detail (a failing case's diff) and the notes, as the text report
    /// prints them below the headline.
    static func message(_ d: Diagnostic) -> String {
        ([Display.escaped(d.message)] + d.detail.map { DiagnosticPrinter.render($0, style: .plain) }
            + d.notes.map { "note: " + Display.escaped($0) }).joined(separator: "\n")
    }

    static func notification(_ text: String, level: String) -> JSONOutput {
        .object([("level", .string(level)), ("message", .object([("text", .string(text))]))])
    }

    /// What the log says, and standard error repeats, when results were left out.
    static func capNote(kept: Int, errors: Int, warnings: Int) -> String {
        "the SARIF log holds \(kept) of \(kept + errors + warnings) results (\(Plural.count(errors, "error")) and "
            + "\(Plural.count(warnings, "warning")) left out): "
            + "GitHub code scanning shows at most \(SARIFSelection.githubLimit) per run; --format json or text lists them all"
    }
}
