import LinkCheckCore

/// One `details` entry: its apps, defaults and rules.
extension AASAReader {
    static let entryKeys = ["appID", "appIDs", "components", "defaults", "paths"]
    static let entryAliases = [
        "appid": "appID", "appids": "appIDs", "app_id": "appID", "app_ids": "appIDs",
        "bundleid": "appID", "component": "components", "rules": "components", "path": "paths"
    ]

    /// `keyAppID` is the key of a dictionary-shaped `details`; `nil` for the array form.
    mutating func readEntry(
        _ value: JSONValue, index: Int, name: String, keyAppID: AASAAppID?,
        domainDefaults: AASARuleFields
    ) -> AASADetails? {
        guard value.kind == .object else {
            sink.report(.wrongType, "\(name) must be an object, not \(Self.describe(value))", at: value.location)
            return nil
        }
        let members = Self.lastMembers(value)
        let hasAppIDKey = members["appID"] != nil || members["appIDs"] != nil
        // A misspelled app-ID key is the cause of the entry applying to no app: one error, there.
        var misspeltAppID: (key: String, meant: String, location: SourceLocation)?
        for member in value.members where !Self.entryKeys.contains(member.key) {
            let guess = Self.closestKey(member.key, among: Self.entryKeys, aliases: Self.entryAliases)
            if keyAppID == nil, !hasAppIDKey, misspeltAppID == nil, let meant = guess, meant == "appID" || meant == "appIDs" {
                misspeltAppID = (member.key, meant, member.keyLocation)
                continue
            }
            sink.report(.unknownKey, "unknown key \(SwiftLiteral.string(member.key)) in \(name)" + Self.hint(guess), at: member.keyLocation)
        }

        var appIDs = keyAppID.map { [$0] } ?? []
        // `appID` and `appIDs` in the order their keys appear, so the model keeps file order.
        let idKeys = [members["appID"], members["appIDs"]].compactMap { $0 }.sorted { $0.keyLocation < $1.keyLocation }
        for member in idKeys {
            appIDs += member.key == "appID" ? readSingleAppID(member.value) : readAppIDList(member.value)
        }
        if let single = members["appID"], let list = members["appIDs"] {
            let later = single.keyLocation < list.keyLocation ? list : single
            sink.report(
                .appIDAndAppIDs,
                "\(name) sets both \"appID\" and \"appIDs\"; list every app in \"appIDs\" "
                    + "and remove \"appID\"", at: later.keyLocation)
        }
        if keyAppID == nil {
            if let misspelt = misspeltAppID {
                sink.report(
                    .missingAppID,
                    "\(name) has no \"appID\" or \"appIDs\", so its rules apply to no app: \(SwiftLiteral.string(misspelt.key)) "
                        + "is not a key iOS reads; did you mean \(SwiftLiteral.string(misspelt.meant))?",
                    at: misspelt.location)
            } else if idKeys.isEmpty {
                sink.report(
                    .missingAppID, "\(name) has neither \"appID\" nor \"appIDs\", so its rules apply to no app",
                    at: value.location)
            } else if members["appID"] == nil, let list = members["appIDs"], list.value.kind == .array, list.value.count == 0 {
                sink.report(.missingAppID, "\"appIDs\" of \(name) is empty, so its rules apply to no app", at: list.value.location)
            }
        }

        var defaults = AASARuleFields()
        if let member = members["defaults"] {
            defaults = readFields(member.value, name: "\(name).defaults", isDefaults: true)?.fields ?? AASARuleFields()
        }
        let inherited = AASAReachability.builtIn.overridden(by: domainDefaults).overridden(by: defaults)

        var components: [AASAComponent]?
        if let member = members["components"] {
            components = readComponents(member.value, in: name)
            if let components {
                unreachableRules.formUnion(AASAReachability.checkComponents(components, inherited: inherited, entry: name, into: &sink))
            }
        }
        var paths: [AASALegacyPath]?
        if let member = members["paths"] {
            paths = readPaths(member.value)
            if let paths { unreachableRules.formUnion(AASAReachability.checkPaths(paths, entry: name, into: &sink)) }
        }
        checkRuleShape(members, entry: value, name: name, hasKeyAppID: keyAppID != nil)
        entryShadows.append(
            Self.shadowEntry(
                name: name, appIDs: appIDs, location: value.location, components: components,
                paths: paths, inherited: inherited))

        let rules: AASADetails.Rules = components.map { .components($0) } ?? paths.map { .paths($0) } ?? .none
        return AASADetails(index: index, appIDs: appIDs, rules: rules, defaults: defaults, location: value.location)
    }

