/// The fuzz targets: each takes any bytes and returns the first property it finds violated, or
/// `nil`. A crash is a failure too; libFuzzer catches those. The entry points in `LibFuzzer/`
/// (built by `make fuzz`, not by SwiftPM) trap on a failure; the regression tests replay inputs.
public enum FuzzTargets {
    /// Every target by the name of its entry point and of its folder under `fixtures/fuzz/`.
    public static let all: [(name: String, run: @Sendable ([UInt8]) -> FuzzFailure?)] = [
        ("json", json), ("url", url), ("routes", routes), ("aasa", aasa), ("glob", glob),
        ("pbxproj", pbxproj), ("xcconfig", xcconfig)
    ]

    /// `bytes` cut at every NUL: targets that need several texts take them this way.
    static func parts(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    }
}
