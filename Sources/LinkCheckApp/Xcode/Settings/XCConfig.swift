import LinkCheckCore

/// An xcconfig file read with its includes inlined.
public enum XCConfig {
    /// Where an `#include` leads: the path to read, or why the path is refused (the end of a
    /// sentence after the quoted name, as `PathRefusal` gives it).
    public typealias IncludeTarget = Result<String, PathRefusal>

    /// The assignments of the xcconfig at `path`, in file order with each `#include` read in
    /// place (Swift Build `SWBCore/MacroConfigFileLoader.swift`), and the problems found.
    ///
    /// - `read` returns a file's bytes, or `nil` when it cannot be read. Each distinct file is
    ///   read and parsed once per `files` (one run): its parsed lines are kept there by identity.
    /// - `resolveInclude(includer, name)` is where `#include "name"` in the file read as
    ///   `includer` points (relative to the includer's folder, as Xcode looks first), or why it
    ///   is refused: a refusal is one error at the include's line, and the include is skipped.
    /// - `identity(path)` is the file a path names however it is spelled (`./a`, `b/../a`, a
    ///   link): includes are cycles, and files the same, by identity, never by spelling.
    /// - `includeName(includerName, name)` is how an included file is named in messages, from how
    ///   its includer is named; by default the includer's folder and `name`, `.` and `dir/..` removed.
    /// - A missing `#include?` is skipped silently; a missing `#include` is an error at its line.
    ///   A name without an extension is also tried with `.xcconfig`, as Swift Build does.
    /// - An include of a file already being read is a cycle: a warning, and skipped, as in Swift
    ///   Build. Nesting deeper than `maxDepth` is an error, and skipped.
    /// - Reading past `SettingLimits.maxIncludes` include lines or `maxAssignments` assignments
    ///   (a file included again and again) is an error, and the level is empty: its settings are
    ///   unknown, never a part taken for the whole.
    /// - The top file unreadable is an `unreadable-file` error with an empty level.
    /// - A relative include not found beside the including file is looked for in the project's
    ///   folder next, as `sourceRoot` names it (a file there, such as the `.xcodeproj`: its read
    ///   path and its name in messages), as Swift Build does (`MacroConfigFileLoader.swift`, with
    ///   the project folder as a search path from `WorkspaceSettingsCache.swift`).
    /// - One found only when letters are compared without case (`spellingOnDisk`), as a default
    ///   Mac volume finds it, is read, with a warning naming the exact spelling: it breaks on a
    ///   case-sensitive volume.
    public static func load(
        _ path: String, displayName: String, files: inout XCConfigFiles, read: (String) -> [UInt8]?,
        resolveInclude: (String, String) -> IncludeTarget, identity: (String) -> String,
        includeName: (String, String) -> String = XCConfig.includeName,
        sourceRoot: (read: String, display: String)? = nil,
        spellingOnDisk: (String) -> String? = { _ in nil },
        maxDepth: Int = SettingLimits.maxIncludeDepth,
        maxIncludes: Int = SettingLimits.maxIncludes,
        maxAssignments: Int = SettingLimits.maxAssignments
    ) -> (level: SettingLevel, diagnostics: [Diagnostic]) {
        let top = identity(path)
        guard let parsed = files.parsed(top, read: { read(path) }) else {
            let d = Diagnostic(
                .error, .unreadableFile, "cannot read the xcconfig file \(SwiftLiteral.string(displayName))",
                file: displayName, at: nil)
            return (SettingLevel(), [d])
        }
        // The loader lives only for this call, so the callbacks never outlive it.
        return withoutActuallyEscaping(read) { read in
            withoutActuallyEscaping(resolveInclude) { resolveInclude in
                withoutActuallyEscaping(identity) { identity in
                    withoutActuallyEscaping(includeName) { includeName in
                        withoutActuallyEscaping(spellingOnDisk) { spellingOnDisk in
                            var loader = Loader(
                                files: files, read: read, resolveInclude: resolveInclude, identity: identity,
                                includeName: includeName,
                                bounds: Loader.Bounds(depth: maxDepth, includes: maxIncludes, assignments: maxAssignments))
                            loader.sourceRoot = sourceRoot
                            loader.spellingOnDisk = spellingOnDisk
                            _ = loader.load(parsed, path: path, displayName: displayName, stack: [top])
                            files = loader.files
                            if let cut = loader.cut { return (SettingLevel(), loader.diagnostics + [cut]) }
                            return (SettingLevel(assignments: loader.assignments, unread: loader.unread), loader.diagnostics)
                        }
                    }
                }
            }
        }
    }

