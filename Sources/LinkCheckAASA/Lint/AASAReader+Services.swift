import LinkCheckCore

/// The services other than `applinks`, which hold only a list of app IDs.
extension AASAReader {
    /// `webcredentials`, `appclips`, `activitycontinuation`: `{"apps": [app IDs]}`.
    mutating func readService(_ member: JSONMember?) -> [AASAAppID] {
        guard let member else { return [] }
        let name = SwiftLiteral.string(member.key)
        let value = member.value
        guard value.kind == .object else {
            let fix = value.kind == .array ? "; write {\"apps\": [...]}" : ""
            sink.report(
                .wrongType, "\(name) must be an object with an \"apps\" array, not \(Self.describe(value))" + fix,
                at: value.location)
            return []
        }
        let members = Self.lastMembers(value)
        for unknown in value.members where unknown.key != "apps" {
            let note = unknown.key == "details" ? "; \"details\" only applies to \"applinks\"" : Self.hint(Self.closestKey(unknown.key, among: ["apps"]))
            sink.report(.unknownKey, "unknown key \(SwiftLiteral.string(unknown.key)) in \(name)" + note, at: unknown.keyLocation)
        }
        guard let apps = members["apps"] else {
            sink.report(.missingKey, "\(name) has no \"apps\" list, so it associates nothing", at: value.location)
            return []
        }
        guard apps.value.kind == .array else {
            let fix = apps.value.stringValue.map { "; write [\(SwiftLiteral.string($0))]" } ?? ""
            sink.report(
                .wrongType, "\(member.key).apps must be an array of app ID strings, not \(Self.describe(apps.value))" + fix,
                at: apps.value.location)
            return []
        }
        if apps.value.count == 0 {
            sink.report(.emptyService, "\(member.key).apps is empty, so \(name) associates no app", at: apps.value.location)
        }
        var ids: [AASAAppID] = []
        for element in apps.value.elements {
            guard let id = element.stringValue else {
                sink.report(
                    .wrongType, "each app ID in \(member.key).apps must be a string, not \(Self.describe(element))",
                    at: element.location)
                continue
            }
            checkAppID(id, at: element.location)
            ids.append(AASAAppID(id, at: element.location))
        }
        reportDuplicateAppIDs([(member.key + ".apps", ids)])
        return ids
    }
}
