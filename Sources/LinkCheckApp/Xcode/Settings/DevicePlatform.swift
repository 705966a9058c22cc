/// The SDK a target is built with for a device, as Swift Build binds it (`Settings.swift`, where
/// the target's SDK is looked up from `SDKROOT`): `SDKROOT` names it (`iphoneos`, `macosx`, a
/// versioned name such as `iphoneos18.2`, or a path ending `MacOSX.sdk`); `auto` takes the run
/// destination's SDK when `SUPPORTED_PLATFORMS` lists its platform. linkcheck reads a project as
/// an iOS device build, so `auto` is `iphoneos` whenever the target supports iOS.
enum DevicePlatform {
    /// The SDK's platform name for `[sdk=…]` conditions: `iphoneos`, `macosx`, `watchos`,
    /// `appletvos`, `xros`, or the value as written for one linkcheck does not know.
    static func sdk(sdkRoot: String, supportedPlatforms: String?) -> String {
        if sdkRoot == "auto" {
            // Swift Build keeps `auto` only when the destination is not supported; without a list
            // the target's platform is not said, and the iOS build linkcheck reads is taken.
            let supported = (supportedPlatforms ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !supported.isEmpty, !supported.contains("iphoneos") else { return "iphoneos" }
            return supported.lazy.map { sdk(sdkRoot: $0, supportedPlatforms: nil) }.first ?? "iphoneos"
        }
        // A path to an SDK is named by its last component (`…/MacOSX14.0.sdk`).
        let name = (sdkRoot.split(separator: "/").last.map(String.init) ?? sdkRoot).lowercased()
        for (prefix, platform) in [("iphoneos", "iphoneos"), ("macosx", "macosx"), ("watch", "watchos"), ("appletv", "appletvos"), ("xr", "xros")]
        where name.hasPrefix(prefix) {
            return platform
        }
        return sdkRoot
    }
}
