import LinkCheckCore

/// `linkcheck man`: the manual page in roff, written from the same tables as help, to standard
/// output (or `--output FILE`); `make install` puts it in `share/man/man1/linkcheck.1`.
struct ManCommand {
    func run() -> CommandOutcome {
        let parser = CommandLineParser.linkcheck(version: LinkCheckVersion.current)
        return .output(CommandOutput(status: ExitStatus.passed, stdout: ManPage(parser: parser).render()))
    }
}