    /// What `AASAEntryShadow` needs of an entry: its first catch-all rule as each iOS generation
    /// reads it (iOS 13 and later: `components`, else `paths`; iOS 12 and earlier: `paths`).
    static func shadowEntry(
        name: String, appIDs: [AASAAppID], location: SourceLocation, components: [AASAComponent]?,
        paths: [AASALegacyPath]?, inherited: AASARuleFields
    ) -> AASAEntryShadow.Entry {
        let legacyCatchAll = paths?.first { AASAReachability.isCatchAllPath($0.pattern) }.map {
            "paths[\($0.index)] " + quoted(($0.isExclusion ? "NOT " : "") + $0.pattern)
        }
        let modernCatchAll =
            components.map { list in
                list.first { AASAReachability.isCatchAll(inherited.overridden(by: $0.fields)) }.map {
                    "components[\($0.index)] " + AASAReachability.summary($0.fields)
                }
            } ?? legacyCatchAll
        let modernCount = components?.count ?? paths?.count ?? 0
        return AASAEntryShadow.Entry(
            name: name, appIDs: appIDs.map(\.id), location: location, modernCatchAll: modernCatchAll,
            legacyCatchAll: legacyCatchAll, hasModernRules: modernCount > 0,
            hasLegacyRules: !(paths?.isEmpty ?? true))
    }

    /// Entries that route nothing, and formats that differ between iOS versions.
    private mutating func checkRuleShape(_ members: [String: JSONMember], entry: JSONValue, name: String, hasKeyAppID: Bool) {
        let components = members["components"], paths = members["paths"]
        if components == nil && paths == nil {
            sink.report(.noRules, "\(name) has neither \"components\" nor \"paths\", so it opens no URL", at: entry.location)
        }
        for member in [components, paths].compactMap({ $0 }) where member.value.kind == .array && member.value.count == 0 {
            sink.report(.noRules, "\"\(member.key)\" of \(name) is empty, so it opens no URL", at: member.value.location)
        }
        if let components, let paths {
            let later = components.keyLocation < paths.keyLocation ? paths : components
            sink.report(
                .pathsAndComponents,
                "\(name) has both \"paths\" and \"components\"; iOS 13 and later ignore \"paths\" "
                    + "and iOS 12 and earlier ignore \"components\", so the two OS generations behave differently",
                at: later.keyLocation)
        }
        guard options.checkLegacyIOS else { return }
        if paths == nil {
            sink.report(
                .legacyIOS,
                "\(name) has no \"appID\" with \"paths\", which iOS 12 and earlier need; "
                    + "a \"components\"-only entry fails there (kTypeErr -6756)", at: entry.location)
        } else if members["appID"] == nil && !hasKeyAppID {
            // iOS 12 reads "paths" but knows only the singular "appID" ("appIDs" came with iOS 13).
            let listed =
                members["appIDs"] != nil
                ? "names its apps only in \"appIDs\", which iOS 12 and earlier do not read"
                : "names no app in \"appID\""
            sink.report(
                .legacyIOS,
                "\(name) \(listed), so there its \"paths\" open no app; "
                    + "give iOS 12 an entry with \"appID\" and \"paths\" for each app", at: entry.location)
        }
    }

    private mutating func readSingleAppID(_ value: JSONValue) -> [AASAAppID] {
        guard let id = value.stringValue else {
            let fix = value.kind == .array ? "; use \"appIDs\" for a list of app IDs" : ""
            sink.report(.wrongType, "\"appID\" must be a string, not \(Self.describe(value))" + fix, at: value.location)
            return []
        }
        checkAppID(id, at: value.location)
        return [AASAAppID(id, at: value.location)]
    }

