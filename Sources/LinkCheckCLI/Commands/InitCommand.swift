import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `linkcheck init [FOLDER]`: writes a starting point that passes `linkcheck check`, and never
/// overwrites a file.
struct InitCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        let folder = args.positionals.first ?? "."
        let target = { (path: String) in folder == "." ? path : folder + "/" + path }
        // One Xcode project in the folder (or the one named): the example is made for its app.
        var xcodeproj = args.value("xcodeproj")
        if xcodeproj == nil {
            let projects = FileSystem.names(in: context.absolute(folder)).filter { $0.hasSuffix(".xcodeproj") }
            xcodeproj = projects.count == 1 ? projects[0] : nil
        }
        var example = InitExample(xcodeproj: xcodeproj, handWrittenParser: args.flag("hand-written-parser"))
        if let xcodeproj {
            // Read from the folder, so that the paths it names are relative to linkcheck.json.
            var inFolder = context
            inFolder.workingDirectory = context.absolute(folder)
            let report = XcodeAudit.run(
                projects: [xcodeproj], options: XcodeAudit.Options(now: XcodeCommand.now(context), limits: context.limits),
                files: SystemFiles(context: inFolder))
            if let problem = report.problems.first(where: { $0.severity == .error }) {
                return .output(
                    CommandOutput(
                        status: ExitStatus.unjudged,
                        stderr: "linkcheck: error: cannot read \(CLI.display(xcodeproj)): \(problem.message)\n"))
            }
            example = InitExample(xcodeproj: xcodeproj, facts: AppFacts.from(report), handWrittenParser: example.handWrittenParser)
        }
        let files = example.files
        let existing = files.map { target($0.path) }.filter { FileSystem.exists(context.absolute($0)) }
        guard existing.isEmpty else {
            return .output(
                CommandOutput(
                    status: ExitStatus.unjudged,
                    stderr: existing.map {
                        "linkcheck: error: \(CLI.display($0)) already exists; init writes into a folder without linkcheck's files\n"
                    }.joined()))
        }
        var written: [String] = []
        for file in files {
            let path = target(file.path)
            if let slash = path.lastIndex(of: "/"), case .failure(let e) = FileWriter.makeDirectories(context.absolute(String(path[..<slash]))) {
                return .output(
                    CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: cannot create the folder of \(CLI.display(path)): \(e.reason)\n"))
            }
            if case .failure(let e) = FileWriter.createNew(file.text, at: context.absolute(path)) {
                return .output(CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: cannot write \(CLI.display(path)): \(e.reason)\n"))
            }
            written.append(path)
        }
        let list = written.map { "  \(CLI.display($0))\n" }.joined()
        let cd = folder == "." ? "" : "cd \(CLI.display(folder)) && "
        let notes = example.notes.map { $0 + "\n" }.joined()
        return .output(
            CommandOutput(
                status: ExitStatus.passed,
                stdout: "wrote\n\(list)\(notes)next: edit them for your app, then run: \(cd)linkcheck\n"))
    }
}
