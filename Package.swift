// swift-tools-version: 6.0
import PackageDescription

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "linkcheck",
    // The library also builds into apps, which link it to parse their links with the checked code.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "LinkCheck", targets: ["LinkCheck"]),
        .executable(name: "linkcheck", targets: ["linkcheck"]),
    ],
    targets: [
        // The whole logic: bytes and strings in, values out. No I/O, no Foundation.
        .target(name: "LinkCheck", swiftSettings: settings),
        // Arguments, files, streams, color and exit codes.
        .target(name: "LinkCheckCLI", dependencies: ["LinkCheck"], swiftSettings: settings),
        .executableTarget(name: "linkcheck", dependencies: ["LinkCheckCLI"], swiftSettings: settings),
        // `make bench`: generates its inputs and measures against baselines; imports Foundation, never shipped.
        .executableTarget(name: "linkcheck-bench", dependencies: ["LinkCheck"], path: "Sources/Benchmarks",
                          swiftSettings: settings),
        // `make fuzz`: one pure function per fuzz target. The libFuzzer entry points in LibFuzzer/ are
        // built by the Makefile: they need -sanitize=fuzzer, which SwiftPM has no option for.
        .target(name: "LinkCheckFuzz", dependencies: ["LinkCheck"], exclude: ["LibFuzzer"], swiftSettings: settings),
        // Where the tests find ../shared/vectors/, and whether a run may go without it.
        .target(name: "LinkCheckTestSupport", path: "Tests/Support", swiftSettings: settings),
        .testTarget(name: "LinkCheckTests", dependencies: ["LinkCheck", "LinkCheckFuzz", "LinkCheckTestSupport"],
                    swiftSettings: settings),
        .testTarget(name: "LinkCheckCLITests", dependencies: ["LinkCheckCLI", "LinkCheck", "LinkCheckTestSupport"],
                    swiftSettings: settings),
        // Replays fixtures/fuzz/ (every crash fuzzing found), the fixtures and ../shared/vectors/.
        .testTarget(name: "LinkCheckFuzzTests", dependencies: ["LinkCheckFuzz", "LinkCheck", "LinkCheckTestSupport"],
                    swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
