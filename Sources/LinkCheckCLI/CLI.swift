import LinkCheck

/// The whole command line as a function: arguments and context in, status and text out.
public enum CLI {
    public static func run(_ arguments: [String], context: CommandContext) -> CommandOutput {
        let parser = ArgumentParser.linkcheck(version: LinkCheckVersion.current)
        // Bare `linkcheck` inside a project checks it; elsewhere it shows help.
        if arguments.isEmpty, ProjectLocator.find(in: context) != nil {
            return CheckCommand(args: ParsedArguments(command: "check", defaults: ["format": "text", "color": "auto"]), context: context).run()
        }
        switch parser.parse(arguments) {
        case .failure(let error):
            return CommandOutput(status: ExitStatus.unjudged,
                                 stderr: "linkcheck: error: \(error.message)\n")
        case .success(.version):
            return CommandOutput(status: ExitStatus.passed, stdout: "linkcheck \(LinkCheckVersion.current)\n")
        case .success(.help(let command)):
            return CommandOutput(status: ExitStatus.passed, stdout: parser.help(for: command))
        case .success(.run(let args)):
            var context = context
            switch LimitOptions.limits(args, defaults: context.limits) {
            case .failure(let error):
                return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: \(error.message)\n")
            case .success(let limits):
                context.limits = limits
            }
            if let error = LimitOptions.urlTooLong(args, limits: context.limits) {
                return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: \(error.message)\n")
            }
            if let path = args.value("output"), let input = inputs(of: args).first(where: {
                FileWriter.sameFile(context.absolute($0), context.absolute(path))
            }) {
                return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: --output \(path) is \(input == path ? "" : "the same file as ")an input of this run (\(input)); linkcheck never writes to its inputs\n")
            }
            var output = dispatch(args, context: context)
            if let path = args.value("output") {
                output = write(output, to: path, context: context)
            }
            return output
        }
    }

    static func dispatch(_ args: ParsedArguments, context: CommandContext) -> CommandOutput {
        switch args.command {
        case "routes": return RoutesCommand(args: args, context: context).run()
        case "resolve": return ResolveCommand(args: args, context: context).run()
        case "url": return URLCommand(args: args, context: context).run()
        case "aasa": return AASACommand(args: args, context: context).run()
        case "check": return CheckCommand(args: args, context: context).run()
        case "init": return InitCommand(args: args, context: context).run()
        default:
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: unknown command \"\(args.command)\"\n")
        }
    }

    /// The files named on the command line.
    static func inputs(of args: ParsedArguments) -> [String] {
        (args.command == "resolve" ? [] : args.positionals)
            + ["schema", "urls", "cases", "project", "info-plist", "entitlements"].flatMap { args.values($0) }
    }

    /// `--output FILE`: the report goes to the file (atomically) instead of standard output.
    static func write(_ output: CommandOutput, to path: String, context: CommandContext) -> CommandOutput {
        var output = output
        switch FileWriter.writeAtomically(output.stdout, to: context.absolute(path)) {
        case .success:
            output.stdout = ""
        case .failure(let e):
            output.stderr += "linkcheck: error: cannot write the report to \(path): \(e.reason)\n"
            output.status = ExitStatus.unjudged
        }
        return output
    }
}