    /// `name` in the folder of `includer`, `.` and `dir/..` removed: an include named as the user
    /// would name it.
    public static func includeName(_ includer: String, _ name: String) -> String {
        let folder = includer.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return XcodePaths.normalized(XcodePaths.join(folder, name))
    }

    /// The same, with includes resolved by `resolveInclude` and never refused, files the same
    /// only when their paths are (once `.` and `dir/..` are removed), and nothing kept between calls.
    public static func load(
        _ path: String, displayName: String, read: (String) -> [UInt8]?,
        resolveInclude: (String, String) -> String,
        maxDepth: Int = SettingLimits.maxIncludeDepth
    ) -> (level: SettingLevel, diagnostics: [Diagnostic]) {
        var files = XCConfigFiles()
        return load(
            path, displayName: displayName, files: &files, read: read, resolveInclude: { .success(resolveInclude($0, $1)) },
            identity: XcodePaths.normalized, includeName: resolveInclude, maxDepth: maxDepth)
    }

    private struct Loader {
        struct Bounds {
            var depth: Int
            var includes: Int
            var assignments: Int
        }

        var files: XCConfigFiles
        let read: (String) -> [UInt8]?
        let resolveInclude: (String, String) -> IncludeTarget
        let identity: (String) -> String
        let includeName: (String, String) -> String
        let bounds: Bounds
        /// The project folder, where an include not beside its includer is looked for next.
        var sourceRoot: (read: String, display: String)?
        var spellingOnDisk: (String) -> String? = { _ in nil }
        /// Included files that are missing, as messages name them.
        var unread: [String] = []
        var assignments: [SettingAssignment] = []
        var diagnostics: [Diagnostic] = []
        /// Include lines met so far, each time it is met.
        var includes = 0
        /// The error that ended the reading when a bound was passed.
        var cut: Diagnostic?
        /// Files whose first reading gave no assignment and skipped nothing: read again they add
        /// nothing, so a diamond of such files is not walked again and again.
        var empty: Set<String> = []
        /// Files whose syntax problems were reported, so a file included twice reports them once.
        var reported: Set<String> = []

        init(
            files: XCConfigFiles, read: @escaping (String) -> [UInt8]?, resolveInclude: @escaping (String, String) -> IncludeTarget,
            identity: @escaping (String) -> String, includeName: @escaping (String, String) -> String, bounds: Bounds
        ) {
            self.files = files
            self.includeName = includeName
            self.read = read
            self.resolveInclude = resolveInclude
            self.identity = identity
            self.bounds = bounds
        }

        /// Reads `parsed` (the file read as `path`, named `displayName`) in place; `stack` holds the
        /// identities of the files being read, this one last. Whether nothing was skipped in it.
        mutating func load(_ parsed: XCConfigFiles.Parsed, path: String, displayName: String, stack: [String]) -> Bool {
            var whole = true
            let own = stack.last ?? path
            let reportProblems = reported.insert(own).inserted
            for item in parsed.items {
                if cut != nil { return false }
                switch item {
                case let .assignment(name, conditions, value, at):
                    guard assignments.count < bounds.assignments else {
                        cut = Diagnostic(
                            .error, .xcconfigInclude,
                            "the xcconfig and its includes hold more than \(bounds.assignments) assignments (a file included again and again); the settings of this level are unknown",
                            file: displayName, at: at)
                        return false
                    }
                    assignments.append(
                        SettingAssignment(
                            name: name, conditions: conditions, value: value,
                            origin: SettingOrigin(file: displayName, location: at)))
                case let .problem(message, at):
                    if reportProblems { diagnostics.append(Diagnostic(.error, .xcconfigSyntax, message, file: displayName, at: at)) }
                case let .include(name, optional, at):
                    includes += 1
                    guard includes <= bounds.includes else {
                        cut = Diagnostic(
                            .error, .xcconfigInclude,
                            "the xcconfig and its includes have more than \(bounds.includes) #include lines to read (a file included again and again); the settings of this level are unknown",
                            file: displayName, at: at)
                        return false
                    }
                    if !include(name, optional: optional, at: at, from: path, displayName: displayName, stack: stack) { whole = false }
                }
            }
            return whole
        }

