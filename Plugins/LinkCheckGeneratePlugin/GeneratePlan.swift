import Foundation
import PackagePlugin

/// What the build-tool plugin generates for one target, whether a package's or an Xcode
/// project's: the target's route schema and the Swift file made from it.
struct GeneratePlan {
    /// How a file is recognised as a route schema (SPEC section 9).
    static let schemaSuffix = ".routes.json"

    /// The target's schema, `nil` when it has none (the plugin then adds nothing).
    var schema: URL?

    /// Picks the schema out of a target's files. More than one is refused: each would declare its
    /// own `Tab`, `Route` and `DeepLink` in the same module, and names that changed when a second
    /// schema was added would break the code written against the first.
    init(target: String, files: [URL]) throws {
        let schemas = files.filter {
            $0.lastPathComponent.hasSuffix(Self.schemaSuffix) && $0.lastPathComponent.count > Self.schemaSuffix.count
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard schemas.count <= 1 else { throw SeveralSchemas(target: target, schemas: schemas) }
        schema = schemas.first
    }

    /// One build command: `linkcheck generate swift SCHEMA --output WORK/NAME.routes.swift`. Its
    /// inputs are the schema and linkcheck itself (a new linkcheck may write other Swift; SwiftPM
    /// adds the tool too), its output the one file it writes, so the build runs it only when one of
    /// them changed. A prebuild command would run on every build and make everything after it stale.
    /// The file cites the schema by its file name (`--source-name`), not by the absolute path it is
    /// read from, so it is the same text on every machine.
    func commands(tool: URL, workDirectory: URL) -> [Command] {
        guard let schema else { return [] }
        let name = String(schema.lastPathComponent.dropLast(".json".count)) + ".swift"
        let output = workDirectory.appending(path: name)
        return [
            .buildCommand(
                displayName: "linkcheck: generating \(name) from \(schema.lastPathComponent)",
                executable: tool,
                arguments: [
                    "generate", "swift", schema.path(percentEncoded: false),
                    "--source-name", schema.lastPathComponent,
                    "--output", output.path(percentEncoded: false)
                ],
                inputFiles: [schema, tool],
                outputFiles: [output])
        ]
    }
}

/// A target holds more than one route schema: the build stops and says what to do.
struct SeveralSchemas: Error, CustomStringConvertible {
    var target: String
    var schemas: [URL]

    var description: String {
        let names = schemas.map(\.lastPathComponent).joined(separator: ", ")
        return "target \(target) has \(schemas.count) route schemas (\(names)); LinkCheckGenerate writes one Tab, Route "
            + "and DeepLink per target: move each schema to a target of its own"
    }
}
