import Foundation
import LinkCheckCore
import LinkCheckTestSupport
import Testing

/// The four real Xcode projects in `../shared/vectors/xcode/` read whole, with the facts their
/// FACTS.md gives, and every location pointing at what it locates.
@Suite struct OpenStepVectorTests {
    static let vectors = SharedVectors.named("xcode")
    static let skipped = Comment(rawValue: vectors.skipReason)

    struct Project: Sendable, CustomTestStringConvertible {
        var path: String
        var objectVersion: String
        var testDescription: String { path }
    }

    static let projects = [
        Project(path: "wikipedia-ios/Wikipedia.xcodeproj/project.pbxproj", objectVersion: "52"),
        Project(path: "5calls-ios/FiveCalls/FiveCalls.xcodeproj/project.pbxproj", objectVersion: "70"),
        Project(path: "pocket-casts-ios/podcasts.xcodeproj/project.pbxproj", objectVersion: "54"),
        Project(path: "rocket-chat-reactnative/ios/RocketChatRN.xcodeproj/project.pbxproj", objectVersion: "54")
    ]

    static func read(_ path: String) throws -> [UInt8] {
        let data = try #require(FileManager.default.contents(atPath: vectors.path + "/" + path), "cannot read \(path)")
        return Array(data)
    }

    static func parse(_ path: String) throws -> OpenStepDocument {
        try OpenStepDocument.parse(try read(path))
    }

    @Test(.enabled(if: vectors.runs, skipped))
    func thereAreVectors() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
    }

    @Test(.enabled(if: vectors.runs, skipped), arguments: projects)
    func readsAndResolvesTheRootObject(_ project: Project) throws {
        let root = try Self.parse(project.path).root
        #expect(root["objectVersion"]?.stringValue == project.objectVersion)
        #expect(root["archiveVersion"]?.stringValue == "1")
        let objects = try #require(root["objects"])
        let rootID = try #require(root["rootObject"]?.stringValue)
        let rootObject = try #require(objects[rootID])
        #expect(rootObject["isa"]?.stringValue == "PBXProject")
        let listID = try #require(rootObject["buildConfigurationList"]?.stringValue)
        #expect(objects[listID]?["isa"]?.stringValue == "XCConfigurationList")
        // Every configuration the list names is an object of the file.
        let configurations = try #require(objects[listID]?["buildConfigurations"]?.arrayValue)
        #expect(!configurations.isEmpty)
        for id in configurations {
            #expect(objects[id.stringValue ?? ""]?["isa"]?.stringValue == "XCBuildConfiguration")
        }
    }

    @Test(.enabled(if: vectors.runs, skipped))
    func wikipediaHasElevenConfigurations() throws {
        let root = try Self.parse(Self.projects[0].path).root
        let objects = try #require(root["objects"])
        let project = try #require(objects[root["rootObject"]?.stringValue ?? ""])
        let list = try #require(objects[project["buildConfigurationList"]?.stringValue ?? ""])
        #expect(list["buildConfigurations"]?.arrayValue?.count == 11)
        #expect(list["defaultConfigurationName"]?.stringValue == "Release")
        #expect(root["objectVersion"]?.location == LinkCheckCore.SourceLocation(line: 6, column: 18))
    }

    @Test(.enabled(if: vectors.runs, skipped))
    func pocketCastsKeepsTheCopyrightSign() throws {
        let root = try Self.parse(Self.projects[2].path).root
        let strings = Self.allStrings(root)
        let copyright = try #require(strings.first { $0.text.contains("©") })
        #expect(copyright.text == "Copyright © 2023 Shifty Jelly. All rights reserved.")
        #expect(copyright.location == LinkCheckCore.SourceLocation(line: 10615, column: 46))
    }

    @Test(.enabled(if: vectors.runs, skipped))
    func escapesInShellScriptsAreDecoded() throws {
        let root = try Self.parse(Self.projects[3].path).root
        let script = try #require(Self.allStrings(root).first { $0.text.hasPrefix("# This script configures Expo") })
        #expect(script.text.contains(#"bash -l -c "./Pods/Target\ Support\ Files/"#))
        #expect(script.text.hasSuffix("expo-configure-project.sh\"\n"))
    }

    /// Each key and value's location holds its first character: the quote, the bracket, or the
    /// start of the unquoted text.
    @Test(.enabled(if: vectors.runs, skipped), arguments: projects)
    func everyLocationPointsAtItsValue(_ project: Project) throws {
        let text = String(decoding: try Self.read(project.path), as: UTF8.self)
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { Array($0.unicodeScalars) }
        func at(_ location: LinkCheckCore.SourceLocation) -> String {
            guard location.line <= lines.count, location.column <= lines[location.line - 1].count else { return "" }
            return String(String.UnicodeScalarView(lines[location.line - 1][(location.column - 1)...]))
        }
        func expectAt(_ location: LinkCheckCore.SourceLocation, _ written: String, _ what: String) {
            let found = at(location)
            #expect(
                found.hasPrefix(written) || found.hasPrefix("\"") || found.hasPrefix("'"),
                "\(what) at \(location): expected \(written.prefix(20)), found \(found.prefix(20))")
        }
        var pending = [try Self.parse(project.path).root]
        var checked = 0
        while let value = pending.popLast() {
            checked += 1
            if let s = value.stringValue {
                expectAt(value.location, s, "string")
            } else if value.dataValue != nil {
                expectAt(value.location, "<", "data")
            } else if let elements = value.arrayValue {
                expectAt(value.location, "(", "array")
                pending += elements
            } else if let entries = value.entries {
                expectAt(value.location, "{", "dictionary")
                for entry in entries {
                    expectAt(entry.keyLocation, entry.key, "key")
                    #expect(entry.keyLocation < entry.value.location)
                }
                pending += entries.map(\.value)
            }
        }
        #expect(checked > 1000)
    }

    static func allStrings(_ root: OpenStepValue) -> [(text: String, location: LinkCheckCore.SourceLocation)] {
        var out: [(String, LinkCheckCore.SourceLocation)] = []
        var pending = [root]
        while let value = pending.popLast() {
            if let s = value.stringValue { out.append((s, value.location)) }
            pending += (value.arrayValue ?? []) + (value.entries?.map(\.value) ?? [])
        }
        return out.sorted { $0.1 < $1.1 }
    }
}
