#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LinkCheckCLI

// A closed pipe (`linkcheck … | head -1`) must end the run quietly, not kill it with a signal.
signal(SIGPIPE, SIG_IGN)
// Ctrl-C and `kill` must end the run at once even when the parent spawned it with them blocked.
var endingSignals = sigset_t()
sigemptyset(&endingSignals)
for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&endingSignals, s) }
sigprocmask(SIG_UNBLOCK, &endingSignals, nil)
let context = CommandContext(
    environment: ProcessEnvironment.variables(),
    stdoutIsTerminal: isatty(1) == 1,
    stderrIsTerminal: isatty(2) == 1,
    readStandardInput: { FileReader().readAll(0) })
// `output` (with the results it holds) lives until `exit`, which frees nothing: see `CommandOutput.results`.
let output = CLI.run(Array(CommandLine.arguments.dropFirst()), context: context)
// Diagnostics first, so warnings about a schema come before the results they qualify.
StandardStreams.write(output.stderr, to: 2)
StandardStreams.write(output.stdout, to: 1)
exit(output.status)
