import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// A profile whose expiry cannot be checked says so instead of passing as unexpired.
@Suite struct ProfileExpiryUnknownTests {
    static func profile(expiration: String?) -> String {
        let date = expiration.map { "<key>ExpirationDate</key>\($0)" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Name</key><string>App Store</string><key>UUID</key><string>u-1</string>
            <key>TeamIdentifier</key><array><string>ABCDE12345</string></array>\(date)
            <key>Entitlements</key><dict><key>application-identifier</key><string>ABCDE12345.com.example.app</string></dict>
            </dict></plist>
            """
    }

    static func lines(expiration: String?, now: String = "2026-12-01T00:00:00Z") -> [String] {
        let files = CountingFiles([
            "App.xcodeproj/project.pbxproj": HostileProject.pbxproj(settings: [
                "DEVELOPMENT_TEAM": "ABCDE12345", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app"
            ]),
            "Config/Release.xcconfig": "",
            "p.mobileprovision": Self.profile(expiration: expiration)
        ])
        return HostileProject.lines(HostileProject.audit(files, profiles: ["p.mobileprovision"], now: now).diagnostics)
    }

    @Test func aProfileWithoutAnExpirationDateSaysItIsNotChecked() {
        #expect(
            Self.lines(expiration: nil) == [
                "p.mobileprovision:-: warning: profile \"App Store\" cannot be checked for expiry: it has no ExpirationDate date [profile-expired]"
            ])
    }

    @Test func anExpirationDateThatIsNoTimeSaysSo() {
        #expect(
            Self.lines(expiration: "<string>next year</string>") == [
                "p.mobileprovision:-: warning: profile \"App Store\" cannot be checked for expiry: its ExpirationDate is \"next year\", not a UTC time such as 2027-01-31T12:00:00Z [profile-expired]"
            ])
    }

    @Test func aMalformedNowSaysTheExpiryIsNotChecked() {
        #expect(
            Self.lines(expiration: "<date>2027-01-31T12:00:00Z</date>", now: "2026-12-01") == [
                "p.mobileprovision:-: warning: the time taken as now (\"2026-12-01\") is not a UTC time such as 2026-12-01T00:00:00Z, so the expiry of profile \"App Store\" is not checked [profile-expired]"
            ])
    }

    @Test func aReadableExpiryStillPasses() {
        #expect(Self.lines(expiration: "<date>2027-06-30T12:00:00Z</date>").isEmpty)
    }
}
