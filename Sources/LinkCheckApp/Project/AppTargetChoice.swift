import LinkCheckCore

/// The app target `linkcheck init` fits its example to (docs/ci.md): the iOS app, never a Mac,
/// watch or App Clip target. Among several iOS apps (a staging copy, a user-testing build, a
/// second app in one project), the one `--target` names; else the only one a committed shared
/// scheme archives; else the one named like the project; else the first.
public struct AppTargetChoice: Sendable {
    /// The app.
    public var app: XcodeReport.Target
    /// Why this one among several, for init's message (`the one named like the project`); `nil`
    /// when it is the project's only iOS app.
    public var reason: String?
    /// The other iOS app targets, which `init --target NAME` can take instead.
    public var others: [String]
    /// The App Clips of the app: those whose bundle ID starts with the app's and a dot, as App
    /// Store Connect requires (every App Clip when the app's bundle ID is unknown).
    public var clips: [XcodeReport.Target]

    /// The targets the example is for, which init's `"xcodeproj"` entry names: the app, then its
    /// App Clips.
    public var targetNames: [String] { [app.name] + clips.map(\.name) }

    /// Why no app target was taken: the message init prints before it writes nothing.
    public struct Refusal: Error, Sendable {
        public var message: String
    }

    /// The choice in `project`; `named` is `--target`. `nil` without a refusal: the project has
    /// no iOS app target (init then writes the example app's).
    public static func choose(in project: XcodeReport.Project, projectName: String, named: String?) -> Result<AppTargetChoice?, Refusal> {
        let apps = project.targets.filter { $0.kind == .app }
        let list = apps.isEmpty ? "it has no iOS app target" : "its iOS app targets are " + Plural.list(apps.map { SwiftLiteral.string($0.name) })
        if let named {
            guard let target = project.targets.first(where: { $0.name == named }) else {
                let hint = Suggestion.hint(for: named, among: project.targets.map(\.name))
                return .failure(Refusal(message: "--target: \(Display.path(project.file)) has no target \(SwiftLiteral.string(named)); \(list)\(hint)"))
            }
            guard target.kind == .app else {
                return .failure(
                    Refusal(
                        message: "--target: \(SwiftLiteral.string(named)) is \(describe(target.kind)), not the iOS app that opens the links; \(list)"))
            }
            return .success(choice(target, among: apps, in: project, reason: "named by --target"))
        }
        guard let first = apps.first else { return .success(nil) }
        guard apps.count > 1 else { return .success(choice(first, among: apps, in: project, reason: nil)) }
        let archived = apps.filter { !$0.archivedBy.isEmpty }
        if archived.count == 1 {
            let schemes = archived[0].archivedBy
            let named = "the one the shared scheme" + (schemes.count == 1 ? " " : "s ") + Plural.list(schemes.map { SwiftLiteral.string($0) })
            return .success(choice(archived[0], among: apps, in: project, reason: named + (schemes.count == 1 ? " archives" : " archive")))
        }
        let candidates = archived.isEmpty ? apps : archived
        if let named = candidates.first(where: { likeName($0.name) == likeName(projectName) }) {
            return .success(choice(named, among: apps, in: project, reason: "the one named like the project"))
        }
        return .success(choice(candidates[0], among: apps, in: project, reason: "the first"))
    }

    static func choice(_ app: XcodeReport.Target, among apps: [XcodeReport.Target], in project: XcodeReport.Project, reason: String?) -> AppTargetChoice {
        let bundleID = shipping(app)?.bundleID
        let clips = project.targets.filter { clip in
            guard clip.kind == .appClip else { return false }
            guard let bundleID, let own = shipping(clip)?.bundleID else { return true }
            return own.hasPrefix(bundleID + ".")
        }
        return AppTargetChoice(app: app, reason: reason, others: apps.map(\.name).filter { $0 != app.name }, clips: clips)
    }

    /// The configuration of `target` that ships (the first when none is marked).
    public static func shipping(_ target: XcodeReport.Target) -> XcodeReport.Configuration? {
        target.configurations.first(where: \.isRelease) ?? target.configurations.first
    }

    /// A name as the comparison with the project's sees it: letters and digits, lower-cased
    /// (`Rocket.Chat` and `RocketChat`, `Shuttle Tracker` and `ShuttleTracker` are alike).
    static func likeName(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }

    static func describe(_ kind: NativeTarget.Kind) -> String {
        switch kind {
        case .app: return "an iOS app"
        case .appClip: return "an App Clip"
        case .watchApp: return "a watch app"
        case .macApp: return "a macOS app"
        case .extensionOrOther: return "an extension or other target"
        }
    }
}
