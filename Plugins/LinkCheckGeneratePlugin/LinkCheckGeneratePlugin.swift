import Foundation
import PackagePlugin

/// The build-tool plugin product `LinkCheckGenerate`: `linkcheck generate swift` for the route
/// schema (`*.routes.json`) among the source files of the target it is applied to, as a build
/// command whose inputs and output SwiftPM knows, so it runs again only when the schema or
/// linkcheck changed.
@main
struct LinkCheckGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        // Only a target with source files can hold a schema (not a binary or system library).
        guard let module = target as? any SourceModuleTarget else { return [] }
        let plan = try GeneratePlan(target: target.name, files: module.sourceFiles.map(\.url))
        return try plan.commands(tool: context.tool(named: "linkcheck").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
