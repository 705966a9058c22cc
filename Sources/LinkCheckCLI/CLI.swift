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
        var output = run(arguments, context: context, stdout: stdout, stderr: stderr)
        output.stdout = stdout.text
        output.stderr = stderr.text
        return output
    }

    /// Runs with the report going to `stdout` (unless `--output` names a file) and messages to
    /// `stderr`. The output's status is the exit status (a report that could not be written whole
    /// is status 2); its text is in the streams.
    public static func run(_ arguments: [String], context: CommandContext, stdout: OutputStream, stderr: OutputStream) -> CommandOutput {
        var results: (any Sendable)?
        var output = CommandOutput(status: run(arguments, context: context, stdout: stdout, stderr: stderr, results: &results))
        output.results = results
        return output
    }

    private static func run(_ arguments: [String], context: CommandContext, stdout: OutputStream, stderr: OutputStream,
                            results: inout (any Sendable)?) -> Int32 {
        var context = context
        let log = ReadLog()
        context.files.log = log
        let invocation: Invocation
        switch parse(arguments, context: context) {
        case .failure(let error):
            stderr.write("linkcheck: error: \(error.message)\n")
            return ExitStatus.unjudged
        case .success(.version):
            stdout.write("linkcheck \(LinkCheckVersion.current)\n")
            return finish(ExitStatus.passed, report: stdout, file: nil, stderr: stderr)
        case .success(.help(let command)):
            stdout.write(ArgumentParser.linkcheck(version: LinkCheckVersion.current).help(for: command))
            return finish(ExitStatus.passed, report: stdout, file: nil, stderr: stderr)
        case .success(let other):
            invocation = other
        }
        guard case .run(let args) = invocation else { return ExitStatus.unjudged }
        switch LimitOptions.limits(args, defaults: context.limits) {
        case .failure(let error):
            stderr.write("linkcheck: error: \(error.message)\n")
            return ExitStatus.unjudged
        case .success(let limits):
            context.limits = limits
        }
        if let error = LimitOptions.urlTooLong(args, limits: context.limits) {
            stderr.write("linkcheck: error: \(error.message)\n")
            return ExitStatus.unjudged
        }
        context.allowOutside = context.allowOutside || args.flag("allow-outside")

        var file: ReportFile?
        if let path = args.value("output"), path != "-" {
            switch openReport(path, args: args, context: context) {
            case .failure(let message):
                stderr.write("linkcheck: error: \(message.text)\n")
                return ExitStatus.unjudged
            case .success(let opened):
                file = opened
            }
        }
        let report = file.map { OutputStream(descriptor: $0.descriptor) } ?? stdout
        let output = dispatch(args, context: context, streams: Streams(report: report, messages: stderr))
        results = output.results
        // A file the run read (a table's schema, an entry of linkcheck.json) is the output file:
        // nothing has been written to it, and nothing will be.
        if let file, let replaced = file.replaces, let input = log.read(replaced) {
            file.discard()
            stderr.write("linkcheck: error: --output \(display(file.path)) is the same file as \(display(input.path)), "
                         + "which this run reads; linkcheck never writes to its inputs\n")
            return ExitStatus.unjudged
        }
        stderr.write(output.stderr)
        report.write(output.stdout)
        return finish(output.status, report: report, file: file, stderr: stderr)
    }

    /// The arguments read. Bare `linkcheck` runs `check` inside a project and shows help
    /// elsewhere; global options without a command (`linkcheck --format json`) always run
    /// `check`, since they ask for a run.
    static func parse(_ arguments: [String], context: CommandContext) -> Result<Invocation, UsageError> {
        let parser = ArgumentParser.linkcheck(version: LinkCheckVersion.current)
        if arguments.isEmpty {
            guard ProjectLocator.find(in: context) != nil else { return .success(.help(command: nil)) }
            return parser.parse(["check"])
        }
        let parsed = parser.parse(arguments)
        let asksForHelp = arguments.contains { $0 == "-h" || $0 == "--help" }
        if case .success(.help(command: nil)) = parsed, !asksForHelp {
            return parser.parse(arguments + ["check"])
        }
        return parsed
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
           let input = inputs(of: args, context: context).first(where: { FileIdentity(path: context.absolute($0)) == target }) {
            return .failure(Message("--output \(display(path)) is \(input == path ? "" : "the same file as ")an input of this run "
                                    + "(\(display(input))); linkcheck never writes to its inputs"))
        }
        return ReportFile.create(path, absolute: absolute).mapError {
            Message("cannot write the report to \(display(path)): \($0.reason)")
        }
    }

    static func dispatch(_ args: ParsedArguments, context: CommandContext, streams: Streams) -> CommandOutput {
        switch args.command {
        case "routes": return RoutesCommand(args: args, context: context).run(streams)
        case "resolve": return ResolveCommand(args: args, context: context).run()
        case "url": return URLCommand(args: args, context: context).run()
        case "aasa": return AASACommand(args: args, context: context).run(streams)
        case "check": return CheckCommand(args: args, context: context).run(streams)
        case "init": return InitCommand(args: args, context: context).run()
        default:
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: unknown command \"\(display(args.command))\"\n")
        }
    }

    /// The files named on the command line (and the project file `check` finds by itself).
    static func inputs(of args: ParsedArguments, context: CommandContext) -> [String] {
        var named = ["routes", "aasa"].contains(args.command) && !args.flag("fetch") ? args.positionals : []
        named += ["schema", "urls", "cases", "project", "info-plist", "entitlements", "ca-file"].flatMap { args.values($0) }
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
