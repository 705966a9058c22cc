import LinkCheck

/// The whole command line as a function: arguments and context in, status and text out.
public enum CLI {
    public static func run(_ arguments: [String], context: CommandContext) -> CommandOutput {
        let parser = ArgumentParser.linkcheck(version: LinkCheckVersion.current)
        switch parser.parse(arguments) {
        case .failure(let error):
            return CommandOutput(status: ExitStatus.unjudged,
                                 stderr: "linkcheck: error: \(error.message)\n")
        case .success(.version):
            return CommandOutput(status: ExitStatus.passed, stdout: "linkcheck \(LinkCheckVersion.current)\n")
        case .success(.help(let command)):
            return CommandOutput(status: ExitStatus.passed, stdout: parser.help(for: command))
        case .success(.run(let args)):
            switch args.command {
            case "routes": return RoutesCommand(args: args, context: context).run()
            case "resolve": return ResolveCommand(args: args, context: context).run()
            case "aasa": return AASACommand(args: args, context: context).run()
            default:
                return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: unknown command \"\(args.command)\"\n")
            }
        }
    }
}