    private mutating func readAppIDList(_ value: JSONValue) -> [AASAAppID] {
        guard value.kind == .array else {
            let fix = value.stringValue.map { "; write [\(Self.quoted($0))]" } ?? ""
            sink.report(.wrongType, "\"appIDs\" must be an array of strings, not \(Self.describe(value))" + fix, at: value.location)
            return []
        }
        var ids: [AASAAppID] = []
        for element in value.elements {
            guard let id = element.stringValue else {
                sink.report(.wrongType, "each app ID in \"appIDs\" must be a string, not \(Self.describe(element))", at: element.location)
                continue
            }
            checkAppID(id, at: element.location)
            ids.append(AASAAppID(id, at: element.location))
        }
        return ids
    }

    /// `components`; `nil` when it is not an array (iOS then treats it as absent).
    private mutating func readComponents(_ value: JSONValue, in name: String) -> [AASAComponent]? {
        guard value.kind == .array else {
            let fix = value.kind == .object ? "; wrap the component in [ ]" : ""
            sink.report(.wrongType, "\"components\" must be an array of objects, not \(Self.describe(value))" + fix, at: value.location)
            return nil
        }
        var components: [AASAComponent] = []
        for (index, element) in value.elements.enumerated() {
            let componentName = "\(name).components[\(index)]"
            guard let (fields, comment) = readFields(element, name: componentName, isDefaults: false) else { continue }
            components.append(AASAComponent(index: index, fields: fields, comment: comment, location: element.location))
        }
        return components
    }

    /// Legacy `paths`; `nil` when it is not an array.
    private mutating func readPaths(_ value: JSONValue) -> [AASALegacyPath]? {
        guard value.kind == .array else {
            let fix = value.stringValue.map { "; write [\(Self.quoted($0))]" } ?? ""
            sink.report(.wrongType, "\"paths\" must be an array of strings, not \(Self.describe(value))" + fix, at: value.location)
            return nil
        }
        var paths: [AASALegacyPath] = []
        for (index, element) in value.elements.enumerated() {
            guard let text = element.stringValue else {
                sink.report(.wrongType, "each of \"paths\" must be a string, not \(Self.describe(element))", at: element.location)
                continue
            }
            let isExclusion = text.hasPrefix("NOT ")
            let pattern = isExclusion ? String(text.dropFirst(4)) : text
            checkNotSyntax(text, at: element.location)
            checkPattern(pattern, kind: .legacyPath, at: element.location)
            paths.append(AASALegacyPath(index: index, pattern: pattern, isExclusion: isExclusion, location: element.location))
        }
        return paths
    }

    /// Exclusions must be written `NOT ` (upper case, one space) + pattern; anything close is
    /// silently read as a positive pattern, or as a pattern starting with white space.
    private mutating func checkNotSyntax(_ text: String, at location: SourceLocation) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 3, String(String.UnicodeScalarView(scalars[0..<3])).uppercased() == "NOT" else { return }
        let next = scalars.count > 3 ? scalars[3] : nil
        let rest = String(String.UnicodeScalarView(scalars.dropFirst(3).drop { $0.properties.isWhitespace }))
        let fix = "write \(Self.quoted("NOT " + rest))"
        if text.hasPrefix("NOT ") {
            if let after = scalars.count > 4 ? scalars[4] : nil, after.properties.isWhitespace {
                sink.report(
                    .notSyntax,
                    "\(Self.quoted(text)) has more than one space after \"NOT\", so the excluded pattern "
                        + "starts with white space; \(fix)", at: location)
            }
        } else if next == nil || next.map({ $0.properties.isWhitespace || $0 == "/" || $0 == "*" }) == true {
            sink.report(.notSyntax, "\(Self.quoted(text)) is read as a path pattern, not an exclusion; \(fix)", at: location)
        }
    }
}
