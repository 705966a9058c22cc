import LinkCheckCore

/// App IDs: `<Team ID>.<bundle ID>` shape (docs/aasa.md) and repeats.
extension AASAReader {
    static let appIDShape = "\"<TeamID>.<BundleID>\""

    /// Reports what is wrong with one app ID as written.
    mutating func checkAppID(_ id: String, at location: SourceLocation) {
        let shown = Self.quoted(id)
        guard !id.isEmpty else {
            sink.report(.malformedAppID, "app ID is empty; expected \(Self.appIDShape)", at: location)
            return
        }
        // A template's ID first: its shape problems, if any, come from the template.
        if let problem = AASAPlaceholderIDs.problem(id, exampleFile: isExampleFile) {
            sink.report(
                .placeholderAppID,
                "app ID \(shown) \(problem), so it names no real app and the file opens none; "
                    + "write the app's own \(Self.appIDShape)", at: location)
            return
        }
        let parts = id.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let prefix = parts[0]
        let bundle = parts.count > 1 ? parts[1] : ""
        let prefixIsAlphanumeric = !prefix.isEmpty && prefix.unicodeScalars.allSatisfy(Self.isASCIIAlphanumeric)

        if prefix.unicodeScalars.count != 10 || !prefixIsAlphanumeric {
            // A short all-letter first label is a reverse-DNS bundle ID with the prefix left out;
            // something with digits or in capitals is a mistyped prefix.
            let looksLikePrefix =
                prefixIsAlphanumeric
                && (prefix.unicodeScalars.contains { ("0"..."9").contains($0) } || prefix.uppercased() == prefix)
            if parts.count == 1 {
                sink.report(.malformedAppID, "app ID \(shown) has no \".\"; expected \(Self.appIDShape)", at: location)
            } else if !looksLikePrefix && Self.bundleProblem(Substring(id)) == nil {
                sink.report(
                    .missingTeamID,
                    "app ID \(shown) has no Team ID prefix; expected \(Self.appIDShape), "
                        + "such as \(Self.quoted("ABCDE12345." + id))", at: location)
            } else {
                sink.report(
                    .malformedAppID,
                    "app ID \(shown) starts with \(SwiftLiteral.string(prefix)) "
                        + "(\(prefix.unicodeScalars.count) characters), but a Team ID is exactly 10 characters A-Z 0-9",
                    at: location)
            }
            return
        }
        if prefix.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
            sink.report(
                .lowercaseTeamID,
                "app ID prefix \(SwiftLiteral.string(prefix)) is lower case; Team IDs are upper case "
                    + "A-Z 0-9, so \(shown) will not equal the app's signed application identifier", at: location)
        }
        if let problem = Self.bundleProblem(bundle) {
            sink.report(.malformedAppID, "app ID \(shown) \(problem); expected \(Self.appIDShape)", at: location)
        }
    }

    /// What is wrong with a bundle ID (`A–Z a–z 0–9 . -`, no empty labels), or `nil`.
    static func bundleProblem(_ bundle: Substring) -> String? {
        if bundle.isEmpty { return "has no bundle ID after the Team ID" }
        if let bad = bundle.unicodeScalars.first(where: { !isASCIIAlphanumeric($0) && $0 != "." && $0 != "-" }) {
            let shownBad = SwiftLiteral.string(String(Character(bad)))
            return "has \(shownBad) in its bundle ID, which allows only A-Z a-z 0-9 \".\" and \"-\""
        }
        if bundle.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            return "has an empty label in its bundle ID (a leading, trailing or doubled \".\")"
        }
        return nil
    }

    static func isASCIIAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(s) || ("a"..."z").contains(s) || ("0"..."9").contains(s)
    }

    /// An app ID listed twice, or twice but for case, among lists read in order (entries of
    /// `details`, or one service's `apps`). iOS compares exactly and tries entries in order.
    mutating func reportDuplicateAppIDs(_ lists: [(name: String, ids: [AASAAppID])]) {
        var first: [String: (name: String, id: AASAAppID)] = [:]
        var firstFolded: [String: (name: String, id: AASAAppID)] = [:]
        for (name, ids) in lists {
            for id in ids {
                let shown = Self.quoted(id.id)
                if let earlier = first[id.id] {
                    let message =
                        earlier.name == name
                        ? "app ID \(shown) is listed twice in \(name)"
                        : "app ID \(shown) is also listed in \(earlier.name); the rules of \(name) are tried for it only "
                            + "when no rule of \(earlier.name) matches"
                    sink.report(.duplicateAppID, message, at: id.location, notes: ["first listed at \(sink.file):\(earlier.id.location)"])
                } else if let earlier = firstFolded[id.id.lowercased()] {
                    sink.report(
                        .duplicateAppID,
                        "app ID \(shown) differs from \(Self.quoted(earlier.id.id)) in \(earlier.name) "
                            + "only in case; iOS compares app IDs exactly, so one of them is probably mistyped",
                        at: id.location, notes: ["first listed at \(sink.file):\(earlier.id.location)"])
                }
                if first[id.id] == nil { first[id.id] = (name, id) }
                if firstFolded[id.id.lowercased()] == nil { firstFolded[id.id.lowercased()] = (name, id) }
            }
        }
    }
}
