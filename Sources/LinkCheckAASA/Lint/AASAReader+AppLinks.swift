import LinkCheckCore

/// The `applinks` object and the shape of its `details`.
extension AASAReader {
    static let appLinksKeys = ["details", "defaults", "substitutionVariables", "apps"]

    mutating func readAppLinks(_ value: JSONValue) -> AASAAppLinks? {
        guard value.kind == .object else {
            sink.report(.wrongType, "\"applinks\" must be an object, not \(Self.describe(value))", at: value.location)
            return nil
        }
        let members = Self.lastMembers(value)
        for member in value.members where !Self.appLinksKeys.contains(member.key) {
            sink.report(
                .unknownKey,
                "unknown key \(SwiftLiteral.string(member.key)) in \"applinks\""
                    + Self.hint(Self.closestKey(member.key, among: Self.appLinksKeys)), at: member.keyLocation)
        }
        // Variables first: the patterns below are checked against them wherever they appear.
        let variables = members["substitutionVariables"].map { readVariables($0.value) } ?? [:]

        if let apps = members["apps"] {
            if apps.value.kind != .array || apps.value.count != 0 {
                let count = apps.value.count
                let found = apps.value.kind == .array ? "an array with \(count) value\(count == 1 ? "" : "s")" : Self.describe(apps.value)
                sink.report(
                    .legacyAppsNotEmpty,
                    "legacy \"applinks.apps\" must be an empty array, not \(found); "
                        + "app IDs belong in \"details\" (write \"apps\": [] or leave the key out)", at: apps.value.location)
            }
        } else if options.checkLegacyIOS {
            sink.report(.legacyIOS, "\"applinks\" has no \"apps\": [], which iOS 12 and earlier require", at: value.location)
        }

        var defaults = AASARuleFields()
        if let member = members["defaults"] {
            defaults = readFields(member.value, name: "applinks.defaults", isDefaults: true)?.fields ?? AASARuleFields()
        }

        var details: [(entry: AASADetails, name: String)] = []
        if let member = members["details"] {
            details = readDetails(member.value, domainDefaults: defaults)
        } else {
            sink.report(.noDetails, "\"applinks\" has no \"details\", so no URL opens an app", at: value.location)
        }
        reportDuplicateAppIDs(details.map { ($0.name, $0.entry.appIDs) })
        let appLinks = AASAAppLinks(
            details: details.map(\.entry), defaults: defaults, substitutionVariables: variables,
            location: value.location)
        let dead = AASAEntryShadow.check(entryShadows, into: &sink)
        AASAExclusionLeak.check(appLinks, names: details.map(\.name), skipping: unreachableRules, deadEntries: dead, into: &sink)
        return appLinks
    }

    /// `details`: an array of entries, or the legacy dictionary keyed by app ID; each entry with
    /// the name messages use for it (`details[0]`, `details["ABCDE12345.com.example.app"]`).
    mutating func readDetails(_ value: JSONValue, domainDefaults: AASARuleFields) -> [(entry: AASADetails, name: String)] {
        var details: [(entry: AASADetails, name: String)] = []
        switch value.kind {
        case .array:
            if value.count == 0 {
                // The same failure as no "details" at all (docs/aasa.md), as an empty "appIDs" is a missing one.
                sink.report(.noDetails, "\"details\" is empty, so no URL opens an app", at: value.location)
            }
            for (index, element) in value.elements.enumerated() {
                let name = "details[\(index)]"
                if let entry = readEntry(element, index: index, name: name, keyAppID: nil, domainDefaults: domainDefaults) {
                    details.append((entry, name))
                }
            }
        case .object:
            sink.report(
                .detailsDictionary,
                "\"details\" is a dictionary keyed by app ID, so the order iOS tries the apps in "
                    + "is undefined; use an array of {\"appIDs\": [...], \"components\": [...]} entries", at: value.location)
            if value.count == 0 {
                // The same failure as no "details" at all (docs/aasa.md), as an empty "appIDs" is a missing one.
                sink.report(.noDetails, "\"details\" is empty, so no URL opens an app", at: value.location)
            }
            // File order, each key at its last occurrence (the value iOS keeps).
            let kept = Self.lastMembers(value)
            var index = 0
            for member in value.members where kept[member.key]?.value.index == member.value.index {
                checkAppID(member.key, at: member.keyLocation)
                let appID = AASAAppID(member.key, at: member.keyLocation)
                let name = "details[\(Self.quoted(member.key))]"
                if let entry = readEntry(member.value, index: index, name: name, keyAppID: appID, domainDefaults: domainDefaults) {
                    details.append((entry, name))
                }
                index += 1
            }
        default:
            sink.report(.wrongType, "\"details\" must be an array of entries, not \(Self.describe(value))", at: value.location)
        }
        return details
    }
}
