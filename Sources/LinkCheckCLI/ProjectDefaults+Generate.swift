import LinkCheckCore
import LinkCheckAASA
import LinkCheckApp
import LinkCheckGenerate

/// `generate swift`, `generate tests` and `generate aasa` without their inputs, inside a project:
/// the `"swift"`, `"tests"` or `"aasaGenerated"` entry of linkcheck.json that is meant, run as its
/// own command line (the one its file's header and the stale-file note quote) in the folder of
/// linkcheck.json, where its paths are written from. So the file written is byte for byte what
/// `linkcheck check` compares it with.
///
/// The entry meant is the only one, or the one whose output `--output FILE` or `--check FILE`
/// names; with several and neither, the command asks which. Its paths are confined to the project
/// as every path of linkcheck.json is, and its output is written over only when linkcheck wrote
/// it (a pull request may name `.git/config` as an output). Options given on the command line win
/// over the entry's (`--app-id` given replaces all of the entry's app IDs).
extension ProjectDefaults {
    /// An entry as a command line: what `generate KIND` is given, and what the run reads.
    struct GenerateEntry {
        var inputs: [String]
        var options: [[String]]
        var output: String?
        var reads: [String]
        var location: SourceLocation
    }

    /// The project's entries for `kind`, and the key that holds them.
    static func entries(_ kind: String, of project: Project) -> (key: String, entries: [GenerateEntry]) {
        if kind == "aasa" {
            return (
                "aasaGenerated",
                project.aasaGenerated.map { request, location in
                    GenerateEntry(
                        inputs: [request.schema], options: request.commandOptions, output: request.output, reads: request.inputs,
                        location: location)
                }
            )
        }
        return (
            kind,
            project.generated.filter { $0.request.commandLine.kind == kind }.map { entry in
                GenerateEntry(
                    inputs: entry.request.commandLine.inputs, options: entry.request.commandLine.options, output: entry.request.output,
                    reads: entry.request.inputs, location: entry.location)
            }
        )
    }

    /// What `apply` gives, and the folder (from the working one) to run the command in.
    struct Generate {
        var arguments: [String]
        var note: String?
        var problem: String?
        var folder: String?
    }

