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
        let existing = InitTemplates.files.map { target($0.path) }.filter { FileSystem.exists(context.absolute($0)) }
        guard existing.isEmpty else {
            return .output(
                CommandOutput(
                    status: ExitStatus.unjudged,
                    stderr: existing.map {
                        "linkcheck: error: \(CLI.display($0)) already exists; init writes into a folder without linkcheck's files\n"
                    }.joined()))
        }
        // One Xcode project in the folder: the project file names it, so check runs `xcode` on it.
        let projects = FileSystem.names(in: context.absolute(folder)).filter { $0.hasSuffix(".xcodeproj") }
        let xcodeproj = projects.count == 1 ? projects[0] : nil
        var written: [String] = []
        for var file in InitTemplates.files {
            if file.path == "linkcheck.json", let xcodeproj { file.text = InitTemplates.project(xcodeproj: xcodeproj) }
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
        let xcodeNote =
            xcodeproj.map {
                "linkcheck.json names \(CLI.display($0)): check reports what its release configuration ships that the example files do not list\n"
            } ?? ""
        return .output(
            CommandOutput(
                status: ExitStatus.passed,
                stdout: "wrote\n\(list)\(xcodeNote)next: edit them for your app, then run: \(cd)linkcheck\n"))
    }
}
