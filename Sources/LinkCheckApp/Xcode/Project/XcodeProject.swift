import LinkCheckCore

/// An Xcode project as far as signing and links go: its build configurations and its native
/// targets with theirs, each configuration with its `buildSettings` and its xcconfig file.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder as the user named it.
    public var file: String
    /// The `project.pbxproj` inside it, as messages name it.
    public var pbxproj: String
    /// `PROJECT_NAME`: the `.xcodeproj` folder's name without the extension.
    public var name: String
    /// `SRCROOT`: the folder that holds the `.xcodeproj`, as the user would write it (`.` for the
    /// working folder).
    public var sourceRoot: String
    public var objectVersion: String
    /// `defaultConfigurationName`: what `xcodebuild` builds when told no configuration.
    public var defaultConfiguration: String?
    /// The project's own configurations: the lowest levels of every target's settings.
    public var configurations: [BuildConfiguration]
    public var targets: [NativeTarget]
}

/// One `XCBuildConfiguration`: a name, its `buildSettings` in file order, and its base xcconfig.
public struct BuildConfiguration: Sendable {
    public var name: String
    /// Each key with its value as Xcode reads it (an array joined with spaces) and where.
    public var settings: [(key: String, value: String, location: SourceLocation)]
    /// `baseConfigurationReference`, as a path relative to `SRCROOT`; `nil` when there is none.
    public var baseConfiguration: String?
    public var location: SourceLocation
}

/// One `PBXNativeTarget`.
public struct NativeTarget: Sendable {
    public var name: String
    /// Its object ID in the pbxproj, which a scheme's `BlueprintIdentifier` names it by.
    public var id: String = ""
    /// `productType`, such as `com.apple.product-type.application`.
    public var productType: String
    public var configurations: [BuildConfiguration]
    public var location: SourceLocation

    /// What the target ships, as far as links go.
    public enum Kind: String, Sendable {
        case app, appClip, watchApp, macApp, extensionOrOther
    }

    /// Apps and App Clips open Universal Links; a watch app is an app product built for watchOS
    /// (`application.watchapp2` and friends, or `application` with `SDKROOT = watchos`), a Mac app
    /// one built for macOS (`SDKROOT = macosx`, or `auto` without iOS among `SUPPORTED_PLATFORMS`),
    /// which the caller knows once settings are resolved: neither is judged against the iOS app's
    /// schema and AASA files.
    public var kind: Kind {
        switch productType {
        case "com.apple.product-type.application", "com.apple.product-type.application.messages": return .app
        case "com.apple.product-type.application.on-demand-install-capable": return .appClip
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2",
            "com.apple.product-type.application.watchapp2-container":
            return .watchApp
        default: return .extensionOrOther
        }
    }
}
