import LinkCheckCore

/// Reads the files a project names: paths in build settings are relative to `SRCROOT`, the folder
/// of the `.xcodeproj`. Each is confined like any path written in an input file (it must stay in
/// the project unless `--allow-outside`), and named from the working folder in messages.
struct XcodeContext {
    let project: XcodeProject
    /// The `.xcodeproj` and its `project.pbxproj`, as the user named them.
    let projectPath: String
    let pbxprojPath: String
    let files: any FileSource
    let limits: InputLimits

    /// A file named relative to `SRCROOT`: where to read it, and its name from the working folder.
    struct Located {
        var read: String
        var display: String
    }

    /// Where `path` (relative to `SRCROOT`, or absolute) is, or the refusal as a diagnostic of the
    /// setting that names it.
    func locate(_ path: String, namedAt origin: (file: String, location: SourceLocation?)) -> Result<Located, Refusal> {
        // Named by the .xcodeproj, a path resolves from its folder, SRCROOT, and is confined to the
        // project SRCROOT is in (its git work tree, or SRCROOT itself).
        switch files.resolve(path, namedBy: projectPath) {
        case .success(let resolved):
            return .success(Located(read: resolved, display: path.hasPrefix("/") ? path : XcodePaths.normalized(XcodePaths.join(project.sourceRoot, path))))
        case .failure(let refusal):
            return .failure(
                Refusal(
                    diagnostic: Diagnostic(
                        .error, .outsideProject, "\(SwiftLiteral.clippedString(path)) \(refusal.reason)",
                        file: origin.file, at: origin.location)))
        }
    }

    /// A path refused by confinement, as the finding to report.
    struct Refusal: Error {
        var diagnostic: Diagnostic
    }

    func read(_ located: Located) -> Result<[UInt8], FileFailure> {
        files.read(located.read)
    }
}
