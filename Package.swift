// swift-tools-version: 6.0
import PackageDescription

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// The libraries depend one way, and the compiler keeps it so (docs/architecture.md):
// foundations → domains (routes; AASA; the app and its project) → reports → command line.
let package = Package(
    name: "linkcheck",
    // The libraries also build into apps, which link them to parse their links with the checked code.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // What an app links to parse its URLs exactly as `linkcheck resolve` does.
        .library(name: "LinkCheckRoutes", targets: ["LinkCheckRoutes"]),
        // Every library: the routes, AASA files, the app's configuration and the reports.
        .library(name: "LinkCheck", targets: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckGenerate", "LinkCheckAASA", "LinkCheckApp", "LinkCheckRuns",
                                              "LinkCheckReports"]),
        .executable(name: "linkcheck", targets: ["linkcheck"]),
        // A build-tool plugin: `generate swift` for each `*.routes.json` of the target it is applied to
        // (docs/plugins.md). A plugin product's name lives apart from target names, so this one can
        // share its name with the LinkCheckGenerate library target that it runs.
        .plugin(name: "LinkCheckGenerate", targets: ["LinkCheckGeneratePlugin"]),
        // `swift package linkcheck [ARGS]`: runs `check` by default, writes nothing.
        .plugin(name: "LinkCheckCommand", targets: ["LinkCheckCommandPlugin"]),
        // `swift package linkcheck-generate ...`: the only verb that asks to write into the package.
        .plugin(name: "LinkCheckGenerateCommand", targets: ["LinkCheckGenerateCommandPlugin"]),
    ],
    targets: [
        // Foundations: diagnostics and the rule catalogue, JSON and property lists with positions,
        // URL splitting, quoting text. Bytes and strings in, values out: no I/O, no Foundation.
        .target(name: "LinkCheckCore", swiftSettings: settings),
        // Route schemas, case tables, the parser, coverage and round trips.
        .target(name: "LinkCheckRoutes", dependencies: ["LinkCheckCore"], swiftSettings: settings),
        // Swift source from a schema (the app's parser) and from tables (tests of the app's parser).
        .target(name: "LinkCheckGenerate", dependencies: ["LinkCheckCore", "LinkCheckRoutes"], swiftSettings: settings),
        // apple-app-site-association files: lint, matching, how a site serves them.
        .target(name: "LinkCheckAASA", dependencies: ["LinkCheckCore", "LinkCheckRoutes"], swiftSettings: settings),
        // The app's Info.plist and entitlements, and linkcheck.json, the project that names everything.
        .target(name: "LinkCheckApp", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckGenerate", "LinkCheckAASA"],
                swiftSettings: settings),
        // What each command computes, read → one call → a result: the domains composed, files read
        // through a FileSource and fetching injected, so that it does no I/O of its own.
        .target(name: "LinkCheckRuns", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckGenerate", "LinkCheckAASA", "LinkCheckApp"],
                swiftSettings: settings),
        // One printer per format (text, JSON, JUnit, GitHub, SARIF), each rendering every command's result.
        .target(name: "LinkCheckReports", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA", "LinkCheckApp"],
                swiftSettings: settings),
        // The platform's C library, chosen once (Darwin, Glibc or Musl), for the command line only.
        .target(name: "LinkCheckSystem", swiftSettings: settings),
        // Arguments, files, streams, signals, child processes, color and exit codes.
        .target(name: "LinkCheckCLI", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckGenerate", "LinkCheckAASA", "LinkCheckApp",
                                                    "LinkCheckRuns", "LinkCheckReports", "LinkCheckSystem"],
                swiftSettings: settings),
        .executableTarget(name: "linkcheck", dependencies: ["LinkCheckCLI", "LinkCheckSystem"], swiftSettings: settings),
        // The plugins (Plugins/, docs/plugins.md) each run the linkcheck executable built above.
        // SwiftPM grants a plugin's permissions per target, before it runs: so writing is a verb of
        // its own, and `linkcheck` itself asks for nothing.
        .plugin(name: "LinkCheckGeneratePlugin", capability: .buildTool(), dependencies: ["linkcheck"]),
        .plugin(name: "LinkCheckCommandPlugin",
                capability: .command(intent: .custom(verb: "linkcheck",
                                                     description: "Run linkcheck in the package's folder (check when given no arguments)")),
                dependencies: ["linkcheck"]),
        .plugin(name: "LinkCheckGenerateCommandPlugin",
                capability: .command(intent: .custom(verb: "linkcheck-generate",
                                                     description: "Run linkcheck generate, which may write the file --output names"),
                                     permissions: [.writeToPackageDirectory(reason: "linkcheck generate writes the Swift file that --output names")]),
                dependencies: ["linkcheck"]),
        // `make bench`: generates its inputs and measures against baselines; imports Foundation, never shipped.
        .executableTarget(name: "linkcheck-bench", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA"],
                          path: "Sources/Benchmarks", swiftSettings: settings),
        // `make fuzz`: one pure function per fuzz target. The libFuzzer entry points in LibFuzzer/ are
        // built by the Makefile: they need -sanitize=fuzzer, which SwiftPM has no option for.
        .target(name: "LinkCheckFuzz", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA", "LinkCheckApp", "LinkCheckRuns",
                                                     "LinkCheckReports"],
                exclude: ["LibFuzzer"], swiftSettings: settings),
        // Where the tests find the shared vectors, and whether a run may go without them.
        .target(name: "LinkCheckTestSupport", dependencies: ["LinkCheckCore"], path: "Tests/Support", swiftSettings: settings),
        // Reports of the fixtures' tables, for the tests of the routes and of the reporters.
        .target(name: "LinkCheckRoutesFixtures", dependencies: ["LinkCheckCore", "LinkCheckRoutes"], path: "Tests/RoutesFixtures",
                swiftSettings: settings),
        // One test target per library, each depending on that library and what it may import.
        .testTarget(name: "LinkCheckCoreTests", dependencies: ["LinkCheckCore", "LinkCheckTestSupport"], swiftSettings: settings),
        .testTarget(name: "LinkCheckRoutesTests", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckTestSupport", "LinkCheckRoutesFixtures"],
                    swiftSettings: settings),
        .testTarget(name: "LinkCheckAASATests", dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA", "LinkCheckTestSupport"],
                    swiftSettings: settings),
        .testTarget(name: "LinkCheckAppTests",
                    dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA", "LinkCheckApp", "LinkCheckRuns", "LinkCheckTestSupport"],
                    swiftSettings: settings),
        .testTarget(name: "LinkCheckReportsTests",
                    dependencies: ["LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA", "LinkCheckApp", "LinkCheckRuns", "LinkCheckReports",
                                   "LinkCheckTestSupport", "LinkCheckRoutesFixtures"],
                    swiftSettings: settings),
        .testTarget(name: "LinkCheckCLITests",
                    dependencies: ["LinkCheckCLI", "LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA", "LinkCheckApp", "LinkCheckRuns",
                                   "LinkCheckReports", "LinkCheckTestSupport"],
                    swiftSettings: settings),
        // The generated Swift compiled with swiftc and run beside the interpreter, goldens of it.
        .testTarget(name: "LinkCheckGenerateTests",
                    dependencies: ["LinkCheckGenerate", "LinkCheckCore", "LinkCheckRoutes", "LinkCheckTestSupport"],
                    swiftSettings: settings),
        // Replays fixtures/fuzz/ (every crash fuzzing found), the fixtures and the shared vectors, and
        // checks the fast paths against their reference twins.
        .testTarget(name: "LinkCheckFuzzTests",
                    dependencies: ["LinkCheckFuzz", "LinkCheckCore", "LinkCheckRoutes", "LinkCheckAASA", "LinkCheckRuns", "LinkCheckReports",
                                   "LinkCheckTestSupport"],
                    swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