        /// One `#include`; whether it skipped nothing that could hold assignments.
        private mutating func include(
            _ name: String, optional: Bool, at: SourceLocation, from path: String,
            displayName: String, stack: [String]
        ) -> Bool {
            func report(_ severity: Severity, _ message: String) {
                diagnostics.append(Diagnostic(severity, .xcconfigInclude, message, file: displayName, at: at))
            }
            guard !name.isEmpty else {
                report(.error, "#include names no file")
                return true
            }
            var candidates = [name]
            if !Self.hasExtension(name) { candidates.append(name + ".xcconfig") }
            // Beside the includer first, then (for a relative name) in the project folder.
            var places = [(read: path, display: displayName)]
            if let sourceRoot, !name.hasPrefix("/") { places.append(sourceRoot) }
            var targets: [(path: String, shown: String)] = []
            for place in places {
                for candidate in candidates {
                    switch resolveInclude(place.read, candidate) {
                    case .failure(let refusal):
                        // Refused once, at the line, and not looked for again under another name.
                        diagnostics.append(
                            Diagnostic(
                                .error, .outsideProject, "the include \(SwiftLiteral.clippedString(candidate)) \(refusal.reason)",
                                file: displayName, at: at))
                        return true
                    case .success(let resolved): targets.append((resolved, includeName(place.display, candidate)))
                    }
                }
            }
            var found: (parsed: XCConfigFiles.Parsed, path: String, identity: String, shown: String)?
            for target in targets {
                let id = identity(target.path)
                if let parsed = files.parsed(id, read: { read(target.path) }) {
                    found = (parsed, target.path, id, target.shown)
                    break
                }
            }
            if found == nil {
                // As a default (case-insensitive) Mac volume finds it.
                for target in targets {
                    guard let spelled = spellingOnDisk(target.path) else { continue }
                    let id = identity(spelled)
                    guard let parsed = files.parsed(id, read: { read(spelled) }) else { continue }
                    let shown = Self.respelled(target.shown, as: spelled)
                    report(
                        .warning,
                        "#include \(SwiftLiteral.string(name)) finds \(SwiftLiteral.string(shown)) only because a default Mac volume ignores letter case; on a case-sensitive volume (Linux, a case-sensitive APFS) the include fails: write it as the file is spelled"
                    )
                    found = (parsed, spelled, id, shown)
                    break
                }
            }
            guard let found else {
                let shown = includeName(displayName, candidates.last ?? name)
                if !optional {
                    unread.append(shown)
                    if let tool = GeneratedXCConfig.tool(writing: shown) {
                        report(
                            .warning,
                            "included file \(SwiftLiteral.string(name)) is not in the checkout (looked for \(SwiftLiteral.string(shown))): `\(tool)` writes it and it is not committed, so its settings are unknown"
                        )
                    } else {
                        report(.error, "included file \(SwiftLiteral.string(name)) does not exist or cannot be read (looked for \(SwiftLiteral.string(shown)))")
                    }
                }
                return true
            }
            if let first = stack.firstIndex(of: found.identity) {
                // Swift Build warns and skips the include, "as it would create a cycle".
                let cycle = stack.count - first
                report(
                    .warning,
                    "#include \(SwiftLiteral.string(name)) is skipped: it would include a file already being read (a cycle of \(cycle) file\(cycle == 1 ? "" : "s"))"
                )
                return false
            }
            guard stack.count < bounds.depth else {
                report(.error, "#include \(SwiftLiteral.string(name)) is skipped: includes nest deeper than \(bounds.depth) files")
                return false
            }
            if empty.contains(found.identity) { return true }
            let before = assignments.count
            let whole = load(found.parsed, path: found.path, displayName: found.shown, stack: stack + [found.identity])
            if whole && assignments.count == before { empty.insert(found.identity) }
            return whole
        }

        /// `shown` with its parts spelled as `spelled` spells them, where they differ only in
        /// letter case: folders as well as the file's name (`Config/sub/X.xcconfig` found as
        /// `Config/Sub/X.xcconfig`). The two end in the same parts, whatever each starts with (a
        /// path to read, a path to show), so they are matched from the end.
        static func respelled(_ shown: String, as spelled: String) -> String {
            var parts = shown.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let disk = spelled.split(separator: "/", omittingEmptySubsequences: false)
            for (i, part) in zip(parts.indices.reversed(), disk.reversed()) {
                guard parts[i].lowercased() == part.lowercased() else { break }
                parts[i] = String(part)
            }
            return parts.joined(separator: "/")
        }

        private static func hasExtension(_ name: String) -> Bool {
            let last = name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name)
            return last.contains(".")
        }
    }
}
