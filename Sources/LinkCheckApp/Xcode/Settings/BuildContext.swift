/// What a build is for: the condition values and the built-ins.
public struct BuildContext: Sendable {
    /// The SDK's platform name, `iphoneos` for a device build; `[sdk=…]` patterns match it.
    public var sdk: String
    /// Xcode's SDK name carries its version (`iphoneos18.2`): set it to match `[sdk=…]` as that
    /// build would. `nil` matches against `sdk` alone, so write patterns as `iphoneos*`.
    public var sdkVersion: String?
    /// The build configuration's name; `[config=…]` patterns match it.
    public var configuration: String
    /// The architecture built, for `ARCHS`.
    public var arch: String
    /// Whether `[arch=…]` conditions see `arch`. Swift Build binds `arch` only per architecture
    /// (compiling, linking); the bundle identifier, team, entitlements and Info.plist are
    /// evaluated outside that loop, where only `[arch=*]` matches (`SWBCore/Settings/Settings.swift`,
    /// `createScope`). So `false` unless you resolve a per-architecture setting.
    public var bindsArch: Bool
    /// Literal values the project defines: `PROJECT_NAME`, `TARGET_NAME`, `SRCROOT`, `PROJECT_DIR`,
    /// `PROJECT_FILE_PATH`, …; they win over `BuiltinSettings`' defaults and lose to every level.
    public var builtins: [String: String]

    /// The context of one target and configuration, an iOS device build unless said otherwise.
    public init(
        sdk: String = "iphoneos", sdkVersion: String? = nil, configuration: String, arch: String = "arm64",
        bindsArch: Bool = false, builtins: [String: String] = [:]
    ) {
        self.sdk = sdk
        self.sdkVersion = sdkVersion
        self.configuration = configuration
        self.arch = arch
        self.bindsArch = bindsArch
        self.builtins = builtins
    }

    /// The values each condition key is matched against (Swift Build `createScope`): `config`,
    /// `sdk`, `variant` (`normal`), `target` when `TARGET_NAME` is known, `arch` when bound. A
    /// key not listed matches only the pattern `*` (`SWBMacro/MacroCondition.swift`).
    var conditionValues: [String: [String]] {
        var values: [String: [String]] = [
            "config": [configuration],
            "sdk": [sdk + (sdkVersion ?? "")],
            "variant": ["normal"]
        ]
        if let target = builtins["TARGET_NAME"] { values["target"] = [target] }
        if bindsArch { values["arch"] = [arch] }
        return values
    }
}
