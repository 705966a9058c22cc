import LinkCheckCore

/// An xcconfig file read with its includes inlined.
public enum XCConfig {
    /// The assignments of the xcconfig at `path`, in file order with each `#include` read in
    /// place (Swift Build `SWBCore/MacroConfigFileLoader.swift`), and the problems found.
    ///
    /// - `read` returns a file's bytes, or `nil` when it cannot be read.
    /// - `resolveInclude(includer, name)` is where `#include "name"` in `includer` points (relative
    ///   to the includer's folder, as Xcode looks first). It is applied to paths and to display
    ///   names alike, so an included file is named as the user would name it.
    /// - A missing `#include?` is skipped silently; a missing `#include` is an error at its line.
    ///   A name without an extension is also tried with `.xcconfig`, as Swift Build does.
    /// - An include of a file already being read is a cycle: a warning, and skipped, as in Swift
    ///   Build. Nesting deeper than `maxDepth` is an error, and skipped.
    /// - The top file unreadable is an `unreadable-file` error with an empty level.
    public static func load(_ path: String, displayName: String, read: (String) -> [UInt8]?,
                            resolveInclude: (String, String) -> String,
                            maxDepth: Int = 16) -> (level: SettingLevel, diagnostics: [Diagnostic]) {
        guard let bytes = read(path) else {
            let d = Diagnostic(.error, .unreadableFile, "cannot read the xcconfig file \(SwiftLiteral.string(displayName))",
                               file: displayName, at: nil)
            return (SettingLevel(), [d])
        }
        // The loader lives only for this call, so the callbacks never outlive it.
        return withoutActuallyEscaping(read) { read in
            withoutActuallyEscaping(resolveInclude) { resolveInclude in
                var loader = Loader(read: read, resolveInclude: resolveInclude, maxDepth: maxDepth)
                loader.load(bytes, path: path, displayName: displayName, ancestors: [path])
                return (SettingLevel(assignments: loader.assignments), loader.diagnostics)
            }
        }
    }

    private struct Loader {
        let read: (String) -> [UInt8]?
        let resolveInclude: (String, String) -> String
        let maxDepth: Int
        var assignments: [SettingAssignment] = []
        var diagnostics: [Diagnostic] = []

        init(read: @escaping (String) -> [UInt8]?, resolveInclude: @escaping (String, String) -> String, maxDepth: Int) {
            self.read = read
            self.resolveInclude = resolveInclude
            self.maxDepth = maxDepth
        }

        mutating func load(_ bytes: [UInt8], path: String, displayName: String, ancestors: [String]) {
            for item in XCConfigParser.parse(bytes) {
                switch item {
                case let .assignment(name, conditions, value, at):
                    assignments.append(SettingAssignment(name: name, conditions: conditions, value: value,
                                                         origin: SettingOrigin(file: displayName, location: at)))
                case let .problem(message, at):
                    diagnostics.append(Diagnostic(.error, .xcconfigSyntax, message, file: displayName, at: at))
                case let .include(name, optional, at):
                    include(name, optional: optional, at: at, from: path, displayName: displayName, ancestors: ancestors)
                }
            }
        }

        private mutating func include(_ name: String, optional: Bool, at: SourceLocation, from path: String,
                                      displayName: String, ancestors: [String]) {
            func report(_ severity: Severity, _ message: String) {
                diagnostics.append(Diagnostic(severity, .xcconfigInclude, message, file: displayName, at: at))
            }
            guard !name.isEmpty else { return report(.error, "#include names no file") }
            var target = resolveInclude(path, name)
            var shown = resolveInclude(displayName, name)
            var bytes = read(target)
            if bytes == nil, !Self.hasExtension(name) {
                target += ".xcconfig"
                shown += ".xcconfig"
                bytes = read(target)
            }
            if ancestors.contains(target) {
                // Swift Build warns and skips the include, "as it would create a cycle".
                let cycle = (ancestors.drop { $0 != target } + [target]).count - 1
                return report(.warning, "#include \(SwiftLiteral.string(name)) is skipped: it would include a file already being read (a cycle of \(cycle) file\(cycle == 1 ? "" : "s"))")
            }
            guard let bytes else {
                if !optional { report(.error, "included file \(SwiftLiteral.string(name)) does not exist or cannot be read (looked for \(SwiftLiteral.string(shown)))") }
                return
            }
            guard ancestors.count < maxDepth else {
                return report(.error, "#include \(SwiftLiteral.string(name)) is skipped: includes nest deeper than \(maxDepth) files")
            }
            load(bytes, path: target, displayName: shown, ancestors: ancestors + [target])
        }

        private static func hasExtension(_ name: String) -> Bool {
            let last = name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name)
            return last.contains(".")
        }
    }
}
