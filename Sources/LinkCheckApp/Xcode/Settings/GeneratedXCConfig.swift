/// The xcconfig files a tool writes and a repository ignores: missing from a checkout, they are
/// a warning (the app builds once the tool has run), never an error, and their settings unknown.
enum GeneratedXCConfig {
    /// The command that writes the file at `path`, or `nil` for a file a person writes:
    /// Flutter's `Generated.xcconfig` (`flutter pub get`) and CocoaPods' `Pods-*.xcconfig` under
    /// `Pods/Target Support Files/` (`pod install`).
    static func tool(writing path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "Generated.xcconfig" { return "flutter pub get" }
        if name.hasPrefix("Pods-") || path.contains("Pods/Target Support Files/") { return "pod install" }
        return nil
    }
}
