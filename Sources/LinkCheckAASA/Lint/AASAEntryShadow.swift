import LinkCheckCore

/// `details` entries that can never decide anything: for each app they list, an earlier entry
/// listing that app has a rule that matches every URL (`"paths": ["/*"]`, `{"/": "*"}`, an
/// inclusion or an exclusion alike), so iOS stops there and never tries this entry.
///
/// Both generations of iOS are considered, since they read an entry differently (docs/aasa.md):
/// iOS 13 and later read `components`, or `paths` when there are none; iOS 12 and earlier read
/// only `paths`. An entry is reported, once, only when it is dead in every generation that reads
/// any of its rules. One dead only on iOS 13 and later is still returned, so that its rules are
/// not also reported one by one by checks of what iOS 13 reads.
enum AASAEntryShadow {
    /// What the check needs of one entry, gathered while it is read.
    struct Entry {
        /// Its name in messages: `details[1]`.
        let name: String
        let appIDs: [String]
        let location: SourceLocation
        /// The first rule iOS 13 and later read that matches every URL, as messages name it
        /// (`components[1] {"/": "*"}`), or `nil`; likewise for iOS 12 and earlier.
        let modernCatchAll: String?
        let legacyCatchAll: String?
        /// Whether each generation reads any rule of the entry.
        let hasModernRules: Bool
        let hasLegacyRules: Bool
    }

    /// Reports each entry dead on every iOS version; returns the positions of the entries dead
    /// on iOS 13 and later.
    static func check(_ entries: [Entry], into sink: inout DiagnosticSink) -> Set<Int> {
        // Per app, the first entry taking every URL from it in each generation.
        var modernTaker: [String: (entry: String, rule: String)] = [:]
        var legacyTaker: [String: (entry: String, rule: String)] = [:]
        var deadModern: Set<Int> = []
        for (position, entry) in entries.enumerated() {
            let apps = entry.appIDs
            if !apps.isEmpty, entry.hasModernRules || entry.hasLegacyRules {
                let modern = entry.hasModernRules ? apps.map { modernTaker[$0] } : []
                let legacy = entry.hasLegacyRules ? apps.map { legacyTaker[$0] } : []
                let modernDead = entry.hasModernRules && modern.allSatisfy { $0 != nil }
                if modernDead { deadModern.insert(position) }
                if modernDead || !entry.hasModernRules, legacy.allSatisfy({ $0 != nil }) {
                    report(entry, modern: modern.compactMap { $0 }, legacy: legacy.compactMap { $0 }, into: &sink)
                }
            }
            for app in apps {
                if let rule = entry.modernCatchAll, modernTaker[app] == nil { modernTaker[app] = (entry.name, rule) }
                if let rule = entry.legacyCatchAll, legacyTaker[app] == nil { legacyTaker[app] = (entry.name, rule) }
            }
        }
        return deadModern
    }

    private static func report(
        _ entry: Entry, modern: [(entry: String, rule: String)], legacy: [(entry: String, rule: String)],
        into sink: inout DiagnosticSink
    ) {
        func names(_ takers: [(entry: String, rule: String)]) -> [String] {
            var seen: Set<String> = []
            return takers.map { "\($0.entry).\($0.rule)" }.filter { seen.insert($0).inserted }
        }
        let modernNames = names(modern), legacyNames = names(legacy)
        let clause: String
        if modernNames.isEmpty || legacyNames.isEmpty || modernNames == legacyNames {
            let all = modernNames.isEmpty ? legacyNames : modernNames
            clause = list(all) + (all.count == 1 ? " comes first and matches" : " come first and match") + " every URL"
        } else {
            clause =
                list(modernNames) + (modernNames.count == 1 ? " comes first and matches" : " come first and match")
                + " every URL on iOS 13 and later, and " + list(legacyNames) + " on iOS 12 and earlier"
        }
        sink.report(
            .unreachableEntry,
            "\(entry.name) can never be reached on any iOS version: for the apps it lists, \(clause); "
                + "remove it, or move its rules into the earlier entry before the rule that takes every URL", at: entry.location)
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
