import LinkCheckCore

/// A `.mobileprovision`: a CMS (PKCS #7) signed envelope around an XML property list. linkcheck
/// reads the property list and never checks the signature (that would need a crypto library, and
/// Xcode checks it at signing time anyway): what it wants is what the profile allows.
public struct ProvisioningProfile: Sendable, Hashable {
    /// `Name`, as Xcode shows it.
    public var name: String
    /// `UUID`, which `PROVISIONING_PROFILE` names.
    public var uuid: String
    /// `TeamIdentifier[0]`.
    public var team: String?
    /// `Entitlements.application-identifier`: `TEAMID.bundle.id`, or a wildcard `TEAMID.*` /
    /// `TEAMID.com.example.*`.
    public var applicationIdentifier: String?
    /// `Entitlements.com.apple.developer.associated-domains`: `nil` when the profile does not
    /// allow the capability; `["*"]` when it allows any domain (development profiles).
    public var associatedDomains: [String]?
    /// `ExpirationDate` as written (`2027-01-31T12:00:00Z`).
    public var expirationDate: String?

    /// Reads the property list out of the envelope: the bytes from `<?xml` to the end of the first
    /// `</plist>` (CMS stores the content as one octet string, so the XML is contiguous).
    public static func load(
        _ bytes: [UInt8], file: String,
        limits: InputLimits = .defaults
    ) -> (profile: ProvisioningProfile?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let start = bytes.firstRange(of: Array("<?xml".utf8))?.lowerBound,
            let end = bytes[start...].firstRange(of: Array("</plist>".utf8))?.upperBound
        else {
            sink.error(
                .profileUnreadable, "no property list found in the file; a provisioning profile holds one inside its signature",
                at: nil)
            return (nil, sink.diagnostics)
        }
        guard let document = sink.parsePlist(Array(bytes[start..<end]), limits: limits) else { return (nil, sink.diagnostics) }
        let root = document.root
        guard root.entries != nil else {
            sink.error(.profileUnreadable, "the profile's property list must hold a <dict>, not \(root.typeName)", at: nil)
            return (nil, sink.diagnostics)
        }
        let entitlements = root["Entitlements"]
        var domains: [String]?
        if let value = entitlements?["com.apple.developer.associated-domains"] {
            domains = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue)
        }
        let profile = ProvisioningProfile(
            name: root["Name"]?.stringValue ?? "",
            uuid: root["UUID"]?.stringValue ?? "",
            team: root["TeamIdentifier"]?.arrayValue?.first?.stringValue,
            applicationIdentifier: entitlements?["application-identifier"]?.stringValue,
            associatedDomains: domains,
            expirationDate: root["ExpirationDate"].flatMap { value -> String? in
                if case .date(let text) = value.content { return text }
                return value.stringValue
            })
        return (profile, sink.diagnostics)
    }

    /// Whether `appID` (`TEAMID.bundle.id`) is allowed: the same text, or the prefix before a
    /// trailing `*` (`TEAMID.*`, `TEAMID.com.example.*`).
    public func allows(appID: String) -> Bool {
        guard let pattern = applicationIdentifier else { return false }
        if pattern.hasSuffix("*") { return appID.hasPrefix(String(pattern.dropLast())) }
        return pattern == appID
    }

    /// Whether the profile's associated-domains entitlement allows `entry` (an entitlement string
    /// such as `applinks:miapp.com`): `*` allows any; else the same string.
    public func allows(associatedDomain entry: String) -> Bool {
        guard let domains = associatedDomains else { return false }
        return domains.contains("*") || domains.contains(entry)
    }

    /// Days from `now` to the expiry, both `yyyy-mm-ddThh:mm:ssZ`; negative once expired, `nil`
    /// when a date cannot be read. Whole days, rounded down, computed without Foundation.
    public func daysLeft(now: String) -> Int? {
        guard let expiry = expirationDate.flatMap(Self.seconds), let current = Self.seconds(now) else { return nil }
        let difference = expiry - current
        return difference >= 0 ? difference / 86_400 : -((-difference + 86_399) / 86_400)
    }

    /// Whether `text` is a UTC time as `daysLeft` reads it (`2026-12-01T00:00:00Z`).
    public static func isTime(_ text: String) -> Bool { seconds(text) != nil }

    /// Seconds since 1970 of an ISO 8601 UTC date (`2027-01-31T12:00:00Z`), by the civil-from-days
    /// algorithm; `nil` for any other form.
    static func seconds(_ text: String) -> Int? {
        let digits = Array(text.utf8)
        guard digits.count == 20, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"), digits[10] == UInt8(ascii: "T"),
            digits[13] == UInt8(ascii: ":"), digits[16] == UInt8(ascii: ":"), digits[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard (48...57).contains(digits[i]) else { return nil }
                value = value * 10 + Int(digits[i] - 48)
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10), let h = number(11..<13),
            let mi = number(14..<16), let s = number(17..<19), (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        // Howard Hinnant's days_from_civil.
        let year = m <= 2 ? y - 1 : y
        let era = (year >= 0 ? year : year - 399) / 400
        let yoe = year - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return days * 86_400 + h * 3_600 + mi * 60 + s
    }
}
