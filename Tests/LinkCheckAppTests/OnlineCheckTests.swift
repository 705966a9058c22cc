import Foundation
import LinkCheckCore
import LinkCheckAASA
import LinkCheckApp
import LinkCheckRuns
import Testing

/// `check --online`: which sites the check asks for, and what it makes of their answers. The
/// fetcher here answers from memory; the loopback goldens (`fixtures/golden/fetch/check-online*`)
/// fetch for real with curl.
struct OnlineCheckTests {
    /// Files by path, for `ProjectCheck` to read; paths resolve beside the naming file.
    struct MemoryFiles: FileSource {
        var files: [String: String]
        func read(_ path: String) -> Result<[UInt8], FileFailure> {
            files[path].map { .success(Array($0.utf8)) } ?? .failure(FileFailure(reason: "no such file"))
        }
        func resolve(_ reference: String, namedBy file: String) -> Result<String, PathRefusal> { .success(reference) }
        func displayName(_ path: String) -> String { path }
    }

    /// What the fetcher was asked, in order.
    final class Requests: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [[OnlineFetch.Site]] = []
        func record(_ sites: [OnlineFetch.Site]) { lock.withLock { asked.append(sites) } }
        var all: [[OnlineFetch.Site]] { lock.withLock { asked } }
    }

    static let aasa = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app"], "components": [{"/": "/orders/*"}]}]}}
        """

    /// Every site answers 200 with `body`.
    static func serving(_ body: String, _ requests: Requests) -> OnlineFetch {
        OnlineFetch { sites in
            requests.record(sites)
            return sites.map { site in
                let answer = FetchResult.response(
                    HTTPResponse(
                        status: 200, headers: [HTTPHeader("Content-Type", "application/json")],
                        body: Array(body.utf8)))
                let check = ServingCheck(target: site.target, timeLimit: "10 s")
                return FetchedSite(target: site.target, site: check.site(wellKnown: answer, root: nil), timeLimit: "10 s")
            }
        }
    }

    static func project(_ entries: String) -> MemoryFiles {
        MemoryFiles(files: ["linkcheck.json": "{\"aasa\": [\(entries)]}", "apple-app-site-association": aasa])
    }

    @Test func eachDomainIsFetchedOnceAndWantsTheCDNWhenAnyEntryAsks() {
        let files = Self.project(
            """
            {"file": "apple-app-site-association", "domain": "MiApp.com"},
            {"file": "apple-app-site-association", "domain": "miapp.com", "cdn": true, "appIDs": ["ABCDE12345.com.miapp.app"]},
            {"file": "apple-app-site-association", "domain": "other.example"}
            """)
        let requests = Requests()
        _ = ProjectCheck.run(project: "linkcheck.json", options: .init(online: Self.serving(Self.aasa, requests)), files: files)
        #expect(requests.all.map { $0.map { "\($0.target.domain) cdn=\($0.cdn)" } } == [["miapp.com cdn=true", "other.example cdn=false"]])
    }

    @Test func offlineFetchesNothing() {
        let files = Self.project("{\"file\": \"apple-app-site-association\", \"domain\": \"miapp.com\", \"cdn\": true}")
        let report = ProjectCheck.run(project: "linkcheck.json", options: .init(), files: files)
        #expect(report.aasa.files.map(\.file) == ["apple-app-site-association"])
    }

    @Test func theServedFileIsAskedWhatTheEntryAsks() {
        let files = Self.project(
            """
            {"file": "apple-app-site-association", "domain": "miapp.com", "appIDs": ["ABCDE12345.com.miapp.app"], "urls": ["https://miapp.com/orders/1"]}
            """)
        // The site serves a file that sends nothing to the app: the repository's file opens the URL, the served one does not.
        let served = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app"], "components": [{"/": "/other"}]}]}}"#
        let report = ProjectCheck.run(project: "linkcheck.json", options: .init(online: Self.serving(served, Requests())), files: files)
        #expect(report.aasa.files.map(\.file) == ["apple-app-site-association", "https://miapp.com/.well-known/apple-app-site-association"])
        #expect(report.aasa.files.map { $0.answers.map(\.decision.opens) } == [[true], [false]])
        #expect(report.verdict == .passed)
    }

    @Test func anEntryWithoutAFetchableDomainIsAWarning() {
        let files = Self.project(
            """
            {"file": "apple-app-site-association"},
            {"file": "apple-app-site-association", "domain": "miapp.com:8443"}
            """)
        let requests = Requests()
        let report = ProjectCheck.run(project: "linkcheck.json", options: .init(online: Self.serving(Self.aasa, requests)), files: files)
        #expect(requests.all.isEmpty)
        #expect(
            report.aasa.diagnostics.map { "\($0.severity) \($0.rule): \($0.message)" } == [
                "warning online-not-fetched: --online fetches each \"aasa\" entry's file from its \"domain\", and this entry names none: "
                    + "only the file in the repository was checked",
                "warning online-not-fetched: --online cannot fetch this entry's file: the \"domain\" \"miapp.com:8443\" has a port; iOS fetches "
                    + "the file from port 443 only (--connect-to reaches a test server on another port)"
            ])
        #expect(report.summary.warnings == 2)
    }
}
