import LinkCheckCore

/// The shared schemes committed in a project (`xcshareddata/xcschemes/*.xcscheme`), and what they
/// say ships: the configuration each archives a target with (docs/xcode.md).
enum SharedSchemes {
    /// At most this many schemes are read from one project: a folder of thousands is no project's.
    static let maxSchemes = 256

    /// The project's shared schemes, in name order, and the problems of those that could not be
    /// read (warnings: the project's default configuration then decides).
    static func read(projectPath: String, files: any FileSource, limits: InputLimits) -> (schemes: [XcodeScheme], problems: [Diagnostic]) {
        let projectFolder = projectPath.split(separator: "/").last.map(String.init) ?? projectPath
        let folder = XcodePaths.join(projectFolder, "xcshareddata/xcschemes")
        let names = files.names(in: XcodePaths.join(projectPath, "xcshareddata/xcschemes")).filter { $0.hasSuffix(".xcscheme") }
        var schemes: [XcodeScheme] = []
        var problems: [Diagnostic] = []
        for name in names.prefix(maxSchemes) {
            // Confined as any file the project names: a link in the folder may not lead out of it.
            guard case .success(let path) = files.resolve(XcodePaths.join(folder, name), namedBy: projectPath) else { continue }
            let display = files.displayName(path)
            let schemeName = String(name.dropLast(".xcscheme".count))
            switch files.read(path) {
            case .failure(let e):
                problems.append(
                    Diagnostic(
                        .warning, .unreadableFile,
                        "cannot read the shared scheme \(SwiftLiteral.string(schemeName)), so it does not decide which configuration ships: \(e.reason)",
                        file: display, at: nil))
            case .success(let bytes):
                let (scheme, found) = XcodeScheme.load(bytes, name: schemeName, file: display, projectFolder: projectFolder, limits: limits)
                problems += found
                if let scheme { schemes.append(scheme) }
            }
        }
        return (schemes, problems)
    }

    /// The configurations of `target` that ship: the ones the shared schemes archive it with
    /// (those the target has), or, when no scheme archives it, the project's default. A scheme
    /// that archives it with a configuration it does not have (renamed or deleted since; Xcode
    /// cannot archive it) decides nothing, and says so in a warning at its Archive action.
    static func shipping(
        _ target: NativeTarget, schemes: [XcodeScheme], default defaultName: String
    ) -> (names: [String], warnings: [Diagnostic]) {
        var names: [String] = [], warnings: [Diagnostic] = []
        var unknown: [XcodeScheme] = []
        for scheme in schemes where scheme.archivedTargets.contains(target.id) {
            let name = scheme.archiveConfiguration
            guard target.configurations.contains(where: { $0.name == name }) else {
                unknown.append(scheme)
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        let ships = names.isEmpty ? [defaultName] : names
        for scheme in unknown {
            let has = target.configurations.map { SwiftLiteral.string($0.name) }.joined(separator: ", ")
            let instead = names.isEmpty ? "the project's default configuration" : "the other shared schemes' configuration"
            warnings.append(
                Diagnostic(
                    .warning, .unknownConfiguration,
                    "the shared scheme \(SwiftLiteral.string(scheme.name)) archives target \(SwiftLiteral.string(target.name)) with configuration "
                        + "\(SwiftLiteral.string(scheme.archiveConfiguration)), which it does not have (\(has)), so the scheme decides nothing; "
                        + "\(instead), \(ships.map { SwiftLiteral.string($0) }.joined(separator: ", ")), is taken as what ships",
                    file: scheme.file, at: scheme.archiveLocation))
        }
        return (ships, warnings)
    }
}
