import LinkCheckCore

/// A shared scheme (`NAME.xcodeproj/xcshareddata/xcschemes/NAME.xcscheme`), as far as it decides
/// what ships: the configuration its Archive action builds, and the targets that action builds.
/// Xcode writes it as XML whose data is all in attributes.
public struct XcodeScheme: Sendable, Equatable {
    /// The file's name without `.xcscheme`, which is the scheme's name in Xcode.
    public var name: String
    /// The file as messages name it.
    public var file: String
    /// `ArchiveAction buildConfiguration`; Xcode archives with `Release` when it is not written.
    public var archiveConfiguration: String
    /// Where the `ArchiveAction` is, or `nil` when the scheme has none (Xcode's default then).
    public var archiveLocation: SourceLocation?
    /// The `BlueprintIdentifier`s of the build entries with `buildForArchiving = "YES"` in this
    /// project (its `ReferencedContainer` is `container:NAME.xcodeproj`): the targets an archive
    /// builds.
    public var archivedTargets: [String]

    /// The scheme in `bytes`, or the syntax problem as a warning: a scheme that cannot be read
    /// only leaves the choice of what ships to the project's default.
    public static func load(
        _ bytes: [UInt8], name: String, file: String, projectFolder: String, limits: InputLimits
    ) -> (scheme: XcodeScheme?, problems: [Diagnostic]) {
        let elements: [XMLElement]
        do {
            elements = try XMLElement.parse(bytes, maxDepth: limits.maxDepth)
        } catch {
            return (
                nil,
                [
                    Diagnostic(
                        .warning, .unreadableFile,
                        "the shared scheme \(SwiftLiteral.string(name)) is not well-formed XML (\(error.message)), so it does not decide which configuration ships",
                        file: file, at: error.location)
                ]
            )
        }
        let archive = elements.first { $0.name == "ArchiveAction" && $0.ancestors == ["Scheme"] }
        var targets: [String] = []
        for (index, entry) in elements.enumerated()
        where entry.name == "BuildActionEntry" && entry.ancestors == ["Scheme", "BuildAction", "BuildActionEntries"] {
            // Xcode writes the attribute; a scheme without it archives the entry, as Xcode does.
            guard (entry.attributes["buildForArchiving"] ?? "YES") == "YES" else { continue }
            // The entry's own children follow it, deeper than it, until the next sibling.
            let children = elements[(index + 1)...].prefix { $0.ancestors.count > entry.ancestors.count }
            guard let reference = children.first(where: { $0.name == "BuildableReference" && $0.ancestors.count == entry.ancestors.count + 1 }),
                let id = reference.attributes["BlueprintIdentifier"],
                reference.attributes["ReferencedContainer"] == "container:" + projectFolder
            else { continue }
            targets.append(id)
        }
        return (
            XcodeScheme(
                name: name, file: file, archiveConfiguration: archive?.attributes["buildConfiguration"] ?? "Release",
                archiveLocation: archive?.location, archivedTargets: targets),
            []
        )
    }
}
