import LinkCheck

/// `linkcheck routes [--schema FILE] [--info-plist FILE] [--entitlements FILE [--release]] TABLE...`
struct RoutesCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutput {
        let options = OutputOptions(args, context)
        let configuration = ConfigurationFiles(infoPlist: args.value("info-plist"), entitlements: args.value("entitlements"),
                                               release: args.flag("release"))
        if configuration.release && configuration.entitlements == nil {
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: --release checks the entitlements; give them with --entitlements FILE\n")
        }
        let report = RoutesRun(context: context).run(tables: args.positionals, schemaOverride: args.value("schema"),
                                                     configuration: configuration)
        let unjudged = report.hasErrors
        var out = CommandOutput(status: unjudged ? ExitStatus.unjudged : report.failed > 0 ? ExitStatus.failed : ExitStatus.passed)
        out.stderr = options.render(report.diagnostics)
        switch options.format {
        case .json:
            out.stdout = RoutesJSONReporter.render(report)
        case .junit:
            out.stdout = JUnitReporter.routes(report)
        case .github:
            out.stdout = GitHubReporter.routes(report)
            options.appendStepSummary(MarkdownSummary.routes(report), context: context, to: &out)
        case .text:
            if unjudged {
                out.stderr += OutputOptions.unjudgedLine(report.diagnostics, "no case was run")
            } else {
                out.stdout = RoutesTextReporter(style: options.stdoutStyle, quiet: options.quiet).render(report)
            }
        }
        return out
    }
}
