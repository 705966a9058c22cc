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
        case "aasa": return AASACommand(args: args, context: context).run()
        case "check": return CheckCommand(args: args, context: context).run()
        case "init": return InitCommand(args: args, context: context).run()
        default:
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: unknown command \"\(args.command)\"\n")
        }
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
