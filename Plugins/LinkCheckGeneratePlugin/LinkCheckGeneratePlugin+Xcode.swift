#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The same plugin applied to a target of an Xcode project (Build Phases → Run Build Tool Plug-ins):
    /// the schema is one of the target's input files, the Swift file is compiled into that target.
    /// XcodeProjectPlugin exists on macOS only; this is not built on Linux.
    extension LinkCheckGeneratePlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let plan = try GeneratePlan(target: target.displayName, files: target.inputFiles.map(\.url))
            return try plan.commands(tool: context.tool(named: "linkcheck").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
