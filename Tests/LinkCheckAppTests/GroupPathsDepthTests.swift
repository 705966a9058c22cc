import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// A group tree of any depth places its files: 10,000 nested groups ran the stack out when each
/// level was a recursive call.
@Suite struct GroupPathsDepthTests {
    @Test func deeplyNestedGroupsPlaceTheXcconfig() {
        let files = CountingFiles(["App.xcodeproj/project.pbxproj": HostileProject.pbxproj(groups: 10_000)])
        let report = HostileProject.audit(files)
        let expected = String(repeating: "d/", count: 10_000) + "Release.xcconfig"
        #expect(
            HostileProject.lines(report.diagnostics) == [
                "\(expected):-: warning: the base configuration of the project (Release) cannot be read, so its settings are unknown [unreadable-file]"
            ])
        #expect(files.reads[expected] == 1)
    }
}
