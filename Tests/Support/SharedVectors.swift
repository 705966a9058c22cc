import Foundation

/// A folder of the shared test vectors (`../shared/vectors/…` beside the package) and what the
/// suites that read it do when it is missing: they are reported skipped, with the reason, unless
/// `LINKCHECK_REQUIRE_VECTORS=1` (which `.ci/run` sets); then they run, and each suite's presence
/// test fails naming the folder, so CI cannot pass without the vectors.
/// `LINKCHECK_VECTORS=DIR` reads the vectors from DIR instead, as in a checkout laid out otherwise,
/// or a missing folder, to see both behaviours.
public struct SharedVectors: Sendable, Equatable {
    public static let requireVariable = "LINKCHECK_REQUIRE_VECTORS"
    public static let locationVariable = "LINKCHECK_VECTORS"

    /// The folder, absolute.
    public let path: String
    public let isPresent: Bool
    /// `LINKCHECK_REQUIRE_VECTORS` is `1`: a missing folder is a failure, not a skip.
    public let isRequired: Bool

    public init(path: String, isPresent: Bool, isRequired: Bool) {
        (self.path, self.isPresent, self.isRequired) = (path, isPresent, isRequired)
    }

    /// `subfolder` of the vectors (`aasa`, `routes`; `""` for all of them) for the package at
    /// `packageRoot`, as `environment` places and requires them.
    public init(
        _ subfolder: String, packageRoot: String, environment: [String: String],
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) {
        let base =
            environment[Self.locationVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? packageRoot + "/../shared/vectors"
        let folder = URL(fileURLWithPath: base)
        let path = (subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)).standardized.path
        self.init(path: path, isPresent: exists(path), isRequired: environment[Self.requireVariable] == "1")
    }

    /// Whether a suite reading the folder runs: when it is there, and when it is required, to fail.
    public var runs: Bool { isPresent || isRequired }

    /// What `swift test` shows for a skipped suite.
    public var skipReason: String {
        "\(path) is missing, so this suite is skipped (\(Self.requireVariable)=1 makes that a failure)"
    }

    /// Why a run that requires the folder fails; `nil` when it is there.
    public var missingMessage: String? {
        isPresent ? nil : "\(Self.requireVariable)=1, but the shared vectors folder \(path) is missing"
    }

    /// This package's root: `Tests/Support/SharedVectors.swift`, three levels up.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    public static func named(_ subfolder: String) -> SharedVectors {
        SharedVectors(subfolder, packageRoot: packageRoot, environment: ProcessInfo.processInfo.environment)
    }

    public static let aasa = named("aasa")
    public static let routes = named("routes")
    public static let all = named("")
}
