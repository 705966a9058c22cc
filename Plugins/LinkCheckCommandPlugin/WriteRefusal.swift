/// Why `swift package linkcheck` will not run these arguments: they would write a file, and this
/// plugin asked for no permission to. In the macOS sandbox the write would fail midway; elsewhere
/// nothing would stop it, so the plugin refuses up front, the same everywhere.
struct WriteRefusal: Error, CustomStringConvertible {
    var description: String

    /// `nil` when the arguments write nothing: the report goes to standard output. Arguments after
    /// `--` are files and URLs, never options.
    init?(_ arguments: [String]) {
        let options = arguments.prefix { $0 != "--" }
        let generates = options.contains("generate")
        if options.first == "init" {
            description = "linkcheck init writes new files, and `swift package linkcheck` asks for no permission to write: "
                + "run `swift run linkcheck init` instead"
            return
        }
        guard let output = Self.output(in: Array(options)) else { return nil }
        if generates {
            description = "`swift package linkcheck` asks for no permission to write, so it does not write \(output): run "
                + "`swift package --allow-writing-to-package-directory linkcheck-generate \(Self.words(after: "generate", in: arguments))`"
        } else {
            description = "`swift package linkcheck` asks for no permission to write, so it does not write \(output): "
                + "leave out --output, and the report goes to standard output"
        }
    }

    /// The file `--output FILE` or `--output=FILE` names, unless it is `-` (standard output).
    private static func output(in options: [String]) -> String? {
        for (n, word) in options.enumerated() {
            let value: String?
            if word == "--output" {
                value = n + 1 < options.count ? options[n + 1] : nil
            } else if word.hasPrefix("--output=") {
                value = String(word.dropFirst("--output=".count))
            } else {
                continue
            }
            if let value, value != "-" { return value }
        }
        return nil
    }

    /// The words after the first `word`: the arguments of `generate` to hand to linkcheck-generate.
    private static func words(after word: String, in arguments: [String]) -> String {
        guard let n = arguments.firstIndex(of: word) else { return arguments.joined(separator: " ") }
        return arguments[(n + 1)...].joined(separator: " ")
    }
}
