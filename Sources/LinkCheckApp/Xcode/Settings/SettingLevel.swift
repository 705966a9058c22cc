import LinkCheckCore

/// One level of the stack, assignments in the order lookup pushes them: a later one is found
/// before an earlier one (Swift Build `SWBMacro/MacroValueAssignmentTable.swift`, `push`).
public struct SettingLevel: Sendable {
    /// In push order: the last matching one wins.
    public var assignments: [SettingAssignment]
    /// The xcconfig files of this level that could not be read (one a tool writes that is not
    /// committed, a missing `#include`), as messages name them: a setting that no level read
    /// defines may be set there, so its value is unknown rather than empty.
    public var unread: [String] = []

    /// A level holding `assignments` in push order.
    public init(assignments: [SettingAssignment] = [], unread: [String] = []) {
        self.assignments = assignments
        self.unread = unread
    }

    /// A pbxproj `buildSettings` dictionary: keys sorted ascending (Swift Build does this) so `KEY[sdk=…]` comes after `KEY`.
    ///
    /// Swift Build `SWBCore/ProjectModel/BuildConfiguration.swift` (`createTableFromUserSettings`)
    /// pushes `settings.sorted(byKey: <)`, splitting each key into a name and conditions with the
    /// xcconfig parser, and skips a key that has no valid macro name. An array value must be
    /// joined with spaces by the caller. `location` is where the key is written.
    public static func buildSettings(
        _ entries: [(key: String, value: String, location: SourceLocation)],
        file: String
    ) -> SettingLevel {
        let sorted = entries.enumerated().sorted { a, b in
            a.element.key != b.element.key ? a.element.key < b.element.key : a.offset < b.offset
        }
        var level = SettingLevel()
        for (_, entry) in sorted {
            guard let (name, conditions) = XCConfigParser.nameAndConditions(entry.key) else { continue }
            level.assignments.append(
                SettingAssignment(
                    name: name, conditions: conditions, value: entry.value,
                    origin: SettingOrigin(file: file, location: entry.location)))
        }
        return level
    }
}
