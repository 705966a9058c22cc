import LinkCheckSystem

/// Where `linkcheck init` looks for the app's Xcode project when `--xcodeproj` names none: the
/// folder's own `.xcodeproj`, else one in a folder just below it, as React Native and Flutter keep
/// theirs in `ios/` and many apps in a folder named for the app. CocoaPods' `Pods.xcodeproj` is
/// never the app's, and folders of tools' output are not searched.
enum InitProjectSearch {
    enum Found: Equatable {
        /// The project, as a path from the folder.
        case one(String)
        /// Several that could be the app's, none taken.
        case several([String])
        case none
    }

    /// Folders below the top that hold no app project: dependencies and build output.
    static let skipped: Set<String> = ["Pods", "node_modules", "Carthage", "build", "DerivedData", "vendor"]

    /// The project in `folder` (absolute), or the one in a folder just below it.
    static func find(in folder: String) -> Found {
        let own = projects(in: folder)
        if own.count == 1 { return .one(own[0]) }
        if own.count > 1 { return .several(own) }
        var below: [String] = []
        for name in FileSystem.names(in: folder) where !name.hasPrefix(".") && !skipped.contains(name) && !name.hasSuffix(".xcodeproj") {
            // A real folder only: a link could lead anywhere, and the project must be inside.
            guard let info = FileSystem.linkStatus(folder + "/" + name), info.st_mode & S_IFMT == S_IFDIR else { continue }
            below += projects(in: folder + "/" + name).map { name + "/" + $0 }
        }
        switch below.count {
        case 0: return .none
        case 1: return .one(below[0])
        default: return .several(below)
        }
    }

    /// The `.xcodeproj` names in `folder`, CocoaPods' excepted.
    static func projects(in folder: String) -> [String] {
        FileSystem.names(in: folder).filter { $0.hasSuffix(".xcodeproj") && $0 != "Pods.xcodeproj" }
    }
}
