import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `linkcheck routes [--schema FILE] [--info-plist FILE] [--entitlements FILE [--release]] TABLE...`
struct RoutesCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run(_ streams: Streams) -> CommandOutput {
        let options = OutputOptions(args, context)
        var minimum: Double?
        if let given = args.value("min-coverage") {
            guard let percent = Self.percentage(given) else {
                return CommandOutput(status: ExitStatus.unjudged,
                                     stderr: "linkcheck: error: --min-coverage takes a percentage from 0 to 100, not \(SwiftLiteral.string(given))\n")
            }
            minimum = percent
        }
        let configuration = ConfigurationFiles(infoPlist: args.value("info-plist"), entitlements: args.value("entitlements"),
                                               release: args.flag("release"))
        if configuration.release && configuration.entitlements == nil {
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: --release checks the entitlements; give them with --entitlements FILE\n")
        }
        var report = RoutesRun(context: context).run(tables: args.positionals, schemaOverride: args.value("schema"),
                                                     configuration: configuration)
        if !report.hasErrors, args.flag("coverage") || minimum != nil {
            report.coverage = CoverageReport(schemas: report.linkCoverage(), minimum: minimum)
        }
        if !report.hasErrors, args.flag("round-trip") {
            report.checks += report.roundTripFindings()
        }
        let unjudged = report.hasErrors
        streams.messages.write(options.render(report.diagnostics))
        var out = CommandOutput(status: unjudged ? ExitStatus.unjudged : report.hasFailures ? ExitStatus.failed : ExitStatus.passed)
        var stream = streams.report
        switch options.format {
        case .json:
            RoutesJSONReporter.render(report, into: &stream)
        case .junit:
            JUnitReporter.routes(report, into: &stream)
        case .github:
            GitHubReporter.routes(report, into: &stream)
            options.appendStepSummary(MarkdownSummary.routes(report), context: context, to: streams.messages)
        case .text:
            if unjudged {
                streams.messages.write(OutputOptions.unjudgedLine(report.diagnostics, "no case was run"))
            } else {
                RoutesTextReporter(style: options.stdoutStyle, quiet: options.quiet).render(report, into: &stream)
            }
        }
        out.results = report
        return out
    }

    /// `90`, `87.5` or `90%`, from 0 to 100.
    static func percentage(_ text: String) -> Double? {
        guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0 ... 100).contains(value) else { return nil }
        return value
    }
}
