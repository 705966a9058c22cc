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
        // The app's Xcode project (the one named, the folder's one, or the one just below it):
        // the example is made for its app.
        var xcodeproj = args.value("xcodeproj")
        var searchNotes: [String] = []
        if xcodeproj == nil {
            switch InitProjectSearch.find(in: context.absolute(folder)) {
            case .one(let found): xcodeproj = found
            case .several(let found):
                searchNotes.append(
                    "found \(found.count) Xcode projects (\(found.map(CLI.display).joined(separator: ", "))), so the example is for "
                        + "example:// and example.com: linkcheck init --xcodeproj PATH fits it to one")
            case .none: break
            }
        }
        let handWritten = args.flag("hand-written-parser")
        var example = InitExample(xcodeproj: xcodeproj, handWrittenParser: handWritten)
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
            var facts: AppFacts?
            if let project = report.projects.first {
                let name = String((xcodeproj.split(separator: "/").last ?? "").dropLast(".xcodeproj".count))
                switch AppTargetChoice.choose(in: project, projectName: name, named: args.value("target")) {
                case .failure(let refusal):
                    return .output(CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: \(refusal.message)\n"))
                case .success(let choice):
                    facts = choice.flatMap(AppFacts.from)
                    if let choice, facts != nil {
                        // What the check init's entry asks for finds in the project itself.
                        let own = XcodeAudit.run(
                            projects: [xcodeproj],
                            options: XcodeAudit.Options(targets: choice.targetNames, now: XcodeCommand.now(context), limits: context.limits),
                            files: SystemFiles(context: inFolder))
                        facts?.projectFindings = own.projects.flatMap(\.diagnostics)
                    }
                }
            }
            example = InitExample(xcodeproj: xcodeproj, facts: facts, handWrittenParser: handWritten)
        } else if args.value("target") != nil {
            return .output(
                CommandOutput(
                    status: ExitStatus.unjudged,
                    stderr: "linkcheck: error: --target names a target of the app's Xcode project, and \(CLI.display(folder)) holds none "
                        + "that init can take: give --xcodeproj PATH\n"))
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
        let notes = (searchNotes + example.notes).map { $0 + "\n" }.joined()
        return .output(
            CommandOutput(
                status: ExitStatus.passed,
                stdout: "wrote\n\(list)\(notes)next: edit them for your app, then run: \(cd)linkcheck\n"))
    }
}
