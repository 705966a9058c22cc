import LinkCheckTestSupport
import Testing

/// How the vector suites decide between running, a visible skip and a failure, for a folder that
/// is there or not, with `LINKCHECK_REQUIRE_VECTORS` and `LINKCHECK_VECTORS` set or not.
@Suite struct SharedVectorsTests {
    static func decide(_ environment: [String: String], present: Set<String>) -> SharedVectors {
        SharedVectors("aasa", packageRoot: "/src/linkcheck", environment: environment, exists: present.contains)
    }

    @Test func beside() {
        let vectors = Self.decide([:], present: ["/src/shared/vectors/aasa"])
        #expect(vectors == SharedVectors(path: "/src/shared/vectors/aasa", isPresent: true, isRequired: false))
        #expect(vectors.runs)
        #expect(vectors.missingMessage == nil)
    }

    @Test func missingIsASkipWithItsReason() {
        let vectors = Self.decide([:], present: [])
        #expect(!vectors.runs)
        #expect(
            vectors.skipReason
                == "/src/shared/vectors/aasa is missing, so this suite is skipped (LINKCHECK_REQUIRE_VECTORS=1 makes that a failure)")
    }

    @Test func missingWhenRequiredRunsToFail() {
        let vectors = Self.decide(["LINKCHECK_REQUIRE_VECTORS": "1"], present: [])
        #expect(vectors.runs)
        #expect(vectors.missingMessage == "LINKCHECK_REQUIRE_VECTORS=1, but the shared vectors folder /src/shared/vectors/aasa is missing")
        // Only "1" requires them, as .ci/run sets it.
        #expect(!Self.decide(["LINKCHECK_REQUIRE_VECTORS": "0"], present: []).runs)
        #expect(!Self.decide(["LINKCHECK_REQUIRE_VECTORS": ""], present: []).runs)
    }

    @Test func elsewhere() {
        let vectors = Self.decide(
            ["LINKCHECK_VECTORS": "/data/vectors/", "LINKCHECK_REQUIRE_VECTORS": "1"],
            present: ["/data/vectors/aasa"])
        #expect(vectors == SharedVectors(path: "/data/vectors/aasa", isPresent: true, isRequired: true))
        #expect(Self.decide(["LINKCHECK_VECTORS": ""], present: []).path == "/src/shared/vectors/aasa")
    }
}
