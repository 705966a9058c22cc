/// The settings Xcode defines before any project level, kept small: those a bundle identifier,
/// team, entitlements path or Info.plist value plausibly names. Values come from Swift Build
/// `SWBCore/Settings/Settings.swift` (`getProjectDynamicSettings`, `getTargetDynamicSettings`,
/// the platform and SDK tables) and `SWBCore/Specs/CoreBuildSystem.xcspec` (defaults).
public enum BuiltinSettings {
    /// Known to Xcode with an empty default: a reference to one is "", never "undefined".
    public static let emptyByDefault: Set<String> = [
        "PRODUCT_NAME", "EXECUTABLE_PREFIX", "EXECUTABLE_SUFFIX", "EXECUTABLE_EXTENSION", "WRAPPER_SUFFIX",
        "TARGET_TEMP_DIR_SUFFIX", "TARGET_BUILD_SUBPATH", "PRODUCT_MODULE_NAME", "OTHER_CFLAGS", "OTHER_LDFLAGS",
        "OTHER_SWIFT_FLAGS", "GCC_PREPROCESSOR_DEFINITIONS", "SWIFT_ACTIVE_COMPILATION_CONDITIONS",
        "HEADER_SEARCH_PATHS", "FRAMEWORK_SEARCH_PATHS", "LIBRARY_SEARCH_PATHS", "INFOPLIST_PREFIX_HEADER"
    ]

    /// The target's own built-ins, which Swift Build pushes between the project's levels and the
    /// target's (`getTargetDynamicSettings`), so a project-level assignment of one never reaches
    /// a target.
    public static let targetDynamic: Set<String> = ["TARGET_NAME", "TARGETNAME"]
    /// Settings the entitlements step defines from the team, not build settings: with
    /// `DEVELOPMENT_TEAM` set they are `TEAM.`; without it they are undefined and the finding
    /// names `DEVELOPMENT_TEAM`.
    public static let teamPrefixes: Set<String> = ["AppIdentifierPrefix", "TeamIdentifierPrefix"]

    /// The defaults below the project's levels, as raw values (some refer to others, as in Xcode).
    static func defaults(_ context: BuildContext) -> [String: String] {
        let platform = String(context.sdk.prefix { !$0.isNumber })
        return [
            "SDKROOT": context.sdk,
            "SDK_NAME": context.sdk + (context.sdkVersion ?? ""),
            "PLATFORM_NAME": platform,
            // `-iphoneos`; macOS has none (Swift Build `effectivePlatformName`).
            "EFFECTIVE_PLATFORM_NAME": platform == "macosx" ? "" : "-" + platform,
            "CONFIGURATION": context.configuration,
            "ARCHS": context.arch,
            // Outside the per-architecture loop Swift Build binds `undefined_arch`.
            "CURRENT_ARCH": context.bindsArch ? context.arch : "undefined_arch",
            "CURRENT_VARIANT": "normal",
            "ACTION": "build",
            "TARGETNAME": "$(TARGET_NAME)",
            "PROJECT": "$(PROJECT_NAME)",
            "PROJECT_DIR": "$(SRCROOT)",
            "SOURCE_ROOT": "$(SRCROOT)"
        ]
    }
}