    static func generate(
        _ arguments: [String], project: Project, projectPath: String, folder: String, context: CommandContext
    ) -> Generate {
        let unchanged = Generate(arguments: arguments)
        guard let g = arguments.firstIndex(of: "generate"),
            let k = arguments[(g + 1)...].firstIndex(where: { $0 == "swift" || $0 == "tests" || $0 == "aasa" })
        else { return unchanged }
        let kind = arguments[k]
        let name = CLI.display(projectPath)
        let parser = CommandLineParser.linkcheck(version: LinkCheckVersion.current)
        /// The command line with `inputs` after the kind word the user wrote: `nil` when that does
        /// not parse as those inputs alone (the user gave inputs, or the line has another problem,
        /// which is then the one reported).
        func withInputs(_ inputs: [String]) -> (arguments: [String], parsed: ParsedArguments)? {
            var candidate = arguments
            candidate.insert(contentsOf: inputs, at: k + 1)
            guard case .success(.run(let parsed)) = parser.parse(candidate), parsed.command == "generate",
                parsed.positionals == [kind] + inputs
            else { return nil }
            return (candidate, parsed)
        }
        let what = kind == "tests" ? "TABLE" : "SCHEMA"
        guard let probe = withInputs([what]) else { return unchanged }
        let (key, entries) = Self.entries(kind, of: project)
        let article = key.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        guard !entries.isEmpty else {
            return Generate(
                arguments: arguments,
                problem: "generate \(kind) needs a \(what): give it, or name it in \(article) \"\(key)\" entry of \(name), which has none")
        }
        let given = probe.parsed
        let target = given.value("check") ?? given.value("output").flatMap { $0 == "-" ? nil : $0 }
        func fromProject(_ path: String) -> String { path.hasPrefix("/") || folder == "." ? path : PathText.normalized(folder + "/" + path) }
        var chosen = entries
        if entries.count > 1, let target {
            chosen = entries.filter { entry in
                entry.output.map { sameFile(fromProject($0), target, context: context) } ?? false
            }
        }
        guard chosen.count == 1, let entry = chosen.first, let run = withInputs(entry.inputs) else {
            let listed = entries.map { e in
                e.inputs.joined(separator: ", ") + (e.output.map { " → " + $0 } ?? "")
            }
            let how = kind == "tests" ? "the TABLEs" : "the SCHEMA"
            return Generate(
                arguments: arguments,
                problem: "\(name) names \(entries.count) \"\(key)\" entries (\(listed.joined(separator: "; "))); "
                    + "give \(how), or the --output FILE (or --check FILE) of the one to generate")
        }
        let place = "the \"\(key)\" entry at \(name):\(entry.location.line):\(entry.location.column)"

        // Confined as `check` confines them: the entry's inputs, and its output when it is used.
        var confining = context
        confining.allowOutside = context.allowOutside || run.parsed.flag("allow-outside")
        let usesOutput = target == nil && given.value("output") == nil
        for path in entry.reads + (usesOutput ? [entry.output].compactMap { $0 } : []) {
            if case .failure(let refusal) = NamedPath.resolve(path, namedBy: projectPath, context: confining) {
                return Generate(arguments: arguments, problem: "\(SwiftLiteral.clippedString(path)) in \(place) \(refusal.reason)")
            }
        }
        // One of its own inputs through another spelling or a link: refused as `check` refuses it.
        if usesOutput, let output = entry.output, let input = entry.reads.first(where: { sameFile(fromProject($0), fromProject(output), context: context) }) {
            return Generate(
                arguments: arguments,
                problem: "\(place) names \(CLI.display(output)) as its output, which is its input \(CLI.display(input)); "
                    + "generating it would write over the input, so it is not generated")
        }
        // Read to be looked at, not as an input of the run: the run then writes it.
        var looking = context
        looking.files.log = nil
        if usesOutput, let output = entry.output, case .success(let bytes) = looking.read(fromProject(output)),
            !(kind == "aasa" ? GeneratedAASACheck.mayReplace(bytes) : GeneratedFileCheck.mayReplace(bytes))
        {
            let why = kind == "aasa" ? "its first rule has no \"linkcheck: \" comment" : "it does not begin with linkcheck's header"
            return Generate(
                arguments: arguments,
                problem: "\(place) names \(CLI.display(output)) as its output, which linkcheck did not write "
                    + "(\(why)), so it is not written over; give --output FILE, or move it aside if linkcheck is to write it")
        }

        // The entry's options the command line does not give, then the command run in the
        // project's folder, with the user's own files made absolute so they still name the same.
        var runFolder: String?, here = "."
        if folder != "." {
            guard let working = FileSystem.realPath(context.absolute(".")), let there = FileSystem.realPath(context.absolute(folder)) else {
                return unchanged
            }
            (here, runFolder) = (working, there)
        }
        // `--output` or `--check` naming the entry's own output is written as the entry writes it,
        // which the file's header cites; another file of the user's keeps naming that file.
        var words = rewriting(["output", "check"], in: run.arguments) { value in
            if value == "-" { return value }
            if let own = entry.output, sameFile(fromProject(own), value, context: context) { return own }
            return value.hasPrefix("/") || here == "." ? value : here + "/" + value
        }
        for option in entry.options {
            guard let flag = option.first else { continue }
            let key = String(flag.dropFirst(2))
            if given.values[key] != nil || (key == "output" && given.values["check"] != nil) { continue }
            words += option
        }
        let shown = (["linkcheck"] + words).map(CLI.display).joined(separator: " ")
        let from = folder == "." ? "" : ", in the folder of \(name)"
        return Generate(arguments: words, note: "linkcheck: \(place)\(from): \(shown)", folder: runFolder)
    }

    /// Whether two paths from the working folder name one file: the same file on disk, or the
    /// same path once `.` and `..` are taken out (a file not written yet).
    static func sameFile(_ a: String, _ b: String, context: CommandContext) -> Bool {
        if let x = FileSystem.status(context.absolute(a)).map(FileIdentity.init), let y = FileSystem.status(context.absolute(b)).map(FileIdentity.init) {
            return x == y
        }
        return PathText.normalized(a) == PathText.normalized(b)
    }

    /// `words` with the values of the options `names` (`--output F`, `--output=F`) as `change`
    /// gives them.
    static func rewriting(_ names: [String], in words: [String], _ change: (String) -> String) -> [String] {
        var out = words
        var i = 0
        while i < out.count {
            defer { i += 1 }
            guard out[i].hasPrefix("--") else { continue }
            let word = String(out[i].dropFirst(2))
            if names.contains(word), i + 1 < out.count {
                out[i + 1] = change(out[i + 1])
                i += 1
            } else if let equals = word.firstIndex(of: "="), names.contains(String(word[..<equals])) {
                out[i] = "--" + word[..<equals] + "=" + change(String(word[word.index(after: equals)...]))
            }
        }
        return out
    }
}
