/// `LINKCHECK_READ_ONLY=1`, which `swift package linkcheck` sets: that plugin asks for no
/// permission to write into the package, so linkcheck refuses, before it does anything, a command
/// line that would write a file, and names the way that may.
///
/// The decision is made on the parsed command line, so no spelling slips past it: options before
/// the command (`--quiet init`), `--` before it, `--output=FILE` or an option value that happens
/// to read `init` all parse to what linkcheck would really run.
enum ReadOnlyRun {
    /// The variable's name; any value but empty or `0` turns the refusal on.
    static let variable = "LINKCHECK_READ_ONLY"

    /// `nil` when the run writes nothing (its report goes to standard output); else why not.
    /// `arguments` are the words as given, for the command the message names.
    static func refusal(_ args: ParsedArguments, arguments: [String], environment: [String: String]) -> String? {
        guard let value = environment[variable], !value.isEmpty, value != "0" else { return nil }
        if args.command == "init" {
            return "linkcheck init writes new files, and `swift package linkcheck` asks for no permission to write: "
                + "run `swift run linkcheck init` instead"
        }
        guard let output = args.value("output"), output != "-" else { return nil }
        if args.command == "generate" {
            // The words after `generate`, which linkcheck-generate takes (it supplies the verb).
            let words = arguments.firstIndex(of: "generate").map { arguments[($0 + 1)...].joined(separator: " ") } ?? ""
            return "`swift package linkcheck` asks for no permission to write, so it does not write \(output): run "
                + "`swift package --allow-writing-to-package-directory linkcheck-generate \(words)`"
        }
        return "`swift package linkcheck` asks for no permission to write, so it does not write \(output): "
            + "leave out --output, and the report goes to standard output"
    }
}
