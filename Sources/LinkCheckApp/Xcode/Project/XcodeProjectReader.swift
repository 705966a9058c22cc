import LinkCheckCore

/// Builds an `XcodeProject` from a parsed `project.pbxproj`: the root `PBXProject`, its
/// configuration list, its native targets and theirs, and each configuration's base xcconfig as a
/// path relative to `SRCROOT` (through the group tree, or a synchronized folder's anchor).
public enum XcodeProjectReader {
    /// `file` is the `.xcodeproj` as the user named it; `pbxproj` the file inside, as messages name
    /// it. Problems of shape (a missing object, a value of the wrong type) are errors of `pbxproj`.
    public static func read(_ document: OpenStepDocument, file: String, pbxproj: String) -> (project: XcodeProject?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: pbxproj)
        let root = document.root
        guard let objects = root["objects"], let entries = objects.entries else {
            sink.error(.wrongType, "a project.pbxproj holds an \"objects\" dictionary, and this one has none", at: root.location)
            return (nil, sink.diagnostics)
        }
        var byID: [String: OpenStepValue] = [:]
        for entry in entries { byID[entry.key] = entry.value }
        guard let rootID = root["rootObject"]?.stringValue, let project = byID[rootID] else {
            sink.error(.missingKey, "the \"rootObject\" of the project names no object", at: root["rootObject"]?.location ?? root.location)
            return (nil, sink.diagnostics)
        }
        let paths = GroupPaths(objects: byID)

        func configurations(of owner: OpenStepValue, _ what: String) -> (list: [BuildConfiguration], defaultName: String?) {
            guard let listID = owner["buildConfigurationList"]?.stringValue, let list = byID[listID] else {
                sink.error(.missingKey, "\(what) has no build configuration list", at: owner.location)
                return ([], nil)
            }
            var out: [BuildConfiguration] = []
            for idValue in list["buildConfigurations"]?.arrayValue ?? [] {
                guard let id = idValue.stringValue, let configuration = byID[id] else {
                    sink.error(.missingKey, "a build configuration of \(what) names no object", at: idValue.location)
                    continue
                }
                let name = configuration["name"]?.stringValue ?? ""
                var settings: [(key: String, value: String, location: SourceLocation)] = []
                for setting in configuration["buildSettings"]?.entries ?? [] {
                    // An array setting (OTHER_LDFLAGS = ( "-ObjC", ... )) is its items joined by spaces, as
                    // Xcode reads a list in a string setting.
                    let value =
                        setting.value.stringValue
                        ?? setting.value.arrayValue.map { $0.compactMap(\.stringValue).joined(separator: " ") } ?? ""
                    settings.append((setting.key, value, setting.keyLocation))
                }
                var base: String?
                if let referenceID = configuration["baseConfigurationReference"]?.stringValue {
                    base = paths.path(of: referenceID)
                } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.stringValue,
                    let relative = configuration["baseConfigurationReferenceRelativePath"]?.stringValue
                {
                    // Xcode 16's synchronized folders: the xcconfig is a path inside the folder.
                    base = paths.path(of: anchor).map { GroupPaths.join($0, relative) }
                }
                out.append(BuildConfiguration(name: name, settings: settings, baseConfiguration: base, location: configuration.location))
            }
            return (out, list["defaultConfigurationName"]?.stringValue)
        }

        let (projectConfigurations, defaultName) = configurations(of: project, "the project")
        var targets: [NativeTarget] = []
        for idValue in project["targets"]?.arrayValue ?? [] {
            guard let id = idValue.stringValue, let target = byID[id] else { continue }
            // Aggregate and legacy targets build nothing that is signed.
            guard target["isa"]?.stringValue == "PBXNativeTarget" else { continue }
            let name = target["name"]?.stringValue ?? ""
            targets.append(
                NativeTarget(
                    name: name, id: id, productType: target["productType"]?.stringValue ?? "",
                    configurations: configurations(of: target, "target \(SwiftLiteral.string(name))").list,
                    location: target.location))
        }
        let folderName = file.split(separator: "/").last.map(String.init) ?? file
        let name = folderName.hasSuffix(".xcodeproj") ? String(folderName.dropLast(".xcodeproj".count)) : folderName
        let parent = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (
            XcodeProject(
                file: file, pbxproj: pbxproj, name: name, sourceRoot: parent.isEmpty ? "." : parent,
                objectVersion: root["objectVersion"]?.stringValue ?? "", defaultConfiguration: defaultName,
                configurations: projectConfigurations, targets: targets), sink.diagnostics
        )
    }
}

/// Where each file reference and group lies, relative to `SRCROOT`: a `<group>`-relative path is
/// its parents' paths joined; `SOURCE_ROOT` is relative to `SRCROOT` itself; an absolute one is
/// kept. Other source trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`) have no path here.
struct GroupPaths {
    let objects: [String: OpenStepValue]
    private var parents: [String: String] = [:]

    init(objects: [String: OpenStepValue]) {
        self.objects = objects
        for (id, object) in objects {
            for child in object["children"]?.arrayValue ?? [] {
                if let childID = child.stringValue { parents[childID] = id }
            }
        }
    }

    /// The path of the object `id`, or `nil` when it cannot be placed.
    ///
    /// Walked up the parents in a loop, the components gathered and joined once: a project of
    /// 100,000 nested groups must neither run the stack out nor copy its path at every level.
    func path(of id: String) -> String? {
        var seen: Set<String> = []
        // The object's own path, then its parents', up to the first that is not `<group>`-relative.
        var owns: [String] = []
        var current = id
        var base: String
        while true {
            // A cycle in the group tree (a broken file) must end.
            guard seen.insert(current).inserted, let object = objects[current] else { return nil }
            let own = object["path"]?.stringValue ?? ""
            switch object["sourceTree"]?.stringValue ?? "<group>" {
            case "<absolute>": base = own
            case "SOURCE_ROOT": base = own.isEmpty ? "." : own
            case "<group>":
                guard let parent = parents[current] else {
                    base = own.isEmpty ? "." : own
                    break
                }
                owns.append(own)
                current = parent
                continue
            default:
                return nil
            }
            break
        }
        return Self.join(base, owns.reversed())
    }

    /// `base` then each of `parts`, as `join(_:_:)` joins two, in one pass: an absolute part
    /// starts over.
    static func join(_ base: String, _ parts: some Sequence<String>) -> String {
        var kept: [Substring] = [Substring(base)]
        for part in parts {
            if part.hasPrefix("/") {
                kept = [Substring(part)]
            } else if !part.isEmpty && part != "." {
                if kept.count == 1, kept[0].isEmpty || kept[0] == "." { kept = [] }
                if let last = kept.last, last.hasSuffix("/") { kept[kept.count - 1] = last.dropLast() }
                kept.append(Substring(part))
            }
        }
        return kept.joined(separator: "/")
    }

    /// `a` then `b`, without `./` or doubled slashes; an absolute `b` wins.
    static func join(_ a: String, _ b: String) -> String {
        if b.hasPrefix("/") { return b }
        if b.isEmpty || b == "." { return a }
        if a.isEmpty || a == "." { return b }
        return (a.hasSuffix("/") ? String(a.dropLast()) : a) + "/" + b
    }
}
