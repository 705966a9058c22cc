import LinkCheckSystem
import LinkCheckCLI

// First, before any other thread exists: Ctrl-C, `kill` and a closed terminal end the run at
// once and leave no temporary file or child process behind.
SignalWatcher.start()
let context = CommandContext(
    environment: ProcessEnvironment.variables(),
    stdoutIsTerminal: isatty(1) == 1,
    stderrIsTerminal: isatty(2) == 1,
    readStandardInput: nil)
CLI.main(
    ProcessEnvironment.arguments(), context: context,
    stdout: OutputStream(descriptor: 1), stderr: OutputStream(descriptor: 2, bufferSize: 0))
