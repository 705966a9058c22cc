import LinkCheckSystem
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// The whole command line as a function: arguments and context in, status and text out.
public enum CLI {
    /// Runs in memory: what tests and other Swift code call.
    public static func run(_ arguments: [String], context: CommandContext) -> CommandOutput {
        let stdout = OutputStream(), stderr = OutputStream()
        let status = run(arguments, context: context, stdout: stdout, stderr: stderr) { $0 }
        return CommandOutput(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// The process's run: the report goes to `stdout` (unless `--output` names a file), messages
    /// to `stderr`, and the process exits with the status (2 when the report could not be written
    /// whole, or the messages could not). It exits while the results are still held: freeing a
    /// million cases takes a fifth of a second, for nothing.
    public static func main(_ arguments: [String], context: CommandContext, stdout: OutputStream, stderr: OutputStream) -> Never {
        run(arguments, context: context, stdout: stdout, stderr: stderr) { status in
            Cleanup.shared.yieldToSignal()
            stderr.flush()
            if case .failed? = stderr.failure { exit(ExitStatus.unjudged) }
            exit(status)
        }
    }

    /// Parses, runs the command, renders its result, and hands the status to `end` while the
    /// result is alive.
    private static func run<R>(
        _ arguments: [String], context: CommandContext, stdout: OutputStream, stderr: OutputStream,
        end: (Int32) -> R
    ) -> R {
        var context = context
        let log = ReadLog()
        context.files.log = log
        let args: ParsedArguments
        // Inside a project, the file a command needs and was not given comes from linkcheck.json.
        var parsed = parse(arguments, context: context)
        var defaults: (arguments: [String], note: String?, problem: String?, folder: String?) = (arguments, nil, nil, nil)
        if case .failure = parsed {
            defaults = ProjectDefaults.apply(arguments, context: context)
            if let problem = defaults.problem {
                stderr.write("linkcheck: error: \(problem)\n")
                return end(ExitStatus.unjudged)
            }
            // `generate` from an entry runs in the folder of linkcheck.json, where its paths are written from.
            if let folder = defaults.folder { context.workingDirectory = folder }
            if defaults.note != nil { parsed = parse(defaults.arguments, context: context) }
        }
        switch parsed {
        case .failure(let error):
            stderr.write("linkcheck: error: \(error.message)\n")
            return end(ExitStatus.unjudged)
        case .success(.version):
            stdout.write("linkcheck \(LinkCheckVersion.current)\n")
            return end(finish(ExitStatus.passed, report: stdout, file: nil, stderr: stderr))
        case .success(.help(let command)):
            stdout.write(CommandLineParser.linkcheck(version: LinkCheckVersion.current).help(for: command))
            return end(finish(ExitStatus.passed, report: stdout, file: nil, stderr: stderr))
        case .success(.run(let parsed)):
            args = parsed
            if let note = defaults.note { stderr.write(note + "\n") }
        }
        if let refusal = ReadOnlyRun.refusal(args, arguments: arguments, environment: context.environment) {
            stderr.write("linkcheck: error: \(refusal)\n")
            return end(ExitStatus.unjudged)
        }
        switch LimitOptions.limits(args, defaults: context.limits) {
        case .failure(let error):
            stderr.write("linkcheck: error: \(error.message)\n")
            return end(ExitStatus.unjudged)
        case .success(let limits):
            context.limits = limits
        }
        if let error = LimitOptions.urlTooLong(args, limits: context.limits) {
            stderr.write("linkcheck: error: \(error.message)\n")
            return end(ExitStatus.unjudged)
        }
        context.allowOutside = context.allowOutside || args.flag("allow-outside")

        var file: ReportFile?
        if let path = args.value("output"), path != "-" {
            switch openReport(path, args: args, context: context) {
            case .failure(let message):
                stderr.write("linkcheck: error: \(message.text)\n")
                return end(ExitStatus.unjudged)
            case .success(let opened):
                file = opened
            }
        }
        let report = file.map { OutputStream(descriptor: $0.descriptor) } ?? stdout
        let outcome = dispatch(args, context: context)
        var status: Int32
        switch outcome {
        case .output(let output):
            stderr.write(output.stderr)
            report.write(output.stdout)
            status = output.status
        case .result(let result):
            // The one place a result is rendered: messages first, so that warnings about a file
            // come before the results they qualify, then the report in the chosen format.
            let options = OutputOptions(args, context)
            stderr.write(
                TextReporter.messages(
                    result, options: ReportOptions(style: options.stderrStyle, quiet: options.quiet),
                    isTextFormat: options.format == .text))
            var stream = report
            let reporter = options.format.reporter
            reporter.render(result, options: ReportOptions(style: options.stdoutStyle, quiet: options.quiet), into: &stream)
            options.appendStepSummary(of: result, by: reporter, context: context, to: stderr)
            if let note = reporter.note(result) { stderr.write(note) }
            status = result.verdict.exitStatus
        }
        // A run that could not be judged and wrote no report (a usage error; text output, which
        // says nothing on standard output then) leaves the previous report as it was: an empty
        // file in its place would only lose it.
        if let opened = file, status == ExitStatus.unjudged, Self.wroteNothing(outcome, args: args, context: context) {
            opened.discard()
            file = nil
            stderr.write("linkcheck: note: nothing was written to --output \(display(opened.path))\n")
        }
        // A file the run read (a table's schema, an entry of linkcheck.json) is the output file:
        // nothing has been written to it, and nothing will be.
        if let file, let replaced = file.replaces, let input = log.read(replaced) {
            file.discard()
            stderr.write(
                "linkcheck: error: --output \(display(file.path)) is the same file as \(display(input.path)), "
                    + "which this run reads; linkcheck never writes to its inputs\n")
            return withExtendedLifetime(outcome) { end(ExitStatus.unjudged) }
        }
        status = finish(status, report: report, file: file, stderr: stderr)
        return withExtendedLifetime(outcome) { end(status) }
    }

    /// The arguments read. Bare `linkcheck` runs `check` inside a project and shows help
    /// elsewhere; global options without a command (`linkcheck --format json`) always run
    /// `check`, since they ask for a run, and so do check's own (`linkcheck --release`).
    static func parse(_ arguments: [String], context: CommandContext) -> Result<Invocation, UsageError> {
        let parser = CommandLineParser.linkcheck(version: LinkCheckVersion.current)
        if arguments.isEmpty {
            guard ProjectLocator.find(in: context) != nil else { return .success(.help(command: nil)) }
            return parser.parse(["check"])
        }
        let parsed = parser.parse(arguments)
        // Options before any command are check's too (`linkcheck --release`, `linkcheck --online`):
        // bare linkcheck is check.
        if case .failure = parsed, arguments.first?.hasPrefix("-") == true, case .success(let asCheck) = parser.parse(["check"] + arguments) {
            return .success(asCheck)
        }
        let asksForHelp = arguments.contains { $0 == "-h" || $0 == "--help" }
        if case .success(.help(command: nil)) = parsed, !asksForHelp {
            // `linkcheck help` names a command, help itself: "check" would become its topic.
            let checked = parser.parse(arguments + ["check"])
            if case .success(.help(command: "check")) = checked { return parsed }
            return checked
        }
        return parsed
    }

    /// Whether the outcome put nothing in the report: a finished output with no standard output,
    /// or a text-format result, which an unjudged run leaves empty.
    private static func wroteNothing(_ outcome: CommandOutcome, args: ParsedArguments, context: CommandContext) -> Bool {
        switch outcome {
        case .output(let output): return output.stdout.isEmpty
        case .result: return OutputOptions(args, context).format == .text
        }
    }

    /// Flushes the report and, for `--output`, puts it in place. Any write that failed is a
    /// message and status 2; a reader that closed the pipe is not.
    private static func finish(_ status: Int32, report: OutputStream, file: ReportFile?, stderr: OutputStream) -> Int32 {
        report.flush()
        let target = file.map { display($0.path) } ?? "standard output"
        switch report.failure {
        case nil:
            break
        case .closed?:
            file?.discard()
            return status
        case .failed(let why)?:
            file?.discard()
            stderr.write("linkcheck: error: cannot write the report to \(target): \(why)\n")
            return ExitStatus.unjudged
        }
        if let file, case .failure(let e) = file.commit() {
            stderr.write("linkcheck: error: cannot write the report to \(target): \(e.reason)\n")
            return ExitStatus.unjudged
        }
        return status
    }

    /// `--output FILE`, checked before the run: not a file named on the command line, and a
    /// place where a report can be written.
    private static func openReport(_ path: String, args: ParsedArguments, context: CommandContext) -> Result<ReportFile, Message> {
        let absolute = context.absolute(path)
        if let target = FileIdentity(path: absolute),
            let input = inputs(of: args, context: context).first(where: { FileIdentity(path: context.absolute($0)) == target })
        {
            return .failure(
                Message(
                    "--output \(display(path)) is \(input == path ? "" : "the same file as ")an input of this run "
                        + "(\(display(input))); linkcheck never writes to its inputs"))
        }
        return ReportFile.create(path, absolute: absolute).mapError {
            Message("cannot write the report to \(display(path)): \($0.reason)")
        }
    }

    static func dispatch(_ args: ParsedArguments, context: CommandContext) -> CommandOutcome {
        switch args.command {
        case "routes": return RoutesCommand(args: args, context: context).run()
        case "resolve": return ResolveCommand(args: args, context: context).run()
        case "url": return URLCommand(args: args, context: context).run()
        case "aasa": return AASACommand(args: args, context: context).run()
        case "check": return CheckCommand(args: args, context: context).run()
        case "init": return InitCommand(args: args, context: context).run()
        case "generate": return GenerateCommand(args: args, context: context).run()
        case "xcode": return XcodeCommand(args: args, context: context).run()
        case "trace": return TraceCommand(args: args, context: context).run()
        case "completions": return CompletionsCommand(args: args).run()
        case "man": return ManCommand().run()
        default: return .usage("unknown command \"\(display(args.command))\"")
        }
    }

    /// The files named on the command line (and the project file `check` finds by itself).
    static func inputs(of args: ParsedArguments, context: CommandContext) -> [String] {
        var named = ["routes", "aasa"].contains(args.command) && !args.flag("fetch") ? args.positionals : []
        if args.command == "generate" { named += args.positionals.dropFirst() }
        named += ["schema", "urls", "cases", "project", "info-plist", "entitlements", "ca-file", "check", "aasa", "profile"].flatMap { args.values($0) }
        if args.command == "check", args.value("project") == nil, let found = ProjectLocator.find(in: context) { named.append(found) }
        return named.filter { $0 != "-" }
    }

    /// A path from the command line or the environment as messages show it: escaped, never raw.
    static func display(_ text: String) -> String {
        Display.escaped(PathBytes.display(text))
    }

    /// A word from the command line in quotes, escaped and clipped to 64 characters.
    static func quoted(_ text: String) -> String {
        text.unicodeScalars.contains(where: PathBytes.isEscape) ? PathBytes.display(text) : SwiftLiteral.clippedString(text)
    }

    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
